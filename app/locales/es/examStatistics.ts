import type { Namespaces } from "../types";

/** Spanish strings of the item statistics pages (complete; decision 055). */
const examStatistics = {
  meta: {
    title: "Estadísticas de ítems — Personal de GeoCert",
    itemTitle: "Estadísticas del ítem {{id}} — Personal de GeoCert",
  },
  list: {
    heading: "Estadísticas de ítems",
    text: "Cómo han funcionado cada forma de examen y sus ítems en las sesiones realizadas, a partir de las respuestas de los intentos puntuados (sin los resultados anulados). Se calculan al abrir la página.",
    bankLink: "Estadísticas de ítems",
    form: "Forma de examen",
    newest: "La más reciente",
    formOption: "{{level}}, congelada el {{date}} ({{n}} candidatos)",
    show: "Mostrar",
    empty: "Ninguna forma de examen tiene todavía intentos puntuados.",
    summary: "La forma",
    candidates: "Candidatos",
    perLanguage: "Candidatos por idioma",
    kr20: "Fiabilidad (KR-20)",
    sem: "Error típico de medida",
    semValue: "{{value}} puntos",
    mean: "Puntuación media",
    meanValue: "{{mean}} de {{items}} (DT {{sd}})",
    notComputed: "No calculado",
    tooFew: "Menos de {{min}} candidatos: se muestran las cifras, pero no se marca ningún ítem.",
    rules: "Cómo se marcan los ítems",
    ruleTranslation:
      "Probable error de traducción: en un idioma, los candidatos con la misma puntuación total aciertan el ítem claramente menos que en los demás (Δ de Mantel–Haenszel de al menos {{delta}}, significativo), con al menos {{min}} candidatos en ese idioma y en los demás.",
    ruleEasy: "Demasiado fácil: más del {{share}} de los candidatos acierta.",
    ruleHard: "Demasiado difícil, o clave errónea: acierta menos del {{share}}.",
    ruleDiscrimination: "Discriminación débil: biserial puntual corregida inferior a {{value}}.",
    ruleReview: "Una marca envía el ítem a revisión por un experto en la materia; no lo retira del uso.",
    chartHeading: "Dificultad y discriminación de cada ítem",
    chartLabel:
      "Gráfico de dispersión: la proporción de aciertos de cada ítem (horizontal) frente a su discriminación (vertical); los ítems marcados en rojo. La tabla de ítems de abajo tiene las mismas cifras.",
    chartX: "Proporción de aciertos",
    chartY: "Discriminación",
    itemsHeading: "Ítems",
    flaggedOnly: "{{n}} de {{total}} ítems marcados",
    position: "N.º",
    item: "Ítem",
    difficulty: "Proporción de aciertos",
    discrimination: "Discriminación",
    flags: "Marcas",
    none: "Ninguna",
  },
  flags: {
    translation: "Probable error de traducción ({{language}})",
    tooEasy: "Demasiado fácil",
    tooHard: "Demasiado difícil",
    lowDiscrimination: "Discriminación débil",
  },
  item: {
    heading: "Ítem {{id}}",
    text: "Cómo funcionó el ítem en cada idioma en que se respondió: la proporción de aciertos, su discriminación y qué opciones eligieron los candidatos.",
    back: "Todos los ítems de la forma",
    editor: "Abrir el ítem en el banco",
    translationLink: "Revisar la traducción al {{language}}",
    languagesHeading: "Por idioma",
    languagesChart:
      "Gráfico de barras: la proporción de candidatos que acertaron en cada idioma. La tabla de al lado tiene las mismas cifras.",
    language: "Idioma",
    candidates: "Candidatos",
    delta: "Δ de Mantel–Haenszel",
    optionsHeading: "Opciones elegidas",
    optionsChart:
      "Gráfico de barras: la proporción de candidatos que eligió cada opción, por idioma; la opción clave está señalada. La tabla de al lado tiene las mismas cifras.",
    option: "Opción",
    keyed: "{{option}} (clave)",
    omitted: "Sin respuesta",
    all: "Todos",
  },
} satisfies Namespaces["examStatistics"];

export default examStatistics;
