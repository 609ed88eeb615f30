import type { Namespaces } from "../types";

const contact = {
  meta: {
    title: "Xhumana Nathi — GeoCert",
    description:
      "Unemibuzo mayelana nezitifiketi, izivivinyo, ukuqinisekiswa noma ubambiswano? Bhalela ithimba le-GeoCert.",
  },
  title: "Xhumana nathi",
  lead: "Imibuzo mayelana nezitifiketi, izivivinyo, ukuqinisekiswa kwezitifiketi noma ubambiswano: ithimba lethu liyaphendula zingakapheli izinsuku ezimbili zokusebenza.",
  form: {
    heading: "Sithumelele umlayezo",
    name: "Igama lakho",
    email: "Ikheli le-imeyili",
    emailHint: "Sizokuphendula kuleli kheli futhi ngeke silinike omunye umuntu.",
    organisation: "Inhlangano",
    topic: "Isihloko",
    topicPlaceholder: "Khetha isihloko…",
    message: "Umlayezo",
    messageHint: "Okungenani izinhlamvu ezingu-20. Sicela ungathumeli amadokhumenti akho omuntu siqu.",
    submit: "Thumela umlayezo",
    privacy: "Sigcina umlayezo wakho ukuze siwuphendule, bese siwususa emva kweminyaka emibili.",
  },
  topics: {
    certification: "Izitifiketi nemibandela yokufaneleka",
    exam: "Izivivinyo nezikhathi zezivivinyo",
    verification: "Ukuqinisekisa isitifiketi",
    partnership: "Ubambiswano neminikelo",
    training: "Abahlinzeki bokuqeqesha",
    media: "Abezindaba nemithombo yezindaba",
    other: "Okunye",
  },
  errors: {
    name: "Sicela ufake igama lakho (okungenani izinhlamvu ezingu-2).",
    nameLong: "Sicela unciphise igama lakho lingedluli izinhlamvu ezingu-120.",
    email: "Sicela ufake ikheli le-imeyili elivumelekile, njenge-igama@example.com.",
    organisationLong: "Sicela unciphise igama lenhlangano lingedluli izinhlamvu ezingu-160.",
    topic: "Sicela ukhethe isihloko.",
    messageShort: "Sicela ubhale okungenani izinhlamvu ezingu-20 ukuze sikwazi ukukusiza.",
    messageLong: "Sicela umlayezo wakho ube ngaphansi kwezinhlamvu ezingu-5,000.",
    rateLimited: "Usuthumele imilayezo eminingana. Sicela uzame futhi emva kwehora.",
    failed: "Asikwazanga ukuthumela umlayezo wakho. Sicela uzame futhi, noma usibhalele nge-imeyili.",
  },
  sent: {
    heading: "Siyabonga, umlayezo wakho uthunyelwe",
    text: "Sikuthumelele isiqinisekiso nge-imeyili futhi sizokuphendula zingakapheli izinsuku ezimbili zokusebenza.",
    another: "Thumela omunye umlayezo",
  },
  office: {
    heading: "Ihhovisi likaNobhala",
    address: "Ihhovisi likaNobhala le-GeoCert (eliqanjiwe)\nHeat Flow Street 12\n105 Reykjavík, e-Iceland",
    hours: "NgoMsombuluko kuya kuLwesihlanu, 09:00–17:00 (GMT)",
    emailLabel: "I-imeyili",
    hoursLabel: "Amahora okusebenza",
    addressLabel: "Ikheli",
  },
  faq: {
    complaints: "Faka isikhalazo",
    heading: "Ngaphambi kokuthi usibhalele",
    text: "Imibuzo eminingi iphendulwa kulawa makhasi:",
    about: "Indlela izitifiketi ezinikezwa ngayo nemibuzo evame ukubuzwa",
    certifications: "Amazinga, imibandela yokufaneleka, izivivinyo nezimali ezikhokhwayo",
    events: "Izikhathi zezivivinyo ezizayo nemicimbi",
    partners: "Ukuba ngozakwethu",
  },
  mail: {
    confirmationSubject: "Siwutholile umlayezo wakho — GeoCert",
    confirmationBody:
      'Sawubona,\n\nSiyabonga ngokubhalela i-GeoCert. Siwutholile umlayezo wakho mayelana nesihloko esithi "{{topic}}" ngomhla ka-{{date}} futhi sizokuphendula zingakapheli izinsuku ezimbili zokusebenza.\n\nInombolo yakho yesethenjwa: {{reference}}\n\nUma ungasibhalelanga, ungayishaya indiva le-imeyili.\n\nIthimba le-GeoCert',
  },
} satisfies Namespaces["contact"];

export default contact;
