import type { Namespaces } from "../types";

const chapters = {
  meta: {
    title: "Amagatsha esifunda",
    description:
      "Amagatsha esifunda e-GeoCert kusuka e-Iceland kuya eNew Zealand: abaholi, amalungu, imihlangano ezayo kanye nesigaba sesithangami segatsha ngalinye.",
    chapterTitle: "Igatsha la-{{name}}",
    chapterDescription:
      "Igatsha la-{{name}} le-GeoCert e-{{city}}: abaholi, amalungu, imicimbi ezayo nesithangami salo.",
  },
  title: "Amagatsha esifunda",
  lead: "Amaqembu endawo ochwepheshe abanezitifiketi ayahlangana, abelane ngolwazi lomsebenzi wasensimini futhi aqhube ukulungiselela izivivinyo: joyina igatsha eliseduze nawe.",
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
    label: "Imephu yomhlaba yamagatsha; uhlu olungezansi lunamagatsha afanayo",
    marker: "Igatsha la-{{name}}, {{city}}",
  },
  list: {
    heading: "Amagatsha ngesifunda",
    members_one: "Ilungu eli-{{formatted}}",
    members_other: "Amalungu angu-{{formatted}}",
    founded: "Lasungulwa ngo-{{year}}",
    open: "Vula igatsha la-{{name}}",
    member: "Uyilungu",
  },
  chapter: {
    city: "Indawo yokuhlangana",
    region: "Isifunda",
    founded: "Lasungulwa",
    members: "Amalungu",
    leads: "Abaholi begatsha",
    roles: {
      chair: "Usihlalo",
      secretary: "Unobhala",
      events: "Umxhumanisi wemicimbi",
    },
    events: "Imicimbi ezayo yegatsha",
    noEvents: "Ayikakahlelwa imicimbi yegatsha. Bheka yonke imicimbi ukuze uthole izifundo ze-inthanethi.",
    allEvents: "Yonke imicimbi",
    forum: "Isithangami segatsha",
    forumText: "Imibuzo nezindaba zegatsha la-{{name}} kuxoxwa ngakho esigabeni salo sesithangami.",
    forumLink: "Vula isithangami segatsha la-{{name}}",
    join: "Joyina igatsha",
    leave: "Shiya igatsha",
    joinText: "Amalungu athola izindaba zegatsha nezimemo zemihlangano.",
    isMember: "Uyilungu laleli gatsha.",
    signIn: "Ngena ukuze ujoyine leli gatsha.",
    signInButton: "Ngena",
    back: "Wonke amagatsha",
    joined: "Wamukelekile egatsheni la-{{name}}.",
    left: "Ulishiyile igatsha la-{{name}}.",
  },
  errors: {
    rateLimited: "Izinguquko eziningi kakhulu ngesikhathi esifushane. Sicela uzame futhi kamuva.",
  },
} satisfies Namespaces["chapters"];

export default chapters;
