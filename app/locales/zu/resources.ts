import type { Namespaces } from "../types";

const resources = {
  meta: {
    title: "Izinsiza — GeoCert",
    description:
      "Imihlahlandlela yokufunda, izifinyezo zamazinga, uhlu lokufunda, amathempulethi nokuqoshwa kwama-webinar ochwepheshe bezokushisa komhlaba, ngokwendawo yekhono nezinga.",
  },
  header: {
    eyebrow: "Umtapo wezinsiza",
    title: "Izinsiza",
    lead: "Imihlahlandlela, izifinyezo zamazinga, uhlu lokufunda, amathempulethi nama-webinar aqoshiwe okulungiselela isitifiketi nokugcina amakhono akho esesikhathini.",
  },
  filters: {
    heading: "Thola insiza",
    search: "Sesha",
    searchHint: "Amagama asesihlokweni noma encazelweni",
    type: "Uhlobo",
    topic: "Indawo yekhono",
    allTypes: "Zonke izinhlobo",
    allTopics: "Zonke izindawo zamakhono",
  },
  results: {
    heading: "Umtapo",
    summary_one: "{{count}} kwezingu-{{total}}",
    summary_other: "{{count}} kwezingu-{{total}}",
    empty: "Ayikho insiza efana nalezi zihlungi. Zama enye indawo yekhono noma amagama ambalwa.",
  },
  types: {
    guide: "Umhlahlandlela",
    standard: "Isifinyezo sezinga",
    readingList: "Uhlu lokufunda",
    template: "Ithempulethi",
    webinar: "I-webinar",
  },
  levels: {
    all: "Wonke amazinga",
    associate: "Izinga Lokuqala",
    professional: "Uchwepheshe",
    senior: "Uchwepheshe Omkhulu",
    expert: "Isazi Esihloniphekile",
  },
  card: {
    level: "Izinga",
    topics: "Izindawo zamakhono",
    languages: "Izilimi",
    edition: "Uhlelo lwango-{{year}}",
    download: "Landa",
    downloadLabel: "Landa i-{{title}} ({{format}}, {{size}})",
    size: "{{size}} KB",
    formats: {
      markdown: "Markdown",
      csv: "CSV",
      text: "Umbhalo ovamile",
    },
    recording: "Okuqoshiwe kwemizuzu engu-{{minutes}}, kwabanjwa ngo-{{date}}",
    recordingNote: "Okuqoshiwe kwabelwana nakho nabafundi ababhalisile uma becela.",
    requestRecording: "Cela okuqoshiwe",
    onRequest: "Uhlelo oluphrintiwe noma lwamalungu, luthunyelwa uma kucelwa.",
    requestCopy: "Cela ikhophi",
  },
  date: {
    pattern: "{{month}} {{day}}, {{year}}",
    months: [
      "Januwari",
      "Februwari",
      "Mashi",
      "Ephreli",
      "Meyi",
      "Juni",
      "Julayi",
      "Agasti",
      "Septemba",
      "Okthoba",
      "Novemba",
      "Disemba",
    ],
  },
  framework: {
    heading: "Xhumanisa ukufunda kwakho nohlaka",
    text: "Insiza ngayinye imakwe ngezindawo zamakhono nezinga lohlaka lwamakhono lweGeoCert, ukuze ubone ukuthi isitifiketi ngasinye silindeleni futhi uhlele ukuthi uzofundani ngokulandelayo.",
    link: "Bona uhlaka lwesitifiketi",
  },
  items: {
    associateStudyGuide: {
      title: "Umhlahlandlela wokufunda weZinga Lokuqala",
      description:
        "Lokho ukuhlolwa kweZinga Lokuqala okukuhlanganisayo endaweni ngayinye kwezingu-8 zamakhono, imibuzo evamile nohlelo lokufunda lwamasonto amane.",
    },
    glossary: {
      title: "Uhlu lwamagama okushisa komhlaba",
      description:
        "Izincazelo ezicacile zamagama asetshenziswa ezindaweni zokubhola, eziteshini nasemibikweni, kusukela esiteshini sebhayinari kuya engcindezini yasenhloko yomthombo.",
    },
    ceuLog: {
      title: "Ithempulethi yerekhodi lemfundo eqhubekayo (amahora e-CPD)",
      description:
        "Ishidi lokubhala izifundo, ama-webinar, ukuqeqeshwa kwasensimini nokuzifundela ukuze uvuselele isitifiketi, elinemigqa yezibonelo ezigcwalisiwe.",
    },
    coreReadingList: {
      title: "Uhlu oluyisisekelo lokufunda",
      description:
        "Izincwadi zokufunda ezijwayelekile nemibiko yomphakathi ngobunjiniyela bendawo egcina ukushisa, iziteshi zikagesi, ukuxhaswa ngezimali kwamaphrojekthi nokubika ngemithombo.",
    },
    h2sChecklist: {
      title: "Uhlu lokuhlola ukuphepha kwe-H₂S ezindaweni zokubhola",
      description:
        "Ngaphambi kokuqala ukubhola, eshifini ngalinye, izimpawu zokuxwayisa zokuqhuma kwengcindezi nokumele kwenziwe lapho i-alamu ikhala: uhlu lokuhlola olungaphrintwa.",
    },
    wellTestWebinar: {
      title: "Ukufunda ukuhlolwa komthombo: ukushintsha kwengcindezi kumathimba eziteshi",
      description:
        "Indlela ukuhlolwa kokuqedwa komthombo nemininingwane yokukhuphuka kwengcindezi okuchaza ngayo umthombo, kuchazelwa abaqhubi nonjiniyela abasebenzisa imiphumela.",
    },
    scalingWebinar: {
      title: "Ukwakheka kwezinsalela nokugqwala eziteshini zebhayinari",
      description:
        "Izinsalela ze-silica ne-calcite, ukugqwala kwezishintshi zokushisa, nokuqapha okubamba kokubili kusenesikhathi.",
    },
    baselineWebinar: {
      title: "Ukuqapha isimo sokuqala semvelo ngaphambi kokubhola",
      description:
        "Yiziphi izilinganiso zamanzi, igesi, umsindo nokunyakaza komhlaba okumele ziqalwe ngaphambi komthombo wokuqala, nokuthi isikhathi esingakanani.",
    },
    financingWebinar: {
      title: "Ukuxhasa ngezimali isigaba sokuhlola",
      description:
        "Kungani ukubhola kokuhlola kuyisigaba esiyingozi kakhulu sephrojekthi, nokuthi izibonelelo, izikhwama zokwabelana ngengozi nomshwalense kuyisabalalisa kanjani ingozi.",
    },
    seismicityWebinar: {
      title: "Ukuzamazama komhlaba okubangelwa abantu nezinqubo zamarobhothi",
      description:
        "Ukuklama amanethiwekhi okuqapha nemikhawulo yokujova amanzi, nezifundo ezivela kumaphrojekthi okuvuselela imithombo.",
    },
    permitsWebinar: {
      title: "Izimvume ezindaweni zomthetho ezahlukene: uhambo lokuqhathanisa",
      description:
        "Amalayisensi okuhlola, amalungelo amanzi, izimvume zokubhola nezemvelo kuqhathaniswa ezinhlelweni zomthetho ezinhlanu.",
    },
    unfcSummary: {
      title: "Isifinyezo: ukuhlukaniswa kwe-UNFC kwemithombo yokushisa komhlaba",
      description:
        "Isifinyezo samakhasi ayisithupha sendlela amaphrojekthi okushisa komhlaba ahlukaniswa ngayo ngokusebenza kwawo, ukuvuthwa kwephrojekthi nolwazi ngomthombo.",
    },
    wellControlSummary: {
      title: "Isifinyezo: ukulawulwa komthombo ekubholeni kokushisa komhlaba",
      description:
        "Izimfuneko ezinkulu zokulawula imithombo eshisayo: ukuklanywa kwamapayipi omthombo, ukuhlolwa kwe-BOP, ukubona ukuqhuma kwengcindezi nokuvala umthombo.",
    },
    reportingCodeSummary: {
      title: "Isifinyezo: imithetho yokubika emphakathini ngemithombo nezinqolobane",
      description:
        "Indima yomuntu onekhono elifanele nolimi lwemithombo nezinqolobane emithethweni yokubika emphakathini ngokushisa komhlaba.",
    },
    esiaSummary: {
      title: "Isifinyezo: ukuhlolwa kwemithelela kwezemvelo nezenhlalo",
      description:
        "Izinyathelo zokuhlolwa kwemithelela kwephrojekthi yokushisa komhlaba, kusukela ekunqumeni ububanzi kuya ohlelweni lokuphatha nokubonisana nomphakathi.",
    },
    steamFieldGuide: {
      title: "Umhlahlandlela wasensimini wezinhlelo zokuqoqa isitimu",
      description:
        "Izihlukanisi, amapayipi, izicupho namavalvu ensimu yesitimu, nokuhlola kwansuku zonke kwabaqhubi abasha.",
    },
    mudLoggingGuide: {
      title: "Ukurekhoda udaka nencazelo yezinhlamvu zamatshe",
      description:
        "Ukuchaza izinhlamvu zamatshe namaminerali ashintshile ngesikhathi sokubhola, nalokho akwembulayo mayelana nokushisa nokungena kwamanzi.",
    },
    riskRegister: {
      title: "Ithempulethi yerejista yezingozi zamaphrojekthi okushisa komhlaba",
      description:
        "Irejista enezingozi ezivamile zobuchwepheshe, zezimali nezenhlalo zesigaba ngasinye sephrojekthi, abaphathi bazo nezindlela zokuzinciphisa.",
    },
    seismicityReadingList: {
      title: "Uhlu lokufunda: ukuzamazama komhlaba okubangelwa abantu nokuvuselelwa kwemithombo",
      description:
        "Amaphepha abalulekile nemihlahlandlela mayelana nokuzamazama komhlaba okubangelwa ukujova amanzi, ukuhlolwa kwengozi nezinhlelo zokushisa komhlaba ezithuthukisiwe.",
    },
    directUseReadingList: {
      title: "Uhlu lokufunda: ukusetshenziswa okuqondile nokushisisa izifunda",
      description:
        "Izinkomba mayelana nokushisisa izifunda, izindlu zokutshala, ukomisa nokusetshenziswa kokushisa komhlaba ngezigaba.",
    },
  },
} satisfies Namespaces["resources"];

export default resources;
