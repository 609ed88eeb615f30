import type { Namespaces } from "../types";

const verify = {
  meta: {
    title: "Staðfesta vottun — GeoCert",
    description:
      "Kannaðu hvort einstaklingur sé handhafi GeoCert-vottunar: sláðu inn auðkenni vottunarinnar og eftirnafn handhafa til að sjá stöðu, stig, dagsetningar og hæfnisvið.",
  },
  header: {
    eyebrow: "Fyrir vinnuveitendur og samstarfsaðila",
    title: "Staðfesta vottun",
    lead: "Sláðu inn auðkenni vottunarinnar og eftirnafn handhafa til að sjá í lifandi skránni hvort vottunin sé í gildi.",
  },
  trail: { partners: "Samstarfsaðilar" },
  form: {
    heading: "Fletta upp vottun",
    id: "Auðkenni vottunar",
    idHint: "Eins og það er prentað á skírteinið, t.d. GCF-2026-7KQ4-XM. Hástafir, bil og bandstrik skipta ekki máli.",
    name: "Eftirnafn handhafa",
    nameHint: "Eins og á skírteininu; kommur og hástafir skipta ekki máli.",
    submit: "Staðfesta",
    checking: "Kannar…",
    privacy:
      "Hvort tveggja þarf, svo ekki sé hægt að fletta í skránni. Við sýnum aðeins það sem stendur á skírteininu.",
  },
  errors: {
    idRequired: "Sláðu inn auðkenni vottunarinnar.",
    idFormat:
      "Þetta er ekki auðkenni vottunar. Það lítur út eins og GCF-2026-7KQ4-XM: ártal og sex bókstafir eða tölustafir (aldrei O, I, L, 0 eða 1).",
    idCheck:
      "Innsláttarvilla er í auðkenninu: einn stafur er rangur eða tveir hafa víxlast. Berðu það saman við skírteinið.",
    nameRequired: "Sláðu inn eftirnafn handhafa.",
    nameLong: "Eftirnafnið er of langt.",
    rateLimited_one: "Of margar uppflettingar frá tengingunni þinni. Reyndu aftur eftir {{count}} mínútu.",
    rateLimited_other: "Of margar uppflettingar frá tengingunni þinni. Reyndu aftur eftir {{count}} mínútur.",
  },
  statuses: {
    valid: "Í gildi",
    expired: "Útrunnin",
    suspended: "Í biðstöðu",
    revoked: "Afturkölluð",
    notFound: "Fannst ekki",
  },
  statusText: {
    valid: "Þessi vottun er í gildi: handhafinn er vottaður á stiginu hér að neðan.",
    expired: "Þessi vottun er útrunnin. Handhafinn var vottaður en hefur ekki endurnýjað hana.",
    suspended:
      "Þessi vottun hefur verið sett í biðstöðu. Handhafinn getur ekki byggt á henni fyrr en hún tekur gildi á ný.",
    revoked: "Þessi vottun hefur verið afturkölluð. Hún er ekki lengur í gildi.",
    notFound:
      "Engin vottun passar við þetta auðkenni og eftirnafn. Berðu hvort tveggja saman við skírteinið eða biddu handhafann um afrit.",
  },
  result: {
    heading: "Niðurstaða",
    credentialId: "Auðkenni vottunar",
    holder: "Handhafi",
    level: "Stig",
    issued: "Gefin út",
    expires: "Í gildi til",
    expired: "Rann út",
    domains: "Hæfnisvið",
    domainsHint: "Hvert svið vísar á hæfniþætti sína í rammanum.",
    checked: "Borið saman við lifandi skrána {{date}}.",
  },
  share: {
    heading: "Deila þessari staðfestingu",
    text: "Tengillinn kannar skrána á ný í hvert sinn sem hann er opnaður og sýnir því alltaf núverandi stöðu.",
    link: "Staðfestingartengill",
    copy: "Afrita tengil",
    copied: "Tengill afritaður",
    qr: "QR-kóði staðfestingartengilsins",
    print: "Prenta",
  },
  aside: {
    heading: "Svona virkar staðfesting",
    items: {
      live: "Svörin koma úr lifandi skránni, ekki úr afriti.",
      minimal: "Við sýnum stöðu, nafn handhafa, stig, dagsetningar og svið — aldrei samskiptaupplýsingar.",
      limit:
        "Uppflettingar eru takmarkaðar við 30 á hverjum 10 mínútum fyrir hverja tengingu, til að hindra ágiskanir.",
    },
    bulkHeading: "Margar vottanir að kanna?",
    bulkText: "Samstarfsaðilar geta kannað allt að 5.000 vottanir í einu úr töflureikni.",
    bulkLink: "Fjöldastaðfesting",
  },
} satisfies Namespaces["verify"];

export default verify;
