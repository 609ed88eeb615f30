import type { PartialMessages } from "../types";

const chapters = {
  meta: {
    title: "Capítulos regionales",
    description:
      "Los capítulos regionales de GeoCert, de Islandia a Nueva Zelanda: responsables, miembros, próximos encuentros y una categoría del foro para cada uno.",
    chapterTitle: "Capítulo {{name}}",
    chapterDescription:
      "El capítulo {{name}} de GeoCert en {{city}}: responsables, miembros, próximos eventos y su foro.",
  },
  title: "Capítulos regionales",
  lead: "Grupos locales de profesionales certificados se reúnen, comparten experiencia de campo y preparan exámenes: únase al capítulo más cercano.",
  names: {
    iceland: "Islandia",
    turkiye: "Turquía",
    kenya: "Kenia",
    indonesia: "Indonesia",
    philippines: "Filipinas",
    newZealand: "Nueva Zelanda",
    usaWest: "Oeste de EE. UU.",
    mexico: "México",
    italy: "Italia",
    japan: "Japón",
  },
  regions: {
    europe: "Europa",
    africa: "África",
    asia: "Asia",
    oceania: "Oceanía",
    americas: "América",
  },
  map: {
    heading: "Capítulos en el mundo",
  },
  list: {
    heading: "Capítulos por región",
    members_one: "{{formatted}} miembro",
    members_other: "{{formatted}} miembros",
    founded: "Fundado en {{year}}",
    member: "Usted es miembro",
  },
  chapter: {
    city: "Se reúne en",
    region: "Región",
    founded: "Fundado",
    members: "Miembros",
    leads: "Responsables del capítulo",
    roles: {
      chair: "Presidencia",
      secretary: "Secretaría",
      events: "Coordinación de eventos",
    },
    events: "Próximos eventos del capítulo",
    allEvents: "Todos los eventos",
    forum: "Foro del capítulo",
    join: "Unirse al capítulo",
    leave: "Dejar el capítulo",
    signInButton: "Iniciar sesión",
    back: "Todos los capítulos",
  },
  errors: {
    rateLimited: "Demasiados cambios en poco tiempo. Inténtelo de nuevo más tarde.",
  },
} satisfies PartialMessages<"chapters">;

export default chapters;
