import type { Namespaces } from "../types";

/** Tagalog strings of the auth namespace (complete). */
const auth = {
  meta: {
    title: "Mag-sign in o gumawa ng account — GeoCert",
    description:
      "Mag-sign in sa GeoCert upang maitago ang inyong mga resulta sa quiz sa kahandaan, mapamahalaan ang inyong profile at makilahok sa komunidad.",
    forgotTitle: "I-reset ang inyong password — GeoCert",
    resetTitle: "Pumili ng bagong password — GeoCert",
    verifyTitle: "Kumpirmahin ang inyong email address — GeoCert",
  },
  title: "Ang inyong GeoCert account",
  lead: "Iisang account para sa inyong mga resulta sa quiz sa kahandaan, inyong profile, ang komunidad at, para sa mga katuwang, ang pagberipika ng sertipiko.",
  tabs: {
    label: "Mag-sign in o mag-sign up",
    signIn: "Mag-sign in",
    signUp: "Gumawa ng account",
  },
  signIn: {
    heading: "Mag-sign in",
    email: "Email address",
    password: "Password",
    submit: "Mag-sign in",
    forgot: "Nakalimutan ang password?",
    noAccount: "Bago po kayo rito? Gumawa ng account",
  },
  signUp: {
    heading: "Gumawa ng account",
    name: "Buong pangalan",
    nameHint: "Kung paano ito dapat lumabas sa mga sertipiko.",
    email: "Email address",
    emailHint: "Magpapadala kami ng link ng kumpirmasyon sa address na ito.",
    password: "Password",
    passwordHint: "Hindi bababa sa 10 character, may mga titik at kahit isang numero o simbolo.",
    submit: "Gumawa ng account",
    terms:
      "Sa paggawa ng account, pumapayag kayong itago namin ang inyong pangalan at email upang patakbuhin ang inyong account. Maaari ninyo itong burahin anumang oras.",
  },
  checkMail: {
    heading: "Tingnan ang inyong inbox",
    text: "Kung magagamit ang {{email}} para sa bagong account, may link ng kumpirmasyon nang ipinapadala. Buksan ito sa loob ng isang oras upang i-activate ang inyong account, pagkatapos ay mag-sign in.",
    back: "Bumalik sa pag-sign in",
  },
  verify: {
    heading: "Kumpirmahin ang inyong email address",
    text: "Upang kumpirmahin ang {{email}}, ilagay ang password na pinili ninyo nang gawin ang account. Pagkatapos ay naka-sign in na kayo.",
    password: "Password ng account",
    submit: "Kumpirmahin at mag-sign in",
    notYou:
      "Hindi ba kayo ang gumawa ng account na ito, o hindi ninyo alam ang password nito? Pumili na lang po ng bagong password: kinukumpirma rin nito ang address, at ang inyong password lang ang gagana pagkatapos.",
    chooseNew: "Pumili ng bagong password",
    okHeading: "Nakumpirma na ang email address",
    okText: "Salamat po. Aktibo na ang inyong account at naka-sign in na kayo.",
    failedHeading: "Hindi na gumagana ang link na ito",
    failedText:
      "Nag-e-expire ang mga link ng kumpirmasyon pagkalipas ng isang oras at isang beses lang gumagana. Mag-sign in gamit ang inyong email at password para makakuha ng bago.",
    toAccount: "Pumunta sa inyong account",
    toSignIn: "Pumunta sa pag-sign in",
  },
  forgot: {
    heading: "I-reset ang inyong password",
    text: "Ilagay ang email address ng inyong account. Magpapadala kami ng link para makapili ng bagong password; gumagana ito nang isang oras.",
    email: "Email address",
    submit: "Ipadala ang link sa pag-reset",
    sentHeading: "Tingnan ang inyong inbox",
    sentText:
      "Kung may account na gumagamit ng {{email}}, may link sa pag-reset nang ipinapadala. Isang beses lang ito gumagana, sa loob ng isang oras.",
    back: "Bumalik sa pag-sign in",
  },
  reset: {
    heading: "Pumili ng bagong password",
    password: "Bagong password",
    confirm: "Ulitin ang bagong password",
    submit: "I-save ang bagong password",
    done: "Napalitan na ang inyong password. Mag-sign in po gamit ang bago.",
    invalidHeading: "Hindi na gumagana ang link sa pag-reset na ito",
    invalidText:
      "Nag-e-expire ang mga link sa pag-reset pagkalipas ng isang oras at isang beses lang gumagana. Humingi ng bago.",
    again: "Humingi ng bagong link",
  },
  errors: {
    name: "Pakilagay ang inyong pangalan (hindi bababa sa 2 character).",
    nameLong: "Pakiikli ang inyong pangalan sa 120 character.",
    email: "Pakilagay ang wastong email address, tulad ng pangalan@example.com.",
    passwordRequired: "Pakilagay ang inyong password.",
    passwordShort: "Gumamit po ng hindi bababa sa 10 character para sa inyong password.",
    passwordLong: "Gumamit po ng hindi hihigit sa 128 character para sa inyong password.",
    passwordWeak: "Paghaluin po ang mga titik at kahit isang numero o simbolo.",
    passwordEmail: "Pumili po ng password na hindi naglalaman ng inyong email address.",
    passwordMismatch: "Hindi magkapareho ang dalawang password.",
    invalidCredentials: "Mali ang email address o password. Pakisubukang muli.",
    notVerified: "Pakikumpirma muna ang inyong email address. Nagpadala kami sa inyo ng bagong link ng kumpirmasyon.",
    disabled: "Na-disable ang account na ito. Makipag-ugnayan po sa amin kung sa tingin ninyo ay nagkamali kami.",
    tooManyAttempts_one: "Masyadong maraming pagtatangkang mag-sign in. Maghintay po ng isang minuto at subukang muli.",
    tooManyAttempts_other:
      "Masyadong maraming pagtatangkang mag-sign in. Maghintay po ng {{minutes}} minuto at subukang muli.",
    rateLimited: "Masyadong maraming kahilingan. Maghintay po ng ilang minuto at subukang muli.",
    failed: "Nagkaproblema sa aming panig. Pakisubukang muli.",
    confirmPassword:
      "Hindi iyan ang password ng account na ito. Kung hindi kayo ang pumili nito, pumili na lang po ng bagong password.",
  },
  mail: {
    verifySubject: "Kumpirmahin ang inyong GeoCert account",
    verifyBody:
      "Magandang araw po,\n\nmay ginawang GeoCert account gamit ang email address na ito. Upang kumpirmahin ang address, buksan ang link na ito at ilagay ang password na pinili para sa account:\n\n{{link}}\n\nGumagana ang link sa loob ng isang oras. Kung hindi kayo gumawa ng account, huwag pansinin ang mensaheng ito: binubura ang account na hindi nakumpirma pagkalipas ng 7 araw.\n\nGeoCert",
    resetSubject: "I-reset ang inyong GeoCert password",
    resetBody:
      "Magandang araw po,\n\nmay humiling na i-reset ang password ng inyong GeoCert account. Upang pumili ng bago, buksan ang:\n\n{{link}}\n\nIsang beses lang gumagana ang link at mag-e-expire ito sa loob ng isang oras. Kung hindi kayo ang humiling nito, huwag pansinin ang mensaheng ito: mananatiling pareho ang inyong password.\n\nGeoCert",
    existingSubject: "May sumubok gumawa ng GeoCert account gamit ang inyong address",
    existingBody:
      "Magandang araw po,\n\nmay sumubok, baka kayo mismo, na gumawa ng GeoCert account gamit ang email address na ito. May account na ito, at walang binago.\n\nKung kayo iyon, mag-sign in sa {{signIn}} o pumili ng bagong password gamit ang link na ito (kinukumpirma rin nito ang inyong address at sina-sign out ang lahat ng session ng account):\n\n{{link}}\n\nIsang beses lang gumagana ang link at mag-e-expire ito sa loob ng isang oras. Kung hindi kayo iyon, huwag pansinin ang mensaheng ito.\n\nGeoCert",
  },
} satisfies Namespaces["auth"];

export default auth;
