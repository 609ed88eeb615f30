import type { Namespaces } from "../types";

const account = {
  meta: {
    title: "I-akhawunti yakho — GeoCert",
    description: "Iphrofayela yakho yeGeoCert, imiphumela yokulungela, iphasiwedi nezilungiselelo zobumfihlo.",
  },
  title: "I-akhawunti yakho",
  lead: "Iphrofayela yakho, imiphumela yakho yokulungela nezilungiselelo zakho zobumfihlo endaweni eyodwa.",
  memberSince: "Ilungu kusukela ngo-{{date}}",
  /** The account navigation's link to /account/events. */
  eventsLink: "Imicimbi yami",
  roles: {
    member: "Ilungu",
    partner: "Umlingani",
    admin: "Umphathi",
  },
  /** The link to the CPD ledger. */
  cpdLink: "Irekhodi le-CPD",
  sections: {
    label: "Izingxenye ze-akhawunti",
    profile: "Iphrofayela",
    credentials: "Izitifiketi zami",
    results: "Imiphumela yokulungela",
    password: "Iphasiwedi",
    delete: "Susa i-akhawunti",
  },
  profile: {
    heading: "Iphrofayela",
    text: "Igama lakho livela ezitifiketini futhi, uma ubamba iqhaza, emphakathini.",
    name: "Igama eliphelele",
    email: "Ikheli le-imeyili",
    emailHint: "Ukuze ushintshe ikheli lakho lokungena, sicela uxhumane nathi.",
    country: "Izwe",
    countryHint: "Akuphoqelekile. Kusisiza ukuthi siphakamise imicimbi namagatsha aseduze nawe.",
    language: "Ulimi oluthandayo",
    languageHint: "Amakhasi nemiyalezo evela kithi isebenzisa lolu limi.",
    newsletter: "Ngithumelele iphephandaba leGeoCert",
    newsletterHint:
      "Cishe kanye ngenyanga: izitifiketi ezintsha, imicimbi nezindaba. Ungalimisa lapha nganoma yisiphi isikhathi.",
    submit: "Gcina iphrofayela",
    saved: "Iphrofayela yakho igciniwe.",
  },
  credentials: {
    heading: "Izitifiketi zami",
    text: "Izitifiketi zakho ze-GeoCert: isimo sazo samanje, amakhasi omphakathi nokulandwayo.",
    none: "Asikho isitifiketi esixhunywe ne-akhawunti yakho okwamanje.",
    held_one: "Unesitifiketi esingu-{{count}}.",
    held_other: "Unezitifiketi ezingu-{{count}}.",
    claimable_one: "Isitifiketi esingu-{{count}} esikhishelwe ikheli lakho silinde ukufunwa.",
    claimable_other: "Izitifiketi ezingu-{{count}} ezikhishelwe ikheli lakho zilinde ukufunwa.",
    open: "Vula Izitifiketi zami",
  },
  results: {
    heading: "Imiphumela yokulungela",
    text: "Izivivinyo oziqede ungenile. Ikhasi ngalinye lemiphumela lingabelwana noma liphrintwe.",
    empty:
      "Ayikho imiphumela okwamanje. Isivivinyo sokulungela sithatha cishe imizuzu engu-15 futhi sincoma izinga lakho lokuqala.",
    takeQuiz: "Yenza isivivinyo sokulungela",
    date: "Usuku",
    level: "Izinga elinconywayo",
    score: "Amamaki",
    view: "Bona umphumela",
    viewLabel: "Bona umphumela wango-{{date}}",
  },
  password: {
    heading: "Shintsha iphasiwedi",
    text: "Amanye amadivayisi ongene kuwo azophuma.",
    current: "Iphasiwedi yamanje",
    new: "Iphasiwedi entsha",
    newHint:
      "Okungenani izinhlamvu ezingu-10, ezinezinhlamvu zamagama nokungenani idijithi eyodwa noma uphawu olulodwa.",
    confirm: "Phinda iphasiwedi entsha",
    submit: "Shintsha iphasiwedi",
    changed: "Iphasiwedi yakho ishintshiwe.",
  },
  delete: {
    heading: "Susa i-akhawunti",
    text: "Lokhu kususa igama lakho, ikheli le-imeyili, iphasiwedi, ukubhalisela iphephandaba nokuxhumana nemiphumela yezivivinyo zakho. Okuthunyelwe emphakathini kuyasala, kuboniswa njengokuvela elungwini langaphambili. Lokhu akunakuhlehliswa.",
    password: "Iphasiwedi yakho, ukuze uqinisekise",
    confirm: "Ngiyaqonda ukuthi i-akhawunti yami isuswa unomphela",
    submit: "Susa i-akhawunti yami",
    done: "I-akhawunti yakho isusiwe.",
  },
  errors: {
    name: "Sicela ufake igama lakho (okungenani izinhlamvu ezingu-2).",
    nameLong: "Sicela unciphise igama lakho libe nezinhlamvu ezingu-120.",
    countryLong: "Sicela unciphise izwe libe nezinhlamvu ezingu-80.",
    language: "Sicela ukhethe olunye lwezilimi ezisohlwini.",
    passwordRequired: "Sicela ufake iphasiwedi yakho yamanje.",
    wrongPassword: "Leyo akuyona iphasiwedi yakho yamanje.",
    passwordShort: "Sicela usebenzise okungenani izinhlamvu ezingu-10 kuphasiwedi yakho.",
    passwordLong: "Sicela usebenzise izinhlamvu ezingeqile ku-128 kuphasiwedi yakho.",
    passwordWeak: "Sicela uhlanganise izinhlamvu zamagama nokungenani idijithi eyodwa noma uphawu olulodwa.",
    passwordMismatch: "Amaphasiwedi womabili awafani.",
    lastAdmin: "Nguwe kuphela umphathi osebenzayo: yenza omunye abe ngumphathi ngaphambi kokususa i-akhawunti yakho.",
    deleteConfirm: "Sicela uthikhe ibhokisi ukuze uqinisekise.",
    rateLimited: "Kunemizamo eminingi kakhulu. Sicela ulinde imizuzu embalwa bese uzama futhi.",
    failed: "Kukhona okungahambanga kahle ohlangothini lwethu. Akukho okushintshiwe. Sicela uzame futhi.",
  },
} satisfies Namespaces["account"];

export default account;
