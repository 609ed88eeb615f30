import type { Namespaces } from "../types";

const framework = {
  meta: {
    title: "Mfumo wa vyeti — GeoCert",
    description:
      "Mfumo wa umahiri wa GeoCert: nyanja nane za ujuzi katika ngazi nne za vyeti, pamoja na umahiri unaotarajiwa katika kila ngazi.",
  },
  header: {
    eyebrow: "Mfumo wa umahiri",
    title: "Mfumo wa vyeti",
    lead: "Kile ambacho mtaalamu wa jotoardhi anatarajiwa kujua na kuweza kufanya katika nyanja nane za ujuzi, kwa kila moja ya ngazi nne za vyeti.",
  },
  intro: {
    heading: "Jinsi mfumo unavyofanya kazi",
    text: "Kila ngazi ya cheti hujengwa juu ya ngazi iliyotangulia. Jedwali linaorodhesha, kwa kila nyanja ya ujuzi, umahiri ambao mtahiniwa lazima auonyeshe katika ngazi hiyo; mitihani, majalada ya kazi na usaili huandaliwa kwa kuzingatia kauli hizi.",
    levelsHeading: "Ngazi nne kwa muhtasari",
    levelLabel: "Ngazi ya {{number}}",
  },
  levelDescriptors: {
    associate: "Hufanya kazi chini ya usimamizi na hufuata taratibu zilizowekwa kwa usalama.",
    professional:
      "Hufanya kazi kwa kujitegemea, hutatua matatizo ya kawaida ya kiufundi na hutumia viwango katika miradi halisi.",
    senior: "Huongoza timu na kazi, hukagua na kuidhinisha kazi ya wengine.",
    expert: "Huunda mienendo, mikakati na viwango kwa mashirika na sekta nzima.",
  },
  filters: {
    heading: "Chuja jedwali",
    domain: "Nyanja ya ujuzi",
    level: "Ngazi ya cheti",
    allDomains: "Nyanja zote",
    allLevels: "Ngazi zote",
    statusAll: "Inaonyesha nyanja zote {{domains}} za ujuzi katika ngazi zote {{levels}}: {{competencies}}.",
    statusDomain: "Inaonyesha {{domain}} katika ngazi zote {{levels}}: {{competencies}}.",
    statusLevel: "Inaonyesha nyanja zote {{domains}} za ujuzi katika ngazi ya {{level}}: {{competencies}}.",
    statusBoth: "Inaonyesha {{domain}} katika ngazi ya {{level}}: {{competencies}}.",
    competencyCount_one: "umahiri {{count}}",
    competencyCount_other: "umahiri {{count}}",
  },
  matrix: {
    heading: "Jedwali la umahiri",
    caption: "Umahiri kwa nyanja ya ujuzi na ngazi ya cheti",
    domainColumn: "Nyanja ya ujuzi",
    listHint: "Kwenye skrini ndogo, jedwali huonyeshwa kama orodha kwa kila nyanja ya ujuzi.",
  },
  print: {
    title: "Mfumo wa vyeti wa GeoCert",
    note: "Imechapishwa kutoka tovuti ya GeoCert. Bodi ya ushauri hupitia mfumo huu kila mwaka.",
  },
  cta: {
    heading: "Uko wapi kwa sasa?",
    text: "Fanya jaribio la utayari kuona ngazi inayolingana na uzoefu wako, au linganisha vyeti, mitihani yake na ada zake.",
    quiz: "Fanya jaribio la utayari",
    certifications: "Linganisha vyeti",
  },
  competencies: {
    reservoirEngineering: {
      associate: {
        readsLogs: "Husoma kumbukumbu za visima na data ya shinikizo chini ya usimamizi",
        recordsData:
          "Hurekodi shinikizo la kichwa cha kisima, kiwango cha mtiririko na joto kwa kufuata utaratibu wa ubora wa eneo",
        explainsSystems: "Hueleza jinsi joto, kimiminika na upenyezaji kwa pamoja vinavyounda hifadhi ya jotoardhi",
      },
      professional: {
        interpretsTests:
          "Hufasiri majaribio ya uingizaji, mwingiliano na mabadiliko ya shinikizo ili kukadiria upenyezaji-unene (kh)",
        buildsModels:
          "Hujenga modeli za kinamba za hifadhi na kuzirekebisha kulingana na hali asilia na historia ya uzalishaji",
        forecastsDecline:
          "Hutabiri kushuka kwa uzalishaji, kupungua kwa shinikizo na mabadiliko ya enthalpia ya visima",
      },
      senior: {
        plansInjection:
          "Husanifu mikakati ya visima vya kurudishia na visima vya nyongeza inayodumisha shinikizo na kuzuia maji baridi kufika mapema kwenye visima vya uzalishaji",
        reviewsModels:
          "Hukagua na kuidhinisha modeli za hifadhi na tafsiri za majaribio ya vifuatiliaji zilizoandaliwa na wengine",
        managesMonitoring:
          "Huongoza programu za ufuatiliaji wa hifadhi: vifuatiliaji, mvuto mdogo na jiokemia ya vimiminika",
      },
      expert: {
        leadsStrategy: "Huongoza mkakati wa usimamizi wa hifadhi wa uwanja mzima katika maisha yote ya mradi",
        setsStandards: "Huweka mbinu za uundaji modeli na utoaji taarifa zinazokubaliwa na kampuni mbalimbali",
        advisesCapacity: "Huwashauri wawekezaji na wadhibiti kuhusu uwezo endelevu wa uwanja",
      },
    },
    powerPlantOperations: {
      associate: {
        monitorsSystems: "Hufuatilia vipimo vya tabo, kitenganishi na mfumo wa kupoza na kuripoti mikengeuko",
        followsLoto: "Hufuata taratibu za kufunga na kuweka alama (LOTO) na za kibali cha kazi",
        routineMaintenance: "Hufanya ukaguzi na matengenezo ya kawaida chini ya usimamizi",
      },
      professional: {
        operatesUnits:
          "Huwasha, huendesha na kuzima mitambo ya mvuke-mweko, mvuke mkavu au mzunguko pacha kwa kufuata utaratibu",
        diagnosesFaults: "Hutambua hitilafu kutokana na mwenendo wa mfumo wa udhibiti, mtetemo na data ya utendaji",
        managesScaling: "Hudhibiti ukoko na kutu: kuongeza vizuizi, kurekebisha pH na kusimamia silika",
      },
      senior: {
        optimisesPerformance:
          "Huboresha uzalishaji na upatikanaji wa kituo kulingana na ugavi wa mvuke na mahitaji ya gridi",
        plansOutages: "Hupanga ukarabati mkubwa na vipindi vya kuzima na kusimamia bajeti za matengenezo",
        leadsShiftTeams: "Huongoza timu za uendeshaji na kuchunguza matukio kwa uchambuzi wa chanzo kikuu",
      },
      expert: {
        definesStrategy: "Huweka mkakati wa uendeshaji na usimamizi wa mali kwa kundi la vituo",
        evaluatesTechnology:
          "Hutathmini teknolojia mpya za ubadilishaji (mseto, mzunguko uliounganishwa, juu ya kiwango muhimu) kwa ajili ya kutumika",
        setsBenchmarks: "Huweka vigezo vya utendaji na usalama kwa sekta",
      },
    },
    environmentalManagement: {
      associate: {
        samplesFluids: "Hukusanya sampuli za maji, gesi na kelele kwa kufuata itifaki na kutunza mnyororo wa uangalizi",
        knowsImpacts:
          "Hutaja athari kuu za shughuli za jotoardhi: salfaidi hidrojeni, maji ya chumvi, kutitia kwa ardhi, kelele",
        reportsIncidents: "Huripoti haraka matukio ya kumwagika na ya utoaji wa hewa chafu",
      },
      professional: {
        runsMonitoring: "Huendesha ufuatiliaji wa mazingira na kulinganisha matokeo na mipaka ya kibali",
        managesBrine: "Husimamia urudishaji na utupaji wa maji ya chumvi na upunguzaji wa salfaidi hidrojeni",
        contributesEia: "Huchangia tafiti za hali ya awali na sura za tathmini za athari kwa mazingira",
      },
      senior: {
        leadsEia: "Huongoza tathmini za athari za kimazingira na kijamii na mipango ya usimamizi",
        engagesStakeholders: "Huongoza mashauriano na jamii, wamiliki wa ardhi na watu wa asili",
        auditsCompliance: "Hukagua mifumo ya usimamizi wa mazingira kama ISO 14001",
      },
      expert: {
        setsPolicy: "Huunda sera za kitaifa na za kampuni za mazingira kwa uendelezaji wa jotoardhi",
        lifecycleAssessment: "Huelekeza tathmini za mzunguko wa maisha na alama ya kaboni katika jalada zima la miradi",
        advisesLenders: "Huwashauri wakopeshaji kuhusu viwango vya kimataifa vya utendaji wa kimazingira na kijamii",
      },
    },
    projectDevelopment: {
      associate: {
        understandsPhases: "Hueleza awamu za mradi wa jotoardhi, kuanzia utafutaji hadi uendeshaji",
        supportsLogistics: "Husaidia katika usafirishaji wa eneo la kazi, udhibiti wa nyaraka na ripoti za maendeleo",
        tracksSchedules: "Husasisha ratiba na vifuatiliaji vya gharama kwa mwongozo",
      },
      professional: {
        managesWorkPackages:
          "Husimamia vifurushi vya kazi vya majukwaa ya visima, mifumo ya kukusanya mvuke au miundombinu ya juu ya ardhi",
        preparesEstimates: "Huandaa makadirio ya gharama na michango ya kiufundi kwa tafiti za uwezekano",
        coordinatesContractors: "Huratibu wakandarasi na maingiliano kati ya uchimbaji, uwanja wa mvuke na kituo",
      },
      senior: {
        leadsProjects: "Huongoza miradi katika hatua za upembuzi yakinifu, ufadhili na ujenzi",
        reviewsEconomics:
          "Hukagua uchumi wa mradi: gharama sawazishi ya umeme, gharama ya mtaji, kiwango cha mafanikio ya uchimbaji",
        managesProcurement: "Huweka mkakati wa ununuzi na mikataba, ikiwemo mikataba ya EPC",
      },
      expert: {
        shapesPortfolio: "Huunda majalada ya uendelezaji na programu za kitaifa za jotoardhi",
        structuresFinance: "Hupanga ufadhili na ugawanaji wa hatari: bima ya uchimbaji, fedha za masharti nafuu",
        mentorsLeaders: "Huwalea viongozi wa miradi na kuweka desturi bora za uendelezaji",
      },
    },
    riskAssessment: {
      associate: {
        identifiesHazards:
          "Hutambua hatari za eneo la kazi (salfaidi hidrojeni, vimiminika vya moto, shinikizo, mlipuko wa kisima) na hutumia vifaa vya kinga binafsi ipasavyo",
        completesJsa:
          "Hukamilisha uchambuzi wa usalama wa kazi na kushiriki katika mazungumzo ya usalama kabla ya kazi",
        knowsEmergency: "Anajua taratibu za dharura na za kuhamisha watu za eneo la kazi",
      },
      professional: {
        conductsHazop: "Hushiriki katika tafiti za HAZID na HAZOP na kufuatilia hatua hadi zikamilike",
        maintainsRegisters: "Hutunza rejista za hatari zenye uwezekano, madhara na hatua za udhibiti",
        assessesResourceRisk: "Hupima hatari ya rasilimali kwa makadirio ya kiuwezekano (Monte Carlo)",
      },
      senior: {
        leadsRiskReviews:
          "Huongoza mapitio ya hatari katika hatua za maamuzi ya mradi na kuweka vipaumbele vya kupunguza hatari",
        managesInducedSeismicity:
          "Husimamia hatari ya matetemeko yanayosababishwa na binadamu kwa itifaki za taa za trafiki",
        designsEmergencyPlans: "Husanifu mipango ya kukabili dharura na ya mwendelezo wa shughuli",
      },
      expert: {
        setsRiskFramework: "Huweka mfumo wa hatari na kiwango cha hatari kinachokubalika kwa majalada ya jotoardhi",
        advisesInsurers: "Huwashauri wakala wa bima, wakopeshaji na serikali kuhusu hatari za utafutaji na uchimbaji",
        investigatesMajorIncidents: "Huongoza uchunguzi wa matukio makubwa na kugeuza mafunzo kuwa miongozo ya sekta",
      },
    },
    regulatoryCompliance: {
      associate: {
        followsPermits: "Hufuata masharti ya vibali na kanuni za eneo la kazi katika kazi ya kila siku",
        keepsRecords: "Hutunza kumbukumbu za ukaguzi na uzingatiaji zikiwa kamili na zinazofuatilika",
        knowsRegulators: "Anajua ni mamlaka zipi zinadhibiti eneo la kazi na wakati wa kupeleka suala ngazi ya juu",
      },
      professional: {
        preparesReports: "Huandaa ripoti za udhibiti kuhusu uzalishaji, uingizaji na utoaji wa hewa chafu",
        interpretsRegulations: "Hufasiri kanuni za leseni, matumizi ya maji na usalama kwa kazi za kiufundi",
        supportsInspections: "Husaidia ukaguzi wa mamlaka na kushughulikia matokeo yake hadi yafungwe",
      },
      senior: {
        securesPermits: "Hupata leseni za utafutaji na uzalishaji na marekebisho ya vibali",
        managesCompliance: "Husimamia programu ya uzingatiaji na ukaguzi wake wa ndani",
        negotiatesConditions: "Hujadiliana na mamlaka kuhusu masharti ya vibali",
      },
      expert: {
        shapesRegulation:
          "Huwashauri watunga sheria kuhusu sheria ya jotoardhi, umiliki wa rasilimali na utoaji wa leseni",
        harmonisesStandards: "Huongoza uoanishaji wa viwango kati ya nchi",
        representsIndustry: "Huwakilisha sekta katika mashauriano ya udhibiti",
      },
    },
    resourceAssessment: {
      associate: {
        supportsSurveys:
          "Husaidia uchoraji wa ramani za kijiolojia, uchukuaji wa sampuli za kijiokemia na upimaji wa kijiofizikia",
        handlesSamples:
          "Huandika na kushughulikia vipande vya miamba vya uchimbaji, viini vya miamba na sampuli za vimiminika",
        usesGis: "Hupanga data ya uwandani katika mfumo wa taarifa za kijiografia (GIS)",
      },
      professional: {
        interpretsData:
          "Hufasiri vipima-joto vya kijiokemia na data ya kijiofizikia kama upimaji wa magnetotelluriki na wa mvutano",
        buildsConceptualModels: "Hujenga modeli dhana za chanzo cha joto na kanda za mtiririko wa kupanda na wa kutoka",
        estimatesCapacity: "Hukadiria uwezo wa rasilimali kwa mbinu ya ujazo (joto lililohifadhiwa)",
      },
      senior: {
        selectsTargets: "Huchagua shabaha za visima vya utafutaji na kuunganisha matokeo ya uchimbaji",
        reportsResources: "Huandaa ripoti za rasilimali na akiba kwa kufuata kanuni ya utoaji taarifa inayotambulika",
        reviewsAssessments: "Hufanya mapitio ya kitaalamu ya tathmini za rasilimali za wengine",
      },
      expert: {
        leadsNationalAssessments: "Huongoza tathmini za rasilimali za kitaifa na kikanda",
        competentPerson: "Hutia sahihi ripoti za umma za rasilimali kama mtu mwenye sifa stahiki",
        advancesMethods:
          "Huendeleza mbinu za tathmini kwa mifumo ya jotoardhi iliyoboreshwa na ya joto la juu kupita kiasi",
      },
    },
    drillingOperations: {
      associate: {
        assistsRig:
          "Husaidia kikosi cha mtambo kushughulikia mabomba, vimiminika vya uchimbaji na usimikaji wa saruji chini ya usimamizi",
        monitorsParameters: "Hufuatilia vigezo vya uchimbaji na joto la tope na kuripoti mabadiliko",
        followsWellControl: "Hufuata taratibu za udhibiti wa kisima na za usalama wa salfaidi hidrojeni",
      },
      professional: {
        designsWells: "Husanifu programu za mabomba ya kisima, saruji na ukamilishaji kwa visima vya joto la juu",
        supervisesOperations: "Husimamia uchimbaji kama mhandisi wa eneo la kisima, ikiwemo uchimbaji wa kuelekezwa",
        managesDownholeProblems: "Hutatua upotevu wa mzunguko, bomba lililokwama na matatizo mengine ndani ya kisima",
      },
      senior: {
        plansCampaigns: "Hupanga kampeni za visima vingi, uchaguzi wa mitambo na bajeti za uchimbaji",
        managesWellIntegrity: "Husimamia uimara wa visima katika uwanja mzima, ikiwemo ukarabati wa visima",
        leadsWellControl: "Huongoza utayari wa udhibiti wa kisima na utamaduni wa usalama katika uchimbaji",
      },
      expert: {
        setsDrillingStrategy:
          "Huweka mkakati wa uchimbaji na ramani za teknolojia zinazopunguza gharama kwa kila megawati",
        advancesTechnology: "Huendeleza teknolojia ya uchimbaji wa kina kirefu na wa joto la juu kupita kiasi",
        writesCodes: "Huandika viwango na kanuni za utendaji kwa uchimbaji wa jotoardhi",
      },
    },
  },
} satisfies Namespaces["framework"];

export default framework;
