import type { Namespaces } from "../types";

/** Icelandic strings of the auth namespace (complete). */
const auth = {
  meta: {
    title: "Skráðu þig inn eða stofnaðu aðgang — GeoCert",
    description:
      "Skráðu þig inn á GeoCert til að geyma niðurstöður stöðumatsins, halda utan um prófílinn þinn og taka þátt í samfélaginu.",
    forgotTitle: "Endurstilla lykilorð — GeoCert",
    resetTitle: "Veldu nýtt lykilorð — GeoCert",
    verifyTitle: "Staðfestu netfangið þitt — GeoCert",
  },
  title: "GeoCert-aðgangurinn þinn",
  lead: "Einn aðgangur fyrir niðurstöður stöðumatsins, prófílinn þinn, samfélagið og, fyrir samstarfsaðila, sannprófun skírteina.",
  tabs: {
    label: "Innskráning eða nýskráning",
    signIn: "Innskráning",
    signUp: "Stofna aðgang",
  },
  signIn: {
    heading: "Innskráning",
    email: "Netfang",
    password: "Lykilorð",
    submit: "Skrá inn",
    forgot: "Gleymdirðu lykilorðinu?",
    noAccount: "Ný(r) hér? Stofnaðu aðgang",
  },
  signUp: {
    heading: "Stofna aðgang",
    name: "Fullt nafn",
    nameHint: "Eins og það á að birtast á skírteinum.",
    email: "Netfang",
    emailHint: "Við sendum staðfestingartengil á þetta netfang.",
    password: "Lykilorð",
    passwordHint: "Að minnsta kosti 10 stafir, með bókstöfum og að minnsta kosti einum tölustaf eða tákni.",
    submit: "Stofna aðgang",
    terms:
      "Með því að stofna aðgang samþykkir þú að við geymum nafn þitt og netfang til að halda utan um aðganginn. Þú getur eytt honum hvenær sem er.",
  },
  checkMail: {
    heading: "Athugaðu pósthólfið þitt",
    text: "Ef hægt er að nota {{email}} fyrir nýjan aðgang er staðfestingartengill á leiðinni. Opnaðu hann innan klukkustundar til að virkja aðganginn og skráðu þig svo inn.",
    back: "Aftur í innskráningu",
  },
  verify: {
    heading: "Staðfestu netfangið þitt",
    text: "Til að staðfesta {{email}} skaltu slá inn lykilorðið sem þú valdir þegar aðgangurinn var stofnaður. Þá ertu innskráð(ur).",
    password: "Lykilorð aðgangsins",
    submit: "Staðfesta og skrá inn",
    notYou:
      "Stofnaðir þú ekki þennan aðgang, eða þekkir þú ekki lykilorðið? Veldu þá nýtt lykilorð: það staðfestir líka netfangið og eftir það virkar aðeins þitt lykilorð.",
    chooseNew: "Velja nýtt lykilorð",
    okHeading: "Netfangið er staðfest",
    okText: "Takk fyrir. Aðgangurinn þinn er virkur og þú ert innskráð(ur).",
    failedHeading: "Þessi tengill virkar ekki lengur",
    failedText:
      "Staðfestingartenglar renna út eftir klukkustund og virka aðeins einu sinni. Skráðu þig inn með netfangi og lykilorði til að fá nýjan.",
    toAccount: "Fara á aðganginn þinn",
    toSignIn: "Fara í innskráningu",
  },
  forgot: {
    heading: "Endurstilla lykilorð",
    text: "Sláðu inn netfangið sem aðgangurinn þinn notar. Við sendum tengil til að velja nýtt lykilorð; hann virkar í klukkustund.",
    email: "Netfang",
    submit: "Senda endurstillingartengil",
    sentHeading: "Athugaðu pósthólfið þitt",
    sentText:
      "Ef einhver aðgangur notar {{email}} er endurstillingartengill á leiðinni. Hann virkar einu sinni, í klukkustund.",
    back: "Aftur í innskráningu",
  },
  reset: {
    heading: "Veldu nýtt lykilorð",
    password: "Nýtt lykilorð",
    confirm: "Endurtaktu nýja lykilorðið",
    submit: "Vista nýtt lykilorð",
    done: "Lykilorðinu þínu hefur verið breytt. Skráðu þig inn með nýja lykilorðinu.",
    invalidHeading: "Þessi endurstillingartengill virkar ekki lengur",
    invalidText: "Endurstillingartenglar renna út eftir klukkustund og virka aðeins einu sinni. Biddu um nýjan.",
    again: "Biðja um nýjan tengil",
  },
  errors: {
    name: "Vinsamlegast sláðu inn nafnið þitt (að minnsta kosti 2 stafi).",
    nameLong: "Vinsamlegast styttu nafnið í mest 120 stafi.",
    email: "Vinsamlegast sláðu inn gilt netfang, t.d. nafn@example.com.",
    passwordRequired: "Vinsamlegast sláðu inn lykilorðið þitt.",
    passwordShort: "Vinsamlegast notaðu að minnsta kosti 10 stafi í lykilorðið.",
    passwordLong: "Vinsamlegast notaðu mest 128 stafi í lykilorðið.",
    passwordWeak: "Vinsamlegast blandaðu saman bókstöfum og að minnsta kosti einum tölustaf eða tákni.",
    passwordEmail: "Vinsamlegast veldu lykilorð sem inniheldur ekki netfangið þitt.",
    passwordMismatch: "Lykilorðin tvö eru ekki eins.",
    invalidCredentials: "Netfangið eða lykilorðið er ekki rétt. Vinsamlegast reyndu aftur.",
    notVerified: "Vinsamlegast staðfestu netfangið þitt fyrst. Við höfum sent þér nýjan staðfestingartengil.",
    disabled: "Þessi aðgangur hefur verið gerður óvirkur. Hafðu samband ef þú telur að um mistök sé að ræða.",
    tooManyAttempts_one: "Of margar innskráningartilraunir. Vinsamlegast bíddu í eina mínútu og reyndu aftur.",
    tooManyAttempts_other:
      "Of margar innskráningartilraunir. Vinsamlegast bíddu í {{minutes}} mínútur og reyndu aftur.",
    rateLimited: "Of margar beiðnir. Vinsamlegast bíddu í nokkrar mínútur og reyndu aftur.",
    failed: "Eitthvað fór úrskeiðis hjá okkur. Vinsamlegast reyndu aftur.",
    confirmPassword: "Þetta er ekki lykilorð þessa aðgangs. Ef þú valdir það ekki skaltu velja nýtt lykilorð.",
  },
  mail: {
    verifySubject: "Staðfestu GeoCert-aðganginn þinn",
    verifyBody:
      "Halló,\n\nGeoCert-aðgangur var stofnaður með þessu netfangi. Til að staðfesta netfangið skaltu opna þennan tengil og slá inn lykilorðið sem var valið fyrir aðganginn:\n\n{{link}}\n\nTengillinn virkar í eina klukkustund. Ef þú stofnaðir ekki aðgang skaltu hunsa þessi skilaboð: óstaðfestum aðgangi er eytt eftir 7 daga.\n\nGeoCert",
    resetSubject: "Endurstilltu GeoCert-lykilorðið þitt",
    resetBody:
      "Halló,\n\neinhver bað um að endurstilla lykilorðið að GeoCert-aðganginum þínum. Til að velja nýtt skaltu opna:\n\n{{link}}\n\nTengillinn virkar einu sinni og rennur út eftir eina klukkustund. Ef þetta varst ekki þú skaltu hunsa þessi skilaboð: lykilorðið þitt helst óbreytt.\n\nGeoCert",
    existingSubject: "Einhver reyndi að stofna GeoCert-aðgang með netfanginu þínu",
    existingBody:
      "Halló,\n\neinhver, kannski þú, reyndi að stofna GeoCert-aðgang með þessu netfangi. Það er þegar með aðgang og engu hefur verið breytt.\n\nEf þetta varst þú skaltu skrá þig inn á {{signIn}} eða velja nýtt lykilorð með þessum tengli (hann staðfestir líka netfangið og skráir allar setur aðgangsins út):\n\n{{link}}\n\nTengillinn virkar einu sinni og rennur út eftir eina klukkustund. Ef þetta varst ekki þú skaltu hunsa þessi skilaboð.\n\nGeoCert",
  },
} satisfies Namespaces["auth"];

export default auth;
