import type { PartialMessages } from "../types";

const chapters = {
  meta: {
    title: "Sections régionales",
    description:
      "Les sections régionales de GeoCert, de l’Islande à la Nouvelle-Zélande : responsables, membres, prochaines rencontres et une catégorie de forum pour chacune.",
    chapterTitle: "Section {{name}}",
    chapterDescription:
      "La section {{name}} de GeoCert à {{city}} : responsables, membres, prochains événements et forum.",
  },
  title: "Sections régionales",
  lead: "Des groupes locaux de professionnels certifiés se réunissent, partagent leur expérience de terrain et préparent les examens : rejoignez la section la plus proche.",
  names: {
    iceland: "Islande",
    turkiye: "Turquie",
    kenya: "Kenya",
    indonesia: "Indonésie",
    philippines: "Philippines",
    newZealand: "Nouvelle-Zélande",
    usaWest: "Ouest des États-Unis",
    mexico: "Mexique",
    italy: "Italie",
    japan: "Japon",
  },
  regions: {
    europe: "Europe",
    africa: "Afrique",
    asia: "Asie",
    oceania: "Océanie",
    americas: "Amériques",
  },
  map: {
    heading: "Les sections dans le monde",
  },
  list: {
    heading: "Sections par région",
    members_one: "{{formatted}} membre",
    members_other: "{{formatted}} membres",
    founded: "Fondée en {{year}}",
    member: "Vous êtes membre",
  },
  chapter: {
    city: "Lieu de réunion",
    region: "Région",
    founded: "Fondée",
    members: "Membres",
    leads: "Responsables de la section",
    roles: {
      chair: "Présidence",
      secretary: "Secrétariat",
      events: "Coordination des événements",
    },
    events: "Prochains événements de la section",
    allEvents: "Tous les événements",
    forum: "Forum de la section",
    join: "Rejoindre la section",
    leave: "Quitter la section",
    signInButton: "Se connecter",
    back: "Toutes les sections",
  },
  errors: {
    rateLimited: "Trop de modifications en peu de temps. Veuillez réessayer plus tard.",
  },
} satisfies PartialMessages<"chapters">;

export default chapters;
