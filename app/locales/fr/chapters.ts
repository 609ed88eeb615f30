import type { Namespaces } from "../types";

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
    label: "Carte du monde des sections ; la liste ci-dessous contient les mêmes sections",
    marker: "Section {{name}}, {{city}}",
  },
  list: {
    heading: "Sections par région",
    members_one: "{{formatted}} membre",
    members_other: "{{formatted}} membres",
    founded: "Fondée en {{year}}",
    open: "Ouvrir la section {{name}}",
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
    noEvents:
      "Aucun événement de la section n’est encore prévu. Consultez tous les événements pour les sessions en ligne.",
    allEvents: "Tous les événements",
    forum: "Forum de la section",
    forumText: "Les questions et les nouvelles de la section {{name}} sont discutées dans sa catégorie du forum.",
    forumLink: "Ouvrir le forum de la section {{name}}",
    join: "Rejoindre la section",
    leave: "Quitter la section",
    joinText: "Les membres reçoivent les nouvelles de la section et les invitations aux rencontres.",
    isMember: "Vous êtes membre de cette section.",
    signIn: "Connectez-vous pour rejoindre cette section.",
    signInButton: "Se connecter",
    back: "Toutes les sections",
    joined: "Bienvenue dans la section {{name}}.",
    left: "Vous avez quitté la section {{name}}.",
  },
  errors: {
    rateLimited: "Trop de modifications en peu de temps. Veuillez réessayer plus tard.",
  },
} satisfies Namespaces["chapters"];

export default chapters;
