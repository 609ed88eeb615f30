import type { PartialMessages } from "../types";

const chapters = {
  meta: {
    title: "Amagatsha esifunda",
    description:
      "Amagatsha esifunda e-GeoCert kusuka e-Iceland kuya eNew Zealand: abaholi, amalungu, imihlangano ezayo kanye nesigaba sesithangami segatsha ngalinye.",
    chapterTitle: "Igatsha la-{{name}}",
  },
  title: "Amagatsha esifunda",
  names: {
    iceland: "I-Iceland",
    turkiye: "I-Türkiye",
    kenya: "IKenya",
    indonesia: "I-Indonesia",
    philippines: "IPhilippines",
    newZealand: "INew Zealand",
    usaWest: "INtshonalanga ye-USA",
    mexico: "IMexico",
    italy: "I-Italy",
    japan: "IJapan",
  },
  regions: {
    europe: "IYurophu",
    africa: "I-Afrika",
    asia: "I-Asia",
    oceania: "I-Oceania",
    americas: "AmaMelika",
  },
  map: {
    heading: "Amagatsha emhlabeni wonke",
  },
  list: {
    heading: "Amagatsha ngesifunda",
  },
  chapter: {
    region: "Isifunda",
    members: "Amalungu",
    leads: "Abaholi begatsha",
    roles: {
      chair: "Usihlalo",
      secretary: "Unobhala",
      events: "Umxhumanisi wemicimbi",
    },
    events: "Imicimbi ezayo yegatsha",
    forum: "Isithangami segatsha",
    join: "Joyina igatsha",
    leave: "Shiya igatsha",
    signInButton: "Ngena",
    back: "Wonke amagatsha",
  },
  errors: {
    rateLimited: "Izinguquko eziningi kakhulu ngesikhathi esifushane. Sicela uzame futhi kamuva.",
  },
} satisfies PartialMessages<"chapters">;

export default chapters;
