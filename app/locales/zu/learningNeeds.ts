import type { Namespaces } from "../types";

const learningNeeds = {
  meta: {
    title: "Inhlolovo yezidingo zokufunda — GeoCert",
    description:
      "Sitshele lapho kusweleka khona ukuqeqeshwa kwakho kwezokushisa komhlaba nokuthi uthanda ukufunda kanjani: izinyathelo ezinhlanu ezimfushane ezakha izifundo nezivivinyo ze-GeoCert.",
  },
  header: {
    eyebrow: "Inhlolovo yezidingo zokufunda",
    title: "Siza ukwakha ukuqeqeshwa kwezokushisa komhlaba",
    lead: "Izinyathelo ezinhlanu ezimfushane mayelana nomsebenzi wakho, izikhala zokuqeqeshwa nokuthi uthanda ukufunda kanjani; izimpendulo zakho zakha izifundo nezivivinyo esizozenza ngokulandelayo.",
  },
  intro: {
    duration: "Cishe imizuzu engu-6 · imibuzo engu-14 · izimpendulo zigcinwa emva kwesinyathelo ngasinye",
    privacy:
      "Izimpendulo zisetshenziswa kuphela zihlanganisiwe. Ikheli lakho le-imeyili licelwa kuphela uma uvuma ukuthi sixhumane nawe, futhi alinikezwa muntu.",
  },
  progress: {
    label: "Isinyathelo {{step}} kwezingu-{{total}}",
    steps: "Izinyathelo zenhlolovo",
    done: "kuqediwe",
    current: "isinyathelo samanje",
  },
  steps: {
    about: {
      title: "Mayelana nawe",
      lead: "Umsebenzi wakho, isipiliyoni nalapho usebenza khona.",
    },
    certification: {
      title: "Isitifiketi",
      lead: "Lapho ukhona manje nalapho uya khona.",
    },
    skills: {
      title: "Izikhala zokuqeqeshwa",
      lead: "Linganisa ukuthi udinga ukuqeqeshwa okungakanani endaweni ngayinye yekhono.",
    },
    learning: {
      title: "Indlela ofunda ngayo",
      lead: "Izindlela, izilimi nesikhathi okufanele wena.",
    },
    contact: {
      title: "Ukuqhubeka sixhumana",
      lead: "Akuphoqelekile: ukuthi singakuthinta yini mayelana nemiphumela.",
    },
  },
  questions: {
    role: {
      label: "Uwuphi umsebenzi wakho wamanje?",
    },
    experience: {
      label: "Usuneminyaka emingaki usebenza kwezokushisa komhlaba noma emkhakheni ohlobene?",
    },
    region: {
      label: "Usebenza kakhulu kuphi?",
      placeholder: "Khetha isifunda",
    },
    country: {
      label: "Izwe",
      hint: "Akuphoqelekile, isibonelo iKenya noma i-Iceland.",
    },
    currentLevel: {
      label: "Yiliphi izinga le-GeoCert onalo namuhla?",
    },
    targetLevel: {
      label: "Yiliphi izinga ofuna ukulifinyelela eminyakeni emibili ezayo?",
    },
    gaps: {
      label: "Sikhulu kangakanani isikhala sakho sokuqeqeshwa endaweni ngayinye yekhono?",
      hint: "U-1 usho ukuthi asikho isikhala (unethemba), u-5 usho isikhala esikhulu kakhulu (udinga ukuqeqeshwa okujulile).",
    },
    formats: {
      label: "Yiziphi izindlela zokufunda ezikufanele?",
      hint: "Khetha konke okufanelekile.",
    },
    barriers: {
      label: "Yini ekwenza kube nzima ukuqeqeshwa?",
      hint: "Akuphoqelekile. Khetha konke okufanelekile.",
    },
    languages: {
      label: "Ungathanda ukufunda ngaziphi izilimi?",
      hint: "Khetha konke okufanelekile.",
    },
    hours: {
      label: "Ungakwazi ukunikela ngamahora amangaki ngenyanga ekuqeqeshweni?",
    },
    contact: {
      label: "Singakuthinta yini mayelana nemiphumela noma ngenhlolokhono elandelayo?",
    },
    email: {
      label: "Ikheli le-imeyili",
      hint: "Kuphela uma uphendule ngokuthi yebo ngenhla.",
    },
    comments: {
      label: "Ingabe kukhona okunye okufanele sikwazi?",
      hint: "Akuphoqelekile, kuze kube yizinhlamvu ezingu-1,000: isihloko esingekho, isifundo osithandile, isithiyo.",
    },
  },
  options: {
    roles: {
      student: "Umfundi noma oqeqeshwayo",
      fieldTechnician: "Uchwepheshe wasensimini",
      drillingCrew: "Isisebenzi noma umphathi wokubhola",
      plantOperator: "Umsebenzisi wesiteshi sikagesi",
      engineer: "Unjiniyela",
      geoscientist: "Usosayensi womhlaba",
      projectManager: "Umthuthukisi noma umphathi wephrojekthi",
      regulator: "Umlawuli noma isikhulu sikahulumeni",
      educator: "Uthisha noma umqeqeshi",
      other: "Okunye",
    },
    experience: {
      lessThan1: "Ngaphansi konyaka o-1",
      "1to3": "Iminyaka engu-1 kuya ku-3",
      "4to7": "Iminyaka engu-4 kuya ku-7",
      "8to15": "Iminyaka engu-8 kuya ku-15",
      moreThan15: "Ngaphezu kweminyaka engu-15",
    },
    regions: {
      eastAfrica: "IMpumalanga Afrika",
      otherAfrica: "Enye ingxenye ye-Afrika",
      europe: "IYurophu",
      middleEast: "IMpumalanga Ephakathi ne-Asia Ephakathi",
      southeastAsia: "INingizimu-mpumalanga ye-Asia",
      eastAsia: "IMpumalanga ye-Asia",
      oceania: "I-Oceania",
      northAmerica: "IMelika ye-Nyakatho",
      latinAmerica: "ILatin America neCaribbean",
    },
    currentLevels: {
      none: "Angikabi nalo",
      associate: "Izinga Lokuqala",
      professional: "Uchwepheshe",
      senior: "Uchwepheshe Omkhulu",
      expert: "Isazi Esihloniphekile",
    },
    targetLevels: {
      associate: "Izinga Lokuqala",
      professional: "Uchwepheshe",
      senior: "Uchwepheshe Omkhulu",
      expert: "Isazi Esihloniphekile",
      undecided: "Angikanqumi",
    },
    scale: {
      "1": "Asikho isikhala",
      "2": "Isikhala esincane",
      "3": "Isikhala esimaphakathi",
      "4": "Isikhala esikhulu",
      "5": "Isikhala esikhulu kakhulu",
    },
    formats: {
      selfPaced: "Izifundo ze-inthanethi ngejubane lakho",
      liveOnline: "Amakilasi e-inthanethi abukhoma",
      classroom: "Izifundo ekilasini",
      fieldTraining: "Ukuqeqeshwa ensimini",
      mentoring: "Ukweluleka ngumeluleki",
      microLearning: "Izifundo ezimfushane ocingweni",
      simulation: "Izilingisi namalabhorethri abonakalayo",
    },
    barriers: {
      cost: "Izindleko",
      time: "Ukuntuleka kwesikhathi",
      employerSupport: "Ukwesekwa okuncane ngumqashi",
      travel: "Ukuya ezikhungweni zokuqeqesha",
      language: "Izifundo azikho ngolimi lwami",
      connectivity: "I-inthanethi ehamba kancane noma ebizayo",
      recognition: "Ukuqeqeshwa akwamukelwa ngabaqashi",
    },
    hours: {
      upTo2: "Kuze kube amahora angu-2",
      "3to5": "Amahora angu-3 kuya ku-5",
      "6to10": "Amahora angu-6 kuya ku-10",
      moreThan10: "Ngaphezu kwamahora angu-10",
    },
    contact: {
      yes: "Yebo, ningangithinta",
      no: "Cha, ngiyabonga",
    },
  },
  buttons: {
    back: "Emuva",
    next: "Gcina uqhubeke",
    finish: "Thumela izimpendulo",
    saving: "Iyagcina…",
  },
  errors: {
    chooseOne: "Sicela ukhethe impendulo eyodwa.",
    chooseAtLeastOne: "Sicela ukhethe okungenani impendulo eyodwa.",
    invalidChoice: "Le mpendulo akuyona enye yezinketho.",
    tooLong: "Le mpendulo inde kakhulu.",
    email: "Sicela ufake ikheli le-imeyili elivumelekile, njenge-igama@example.com.",
    emailRequired: "Sicela ufake ikheli lakho le-imeyili, noma ukhethe ukungathintwa.",
    rateLimited:
      "Kuthunyelwe kaningi kakhulu ukusuka ekuxhumekeni kwakho. Sicela ulinde imizuzwana engu-{{seconds}} bese uzama futhi; izimpendulo ozigcinile ziyagcinwa.",
    tampered:
      "Lesi sinyathelo senhlolovo asikwazanga ukwamukelwa. Sicela uvule futhi ikhasi lenhlolovo uqhubeke lapho ugcine khona.",
    failed: "Izimpendulo zakho azikwazanga ukugcinwa manje. Sicela uzame futhi.",
  },
  resumed: "Siyakwamukela futhi: izimpendulo zakho ezigciniwe ziyakhonjiswa futhi ungaqhubeka lapho ugcine khona.",
  aside: {
    heading: "Kungani sibuza",
    text: "IGeoCert yakha izinto zayo zokufunda nezivivinyo ngokwalokho okudingwa ngabasebenzi bokushisa komhlaba. Izimpendulo zakho zikhombisa ukuthi yiziphi izindawo zamakhono ezidinga izifundo kuqala, ngaziphi izilimi nangaziphi izindlela.",
    resources: "Bheka umtapo wezinsiza",
  },
  thanks: {
    heading: "Siyabonga ngokubamba iqhaza",
    text: "Izimpendulo zakho zigciniwe. Sishicilela isifinyezo semiphumela ekhasini lezindaba uma ucwaningo seluvaliwe.",
    summary: "Izimpendulo zakho",
    gapsCaption: "Izikhala zokuqeqeshwa ngendawo yekhono (1 = asikho, 5 = sikhulu kakhulu)",
    domain: "Indawo yekhono",
    rating: "Isilinganiso",
    none: "Lutho",
    notGiven: "Akuphendulwanga",
    contactAt: "Yebo, ku-{{email}}",
    resources: "Bheka umtapo wezinsiza",
    framework: "Bona uhlaka lwesitifiketi",
  },
} satisfies Namespaces["learningNeeds"];

export default learningNeeds;
