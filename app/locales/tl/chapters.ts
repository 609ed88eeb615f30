import type { Namespaces } from "../types";

const chapters = {
  meta: {
    title: "Mga rehiyonal na kabanata",
    description:
      "Ang mga rehiyonal na kabanata ng GeoCert mula Iceland hanggang New Zealand: mga lider, miyembro, paparating na pagtitipon at kategorya ng forum para sa bawat isa.",
    chapterTitle: "Kabanata ng {{name}}",
    chapterDescription:
      "Ang kabanata ng {{name}} ng GeoCert sa {{city}}: mga lider, miyembro, paparating na kaganapan at ang forum nito.",
  },
  title: "Mga rehiyonal na kabanata",
  lead: "Nagtitipon ang mga lokal na grupo ng mga sertipikadong propesyonal, nagbabahagi ng karanasan sa field at nagsasagawa ng paghahanda sa pagsusulit: sumali po sa kabanatang malapit sa inyo.",
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
    label: "Mapa ng mundo ng mga kabanata; ang listahan sa ibaba ay may parehong mga kabanata",
    marker: "Kabanata ng {{name}}, {{city}}",
  },
  list: {
    heading: "Mga kabanata ayon sa rehiyon",
    members_one: "{{formatted}} miyembro",
    members_other: "{{formatted}} miyembro",
    founded: "Itinatag noong {{year}}",
    open: "Buksan ang kabanata ng {{name}}",
    member: "Miyembro kayo",
  },
  chapter: {
    city: "Nagtitipon sa",
    region: "Rehiyon",
    founded: "Itinatag",
    members: "Mga miyembro",
    leads: "Mga lider ng kabanata",
    roles: {
      chair: "Tagapangulo",
      secretary: "Kalihim",
      events: "Tagapag-ugnay ng mga kaganapan",
    },
    events: "Mga paparating na kaganapan ng kabanata",
    noEvents:
      "Wala pang nakaplanong kaganapan ng kabanata. Tingnan po ang lahat ng kaganapan para sa mga online na sesyon.",
    allEvents: "Lahat ng kaganapan",
    forum: "Forum ng kabanata",
    forumText: "Pinag-uusapan ang mga tanong at balita ng kabanata ng {{name}} sa kategorya nito sa forum.",
    forumLink: "Buksan ang forum ng {{name}}",
    join: "Sumali sa kabanata",
    leave: "Umalis sa kabanata",
    joinText: "Natatanggap ng mga miyembro ang mga balita ng kabanata at mga imbitasyon sa pagtitipon.",
    isMember: "Miyembro kayo ng kabanatang ito.",
    signIn: "Mag-sign in po upang sumali sa kabanatang ito.",
    signInButton: "Mag-sign in",
    back: "Lahat ng kabanata",
    joined: "Maligayang pagdating sa kabanata ng {{name}}.",
    left: "Umalis na kayo sa kabanata ng {{name}}.",
  },
  errors: {
    rateLimited: "Masyadong maraming pagbabago sa maikling panahon. Pakisubukang muli mamaya.",
  },
} satisfies Namespaces["chapters"];

export default chapters;
