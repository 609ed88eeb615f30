import type { PartialMessages } from "../types";

const about = {
  meta: {
    title: "Mayelana Nathi — GeoCert",
    description:
      "Ukuthi iGeoCert ingubani: inhloso, ukuphatha, ukuzimela, indlela izitifiketi ezinikezwa ngayo, izindinganiso esizilandelayo nezimpendulo zemibuzo evame ukubuzwa.",
  },
  header: {
    eyebrow: "Mayelana neGeoCert",
    title: "Isikhungo sezitifiketi sabantu abasebenza ngamandla okushisa komhlaba",
    lead: "IGeoCert iyisikhungo esizimele, esingenzi nzuzo, esihlola futhi sinikeze izitifiketi zekhono kochwepheshe bezokushisa komhlaba, noma ngabe basebenza kuphi.",
  },
  toc: {
    "who-we-are": "Singobani",
    governance: "Ukuphatha",
    independence: "Ukuzimela nokungachemi",
    "how-it-works": "Izitifiketi zinikezwa kanjani",
    standards: "Izindinganiso nokugunyazwa",
    faq: "Imibuzo evame ukubuzwa",
  },
  who: {
    heading: "Singobani",
    lead: "Sasungulwa ochwepheshe, othisha nabaqashi ababefuna ubufakazi obubodwa bekhono obuthembekile futhi obamukelwa yonke indawo.",
    mission: { title: "Inhloso" },
    vision: { title: "Umbono" },
    values: {
      title: "Izimiso zethu",
      items: {
        impartiality: { title: "Ukungachemi" },
        rigour: { title: "Ukucophelela" },
        openness: { title: "Ukuvuleleka" },
        inclusion: { title: "Ukufaka wonke umuntu" },
      },
    },
  },
  governance: {
    heading: "Ukuphatha",
    lead: "Ibhodi labaqondisi linesibopho ngeGeoCert; ibhodi labeluleki elinochwepheshe nezazi liqondisa uhlaka lwamakhono.",
    directorsHeading: "Ibhodi labaqondisi",
    directorsLead:
      "Abaqondisi abayisithupha abakhethwa isikhathi seminyaka emithathu. Okungenani ababili bazimele embonini, futhi oyedwa ungumsebenzi onesitifiketi.",
    advisoryHeading: "Ibhodi labeluleki",
    advisoryLead: "Ochwepheshe nezazi ezivela emazwekazini amahlanu bahlola uhlaka nezinhlelo zokuhlolwa.",
    fictionalNote: "Abantu ababonisiwe yizibonelo eziqanjiwe.",
    directorRoles: {
      chair: "Usihlalo",
      viceChair: "Isekela likasihlalo",
      treasurer: "Umgcinimafa",
      secretary: "Unobhala",
      publicInterest: "Umqondisi wezithakazelo zomphakathi",
      practitioner: "Umqondisi ongumsebenzi",
    },
    backgrounds: {
      energyRegulation: "Ukulawulwa kwamandla",
      geothermalEngineering: "Ubunjiniyela bokushisa komhlaba",
      publicFinance: "Ezezimali zomphakathi",
      vocationalEducation: "Imfundo yamakhono omsebenzi",
      consumerProtection: "Ukuvikelwa kwabathengi",
      plantOperations: "Ukuqhuba iziteshi",
    },
    advisoryRoles: {
      chair: "Usihlalo",
      academicLead: "Umholi Wezemfundo",
      industryLead: "Umholi Wezemboni",
      technicalAdvisor: "Umeluleki Wezobuchwepheshe",
      workforceDevelopment: "Ukuthuthukiswa Kwabasebenzi",
      regionalAdvisor: "Umeluleki Wesifunda",
    },
    expertise: {
      reservoirModelling: "Ukwenza amamodeli endawo egcina ukushisa",
      geothermalEducation: "Imfundo yezokushisa komhlaba",
      plantOperations: "Ukuqhuba iziteshi",
      drillingSafety: "Ukuphepha ekubholeni",
      skillsPolicy: "Inqubomgomo yamakhono",
      asiaPacific: "Izimakethe zase-Asia nePacific",
    },
  },
  independence: {
    heading: "Ukuzimela nokungachemi",
    lead: "Isitifiketi sibaluleke kuphela ngokwethembeka okusemva kwaso. Le mithetho igcina izinqumo zethu zingaphazanyiswa ingcindezi yezohwebo.",
    pointsHeading: "Indlela esivikela ngayo ukungachemi",
  },
  process: {
    heading: "Izitifiketi zinikezwa kanjani",
    lead: "Izinyathelo ezine, ezifanayo kuwo wonke amazinga nakuwo wonke amazwe.",
    stepLabel: "Isinyathelo {{number}}",
    steps: {
      learn: { title: "Funda" },
      assess: { title: "Hlolwa" },
      certify: { title: "Thola isitifiketi" },
      maintain: { title: "Gcina" },
    },
  },
  standards: {
    heading: "Izindinganiso nokugunyazwa",
    lead: "Uhlelo lwethu lwakhelwe phezu kwemikhuba yamazwe ngamazwe eyaziwayo. Sisho lapho sime khona futhi asizenzi sengathi sifinyelele lokho esingakakufinyeleli.",
    status: { alignedWith: "Kuyahambisana", workingTowards: "Sisebenzela ukukufinyelela" },
    items: {
      iso17024: { title: "ISO/IEC 17024" },
      iga: { title: "Imihlahlandlela ye-International Geothermal Association (IGA)" },
      regional: { title: "Izinhlangano zesifunda zokushisa komhlaba" },
    },
    note: "IGeoCert iyisayithi lokubonisa: isikhungo nesimo sokugunyazwa kwaso kuqanjiwe.",
  },
  faq: {
    heading: "Imibuzo evame ukubuzwa",
    lead: "Okubuzwa kakhulu ngabafakizicelo nabaqashi.",
    items: {
      eligibility: { question: "Ubani ongafaka isicelo sesitifiketi?" },
      languages: { question: "Ngingakwenza ukuhlolwa ngaziphi izilimi?" },
      fees: { question: "Isitifiketi sibiza malini?" },
      recertification: { question: "Ngisigcina kanjani isitifiketi sami sisebenza?" },
      verification: { question: "Umqashi angasiqinisekisa kanjani isitifiketi?" },
      privacy: { question: "Nenzani ngemininingwane yami yomuntu siqu?" },
      appeals: { question: "Ngingasidlulisela phambili yini isinqumo?" },
      accommodations: { question: "Ngingathola yini usizo olukhethekile ngenxa yokukhubazeka?" },
      training: { question: "Ngabe kufanele ngenze isifundo esithile?" },
    },
  },
} satisfies PartialMessages<"about">;

export default about;
