import type { Namespaces } from "../types";

/** Tagalog strings of the contact namespace (complete). */
const contact = {
  meta: {
    title: "Makipag-ugnayan — GeoCert",
    description:
      "May mga tanong tungkol sa sertipikasyon, pagsusulit, beripikasyon o pakikipagtulungan? Sumulat sa koponan ng GeoCert.",
  },
  title: "Makipag-ugnayan sa amin",
  lead: "Mga tanong tungkol sa sertipikasyon, pagsusulit, beripikasyon ng kredensyal o pakikipagtulungan: sumasagot ang aming koponan sa loob ng dalawang araw ng trabaho.",
  form: {
    heading: "Padalhan kami ng mensahe",
    name: "Ang inyong pangalan",
    email: "Email address",
    emailHint: "Sasagot kami sa address na ito at hindi namin ito ibabahagi kailanman.",
    organisation: "Organisasyon",
    topic: "Paksa",
    topicPlaceholder: "Pumili ng paksa…",
    message: "Mensahe",
    messageHint: "Hindi bababa sa 20 character. Mangyaring huwag magpadala ng mga personal na dokumento.",
    submit: "Ipadala ang mensahe",
    privacy: "Itinatago namin ang inyong mensahe upang masagot ito, at binubura namin ito pagkalipas ng dalawang taon.",
  },
  topics: {
    certification: "Sertipikasyon at pagiging kwalipikado",
    exam: "Mga pagsusulit at panahon ng pagsusulit",
    verification: "Pag-beripika ng kredensyal",
    partnership: "Pakikipagtulungan at pag-aambag",
    training: "Mga tagapagbigay ng pagsasanay",
    media: "Press at media",
    other: "Iba pang paksa",
  },
  errors: {
    name: "Pakilagay ang inyong pangalan (hindi bababa sa 2 character).",
    nameLong: "Pakiikli ang inyong pangalan sa hindi hihigit sa 120 character.",
    email: "Pakilagay ang wastong email address, tulad ng name@example.com.",
    organisationLong: "Pakiikli ang pangalan ng organisasyon sa hindi hihigit sa 160 character.",
    topic: "Pakipili ng paksa.",
    messageShort: "Pakisulat ng hindi bababa sa 20 character upang matulungan namin kayo.",
    messageLong: "Mangyaring panatilihing mas maikli sa 5,000 character ang inyong mensahe.",
    rateLimited: "Nakapagpadala na kayo ng ilang mensahe. Pakisubukang muli pagkalipas ng isang oras.",
    failed: "Hindi namin naipadala ang inyong mensahe. Pakisubukang muli, o sumulat sa amin sa pamamagitan ng email.",
  },
  sent: {
    heading: "Salamat po, naipadala na ang inyong mensahe",
    text: "Nagpadala kami sa inyo ng kumpirmasyon sa email at sasagot kami sa loob ng dalawang araw ng trabaho.",
    another: "Magpadala ng isa pang mensahe",
  },
  office: {
    heading: "Kalihiman",
    address: "Kalihiman ng GeoCert (kathang-isip)\nHeat Flow Street 12\n105 Reykjavík, Iceland",
    hours: "Lunes hanggang Biyernes, 09:00–17:00 (GMT)",
    emailLabel: "Email",
    hoursLabel: "Oras ng opisina",
    addressLabel: "Tirahan ng opisina",
  },
  faq: {
    complaints: "Magsampa ng reklamo",
    heading: "Bago kayo sumulat",
    text: "Nasasagot sa mga pahinang ito ang maraming tanong:",
    about: "Paano gumagana ang sertipikasyon at mga madalas itanong",
    certifications: "Mga antas, pagiging kwalipikado, pagsusulit at bayarin",
    events: "Mga paparating na panahon ng pagsusulit at kaganapan",
    partners: "Maging katuwang",
  },
  mail: {
    confirmationSubject: "Natanggap namin ang inyong mensahe — GeoCert",
    confirmationBody:
      'Magandang araw,\n\nSalamat sa pagsulat sa GeoCert. Natanggap namin ang inyong mensahe tungkol sa "{{topic}}" noong {{date}} at sasagot kami sa loob ng dalawang araw ng trabaho.\n\nAng inyong reference: {{reference}}\n\nKung hindi kayo sumulat sa amin, maaari ninyong balewalain ang email na ito.\n\nAng koponan ng GeoCert',
  },
} satisfies Namespaces["contact"];

export default contact;
