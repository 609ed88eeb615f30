import type { Namespaces } from "../types";

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
    label: "Mapa mundial de los capítulos; la lista de abajo contiene los mismos capítulos",
    marker: "Capítulo {{name}}, {{city}}",
  },
  list: {
    heading: "Capítulos por región",
    members_one: "{{formatted}} miembro",
    members_other: "{{formatted}} miembros",
    founded: "Fundado en {{year}}",
    open: "Abrir el capítulo {{name}}",
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
    noEvents:
      "Todavía no hay eventos del capítulo previstos. Consulte todos los eventos para ver las sesiones en línea.",
    allEvents: "Todos los eventos",
    forum: "Foro del capítulo",
    forumText: "Las preguntas y novedades del capítulo {{name}} se comentan en su categoría del foro.",
    forumLink: "Abrir el foro del capítulo {{name}}",
    join: "Unirse al capítulo",
    leave: "Dejar el capítulo",
    joinText: "Los miembros reciben las novedades del capítulo y las invitaciones a los encuentros.",
    isMember: "Usted es miembro de este capítulo.",
    signIn: "Inicie sesión para unirse a este capítulo.",
    signInButton: "Iniciar sesión",
    back: "Todos los capítulos",
    joined: "Bienvenido al capítulo {{name}}.",
    left: "Ha dejado el capítulo {{name}}.",
  },
  errors: {
    rateLimited: "Demasiados cambios en poco tiempo. Inténtelo de nuevo más tarde.",
  },
} satisfies Namespaces["chapters"];

export default chapters;
