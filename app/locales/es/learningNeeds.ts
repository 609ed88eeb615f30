import type { Namespaces } from "../types";

/** Spanish strings of the learningNeeds namespace (complete). */
const learningNeeds = {
  meta: {
    title: "Encuesta de necesidades de formación — GeoCert",
    description:
      "Cuéntenos dónde necesita formación en geotermia y cómo prefiere aprender: cinco pasos breves que orientan los cursos y exámenes de GeoCert.",
  },
  header: {
    eyebrow: "Encuesta de necesidades de formación",
    title: "Ayude a definir la formación en geotermia",
    lead: "Cinco pasos breves sobre su trabajo, sus necesidades de formación y cómo prefiere aprender; sus respuestas orientan nuestros próximos cursos y exámenes.",
  },
  intro: {
    duration: "Unos 6 minutos · 14 preguntas · respuestas guardadas en cada paso",
    privacy:
      "Las respuestas solo se utilizan de forma agregada. Solo le pedimos su dirección de correo electrónico si acepta que le contactemos, y nunca la compartimos.",
  },
  progress: {
    label: "Paso {{step}} de {{total}}",
    steps: "Pasos de la encuesta",
    done: "completado",
    current: "paso actual",
  },
  steps: {
    about: {
      title: "Sobre usted",
      lead: "Su función, su experiencia y dónde trabaja.",
    },
    certification: {
      title: "Certificación",
      lead: "Dónde está hoy y hacia dónde se dirige.",
    },
    skills: {
      title: "Necesidades de formación",
      lead: "Valore cuánta formación necesita en cada área de competencia del marco.",
    },
    learning: {
      title: "Cómo aprende",
      lead: "Los formatos, idiomas y el tiempo que le convienen.",
    },
    contact: {
      title: "Mantener el contacto",
      lead: "Opcional: si podemos contactarle sobre los resultados.",
    },
  },
  questions: {
    role: {
      label: "¿Cuál es su función actual?",
    },
    experience: {
      label: "¿Cuántos años ha trabajado en geotermia o en un campo afín?",
    },
    region: {
      label: "¿Dónde trabaja principalmente?",
      placeholder: "Elija una región",
    },
    country: {
      label: "País",
      hint: "Opcional, por ejemplo Kenia o Islandia.",
    },
    currentLevel: {
      label: "¿Qué nivel de GeoCert tiene hoy?",
    },
    targetLevel: {
      label: "¿Qué nivel quiere alcanzar en los próximos dos años?",
    },
    gaps: {
      label: "¿Qué tan grande es su necesidad de formación en cada área?",
      hint: "1 significa ninguna necesidad (se siente seguro), 5 una necesidad importante (requiere formación sustancial).",
    },
    formats: {
      label: "¿Qué formatos de aprendizaje le convienen?",
      hint: "Marque todas las opciones que correspondan.",
    },
    barriers: {
      label: "¿Qué le dificulta formarse?",
      hint: "Opcional. Marque todas las opciones que correspondan.",
    },
    languages: {
      label: "¿En qué idiomas le gustaría aprender?",
      hint: "Marque todas las opciones que correspondan.",
    },
    hours: {
      label: "¿Cuántas horas al mes podría dedicar a la formación?",
    },
    contact: {
      label: "¿Podemos contactarle sobre los resultados o para una entrevista?",
    },
    email: {
      label: "Correo electrónico",
      hint: "Solo si respondió que sí más arriba.",
    },
    comments: {
      label: "¿Algo más que debamos saber?",
      hint: "Opcional, hasta 1000 caracteres: un tema que falta, un curso que le gustó, un obstáculo.",
    },
  },
  options: {
    roles: {
      student: "Estudiante o aprendiz",
      fieldTechnician: "Técnico de campo",
      drillingCrew: "Personal o supervisor de perforación",
      plantOperator: "Operador de planta",
      engineer: "Ingeniero",
      geoscientist: "Geocientífico",
      projectManager: "Desarrollador o gerente de proyectos",
      regulator: "Regulador o funcionario público",
      educator: "Docente o formador",
      other: "Otro",
    },
    experience: {
      lessThan1: "Menos de 1 año",
      "1to3": "De 1 a 3 años",
      "4to7": "De 4 a 7 años",
      "8to15": "De 8 a 15 años",
      moreThan15: "Más de 15 años",
    },
    regions: {
      eastAfrica: "África oriental",
      otherAfrica: "Resto de África",
      europe: "Europa",
      middleEast: "Oriente Medio y Asia Central",
      southeastAsia: "Sudeste asiático",
      eastAsia: "Asia oriental",
      oceania: "Oceanía",
      northAmerica: "América del Norte",
      latinAmerica: "América Latina y el Caribe",
    },
    currentLevels: {
      none: "Ninguno todavía",
      associate: "Nivel inicial",
      professional: "Profesional",
      senior: "Profesional sénior",
      expert: "Experto distinguido",
    },
    targetLevels: {
      associate: "Nivel inicial",
      professional: "Profesional",
      senior: "Profesional sénior",
      expert: "Experto distinguido",
      undecided: "Aún no lo he decidido",
    },
    scale: {
      "1": "Ninguna necesidad",
      "2": "Necesidad pequeña",
      "3": "Necesidad moderada",
      "4": "Necesidad grande",
      "5": "Necesidad muy grande",
    },
    formats: {
      selfPaced: "Cursos en línea a su ritmo",
      liveOnline: "Clases en línea en directo",
      classroom: "Cursos presenciales",
      fieldTraining: "Formación en campo",
      mentoring: "Mentoría",
      microLearning: "Lecciones breves en el móvil",
      simulation: "Simuladores y laboratorios virtuales",
    },
    barriers: {
      cost: "Costo",
      time: "Falta de tiempo",
      employerSupport: "Poco apoyo del empleador",
      travel: "Desplazamiento a los centros de formación",
      language: "Cursos no disponibles en mi idioma",
      connectivity: "Internet lento o caro",
      recognition: "Formación no reconocida por los empleadores",
    },
    hours: {
      upTo2: "Hasta 2 horas",
      "3to5": "De 3 a 5 horas",
      "6to10": "De 6 a 10 horas",
      moreThan10: "Más de 10 horas",
    },
    contact: {
      yes: "Sí, pueden contactarme",
      no: "No, gracias",
    },
  },
  buttons: {
    back: "Atrás",
    next: "Guardar y continuar",
    finish: "Enviar respuestas",
    saving: "Guardando…",
  },
  errors: {
    chooseOne: "Elija una respuesta.",
    chooseAtLeastOne: "Elija al menos una respuesta.",
    invalidChoice: "Esta respuesta no es una de las opciones.",
    tooLong: "Esta respuesta es demasiado larga.",
    email: "Introduzca un correo electrónico válido, como nombre@example.com.",
    emailRequired: "Introduzca su correo electrónico o elija no ser contactado.",
    rateLimited:
      "Demasiados envíos desde su conexión. Espere {{seconds}} segundos e inténtelo de nuevo; las respuestas guardadas se conservan.",
    tampered:
      "No se pudo aceptar este paso de la encuesta. Vuelva a abrir la página de la encuesta y continúe donde lo dejó.",
    failed: "No se pudieron guardar sus respuestas. Inténtelo de nuevo.",
  },
  resumed: "Bienvenido de nuevo: se muestran sus respuestas guardadas y puede continuar donde lo dejó.",
  aside: {
    heading: "Por qué preguntamos",
    text: "GeoCert elabora sus materiales de estudio y sus exámenes a partir de lo que necesitan los profesionales de la geotermia. Sus respuestas muestran qué áreas de competencia necesitan cursos primero, y en qué idiomas y formatos.",
    resources: "Explorar la biblioteca de recursos",
  },
  thanks: {
    heading: "Gracias por participar",
    text: "Sus respuestas se han guardado. Publicaremos un resumen de los resultados en la página de noticias cuando se cierre la encuesta.",
    summary: "Sus respuestas",
    gapsCaption: "Necesidades de formación por área (1 = ninguna, 5 = muy grande)",
    domain: "Área de competencia",
    rating: "Valoración",
    none: "Ninguna",
    notGiven: "Sin respuesta",
    contactAt: "Sí, en {{email}}",
    resources: "Explorar la biblioteca de recursos",
    framework: "Ver el marco de certificación",
  },
} satisfies Namespaces["learningNeeds"];

export default learningNeeds;
