import type { Namespaces } from "../types";

/** Icelandic strings of the Certification framework page (complete). */
export default {
  meta: {
    title: "Vottunarrammi — GeoCert",
    description:
      "Hæfniviðmið GeoCert: átta hæfnisvið á fjórum vottunarstigum og sú hæfni sem krafist er á hverju stigi.",
  },
  header: {
    eyebrow: "Hæfniviðmið",
    title: "Vottunarrammi",
    lead: "Hvað jarðvarmafagmaður á að vita og geta á átta hæfnisviðum, á hverju fjögurra vottunarstiga.",
  },
  intro: {
    heading: "Hvernig ramminn virkar",
    text: "Hvert vottunarstig byggir á stiginu á undan. Fylkið sýnir, fyrir hvert hæfnisvið, þá hæfni sem umsækjandi þarf að sýna á viðkomandi stigi; próf, ferilmöppur og viðtöl eru samin út frá þessum viðmiðum.",
    levelsHeading: "Stigin fjögur í hnotskurn",
    levelLabel: "Stig {{number}}",
  },
  levelDescriptors: {
    associate: "Vinnur undir handleiðslu og fylgir viðurkenndum verklagsreglum af öryggi.",
    professional:
      "Vinnur sjálfstætt, leysir hefðbundin tæknileg viðfangsefni og beitir stöðlunum í raunverulegum verkefnum.",
    senior: "Leiðir teymi og verkþætti, rýnir og samþykkir vinnu annarra.",
    expert: "Mótar starfshætti, stefnu og staðla fyrir fyrirtæki og greinina í heild.",
  },
  filters: {
    heading: "Sía fylkið",
    domain: "Hæfnisvið",
    level: "Vottunarstig",
    allDomains: "Öll hæfnisvið",
    allLevels: "Öll stig",
    statusAll: "Sýnir öll {{domains}} hæfnisviðin á öllum {{levels}} stigunum: {{competencies}}.",
    statusDomain: "Sýnir {{domain}} á öllum {{levels}} stigunum: {{competencies}}.",
    statusLevel: "Sýnir öll {{domains}} hæfnisviðin á stiginu {{level}}: {{competencies}}.",
    statusBoth: "Sýnir {{domain}} á stiginu {{level}}: {{competencies}}.",
    competencyCount_one: "{{count}} hæfniviðmið",
    competencyCount_other: "{{count}} hæfniviðmið",
  },
  matrix: {
    heading: "Hæfnifylki",
    caption: "Hæfniviðmið eftir hæfnisviði og vottunarstigi",
    domainColumn: "Hæfnisvið",
    listHint: "Á litlum skjám birtist fylkið sem listi fyrir hvert hæfnisvið.",
  },
  print: {
    title: "Vottunarrammi GeoCert",
    note: "Prentað af vef GeoCert. Ráðgjafarnefndin endurskoðar rammann árlega.",
  },
  cta: {
    heading: "Hvar stendur þú?",
    text: "Taktu þjálfunarprófið til að sjá hvaða stig hæfir reynslu þinni, eða berðu saman vottanirnar, prófin og gjöldin.",
    quiz: "Taka þjálfunarprófið",
    certifications: "Bera saman vottanir",
  },
  competencies: {
    reservoirEngineering: {
      associate: {
        readsLogs: "Les borholumælingar og þrýstingsgögn undir handleiðslu",
        recordsData: "Skráir holutoppsþrýsting, rennsli og hitastig samkvæmt gæðaferli svæðisins",
        explainsSystems: "Útskýrir hvernig varmi, vökvi og lekt mynda saman jarðhitageymi",
      },
      professional: {
        interpretsTests: "Túlkar niðurdælingar-, víxl- og þrýstiprófanir til að meta lektarþykkt (kh)",
        buildsModels: "Smíðar reiknilíkön af jarðhitageymi og kvarðar þau við náttúrulegt ástand og vinnslusögu",
        forecastsDecline: "Spáir fyrir um afkastadvínun, þrýstiniðurdrátt og breytingar á vermi borhola",
      },
      senior: {
        plansInjection: "Hannar niðurdælingu og uppbótarholur sem viðhalda þrýstingi og takmarka kólnun",
        reviewsModels: "Rýnir og samþykkir forðalíkön og túlkun ferilprófana sem aðrir vinna",
        managesMonitoring: "Stýrir vöktun jarðhitageymis: ferilefni, örþyngdarmælingar og efnafræði vökva",
      },
      expert: {
        leadsStrategy: "Leiðir forðastjórnun alls jarðhitasvæðisins yfir líftíma verkefnisins",
        setsStandards: "Setur verklag við líkanagerð og skýrslugjöf sem fyrirtæki taka upp",
        advisesCapacity: "Ráðleggur fjárfestum og eftirlitsaðilum um sjálfbær afköst jarðhitasvæða",
      },
    },
    powerPlantOperations: {
      associate: {
        monitorsSystems: "Vaktar mælingar hverfla, skiljustöðva og kælikerfa og tilkynnir frávik",
        followsLoto: "Fylgir reglum um læsingu og merkingu búnaðar og verkleyfakerfi",
        routineMaintenance: "Sinnir reglubundnu eftirliti og viðhaldi undir handleiðslu",
      },
      professional: {
        operatesUnits: "Gangsetur, rekur og stöðvar leifturgufu-, þurrgufu- eða tvívökvavélar samkvæmt verklagi",
        diagnosesFaults: "Greinir bilanir út frá ferlum stjórnkerfis, titringi og afkastagögnum",
        managesScaling: "Beitir vörnum gegn útfellingum og tæringu: íblöndun hemla, pH-stýringu og kísilstjórnun",
      },
      senior: {
        optimisesPerformance: "Hámarkar afköst og rekstraröryggi virkjunar miðað við gufuframboð og eftirspurn á neti",
        plansOutages: "Skipuleggur meiri háttar upptektir og stöðvanir og stýrir viðhaldsfjárhagsáætlunum",
        leadsShiftTeams: "Leiðir rekstrarteymi og rannsakar atvik með rótargreiningu",
      },
      expert: {
        definesStrategy: "Mótar rekstrar- og eignastýringarstefnu fyrir margar virkjanir",
        evaluatesTechnology: "Metur nýja orkuvinnslutækni (blendinga, samrásir, yfirkrítískan jarðhita) til notkunar",
        setsBenchmarks: "Setur viðmið um afköst og öryggi fyrir greinina",
      },
    },
    environmentalManagement: {
      associate: {
        samplesFluids: "Safnar vatns-, gas- og hávaðasýnum samkvæmt verklagi og viðheldur rekjanleika þeirra",
        knowsImpacts: "Nefnir helstu umhverfisáhrif jarðhitanýtingar: brennisteinsvetni, affallsvatn, landsig, hávaða",
        reportsIncidents: "Tilkynnir tafarlaust um leka og útblástursatvik",
      },
      professional: {
        runsMonitoring: "Sinnir umhverfisvöktun og ber niðurstöður saman við mörk starfsleyfis",
        managesBrine: "Stýrir niðurdælingu og förgun affallsvatns og hreinsun brennisteinsvetnis",
        contributesEia: "Leggur til grunnrannsóknir og kafla í mat á umhverfisáhrifum",
      },
      senior: {
        leadsEia: "Leiðir mat á umhverfis- og samfélagsáhrifum og gerð stjórnunaráætlana",
        engagesStakeholders: "Leiðir samráð við samfélög, landeigendur og frumbyggja",
        auditsCompliance: "Tekur út umhverfisstjórnunarkerfi á borð við ISO 14001",
      },
      expert: {
        setsPolicy: "Mótar umhverfisstefnu ríkja og fyrirtækja í jarðhitanýtingu",
        lifecycleAssessment: "Stýrir vistferilsgreiningum og kolefnissporsmati þvert á eignasöfn",
        advisesLenders: "Ráðleggur lánveitendum um alþjóðlega staðla um umhverfis- og samfélagsárangur",
      },
    },
    projectDevelopment: {
      associate: {
        understandsPhases: "Lýsir áföngum jarðhitaverkefnis, frá rannsóknum til reksturs",
        supportsLogistics: "Styður við aðföng á verkstað, skjalastýringu og framvinduskýrslur",
        tracksSchedules: "Uppfærir tímaáætlanir og kostnaðaryfirlit undir leiðsögn",
      },
      professional: {
        managesWorkPackages: "Stýrir verkpökkum fyrir borplön, gufuveitur eða ofanjarðarmannvirki",
        preparesEstimates: "Gerir kostnaðaráætlanir og tæknileg gögn fyrir hagkvæmniathuganir",
        coordinatesContractors: "Samhæfir verktaka og skil milli borana, gufuveitu og virkjunar",
      },
      senior: {
        leadsProjects: "Leiðir verkefni gegnum hagkvæmniathugun, fjármögnun og framkvæmdir",
        reviewsEconomics: "Rýnir hagkvæmni verkefna: jafnaðan raforkukostnað, stofnkostnað og árangurshlutfall borana",
        managesProcurement: "Mótar innkaupa- og samningastefnu, þar á meðal alverktakasamninga",
      },
      expert: {
        shapesPortfolio: "Mótar þróunarsöfn verkefna og jarðhitaáætlanir ríkja",
        structuresFinance: "Skipuleggur fjármögnun og áhættudreifingu: borunartryggingar og ívilnandi sjóði",
        mentorsLeaders: "Leiðbeinir verkefnastjórum og skilgreinir bestu starfsvenjur við þróun verkefna",
      },
    },
    riskAssessment: {
      associate: {
        identifiesHazards:
          "Greinir hættur á verkstað (brennisteinsvetni, heitan vökva, þrýsting, blástur) og notar persónuhlífar rétt",
        completesJsa: "Gerir öryggisgreiningu verka og tekur þátt í öryggisfundum fyrir verk",
        knowsEmergency: "Þekkir viðbragðs- og rýmingaráætlanir verkstaðarins",
      },
      professional: {
        conductsHazop: "Tekur þátt í HAZID- og HAZOP-greiningum og fylgir aðgerðum eftir til loka",
        maintainsRegisters: "Heldur áhættuskrár með líkum, afleiðingum og mótvægisaðgerðum",
        assessesResourceRisk: "Metur auðlindaáhættu með líkindareikningi (Monte Carlo)",
      },
      senior: {
        leadsRiskReviews: "Leiðir áhætturýni við ákvörðunarhlið verkefna og forgangsraðar mótvægisaðgerðum",
        managesInducedSeismicity: "Stýrir áhættu af örvaðri skjálftavirkni með umferðarljósakerfi",
        designsEmergencyPlans: "Hannar viðbragðsáætlanir og áætlanir um samfelldan rekstur",
      },
      expert: {
        setsRiskFramework: "Skilgreinir áhætturamma og áhættuvilja jarðhitaeignasafna",
        advisesInsurers: "Ráðleggur vátryggjendum, lánveitendum og stjórnvöldum um rannsókna- og borunaráhættu",
        investigatesMajorIncidents:
          "Leiðir rannsóknir á alvarlegum atvikum og breytir lærdómnum í leiðbeiningar fyrir greinina",
      },
    },
    regulatoryCompliance: {
      associate: {
        followsPermits: "Fylgir skilyrðum leyfa og reglum verkstaðar í daglegu starfi",
        keepsRecords: "Heldur eftirlits- og regluvörsluskrám tæmandi og rekjanlegum",
        knowsRegulators: "Veit hvaða stjórnvöld hafa eftirlit með verkstaðnum og hvenær vísa skal málum áfram",
      },
      professional: {
        preparesReports: "Gerir skýrslur til eftirlitsaðila um vinnslu, niðurdælingu og losun",
        interpretsRegulations: "Túlkar reglur um leyfi, vatnsnotkun og öryggi fyrir tæknilega vinnu",
        supportsInspections: "Aðstoðar við eftirlit stjórnvalda og lýkur úrbótum vegna athugasemda",
      },
      senior: {
        securesPermits: "Aflar rannsókna- og nýtingarleyfa og breytinga á leyfum",
        managesCompliance: "Stýrir regluvörsluáætlun og innri úttektum hennar",
        negotiatesConditions: "Semur við stjórnvöld um skilyrði leyfa",
      },
      expert: {
        shapesRegulation: "Ráðleggur löggjafanum um jarðhitalöggjöf, eignarhald auðlinda og leyfisveitingar",
        harmonisesStandards: "Leiðir samræmingu staðla milli landa",
        representsIndustry: "Er fulltrúi greinarinnar í samráði um reglusetningu",
      },
    },
    resourceAssessment: {
      associate: {
        supportsSurveys:
          "Aðstoðar við jarðfræðikortlagningu, jarðefnafræðilega sýnatöku og jarðeðlisfræðilegar mælingar",
        handlesSamples: "Skráir og meðhöndlar borsvarf, borkjarna og vökvasýni",
        usesGis: "Skipuleggur vettvangsgögn í landupplýsingakerfi (GIS)",
      },
      professional: {
        interpretsData: "Túlkar efnahitamæla og jarðeðlisfræðileg gögn á borð við viðnáms- (MT) og þyngdarmælingar",
        buildsConceptualModels: "Smíðar hugmyndalíkön af varmagjafa, uppstreymi og útstreymi",
        estimatesCapacity: "Metur afkastagetu auðlindar með rúmmálsaðferð (varmaforðamati)",
      },
      senior: {
        selectsTargets: "Velur borstaði rannsóknarhola og samþættir niðurstöður borana",
        reportsResources: "Gerir skýrslur um auðlindir og forða samkvæmt viðurkenndum skýrslustaðli",
        reviewsAssessments: "Rýnir auðlindamat annarra sem jafningi",
      },
      expert: {
        leadsNationalAssessments: "Leiðir auðlindamat á landsvísu og fyrir heil svæði",
        competentPerson: "Undirritar opinberar auðlindaskýrslur sem ábyrgur sérfræðingur",
        advancesMethods: "Þróar aðferðir við mat á örvuðum og yfirkrítískum jarðhitakerfum",
      },
    },
    drillingOperations: {
      associate: {
        assistsRig: "Aðstoðar borteymið við meðhöndlun borstanga, borvökva og steypingu undir handleiðslu",
        monitorsParameters: "Vaktar borunarbreytur og hitastig borvökva og tilkynnir breytingar",
        followsWellControl: "Fylgir reglum um holustjórnun og öryggi vegna brennisteinsvetnis",
      },
      professional: {
        designsWells: "Hannar fóðringar, steypingu og frágang háhitahola",
        supervisesOperations: "Hefur umsjón með borun sem borholuverkfræðingur, þar á meðal stefnuborun",
        managesDownholeProblems: "Leysir skoltap, fastar borstangir og önnur vandamál í holu",
      },
      senior: {
        plansCampaigns: "Skipuleggur borverkefni margra hola, val á borum og borunarfjárhagsáætlanir",
        managesWellIntegrity: "Stýrir heilleika borhola á öllu svæðinu, þar á meðal viðgerðum á holum",
        leadsWellControl: "Leiðir viðbúnað í holustjórnun og öryggismenningu við borun",
      },
      expert: {
        setsDrillingStrategy: "Mótar borunarstefnu og tækniáætlanir sem lækka kostnað á hvert megavatt",
        advancesTechnology: "Þróar tækni við djúpborun og borun í ofurheitt berg",
        writesCodes: "Semur staðla og starfsreglur um jarðhitaboranir",
      },
    },
  },
} satisfies Namespaces["framework"];
