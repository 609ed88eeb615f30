import type { Namespaces } from "../types";

/** Spanish strings of the testimonials namespace (complete). */
const testimonials = {
  meta: {
    title: "Historias — GeoCert",
    description:
      "Historias de profesionales certificados de la geotermia de cinco regiones y todos los niveles, desde técnicos de campo hasta expertos distinguidos.",
  },
  header: {
    eyebrow: "Historias",
    title: "Historias de profesionales certificados",
    lead: "Técnicos, ingenieros, directivos y científicos cuentan qué cambió la certificación en su carrera en la geotermia.",
  },
  filters: {
    heading: "Filtrar historias",
    level: "Nivel de certificación",
    region: "Región",
    allLevels: "Todos los niveles",
    allRegions: "Todas las regiones",
  },
  results: {
    heading: "Historias",
    showing: "Se muestran {{shown}} de {{total}} historias",
    empty: "Todavía no hay ninguna historia de este nivel y esta región.",
    showAll: "Ver todas las historias",
  },
  levels: {
    associate: "Nivel inicial",
    professional: "Profesional",
    senior: "Profesional sénior",
    expert: "Experto distinguido",
  },
  regions: {
    africa: "África",
    americas: "América",
    asiaPacific: "Asia y el Pacífico",
    europe: "Europa",
    westAsia: "Asia occidental",
  },
  fictionalNote: "Las personas, organizaciones e historias de esta página son ejemplos ficticios.",
  stories: {
    wanjiru: {
      role: "Técnica de campo",
      quote:
        "El certificado le dijo a mi supervisor lo que yo sabía hacer antes de que tuviera que demostrarlo por mi cuenta.",
      story: [
        "Wanjiru creció a pocos kilómetros de un campo de vapor, pero primero trabajó en el equipo de riego de una finca de flores. Cuando la cooperativa abrió plazas de aprendizaje, entró como peona y estudió el marco por las noches con dos compañeras.",
        "Tras aprobar en suajili el examen del nivel inicial, pasó al equipo de mantenimiento de cabezas de pozo. Hoy forma a los nuevos aprendices en los procedimientos de bloqueo y prevé presentarse al examen del nivel Profesional el año próximo.",
      ],
    },
    guorun: {
      role: "Ingeniera de operación de centrales",
      quote: "La certificación dio a mi experiencia un nombre que se entiende fuera de Islandia.",
      story: [
        "Guðrún pasó ocho años operando una central de cogeneración y aprendió casi todo lo que sabe de los jefes de turno que la precedieron. Cuando su empresa de servicios públicos empezó a licitar en el extranjero, los clientes pidieron una prueba de competencia que un cargo local no podía ofrecer.",
        "La evaluación del nivel Profesional la obligó a poner por escrito procedimientos que hasta entonces solo tenía en la cabeza. Dos de esos textos forman parte ahora del manual de operación de su empresa, y se ha incorporado a un comité de revisión del marco.",
      ],
    },
    mehmet: {
      role: "Jefe de perforación",
      quote:
        "En un equipo de perforación, la confianza lo es todo. Un estándar común me permite confiar antes en un nuevo miembro de la cuadrilla.",
      story: [
        "Mehmet empezó como peón de perforación en el petróleo y el gas y pasó a la perforación geotérmica hace quince años, donde las formaciones más calientes y los fluidos corrosivos cambiaron buena parte de lo que había aprendido.",
        "Se presentó al examen del nivel Profesional sénior para dirigir cuadrillas en varios países. Desde entonces, su empresa exige a los nuevos perforadores al menos la certificación de nivel inicial, y los accidentes con baja en sus equipos han disminuido tres años seguidos.",
      ],
    },
    hana: {
      role: "Directora técnica",
      quote: "Una certificación de experto tiene menos que ver con lo que sabes y más con lo que devuelves.",
      story: [
        "Hana diseña redes de calor que llevan el agua de fuentes termales a viviendas, invernaderos y baños. Su trabajo combina la ciencia de yacimientos con el diálogo con las comunidades locales que llevan siglos usando esas fuentes.",
        "Como Experta distinguida, orienta a cuatro ingenieros al año y revisa preguntas de examen sobre el uso directo del calor. Asegura que las preguntas del tribunal sobre su trabajo con la comunidad fueron las más difíciles de su carrera.",
      ],
    },
    rosa: {
      role: "Geoquímica",
      quote: "Ser evaluada en español significó que el examen midiera mi ciencia, no mi inglés.",
      story: [
        "Rosa toma muestras de fluidos de manantiales de alta montaña para estimar la temperatura de los yacimientos, a menudo a más de 4.000 metros. Sus informes ayudan a decidir dónde se perforan los primeros pozos de un proyecto.",
        "Obtuvo la certificación de nivel Profesional en español y después ayudó a revisar la traducción al español de las preguntas de geoquímica. Hoy imparte cursos de campo a estudiantes de tres universidades.",
      ],
    },
    ayu: {
      role: "Responsable de medio ambiente",
      quote: "Yo venía de la biología. El marco me mostró exactamente qué ingeniería necesitaba aprender.",
      story: [
        "Ayu se incorporó a su empresa para vigilar los bosques y el agua alrededor de una nueva central. Pronto descubrió que, para hacer bien su trabajo, debía entender los fluidos de perforación, la reinyección de salmuera y los límites de ruido.",
        "La certificación de nivel inicial, que obtuvo en indonesio, le dio una forma estructurada de aprender. Hoy dirige el monitoreo ambiental de la central y presenta los resultados a los consejos de aldea cada trimestre.",
      ],
    },
    joseph: {
      role: "Ingeniero de yacimientos",
      quote: "Nuestra agencia utiliza ahora el marco para planificar la formación de cada nuevo ingeniero.",
      story: [
        "Joseph construye modelos numéricos de yacimientos para una agencia pública que explora nuevos campos. Buena parte de su formación procedía de cursos breves en el extranjero, cada uno con su propio certificado y ninguno comparable con los demás.",
        "Al prepararse para el examen del nivel Profesional, detectó lagunas en sus conocimientos sobre pruebas de pozo y las cubrió con sus colegas. Desde entonces, su agencia ha adoptado el marco de competencias para su programa de recién titulados.",
      ],
    },
    miguel: {
      role: "Director de operaciones",
      quote: "Ahora contrato con el marco como referencia. Las entrevistas ya no dependen de conjeturas.",
      story: [
        "Miguel dirige tres centrales en tierras altas volcánicas, con más de cien empleados en turnos rotativos. Encontrar personas con las competencias adecuadas solía implicar largas entrevistas y errores costosos.",
        "Después de obtener él mismo la certificación de nivel Profesional sénior, reescribió las descripciones de puestos de su equipo en torno a los niveles del marco. Ahora las nuevas incorporaciones llegan sabiendo lo que se espera de ellas, y los ascensos internos siguen el mismo itinerario.",
      ],
    },
    elif: {
      role: "Operadora de central en prácticas",
      quote: "Como primera ingeniera de mi familia, quería una prueba de competencia que cualquiera pudiera comprobar.",
      story: [
        "Elif estudió ingeniería mecánica y se incorporó a una central de ciclo binario como operadora en prácticas. Preparó el examen del nivel inicial con las guías de estudio y las preguntas de práctica gratuitas, en turco.",
        "Aprobarlo le permitió entrar en los turnos de la sala de control antes de lo previsto. Ahora colabora como voluntaria en una sección regional, ayudando a estudiantes de formación profesional a preparar su primer examen.",
      ],
    },
    lars: {
      role: "Jefe de proyecto de calefacción urbana",
      quote:
        "La geotermia profunda es nueva en nuestra ciudad. Contar con personal certificado nos ayudó a ganarnos la confianza de la población.",
      story: [
        "Lars dirigió la conversión de una red de calefacción urbana del carbón a la geotermia profunda. Los vecinos y el ayuntamiento querían saber que quienes perforaban bajo sus calles sabían lo que hacían.",
        "El proyecto exigía la certificación de nivel Profesional sénior para los puestos clave, y Lars la obtuvo él mismo. Dice que las reuniones públicas se volvieron más fáciles cuando pudo remitirse a un estándar independiente y publicado.",
      ],
    },
    tama: {
      role: "Geocientífico jefe",
      quote: "La mejor certificación es la que te sigue pidiendo que aprendas. La recertificación hace justamente eso.",
      story: [
        "Tama lleva treinta años cartografiando sistemas geotérmicos y trabaja estrechamente con los iwi, guardianes de la tierra y del recurso. Considera que la geociencia y el conocimiento local son aliados, no rivales.",
        "Como Experto distinguido, preside el tribunal que revisa la parte de exploración del marco. Lo que más valora es la recertificación: le mantiene leyendo, enseñando y en contacto con colegas más jóvenes.",
      ],
    },
    samuel: {
      role: "Asesor en políticas de empleo",
      quote:
        "Los gobiernos planifican mejor cuando las competencias se cuentan de la misma manera en todos los países.",
      story: [
        "Samuel estudia las necesidades de competencias del sector geotérmico en varios países africanos y asesora a los ministerios sobre sus presupuestos de formación. Antes de que existiera un marco común, cada país describía las competencias de una manera distinta.",
        "Como Experto distinguido, ayudó a relacionar las cualificaciones nacionales con los cuatro niveles del marco. Su observatorio publica ahora cada año el número de profesionales certificados por nivel y por país.",
      ],
    },
  },
} satisfies Namespaces["testimonials"];

export default testimonials;
