import type { PartialMessages } from "../types";

const chapters = {
  meta: {
    title: "Matawi ya kikanda",
    description:
      "Matawi ya kikanda ya GeoCert kutoka Aisilandi hadi Nyuzilandi: viongozi, wanachama, mikutano ijayo na kundi la jukwaa kwa kila tawi.",
    chapterTitle: "Tawi la {{name}}",
  },
  title: "Matawi ya kikanda",
  names: {
    iceland: "Aisilandi",
    turkiye: "Uturuki",
    kenya: "Kenya",
    indonesia: "Indonesia",
    philippines: "Ufilipino",
    newZealand: "Nyuzilandi",
    usaWest: "Magharibi mwa Marekani",
    mexico: "Meksiko",
    italy: "Italia",
    japan: "Japani",
  },
  regions: {
    europe: "Ulaya",
    africa: "Afrika",
    asia: "Asia",
    oceania: "Oceania",
    americas: "Amerika",
  },
  map: {
    heading: "Matawi duniani kote",
  },
  list: {
    heading: "Matawi kwa eneo",
  },
  chapter: {
    region: "Eneo",
    members: "Wanachama",
    leads: "Viongozi wa tawi",
    roles: {
      chair: "Mwenyekiti",
      secretary: "Katibu",
      events: "Mratibu wa matukio",
    },
    events: "Matukio yajayo ya tawi",
    forum: "Jukwaa la tawi",
    join: "Jiunge na tawi",
    leave: "Ondoka kwenye tawi",
    signInButton: "Ingia",
    back: "Matawi yote",
  },
  errors: {
    rateLimited: "Mabadiliko mengi mno kwa muda mfupi. Tafadhali jaribu tena baadaye.",
  },
} satisfies PartialMessages<"chapters">;

export default chapters;
