import type { Namespaces } from "../types";

const auth = {
  meta: {
    title: "Ingia au fungua akaunti — GeoCert",
    description:
      "Ingia kwenye GeoCert ili kuhifadhi matokeo yako ya utayari, kusimamia wasifu wako na kushiriki katika jumuiya.",
    forgotTitle: "Weka upya nenosiri lako — GeoCert",
    resetTitle: "Chagua nenosiri jipya — GeoCert",
    verifyTitle: "Thibitisha anwani yako ya barua pepe — GeoCert",
  },
  title: "Akaunti yako ya GeoCert",
  lead: "Akaunti moja kwa matokeo yako ya utayari, wasifu wako, jumuiya na, kwa washirika, uhakiki wa vyeti.",
  tabs: {
    label: "Ingia au jisajili",
    signIn: "Ingia",
    signUp: "Fungua akaunti",
  },
  signIn: {
    heading: "Ingia",
    email: "Anwani ya barua pepe",
    password: "Nenosiri",
    submit: "Ingia",
    forgot: "Umesahau nenosiri lako?",
    noAccount: "Mgeni hapa? Fungua akaunti",
  },
  signUp: {
    heading: "Fungua akaunti",
    name: "Jina kamili",
    nameHint: "Kama linavyopaswa kuonekana kwenye vyeti.",
    email: "Anwani ya barua pepe",
    emailHint: "Tunatuma kiungo cha uthibitisho kwenye anwani hii.",
    password: "Nenosiri",
    passwordHint: "Angalau herufi 10, zenye herufi za alfabeti na angalau tarakimu moja au alama moja.",
    submit: "Fungua akaunti",
    terms:
      "Kwa kufungua akaunti unakubali kwamba tunahifadhi jina lako na barua pepe yako ili kuendesha akaunti yako. Unaweza kuifuta wakati wowote.",
  },
  checkMail: {
    heading: "Angalia kikasha chako",
    text: "Ikiwa {{email}} inaweza kutumika kwa akaunti mpya, kiungo cha uthibitisho kiko njiani. Kifungue ndani ya saa moja ili kuwezesha akaunti yako, kisha uingie.",
    back: "Rudi kwenye kuingia",
  },
  verify: {
    heading: "Thibitisha anwani yako ya barua pepe",
    text: "Ili kuthibitisha {{email}}, weka nenosiri ulilochagua ulipofungua akaunti. Kisha utakuwa umeingia.",
    password: "Nenosiri la akaunti",
    submit: "Thibitisha na uingie",
    notYou:
      "Hukufungua akaunti hii, au hujui nenosiri lake? Badala yake chagua nenosiri jipya: hilo pia linathibitisha anwani, na baadaye nenosiri lako pekee ndilo litakalofanya kazi.",
    chooseNew: "Chagua nenosiri jipya",
    okHeading: "Anwani ya barua pepe imethibitishwa",
    okText: "Asante. Akaunti yako iko hai na umeingia.",
    failedHeading: "Kiungo hiki hakifanyi kazi tena",
    failedText:
      "Viungo vya uthibitisho huisha muda baada ya saa moja na hufanya kazi mara moja tu. Ingia kwa barua pepe na nenosiri lako ili upate kiungo kipya.",
    toAccount: "Nenda kwenye akaunti yako",
    toSignIn: "Nenda kwenye kuingia",
  },
  forgot: {
    heading: "Weka upya nenosiri lako",
    text: "Weka anwani ya barua pepe ya akaunti yako. Tunatuma kiungo cha kuchagua nenosiri jipya; kinafanya kazi kwa saa moja.",
    email: "Anwani ya barua pepe",
    submit: "Tuma kiungo cha kuweka upya",
    sentHeading: "Angalia kikasha chako",
    sentText:
      "Ikiwa kuna akaunti inayotumia {{email}}, kiungo cha kuweka upya kiko njiani. Kinafanya kazi mara moja, kwa saa moja.",
    back: "Rudi kwenye kuingia",
  },
  reset: {
    heading: "Chagua nenosiri jipya",
    password: "Nenosiri jipya",
    confirm: "Rudia nenosiri jipya",
    submit: "Hifadhi nenosiri jipya",
    done: "Nenosiri lako limebadilishwa. Tafadhali ingia kwa nenosiri jipya.",
    invalidHeading: "Kiungo hiki cha kuweka upya hakifanyi kazi tena",
    invalidText:
      "Viungo vya kuweka upya huisha muda baada ya saa moja na hufanya kazi mara moja tu. Omba kiungo kipya.",
    again: "Omba kiungo kipya",
  },
  errors: {
    name: "Tafadhali weka jina lako (angalau herufi 2).",
    nameLong: "Tafadhali fupisha jina lako hadi herufi 120.",
    email: "Tafadhali weka anwani sahihi ya barua pepe, kama name@example.com.",
    passwordRequired: "Tafadhali weka nenosiri lako.",
    passwordShort: "Tafadhali tumia angalau herufi 10 kwa nenosiri lako.",
    passwordLong: "Tafadhali tumia herufi zisizozidi 128 kwa nenosiri lako.",
    passwordWeak: "Tafadhali changanya herufi za alfabeti na angalau tarakimu moja au alama moja.",
    passwordEmail: "Tafadhali chagua nenosiri lisilo na anwani yako ya barua pepe.",
    passwordMismatch: "Manenosiri mawili hayafanani.",
    invalidCredentials: "Anwani ya barua pepe au nenosiri si sahihi. Tafadhali jaribu tena.",
    notVerified: "Tafadhali thibitisha anwani yako ya barua pepe kwanza. Tumekutumia kiungo kipya cha uthibitisho.",
    disabled: "Akaunti hii imezimwa. Tafadhali wasiliana nasi ikiwa unafikiri hili ni kosa.",
    tooManyAttempts_one: "Majaribio mengi mno ya kuingia. Tafadhali subiri dakika moja kisha ujaribu tena.",
    tooManyAttempts_other: "Majaribio mengi mno ya kuingia. Tafadhali subiri dakika {{minutes}} kisha ujaribu tena.",
    rateLimited: "Maombi mengi mno. Tafadhali subiri dakika chache kisha ujaribu tena.",
    failed: "Hitilafu imetokea upande wetu. Tafadhali jaribu tena.",
    confirmPassword: "Hilo si nenosiri la akaunti hii. Ikiwa hukulichagua wewe, chagua nenosiri jipya badala yake.",
  },
  mail: {
    verifySubject: "Thibitisha akaunti yako ya GeoCert",
    verifyBody:
      "Habari,\n\nakaunti ya GeoCert imefunguliwa kwa anwani hii ya barua pepe. Ili kuthibitisha anwani, fungua kiungo hiki na uweke nenosiri lililochaguliwa kwa akaunti:\n\n{{link}}\n\nKiungo hiki kinafanya kazi kwa saa moja. Ikiwa hukufungua akaunti, puuza ujumbe huu: akaunti isiyothibitishwa hufutwa baada ya siku 7.\n\nGeoCert",
    resetSubject: "Weka upya nenosiri lako la GeoCert",
    resetBody:
      "Habari,\n\nmtu ameomba kuweka upya nenosiri la akaunti yako ya GeoCert. Ili kuchagua jipya, fungua:\n\n{{link}}\n\nKiungo hiki kinafanya kazi mara moja na kinaisha muda baada ya saa moja. Ikiwa si wewe, puuza ujumbe huu: nenosiri lako linabaki kama lilivyo.\n\nGeoCert",
    existingSubject: "Mtu amejaribu kufungua akaunti ya GeoCert kwa anwani yako",
    existingBody:
      "Habari,\n\nmtu, huenda ni wewe, amejaribu kufungua akaunti ya GeoCert kwa anwani hii ya barua pepe. Tayari ina akaunti, na hakuna kilichobadilishwa.\n\nIkiwa ni wewe, ingia kwenye {{signIn}} au chagua nenosiri jipya kwa kiungo hiki (pia kinathibitisha anwani yako na kutoa vipindi vyote vya akaunti):\n\n{{link}}\n\nKiungo hiki kinafanya kazi mara moja na kinaisha muda baada ya saa moja. Ikiwa si wewe, puuza ujumbe huu.\n\nGeoCert",
  },
} satisfies Namespaces["auth"];

export default auth;
