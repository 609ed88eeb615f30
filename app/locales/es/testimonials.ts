import type { PartialMessages } from "../types";

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
    wanjiru: { role: "Técnica de campo" },
    guorun: { role: "Ingeniera de operación de centrales" },
    mehmet: { role: "Jefe de perforación" },
    hana: { role: "Directora técnica" },
    rosa: { role: "Geoquímica" },
    ayu: { role: "Responsable de medio ambiente" },
    joseph: { role: "Ingeniero de yacimientos" },
    miguel: { role: "Director de operaciones" },
    elif: { role: "Operadora de central en prácticas" },
    lars: { role: "Jefe de proyecto de calefacción urbana" },
    tama: { role: "Geocientífico jefe" },
    samuel: { role: "Asesor en políticas de empleo" },
  },
} satisfies PartialMessages<"testimonials">;

export default testimonials;
