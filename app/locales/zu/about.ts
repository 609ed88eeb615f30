import type { Namespaces } from "../types";

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
    mission: {
      title: "Inhloso",
      text: "Ukwenza ikhono lochwepheshe bokushisa komhlaba libonakale futhi liqhathaniseke ngaphesheya kwemingcele, ngezitifiketi ezinobulungiswa, eziqinile nezibizayo ngokufanele.",
    },
    vision: {
      title: "Umbono",
      text: "Umhlaba lapho yonke iphrojekthi yokushisa komhlaba yakhiwa futhi iqhutshwa ngabantu amakhono abo aziwayo, noma ngabe bavela kuliphi izwe, bakhuluma luphi ulimi noma bangene kulo mkhakha ngayiphi indlela.",
    },
    values: {
      title: "Izimiso zethu",
      items: {
        impartiality: {
          title: "Ukungachemi",
          text: "Izinqumo zisekelwe kuphela ebufakazini bekhono, hhayi kulowo okhokhayo, oqeqeshayo noma oqashe umfundi.",
        },
        rigour: {
          title: "Ukucophelela",
          text: "Zonke izivivinyo zakhiwa ngokohlaka olushicilelwe, zibuyekezwe ngochwepheshe bezifundo futhi zihlolwe ngezibalo.",
        },
        openness: {
          title: "Ukuvuleleka",
          text: "Uhlaka lwethu, izimali, izinqubomgomo namazinga okuphasa kuyashicilelwa, futhi noma ubani angaqinisekisa isitifiketi.",
        },
        inclusion: {
          title: "Ukufaka wonke umuntu",
          text: "Izivivinyo ngezilimi ezingu-11, ukwehliswa kwezimali lapho amaholo ephansi, nokulungiselelwa okukhethekile kwabafundi abakudingayo.",
        },
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
    statement:
      "IGeoCert inikeza abantu izitifiketi; ayibaqeqeshi. Abanikeli nabalingani baxhasa uhlelo ngezimali kodwa abanalo izwi ngokuqukethwe kwezivivinyo, ukumakwa noma izinqumo zezitifiketi. Wonke umuntu obandakanyeka ekunikezweni kwezitifiketi umemezela izithakazelo zakhe, futhi ibhodi libuyekeza izingozi zokungachemi kanye ngonyaka bese lishicilela umphumela.",
    pointsHeading: "Indlela esivikela ngayo ukungachemi",
    points: {
      separation:
        "Ukuqeqesha nokunikeza izitifiketi kuhlukaniswa: akekho oqeqesha umfundi ozomhlola noma athathe isinqumo ngaye.",
      conflicts:
        "Abahloli, ababhali bemibuzo nabaqondisi bamemezela ukungqubuzana kwezithakazelo, okugcinwa erejistani esiyibuyekeza minyaka yonke.",
      committee:
        "Ikomidi lokungachemi, elinamalungu avela kubaqashi, kubasebenzi, kothisha nakumphakathi, lingachitha izinqumo ezibeka ukungachemi engozini.",
      decisions:
        "Izinqumo zezitifiketi zithathwa ngababuyekezi abaqeqeshiwe abangazange babe nengxenye ekuhlolweni komfundi.",
    },
  },
  process: {
    heading: "Izitifiketi zinikezwa kanjani",
    lead: "Izinyathelo ezine, ezifanayo kuwo wonke amazinga nakuwo wonke amazwe.",
    stepLabel: "Isinyathelo {{number}}",
    steps: {
      learn: {
        title: "Funda",
        text: "Funda uhlaka lwamakhono lwezinga lakho, nganoma yimuphi umhlinzeki wokuqeqesha noma emsebenzini. Imihlahlandlela yokufunda namaphepha emibuzo yokuzijwayeza atholakala mahhala ezinsizeni zethu.",
      },
      assess: {
        title: "Hlolwa",
        text: "Faka isicelo nobufakazi bolwazi lwakho lomsebenzi, bese ubhala isivivinyo esibhekwa ngumqaphi, ngolimi lwakho, esikhungweni sokuhlola noma ku-inthanethi; amazinga aphezulu anezela ukuhlolwa kwamakhono asebenzayo noma kwephothifoliyo.",
      },
      certify: {
        title: "Thola isitifiketi",
        text: "Umbuyekezi ozimele uhlola imiphumela. Abaphumelelayo bathola isitifiketi sedijithali kanye nerekhodi lomphakathi abaqashi abangaliqinisekisa.",
      },
      maintain: {
        title: "Gcina",
        text: "Izitifiketi zihlala iminyaka engu-{{years}}. Zigcine zisebenza ngokuthuthukiswa okuqhubekayo kobungcweti nangokulandela imithetho yokuziphatha.",
      },
    },
  },
  standards: {
    heading: "Izindinganiso nokugunyazwa",
    lead: "Uhlelo lwethu lwakhelwe phezu kwemikhuba yamazwe ngamazwe eyaziwayo. Sisho lapho sime khona futhi asizenzi sengathi sifinyelele lokho esingakakufinyeleli.",
    status: {
      alignedWith: "Kuyahambisana",
      workingTowards: "Sisebenzela ukukufinyelela",
    },
    items: {
      iso17024: {
        title: "ISO/IEC 17024",
        text: "Izinga lamazwe ngamazwe lezikhungo ezinikeza abantu izitifiketi. Izinqubomgomo zethu zilandela izimfuneko zalo, futhi silungiselela ukufaka isicelo sokugunyazwa yisikhungo sikazwelonke sokugunyaza; asikagunyazwa okwamanje.",
      },
      iga: {
        title: "Imihlahlandlela ye-International Geothermal Association (IGA)",
        text: "Uhlaka lwethu lwamakhono lusekelwe kwimihlahlandlela eshicilelwe yi-IGA mayelana namakhono okushisa komhlaba nezindlela ezinhle zokusebenza. Lokhu kuvumelana kungokwethu; akukona ukusekelwa yi-IGA.",
      },
      regional: {
        title: "Izinhlangano zesifunda zokushisa komhlaba",
        text: "Siqhathanisa amazinga ethu nemihlahlandlela yezinhlangano zesifunda nezinhlaka zeziqu zikazwelonke, ukuze izitifiketi zime eceleni kweziqu zasekhaya.",
      },
    },
    note: "IGeoCert iyisayithi lokubonisa: isikhungo nesimo sokugunyazwa kwaso kuqanjiwe.",
  },
  faq: {
    heading: "Imibuzo evame ukubuzwa",
    lead: "Okubuzwa kakhulu ngabafakizicelo nabaqashi.",
    items: {
      eligibility: {
        question: "Ubani ongafaka isicelo sesitifiketi?",
        answer:
          "Noma ubani osebenza noma ongena emkhakheni wokushisa komhlaba. Izinga Lokuqala alidingi lwazi lomsebenzi; Uchwepheshe udinga iminyaka engu-{{professionalYears}} yomsebenzi ohlobene, Uchwepheshe Omkhulu iminyaka engu-{{seniorYears}}, kanti Isazi Esihloniphekile sidinga umlando wobuholi obuyekezwa yiphaneli.",
      },
      languages: {
        question: "Ngingakwenza ukuhlolwa ngaziphi izilimi?",
        answer:
          "Ngazo zonke izilimi ezingu-11 zale sayithi: isiNgisi, isiFulentshi, isiSpeyini, isi-Indonesia, isiFilipino, isiJapane, isiShayina, isiSwahili, isiZulu, isi-Iceland nesiTurkey. Ukuhumusha ngakunye kubuyekezwa ngonjiniyela abasebenzayo.",
      },
      fees: {
        question: "Isitifiketi sibiza malini?",
        answer:
          "Izimali zincike ezingeni futhi zishicilelwa ngokugcwele ngaphambi kokuba ufake isicelo. Abafundi abavela emazweni anemali ephansi bakhokha imali eyehlisiwe, kanti abafundi basezikoleni nasemanyuvesi bakhokha isigamu. Azikho izindleko ezifihliwe zokuphinda isivivinyo phakathi nonyaka.",
      },
      recertification: {
        question: "Ngisigcina kanjani isitifiketi sami sisebenza?",
        answer:
          "Njalo eminyakeni engu-{{years}} ukhombisa amahora angu-{{minHours}} kuya ku-{{maxHours}} okuthuthukiswa okuqhubekayo kobungcweti, kuya ngezinga, futhi uqinisekise ukuthi ulandela imithetho yokuziphatha. Uma isitifiketi siphelelwa yisikhathi, unezinyanga ezingu-{{reinstatementMonths}} zokusivuselela ngaphandle kokuphinda ubhale isivivinyo.",
      },
      verification: {
        question: "Umqashi angasiqinisekisa kanjani isitifiketi?",
        answer:
          "Isitifiketi ngasinye sinerekhodi lomphakathi elinegama lomnikazi waso, izinga nesimo saso. Abaqashi bahlola irekhodi elilodwa ngenombolo yalo, noma amaningi ngesikhathi esisodwa ngethuluzi lethu lokuqinisekisa ngobuningi.",
      },
      privacy: {
        question: "Nenzani ngemininingwane yami yomuntu siqu?",
        answer:
          "Siyayisebenzisa kuphela ukuze siphathe isitifiketi sakho. Irekhodi lomphakathi likhombisa igama lakho, izinga, inombolo yesitifiketi nesimo, akukho okunye. Ungacela ikhophi yemininingwane yakho noma ukuthi isuswe nganoma yisiphi isikhathi, ngaphandle kwamarekhodi okumele siwagcine.",
      },
      appeals: {
        question: "Ngingasidlulisela phambili yini isinqumo?",
        answer:
          "Yebo. Ungadlulisela phambili umphumela wesivivinyo noma isinqumo sesitifiketi phakathi nezinsuku ezingu-30. Iphaneli yokudlulisa enabantu abangazange babe nengxenye esinqumweni sokuqala iyasibuyekeza bese iphendula phakathi nezinsuku ezingu-30.",
      },
      accommodations: {
        question: "Ngingathola yini usizo olukhethekile ngenxa yokukhubazeka?",
        answer:
          "Yebo. Isikhathi esengeziwe, umfundeli, umbhalo omkhulu, ikhefu noma indawo efinyeleleka kalula kungahlelwa. Cela lapho ufaka isicelo; izicelo ziphathwa ngokuyimfihlo.",
      },
      training: {
        question: "Ngabe kufanele ngenze isifundo esithile?",
        answer:
          "Cha. Asidingi futhi asidayisi ukuqeqeshwa. Noma yisiphi isifundo, uhlelo lwenyuvesi noma ulwazi lomsebenzi olwakha amakhono ohlaka luyakulungiselela.",
      },
    },
  },
} satisfies Namespaces["about"];

export default about;
