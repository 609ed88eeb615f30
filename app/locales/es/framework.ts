import type { PartialMessages } from "../types";

/** Spanish strings of the Certification framework page (competency texts fall back to English). */
export default {
  meta: {
    title: "Marco de certificación — GeoCert",
    description:
      "El marco de competencias de GeoCert: ocho áreas de competencia en cuatro niveles de certificación, con las competencias esperadas en cada nivel.",
  },
  header: {
    eyebrow: "Marco de competencias",
    title: "Marco de certificación",
    lead: "Lo que un profesional de la geotermia debe saber y saber hacer en ocho áreas, en cada uno de los cuatro niveles de certificación.",
  },
  intro: {
    heading: "Cómo funciona el marco",
    text: "Cada nivel de certificación se basa en el anterior. La matriz indica, para cada área, las competencias que el candidato debe demostrar en ese nivel; los exámenes, portafolios y entrevistas se elaboran a partir de estos enunciados.",
    levelsHeading: "Los cuatro niveles de un vistazo",
    levelLabel: "Nivel {{number}}",
  },
  levelDescriptors: {
    associate: "Trabaja bajo supervisión y aplica con seguridad los procedimientos establecidos.",
    professional:
      "Trabaja de forma autónoma, resuelve problemas técnicos habituales y aplica las normas en proyectos reales.",
    senior: "Dirige equipos y líneas de trabajo, revisa y aprueba el trabajo de otros.",
    expert: "Define prácticas, estrategias y normas para organizaciones y para todo el sector.",
  },
  filters: {
    heading: "Filtrar la matriz",
    domain: "Área de competencia",
    level: "Nivel de certificación",
    allDomains: "Todas las áreas",
    allLevels: "Todos los niveles",
    statusAll: "Se muestran las {{domains}} áreas de competencia en los {{levels}} niveles: {{competencies}}.",
    statusDomain: "Se muestra «{{domain}}» en los {{levels}} niveles: {{competencies}}.",
    statusLevel: "Se muestran las {{domains}} áreas de competencia en el nivel «{{level}}»: {{competencies}}.",
    statusBoth: "Se muestra «{{domain}}» en el nivel «{{level}}»: {{competencies}}.",
    competencyCount_one: "{{count}} competencia",
    competencyCount_other: "{{count}} competencias",
  },
  matrix: {
    heading: "Matriz de competencias",
    caption: "Competencias por área y nivel de certificación",
    domainColumn: "Área de competencia",
    listHint: "En pantallas pequeñas la matriz se muestra como una lista por área.",
  },
  print: {
    title: "Marco de certificación de GeoCert",
    note: "Impreso desde el sitio web de GeoCert. El consejo asesor revisa el marco cada año.",
  },
  cta: {
    heading: "¿En qué punto está usted?",
    text: "Haga el cuestionario de formación para ver qué nivel corresponde a su experiencia, o compare las certificaciones, sus exámenes y sus tarifas.",
    quiz: "Hacer el cuestionario de formación",
    certifications: "Comparar certificaciones",
  },
} satisfies PartialMessages<"framework">;
