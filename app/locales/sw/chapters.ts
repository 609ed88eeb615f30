import type { Namespaces } from "../types";

const chapters = {
  meta: {
    title: "Matawi ya kikanda",
    description:
      "Matawi ya kikanda ya GeoCert kutoka Aisilandi hadi Nyuzilandi: viongozi, wanachama, mikutano ijayo na kundi la jukwaa kwa kila tawi.",
    chapterTitle: "Tawi la {{name}}",
    chapterDescription:
      "Tawi la {{name}} la GeoCert mjini {{city}}: viongozi, wanachama, matukio yajayo na jukwaa lake.",
  },
  title: "Matawi ya kikanda",
  lead: "Vikundi vya wenyeji vya wataalamu waliothibitishwa hukutana, hubadilishana uzoefu wa kazi za uwandani na huendesha maandalizi ya mitihani: jiunge na tawi lililo karibu nawe.",
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
    label: "Ramani ya dunia ya matawi; orodha iliyo hapa chini ina matawi hayo hayo",
    marker: "Tawi la {{name}}, {{city}}",
  },
  list: {
    heading: "Matawi kwa eneo",
    members_one: "Mwanachama {{formatted}}",
    members_other: "Wanachama {{formatted}}",
    founded: "Lilianzishwa {{year}}",
    open: "Fungua tawi la {{name}}",
    member: "Wewe ni mwanachama",
  },
  chapter: {
    city: "Mahali pa mikutano",
    region: "Eneo",
    founded: "Lilianzishwa",
    members: "Wanachama",
    leads: "Viongozi wa tawi",
    roles: {
      chair: "Mwenyekiti",
      secretary: "Katibu",
      events: "Mratibu wa matukio",
    },
    events: "Matukio yajayo ya tawi",
    noEvents: "Bado hakuna matukio ya tawi yaliyopangwa. Tazama matukio yote kwa vipindi vya mtandaoni.",
    allEvents: "Matukio yote",
    forum: "Jukwaa la tawi",
    forumText: "Maswali na habari za tawi la {{name}} hujadiliwa katika kundi lake la jukwaa.",
    forumLink: "Fungua jukwaa la {{name}}",
    join: "Jiunge na tawi",
    leave: "Ondoka kwenye tawi",
    joinText: "Wanachama hupokea habari za tawi na mialiko ya mikutano.",
    isMember: "Wewe ni mwanachama wa tawi hili.",
    signIn: "Ingia ili kujiunga na tawi hili.",
    signInButton: "Ingia",
    back: "Matawi yote",
    joined: "Karibu katika tawi la {{name}}.",
    left: "Umeondoka kwenye tawi la {{name}}.",
  },
  errors: {
    rateLimited: "Mabadiliko mengi mno kwa muda mfupi. Tafadhali jaribu tena baadaye.",
  },
} satisfies Namespaces["chapters"];

export default chapters;
