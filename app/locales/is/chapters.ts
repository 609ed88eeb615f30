import type { Namespaces } from "../types";

const chapters = {
  meta: {
    title: "Svæðisdeildir",
    description:
      "Svæðisdeildir GeoCert frá Íslandi til Nýja-Sjálands: forsvarsfólk, félagar, væntanlegir fundir og umræðuflokkur fyrir hverja deild.",
    chapterTitle: "Deild: {{name}}",
    chapterDescription:
      "Deild GeoCert á svæðinu {{name}}, með aðsetur í {{city}}: forsvarsfólk, félagar, væntanlegir viðburðir og umræðuvettvangur.",
  },
  title: "Svæðisdeildir",
  lead: "Staðbundnir hópar vottaðs fagfólks hittast, miðla reynslu af vettvangi og halda prófundirbúning: gakktu í deildina nálægt þér.",
  names: {
    iceland: "Ísland",
    turkiye: "Tyrkland",
    kenya: "Kenía",
    indonesia: "Indónesía",
    philippines: "Filippseyjar",
    newZealand: "Nýja-Sjáland",
    usaWest: "Vesturhluti Bandaríkjanna",
    mexico: "Mexíkó",
    italy: "Ítalía",
    japan: "Japan",
  },
  regions: {
    europe: "Evrópa",
    africa: "Afríka",
    asia: "Asía",
    oceania: "Eyjaálfa",
    americas: "Ameríka",
  },
  map: {
    heading: "Deildir um allan heim",
    label: "Heimskort deildanna; listinn hér fyrir neðan sýnir sömu deildir",
    marker: "Deild: {{name}}, {{city}}",
  },
  list: {
    heading: "Deildir eftir svæðum",
    members_one: "{{formatted}} félagi",
    members_other: "{{formatted}} félagar",
    founded: "Stofnuð {{year}}",
    open: "Opna deildina {{name}}",
    member: "Þú ert félagi",
  },
  chapter: {
    city: "Fundarstaður",
    region: "Svæði",
    founded: "Stofnuð",
    members: "Félagar",
    leads: "Forsvarsfólk deildarinnar",
    roles: {
      chair: "Formaður",
      secretary: "Ritari",
      events: "Umsjón viðburða",
    },
    events: "Væntanlegir viðburðir deildarinnar",
    noEvents: "Engir viðburðir deildarinnar eru fyrirhugaðir enn. Sjáðu alla viðburði fyrir fundi á netinu.",
    allEvents: "Allir viðburðir",
    forum: "Umræðuvettvangur deildarinnar",
    forumText: "Spurningar og fréttir deildarinnar {{name}} eru ræddar í umræðuflokki hennar.",
    forumLink: "Opna umræður deildarinnar {{name}}",
    join: "Ganga í deildina",
    leave: "Hætta í deildinni",
    joinText: "Félagar fá fréttir deildarinnar og boð á fundi.",
    isMember: "Þú ert félagi í þessari deild.",
    signIn: "Skráðu þig inn til að ganga í þessa deild.",
    signInButton: "Skrá inn",
    back: "Allar deildir",
    joined: "Velkomin(n) í deildina {{name}}.",
    left: "Þú hættir í deildinni {{name}}.",
  },
  errors: {
    rateLimited: "Of margar breytingar á stuttum tíma. Reyndu aftur síðar.",
  },
} satisfies Namespaces["chapters"];

export default chapters;
