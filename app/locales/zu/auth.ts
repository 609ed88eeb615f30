import type { Namespaces } from "../types";

const auth = {
  meta: {
    title: "Ngena noma vula i-akhawunti — GeoCert",
    description:
      "Ngena ku-GeoCert ukuze ugcine imiphumela yakho yokulungela, uphathe iphrofayela yakho futhi ubambe iqhaza emphakathini.",
    forgotTitle: "Setha kabusha iphasiwedi yakho — GeoCert",
    resetTitle: "Khetha iphasiwedi entsha — GeoCert",
    verifyTitle: "Qinisekisa ikheli lakho le-imeyili — GeoCert",
  },
  title: "I-akhawunti yakho yeGeoCert",
  lead: "I-akhawunti eyodwa yemiphumela yakho yokulungela, iphrofayela yakho, umphakathi kanye, kubalingani, nokuqinisekiswa kwezitifiketi.",
  tabs: {
    label: "Ngena noma bhalisa",
    signIn: "Ngena",
    signUp: "Vula i-akhawunti",
  },
  signIn: {
    heading: "Ngena",
    email: "Ikheli le-imeyili",
    password: "Iphasiwedi",
    submit: "Ngena",
    forgot: "Ukhohlwe iphasiwedi yakho?",
    noAccount: "Umusha lapha? Vula i-akhawunti",
  },
  signUp: {
    heading: "Vula i-akhawunti",
    name: "Igama eliphelele",
    nameHint: "Njengoba kufanele livele ezitifiketini.",
    email: "Ikheli le-imeyili",
    emailHint: "Sithumela isixhumanisi sokuqinisekisa kuleli kheli.",
    password: "Iphasiwedi",
    passwordHint:
      "Okungenani izinhlamvu ezingu-10, ezinezinhlamvu zamagama nokungenani idijithi eyodwa noma uphawu olulodwa.",
    submit: "Vula i-akhawunti",
    terms:
      "Ngokuvula i-akhawunti uyavuma ukuthi sigcine igama lakho ne-imeyili yakho ukuze siphathe i-akhawunti yakho. Ungayisusa nganoma yisiphi isikhathi.",
  },
  checkMail: {
    heading: "Hlola ibhokisi lakho lemiyalezo",
    text: "Uma u-{{email}} engasetshenziselwa i-akhawunti entsha, isixhumanisi sokuqinisekisa sisendleleni. Sivule phakathi nehora ukuze wenze i-akhawunti yakho isebenze, bese ungena.",
    back: "Buyela ekungeneni",
  },
  verify: {
    heading: "Qinisekisa ikheli lakho le-imeyili",
    text: "Ukuze uqinisekise i-{{email}}, faka iphasiwedi owayikhetha lapho uvula i-akhawunti. Bese uyangena.",
    password: "Iphasiwedi ye-akhawunti",
    submit: "Qinisekisa bese ungena",
    notYou:
      "Awuyivulanga le akhawunti, noma awuyazi iphasiwedi yayo? Esikhundleni salokho khetha iphasiwedi entsha: nalokho kuqinisekisa ikheli, futhi ngemuva kwalokho kusebenza iphasiwedi yakho kuphela.",
    chooseNew: "Khetha iphasiwedi entsha",
    okHeading: "Ikheli le-imeyili liqinisekisiwe",
    okText: "Siyabonga. I-akhawunti yakho iyasebenza futhi ungenile.",
    failedHeading: "Lesi sixhumanisi asisasebenzi",
    failedText:
      "Izixhumanisi zokuqinisekisa ziphelelwa yisikhathi ngemuva kwehora futhi zisebenza kanye kuphela. Ngena nge-imeyili yakho nephasiwedi ukuze uthole esisha.",
    toAccount: "Iya ku-akhawunti yakho",
    toSignIn: "Iya ekungeneni",
  },
  forgot: {
    heading: "Setha kabusha iphasiwedi yakho",
    text: "Faka ikheli le-imeyili le-akhawunti yakho. Sithumela isixhumanisi sokukhetha iphasiwedi entsha; sisebenza ihora elilodwa.",
    email: "Ikheli le-imeyili",
    submit: "Thumela isixhumanisi sokusetha kabusha",
    sentHeading: "Hlola ibhokisi lakho lemiyalezo",
    sentText:
      "Uma kukhona i-akhawunti esebenzisa u-{{email}}, isixhumanisi sokusetha kabusha sisendleleni. Sisebenza kanye, ihora elilodwa.",
    back: "Buyela ekungeneni",
  },
  reset: {
    heading: "Khetha iphasiwedi entsha",
    password: "Iphasiwedi entsha",
    confirm: "Phinda iphasiwedi entsha",
    submit: "Gcina iphasiwedi entsha",
    done: "Iphasiwedi yakho ishintshiwe. Sicela ungene ngephasiwedi entsha.",
    invalidHeading: "Lesi sixhumanisi sokusetha kabusha asisasebenzi",
    invalidText:
      "Izixhumanisi zokusetha kabusha ziphelelwa yisikhathi ngemuva kwehora futhi zisebenza kanye kuphela. Cela esisha.",
    again: "Cela isixhumanisi esisha",
  },
  errors: {
    name: "Sicela ufake igama lakho (okungenani izinhlamvu ezingu-2).",
    nameLong: "Sicela unciphise igama lakho libe nezinhlamvu ezingu-120.",
    email: "Sicela ufake ikheli le-imeyili elivumelekile, njenge-igama@example.com.",
    passwordRequired: "Sicela ufake iphasiwedi yakho.",
    passwordShort: "Sicela usebenzise okungenani izinhlamvu ezingu-10 kuphasiwedi yakho.",
    passwordLong: "Sicela usebenzise izinhlamvu ezingeqile ku-128 kuphasiwedi yakho.",
    passwordWeak: "Sicela uhlanganise izinhlamvu zamagama nokungenani idijithi eyodwa noma uphawu olulodwa.",
    passwordEmail: "Sicela ukhethe iphasiwedi engenalo ikheli lakho le-imeyili.",
    passwordMismatch: "Amaphasiwedi womabili awafani.",
    invalidCredentials: "Ikheli le-imeyili noma iphasiwedi akulungile. Sicela uzame futhi.",
    notVerified: "Sicela uqinisekise ikheli lakho le-imeyili kuqala. Sikuthumelele isixhumanisi esisha sokuqinisekisa.",
    disabled: "Le akhawunti ivaliwe. Sicela uxhumane nathi uma ucabanga ukuthi leli yiphutha.",
    tooManyAttempts_one: "Kunemizamo eminingi kakhulu yokungena. Sicela ulinde umzuzu owodwa bese uzama futhi.",
    tooManyAttempts_other:
      "Kunemizamo eminingi kakhulu yokungena. Sicela ulinde imizuzu engu-{{minutes}} bese uzama futhi.",
    rateLimited: "Izicelo ziningi kakhulu. Sicela ulinde imizuzu embalwa bese uzama futhi.",
    failed: "Kukhona okungahambanga kahle ohlangothini lwethu. Sicela uzame futhi.",
    confirmPassword:
      "Leyo akuyona iphasiwedi yale akhawunti. Uma kungewena owayikhetha, khetha iphasiwedi entsha esikhundleni salokho.",
  },
  mail: {
    verifySubject: "Qinisekisa i-akhawunti yakho yeGeoCert",
    verifyBody:
      "Sawubona,\n\ni-akhawunti yeGeoCert ivulwe ngaleli kheli le-imeyili. Ukuze uqinisekise ikheli, vula lesi sixhumanisi bese ufaka iphasiwedi eyakhethwa ye-akhawunti:\n\n{{link}}\n\nIsixhumanisi sisebenza ihora elilodwa. Uma ungazange uvule i-akhawunti, ungawunaki lo mlayezo: i-akhawunti engaqinisekisiwe isuswa ngemuva kwezinsuku ezi-7.\n\nGeoCert",
    resetSubject: "Setha kabusha iphasiwedi yakho yeGeoCert",
    resetBody:
      "Sawubona,\n\nkukhona ocele ukusetha kabusha iphasiwedi ye-akhawunti yakho yeGeoCert. Ukuze ukhethe entsha, vula:\n\n{{link}}\n\nIsixhumanisi sisebenza kanye futhi siphelelwa yisikhathi ngemuva kwehora elilodwa. Uma kungewona wena, ungawunaki lo mlayezo: iphasiwedi yakho ihlala injengoba injalo.\n\nGeoCert",
    existingSubject: "Kukhona ozame ukuvula i-akhawunti yeGeoCert ngekheli lakho",
    existingBody:
      "Sawubona,\n\nkukhona, mhlawumbe nguwe, ozame ukuvula i-akhawunti yeGeoCert ngaleli kheli le-imeyili. Selinayo i-akhawunti, futhi akukho okushintshiwe.\n\nUma kunguwe, ngena ku-{{signIn}} noma ukhethe iphasiwedi entsha ngalesi sixhumanisi (siphinde siqinisekise ikheli lakho futhi sikhiphe wonke amaseshini e-akhawunti):\n\n{{link}}\n\nIsixhumanisi sisebenza kanye futhi siphelelwa yisikhathi ngemuva kwehora elilodwa. Uma kungewona wena, ungawunaki lo mlayezo.\n\nGeoCert",
  },
} satisfies Namespaces["auth"];

export default auth;
