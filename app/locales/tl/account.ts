import type { Namespaces } from "../types";

/** Tagalog strings of the account namespace (complete). */
const account = {
  meta: {
    title: "Ang inyong account — GeoCert",
    description: "Ang inyong GeoCert profile, mga resulta sa quiz sa kahandaan, password at mga setting sa privacy.",
  },
  title: "Ang inyong account",
  lead: "Ang inyong profile, mga resulta sa quiz sa kahandaan at mga setting sa privacy, nasa iisang lugar.",
  memberSince: "Miyembro mula {{date}}",
  /** The account navigation's link to /account/events. */
  eventsLink: "Aking mga kaganapan",
  roles: {
    member: "Miyembro",
    partner: "Katuwang",
    admin: "Administrador",
  },
  /** The link to the CPD ledger. */
  cpdLink: "Talaan ng CPD",
  sections: {
    label: "Mga bahagi ng account",
    profile: "Profile",
    credentials: "Aking mga kredensyal",
    results: "Mga resulta sa quiz sa kahandaan",
    password: "Password",
    delete: "Burahin ang account",
  },
  profile: {
    heading: "Profile",
    text: "Lumalabas ang inyong pangalan sa mga sertipiko at, kung makikilahok kayo, sa komunidad.",
    name: "Buong pangalan",
    email: "Email address",
    emailHint: "Upang palitan ang address na ginagamit ninyo sa pag-sign in, makipag-ugnayan po sa amin.",
    country: "Bansa",
    countryHint: "Opsyonal. Tumutulong ito sa aming magmungkahi ng mga event at sangay na malapit sa inyo.",
    language: "Gustong wika",
    languageHint: "Ginagamit ang wikang ito sa mga pahina at email na mula sa amin.",
    newsletter: "Padalhan ako ng newsletter ng GeoCert",
    newsletterHint:
      "Mga isang beses kada buwan: mga bagong sertipikasyon, event at balita. Maaari ninyo itong ihinto rito anumang oras.",
    submit: "I-save ang profile",
    saved: "Nai-save na ang inyong profile.",
  },
  credentials: {
    heading: "Aking mga kredensyal",
    text: "Ang inyong mga kredensyal sa GeoCert: live na status, mga pampublikong pahina at mga download.",
    none: "Wala pang kredensyal na naka-link sa inyong account.",
    held_one: "May hawak kayong {{count}} kredensyal.",
    held_other: "May hawak kayong {{count}} na kredensyal.",
    claimable_one: "{{count}} kredensyal na inisyu sa inyong address ang naghihintay na ma-claim.",
    claimable_other: "{{count}} na kredensyal na inisyu sa inyong address ang naghihintay na ma-claim.",
    open: "Buksan ang Aking mga kredensyal",
  },
  results: {
    heading: "Mga resulta sa quiz sa kahandaan",
    text: "Mga quiz na natapos ninyo habang naka-sign in. Maaaring ibahagi o i-print ang bawat pahina ng resulta.",
    empty:
      "Wala pang resulta. Mga 15 minuto ang quiz sa kahandaan at inirerekomenda nito ang antas na dapat ninyong simulan.",
    takeQuiz: "Sagutan ang quiz sa kahandaan",
    date: "Petsa",
    level: "Inirerekomendang antas",
    score: "Iskor",
    view: "Tingnan ang resulta",
    viewLabel: "Tingnan ang resulta noong {{date}}",
  },
  password: {
    heading: "Palitan ang password",
    text: "Mai-sign out ang ibang device kung saan kayo naka-sign in.",
    current: "Kasalukuyang password",
    new: "Bagong password",
    newHint: "Hindi bababa sa 10 character, may mga titik at kahit isang numero o simbolo.",
    confirm: "Ulitin ang bagong password",
    submit: "Palitan ang password",
    changed: "Napalitan na ang inyong password.",
  },
  delete: {
    heading: "Burahin ang account",
    text: "Buburahin nito ang inyong pangalan, email address, password, subscription sa newsletter at ang ugnay sa inyong mga resulta sa quiz. Mananatili ang mga post sa komunidad, na ipapakitang mula sa isang dating miyembro. Hindi na ito maaaring bawiin.",
    password: "Ang inyong password, bilang kumpirmasyon",
    confirm: "Nauunawaan kong permanenteng mabubura ang aking account",
    submit: "Burahin ang aking account",
    done: "Nabura na ang inyong account.",
  },
  errors: {
    name: "Pakilagay ang inyong pangalan (hindi bababa sa 2 character).",
    nameLong: "Pakiikli ang inyong pangalan sa 120 character.",
    countryLong: "Pakiikli ang bansa sa 80 character.",
    language: "Pakipili ang isa sa mga wika sa listahan.",
    passwordRequired: "Pakilagay ang inyong kasalukuyang password.",
    wrongPassword: "Hindi iyan ang inyong kasalukuyang password.",
    passwordShort: "Gumamit po ng hindi bababa sa 10 character para sa inyong password.",
    passwordLong: "Gumamit po ng hindi hihigit sa 128 character para sa inyong password.",
    passwordWeak: "Paghaluin po ang mga titik at kahit isang numero o simbolo.",
    passwordMismatch: "Hindi magkapareho ang dalawang password.",
    lastAdmin:
      "Kayo lamang ang aktibong administrator: gawing administrator muna ang iba bago burahin ang inyong account.",
    deleteConfirm: "Pakilagyan ng tsek ang kahon upang kumpirmahin.",
    rateLimited: "Masyadong maraming pagtatangka. Maghintay po ng ilang minuto at subukang muli.",
    failed: "Nagkaproblema sa aming panig. Walang nabago. Pakisubukang muli.",
  },
} satisfies Namespaces["account"];

export default account;
