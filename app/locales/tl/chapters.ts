import type { PartialMessages } from "../types";

const chapters = {
  meta: {
    title: "Mga rehiyonal na kabanata",
    description:
      "Ang mga rehiyonal na kabanata ng GeoCert mula Iceland hanggang New Zealand: mga lider, miyembro, paparating na pagtitipon at kategorya ng forum para sa bawat isa.",
    chapterTitle: "Kabanata ng {{name}}",
  },
  title: "Mga rehiyonal na kabanata",
  names: {
    iceland: "Iceland",
    turkiye: "Türkiye",
    kenya: "Kenya",
    indonesia: "Indonesia",
    philippines: "Pilipinas",
    newZealand: "New Zealand",
    usaWest: "Kanlurang Estados Unidos",
    mexico: "Mexico",
    italy: "Italya",
    japan: "Japan",
  },
  regions: {
    europe: "Europa",
    africa: "Aprika",
    asia: "Asya",
    oceania: "Oceania",
    americas: "Amerika",
  },
  map: {
    heading: "Mga kabanata sa buong mundo",
  },
  list: {
    heading: "Mga kabanata ayon sa rehiyon",
  },
  chapter: {
    region: "Rehiyon",
    members: "Mga miyembro",
    leads: "Mga lider ng kabanata",
    roles: {
      chair: "Tagapangulo",
      secretary: "Kalihim",
      events: "Tagapag-ugnay ng mga kaganapan",
    },
    events: "Mga paparating na kaganapan ng kabanata",
    forum: "Forum ng kabanata",
    join: "Sumali sa kabanata",
    leave: "Umalis sa kabanata",
    signInButton: "Mag-sign in",
    back: "Lahat ng kabanata",
  },
  errors: {
    rateLimited: "Masyadong maraming pagbabago sa maikling panahon. Pakisubukang muli mamaya.",
  },
} satisfies PartialMessages<"chapters">;

export default chapters;
