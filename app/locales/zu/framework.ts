import type { Namespaces } from "../types";

const framework = {
  meta: {
    title: "Uhlaka lwezitifiketi — GeoCert",
    description:
      "Uhlaka lwamakhono lwe-GeoCert: izizinda zamakhono eziyisishiyagalombili emazingeni amane ezitifiketi, namakhono alindelekile ezingeni ngalinye.",
  },
  header: {
    eyebrow: "Uhlaka lwamakhono",
    title: "Uhlaka lwezitifiketi",
    lead: "Lokho uchwepheshe wezokushisa komhlaba okulindeleke ukuthi akwazi futhi akwenze ezizindeni zamakhono eziyisishiyagalombili, ezingeni ngalinye kwamane.",
  },
  intro: {
    heading: "Indlela uhlaka olusebenza ngayo",
    text: "Izinga ngalinye lesitifiketi lakhela phezu kwelandulele. Uhlelo lubala, esizindeni ngasinye samakhono, amakhono okufanele umfundi awabonise kulelo zinga; izivivinyo, amaphothifoliyo nezinhlolokhono kubhalwa ngokusekelwe kulezi zitatimende.",
    levelsHeading: "Amazinga amane ngokufingqiwe",
    levelLabel: "Izinga {{number}}",
  },
  levelDescriptors: {
    associate: "Usebenza ngaphansi kokuqondiswa futhi alandele izinqubo ezimisiwe ngokuphephile.",
    professional:
      "Usebenza ngokuzimela, axazulule izinkinga zobuchwepheshe ezivamile futhi asebenzise amazinga kumaphrojekthi angempela.",
    senior: "Uhola amathimba nemisebenzi, ahlole futhi agunyaze umsebenzi wabanye.",
    expert: "Ubumba izindlela zokusebenza, amasu namazinga ezinhlangano nomkhakha wonke.",
  },
  filters: {
    heading: "Hlunga uhlelo",
    domain: "Isizinda samakhono",
    level: "Izinga lesitifiketi",
    allDomains: "Zonke izizinda",
    allLevels: "Onke amazinga",
    statusAll:
      "Kuboniswa zonke izizinda zamakhono ezingu-{{domains}} kuwo wonke amazinga angu-{{levels}}: {{competencies}}.",
    statusDomain: "Kuboniswa isizinda esithi {{domain}} kuwo wonke amazinga angu-{{levels}}: {{competencies}}.",
    statusLevel: "Kuboniswa zonke izizinda zamakhono ezingu-{{domains}} ezingeni elithi {{level}}: {{competencies}}.",
    statusBoth: "Kuboniswa isizinda esithi {{domain}} ezingeni elithi {{level}}: {{competencies}}.",
    competencyCount_one: "ikhono elingu-{{count}}",
    competencyCount_other: "amakhono angu-{{count}}",
  },
  matrix: {
    heading: "Uhlelo lwamakhono",
    caption: "Amakhono ngesizinda samakhono nangezinga lesitifiketi",
    domainColumn: "Isizinda samakhono",
    listHint: "Ezikrinini ezincane, uhlelo luboniswa njengohlu lwesizinda ngasinye samakhono.",
  },
  print: {
    title: "Uhlaka lwezitifiketi lwe-GeoCert",
    note: "Kuphrintwe kusuka kuwebhusayithi ye-GeoCert. Ibhodi yabeluleki ibuyekeza uhlaka minyaka yonke.",
  },
  cta: {
    heading: "Ukuphi njengamanje?",
    text: "Yenza isivivinyo sokulungela ukuze ubone ukuthi yiliphi izinga elifanele ulwazi lwakho, noma uqhathanise izitifiketi, izivivinyo zazo nezimali zazo.",
    quiz: "Yenza isivivinyo sokulungela",
    certifications: "Qhathanisa izitifiketi",
  },
  competencies: {
    reservoirEngineering: {
      associate: {
        readsLogs: "Ufunda amarekhodi emithombo nemininingwane yengcindezi ngaphansi kokuqondiswa",
        recordsData:
          "Urekhoda ingcindezi yasenhloko yomthombo, izinga lokugeleza nokushisa ngokwenqubo yekhwalithi yensimu",
        explainsSystems:
          "Uchaza ukuthi ukushisa, uketshezi nokungena kwamanzi emadwaleni kuhlangana kanjani ukwakha indawo egcina ukushisa komhlaba",
      },
      professional: {
        interpretsTests:
          "Uhumusha ukuhlolwa kokujova, kokuphazamisana nokushintsha kwengcindezi ukuze alinganise ukungena-ukujiya (kh)",
        buildsModels:
          "Wakha amamodeli ezinombolo endawo egcina ukushisa futhi awalungise ngokwesimo semvelo nomlando wokukhiqiza",
        forecastsDecline: "Ubikezela ukwehla kokukhiqiza, ukwehla kwengcindezi nokushintsha kwe-enthalpy yemithombo",
      },
      senior: {
        plansInjection:
          "Uklama amasu emithombo yokujova neyokwengeza agcina ingcindezi futhi avimbele amanzi abandayo ukuthi afinyelele kusenesikhathi emithonjeni yokukhiqiza",
        reviewsModels:
          "Ubuyekeza futhi agunyaze amamodeli endawo egcina ukushisa nezincazelo zokuhlolwa kwama-tracer ezilungiswe ngabanye",
        managesMonitoring:
          "Uhola izinhlelo zokuqapha indawo egcina ukushisa: ama-tracer, i-microgravity nekhemistri yoketshezi",
      },
      expert: {
        leadsStrategy: "Uhola isu lokuphatha indawo egcina ukushisa kuyo yonke insimu phakathi nokuphila kwephrojekthi",
        setsStandards: "Umisa izindlela zokwakha amamodeli nokubika ezamukelwa yizinkampani eziningi",
        advisesCapacity: "Weluleka abatshalizimali nabalawuli ngamandla ensimu asimeme",
      },
    },
    powerPlantOperations: {
      associate: {
        monitorsSystems: "Uqapha izilinganiso ze-turbine, isihlukanisi nohlelo lokupholisa futhi abike ukuphambuka",
        followsLoto: "Ulandela izinqubo zokukhiya nokumaka (LOTO) nezemvume yokusebenza",
        routineMaintenance: "Wenza ukuhlola nokunakekela okuvamile ngaphansi kokuqondiswa",
      },
      professional: {
        operatesUnits: "Uqala, aqhube futhi acime amayunithi e-flash, esitimu esomile noma ebhayinari ngokwenqubo",
        diagnosesFaults:
          "Uthola amaphutha ngokubuka amaphethini ohlelo lokulawula, ukudlidliza nemininingwane yokusebenza",
        managesScaling:
          "Ulawula ukwakheka kwezinsalela nokugqwala: ukufaka izivimbeli, ukulungisa i-pH nokuphatha i-silica",
      },
      senior: {
        optimisesPerformance:
          "Wenza ngcono ukukhiqiza nokutholakala kwesiteshi ngokuqhathanisa nokuhlinzekwa kwesitimu nesidingo segridi",
        plansOutages: "Uhlela ukulungiswa okukhulu nokumiswa kwesiteshi futhi aphathe izabelomali zokunakekela",
        leadsShiftTeams: "Uhola amathimba okusebenza futhi aphenye izehlakalo ngokuhlaziya imbangela eyinhloko",
      },
      expert: {
        definesStrategy: "Uchaza isu lokusebenza nokuphathwa kwempahla yeqoqo leziteshi",
        evaluatesTechnology:
          "Uhlola ubuchwepheshe obusha bokuguqula amandla (i-hybrid, umjikelezo ohlanganisiwe, i-supercritical) ukuze busetshenziswe",
        setsBenchmarks: "Umisa amazinga okusebenza nawokuphepha embonini",
      },
    },
    environmentalManagement: {
      associate: {
        samplesFluids: "Uqoqa amasampula amanzi, egesi nomsindo ngokwenqubo futhi agcine uchungechunge lokuwaphatha",
        knowsImpacts:
          "Usho imithelela emikhulu yemisebenzi yokushisa komhlaba: i-hydrogen sulphide, amanzi anosawoti, ukushona komhlaba, umsindo",
        reportsIncidents: "Ubika ngokushesha izehlakalo zokuchitheka nezokukhishwa kwezingcolisi",
      },
      professional: {
        runsMonitoring: "Uqhuba ukuqapha kwemvelo futhi ahlole imiphumela ngokuqhathanisa nemikhawulo yemvume",
        managesBrine: "Uphatha ukubuyiselwa nokulahlwa kwamanzi anosawoti nokunciphisa i-hydrogen sulphide",
        contributesEia: "Unikela ngezifundo zesimo sokuqala nezahluko zokuhlolwa kwemithelela yemvelo",
      },
      senior: {
        leadsEia: "Uhola ukuhlolwa kwemithelela kwezemvelo nezenhlalo nezinhlelo zokuphatha",
        engagesStakeholders: "Uhola ukubonisana nemiphakathi, abanikazi bomhlaba nabantu bomdabu",
        auditsCompliance: "Ucwaninga izinhlelo zokuphathwa kwemvelo ezifana ne-ISO 14001",
      },
      expert: {
        setsPolicy: "Ubumba inqubomgomo yemvelo kazwelonke neyezinkampani yokuthuthukiswa kokushisa komhlaba",
        lifecycleAssessment: "Uqondisa ukuhlolwa komjikelezo wempilo nomthelela wekhabhoni kuwo wonke amaphrojekthi",
        advisesLenders: "Weluleka ababolekisi ngamazinga amazwe ngamazwe okusebenza kwezemvelo nezenhlalo",
      },
    },
    projectDevelopment: {
      associate: {
        understandsPhases: "Uchaza izigaba zephrojekthi yokushisa komhlaba, kusukela ekuhloleni kuya ekusebenzeni",
        supportsLogistics:
          "Usiza ezintweni zokuhambisa endaweni yomsebenzi, ekulawulweni kwemibhalo nasekubikeni inqubekela phambili",
        tracksSchedules: "Ubuyekeza izinhlelo zesikhathi nezilandeleli zezindleko ngokuqondiswa",
      },
      professional: {
        managesWorkPackages:
          "Uphatha amaphakheji omsebenzi ezindawo zemithombo, ezinhlelweni zokuqoqa isitimu noma ezakhiweni ezingaphezu komhlaba",
        preparesEstimates:
          "Ulungiselela izilinganiso zezindleko nemininingwane yobuchwepheshe yezifundo zokuba nokwenzeka",
        coordinatesContractors: "Uhlela osonkontileka nokuxhumana phakathi kokubhola, insimu yesitimu nesiteshi",
      },
      senior: {
        leadsProjects: "Uhola amaphrojekthi ezigabeni zokuba nokwenzeka, zokuxhaswa ngezimali nezokwakha",
        reviewsEconomics:
          "Ubuyekeza umnotho wephrojekthi: izindleko ezilinganisiwe zikagesi, izindleko zenhloko-mali, izinga lempumelelo yokubhola",
        managesProcurement: "Umisa isu lokuthenga nelezinkontileka, kuhlanganise nezinkontileka ze-EPC",
      },
      expert: {
        shapesPortfolio: "Ubumba amaqoqo amaphrojekthi okuthuthukisa nezinhlelo zikazwelonke zokushisa komhlaba",
        structuresFinance:
          "Uhlela ukuxhaswa ngezimali nokwabelana ngezingozi: umshwalense wokubhola, izimali ezinemibandela ethambile",
        mentorsLeaders: "Weluleka abaholi bamaphrojekthi futhi achaze izindlela ezinhle kakhulu zokuthuthukisa",
      },
    },
    riskAssessment: {
      associate: {
        identifiesHazards:
          "Ubona izingozi zendawo yomsebenzi (i-hydrogen sulphide, uketshezi olushisayo, ingcindezi, ukuqhuma komthombo) futhi asebenzise kahle izingubo zokuzivikela",
        completesJsa:
          "Uqeda ukuhlaziywa kokuphepha komsebenzi futhi abambe iqhaza ezingxoxweni zokuphepha ngaphambi komsebenzi",
        knowsEmergency: "Uyazazi izinqubo zokubhekana nezimo eziphuthumayo nezokuphuma endaweni yomsebenzi",
      },
      professional: {
        conductsHazop: "Ubamba iqhaza ezifundweni ze-HAZID ne-HAZOP futhi alandelele izinyathelo kuze kube ziqediwe",
        maintainsRegisters: "Ugcina amarejista ezingozi anamathuba, imiphumela nezindlela zokulawula",
        assessesResourceRisk: "Ulinganisa ingozi yomthombo ngezilinganiso zamathuba (i-Monte Carlo)",
      },
      senior: {
        leadsRiskReviews:
          "Uhola ukubuyekezwa kwezingozi ezigabeni zezinqumo zephrojekthi futhi abeke izinto ezibalulekile zokunciphisa",
        managesInducedSeismicity: "Uphatha ingozi yokuzamazama komhlaba okubangelwa abantu ngezinqubo zamarobhothi",
        designsEmergencyPlans: "Uklama izinhlelo zokubhekana nezimo eziphuthumayo nezokuqhubeka kwebhizinisi",
      },
      expert: {
        setsRiskFramework:
          "Uchaza uhlaka lwezingozi nezinga lengozi elamukelekayo lamaqoqo amaphrojekthi okushisa komhlaba",
        advisesInsurers: "Weluleka izinkampani zomshwalense, ababolekisi nohulumeni ngezingozi zokuhlola nezokubhola",
        investigatesMajorIncidents:
          "Uhola uphenyo lwezehlakalo ezinkulu futhi aguqule izifundo zibe yimihlahlandlela yemboni",
      },
    },
    regulatoryCompliance: {
      associate: {
        followsPermits: "Ulandela imibandela yezimvume nemithetho yendawo yomsebenzi emsebenzini wansuku zonke",
        keepsRecords: "Ugcina amarekhodi okuhlola nokuthobela ephelele futhi elandelekayo",
        knowsRegulators:
          "Uyazi ukuthi yiziphi iziphathimandla ezilawula indawo yomsebenzi nokuthi udaba kumele lwedluliselwe phezulu nini",
      },
      professional: {
        preparesReports: "Ulungiselela imibiko yabalawuli ngokukhiqiza, ukujova nokukhishwa kwezingcolisi",
        interpretsRegulations:
          "Uhumusha imithetho yamalayisensi, yokusetshenziswa kwamanzi neyokuphepha emsebenzini wobuchwepheshe",
        supportsInspections: "Usiza ekuhlolweni yiziphathimandla futhi alungise okutholakele kuze kuvalwe",
      },
      senior: {
        securesPermits: "Uthola amalayisensi okuhlola nawokukhiqiza nezinguquko zezimvume",
        managesCompliance: "Uphatha uhlelo lokuthobela nokucwaningwa kwalo kwangaphakathi",
        negotiatesConditions: "Uxoxisana neziphathimandla ngemibandela yezimvume",
      },
      expert: {
        shapesRegulation:
          "Weluleka abashayimithetho ngomthetho wokushisa komhlaba, ubunikazi bemithombo nokunikezwa kwamalayisensi",
        harmonisesStandards: "Uhola ukuvumelaniswa kwamazinga phakathi kwamazwe",
        representsIndustry: "Umele imboni ekubonisaneni ngemithetho",
      },
    },
    resourceAssessment: {
      associate: {
        supportsSurveys:
          "Usiza ekwenzeni amamephu ejoloji, ekuthatheni amasampula ekhemistri yomhlaba nasekuhloleni kwe-geophysics",
        handlesSamples: "Urekhoda futhi aphathe izinhlamvu zamatshe zokubhola, ama-core namasampula oketshezi",
        usesGis: "Uhlela imininingwane yasensimini ohlelweni lolwazi lwendawo (i-GIS)",
      },
      professional: {
        interpretsData:
          "Uhumusha ama-geothermometer nemininingwane ye-geophysics efana nokuhlolwa kwe-magnetotelluric nokwamandla adonsela phansi",
        buildsConceptualModels: "Wakha amamodeli omqondo womthombo wokushisa nezindawo zokugeleza kwenyuka nezokuphuma",
        estimatesCapacity: "Ulinganisa amandla omthombo ngendlela yevolumu (ukushisa okugciniwe)",
      },
      senior: {
        selectsTargets: "Ukhetha izindawo okuhloswe kuzo imithombo yokuhlola futhi ahlanganise imiphumela yokubhola",
        reportsResources: "Ulungiselela imibiko yemithombo nezinqolobane ngokwemithetho yokubika eyaziwayo",
        reviewsAssessments: "Ubuyekeza njengontanga ukuhlolwa kwemithombo okwenziwe ngabanye",
      },
      expert: {
        leadsNationalAssessments: "Uhola ukuhlolwa kwemithombo kazwelonke nakwesifunda",
        competentPerson: "Usayina imibiko yomphakathi yemithombo njengomuntu onekhono elifanele",
        advancesMethods:
          "Uthuthukisa izindlela zokuhlola izinhlelo zokushisa komhlaba ezithuthukisiwe nezishisa ngokudlulele",
      },
    },
    drillingOperations: {
      associate: {
        assistsRig:
          "Usiza iqembu lendawo yokubhola ngokuphatha amapayipi, uketshezi lokubhola nokufaka usimende ngaphansi kokuqondiswa",
        monitorsParameters: "Uqapha izilinganiso zokubhola namazinga okushisa odaka futhi abike izinguquko",
        followsWellControl: "Ulandela izinqubo zokulawula umthombo nezokuphepha kwe-hydrogen sulphide",
      },
      professional: {
        designsWells: "Uklama izinhlelo zamapayipi omthombo, ukufaka usimende nokuqeda imithombo eshisa kakhulu",
        supervisesOperations:
          "Wengamela ukubhola njengonjiniyela wendawo yomthombo, kuhlanganise nokubhola okuqondisiwe",
        managesDownholeProblems:
          "Uxazulula ukulahleka kokugeleza koketshezi, amapayipi abambekile nezinye izinkinga ngaphakathi komthombo",
      },
      senior: {
        plansCampaigns:
          "Uhlela imikhankaso yemithombo eminingi, ukukhethwa kwemishini yokubhola nezabelomali zokubhola",
        managesWellIntegrity: "Uphatha ukuqina kwemithombo kuyo yonke insimu, kuhlanganise nokulungiswa kwemithombo",
        leadsWellControl: "Uhola ukulungela ukulawula umthombo nesiko lokuphepha ekubholeni",
      },
      expert: {
        setsDrillingStrategy: "Umisa isu lokubhola nemigudu yobuchwepheshe enciphisa izindleko nge-megawatt ngayinye",
        advancesTechnology: "Uthuthukisa ubuchwepheshe bokubhola okujulile nokushisa ngokudlulele",
        writesCodes: "Ubhala amazinga nemithetho yokusebenza yokubhola kokushisa komhlaba",
      },
    },
  },
} satisfies Namespaces["framework"];

export default framework;
