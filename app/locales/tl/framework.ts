import type { Namespaces } from "../types";

/** Tagalog strings of the framework namespace (complete). */
const framework = {
  meta: {
    title: "Balangkas ng sertipikasyon — GeoCert",
    description:
      "Ang balangkas ng kakayahan ng GeoCert: walong larangan ng kasanayan sa apat na antas ng sertipikasyon, kasama ang mga kakayahang inaasahan sa bawat antas.",
  },
  header: {
    eyebrow: "Balangkas ng kakayahan",
    title: "Balangkas ng sertipikasyon",
    lead: "Ang dapat malaman at magawa ng isang propesyonal sa geothermal sa walong larangan ng kasanayan, sa bawat isa sa apat na antas ng sertipikasyon.",
  },
  intro: {
    heading: "Paano gumagana ang balangkas",
    text: "Ang bawat antas ng sertipikasyon ay nakasalalay sa nauna rito. Inililista ng matrix, para sa bawat larangan ng kasanayan, ang mga kakayahang dapat ipakita ng kandidato sa antas na iyon; isinusulat ang mga pagsusulit, portfolio at panayam batay sa mga pahayag na ito.",
    levelsHeading: "Ang apat na antas sa isang sulyap",
    levelLabel: "Antas {{number}}",
  },
  levelDescriptors: {
    associate: "Nagtatrabaho sa ilalim ng superbisyon at ligtas na sumusunod sa mga itinakdang pamamaraan.",
    professional:
      "Nagtatrabaho nang nakapag-iisa, lumulutas ng karaniwang teknikal na problema at naglalapat ng mga pamantayan sa totoong proyekto.",
    senior: "Namumuno sa mga team at gawain, sinusuri at inaaprubahan ang gawa ng iba.",
    expert: "Humuhubog ng mga kasanayan, estratehiya at pamantayan para sa mga organisasyon at sa buong industriya.",
  },
  filters: {
    heading: "I-filter ang matrix",
    domain: "Larangan ng kasanayan",
    level: "Antas ng sertipikasyon",
    allDomains: "Lahat ng larangan",
    allLevels: "Lahat ng antas",
    statusAll:
      "Ipinapakita ang lahat ng {{domains}} larangan ng kasanayan sa lahat ng {{levels}} antas: {{competencies}}.",
    statusDomain: "Ipinapakita ang {{domain}} sa lahat ng {{levels}} antas: {{competencies}}.",
    statusLevel: "Ipinapakita ang lahat ng {{domains}} larangan ng kasanayan sa antas na {{level}}: {{competencies}}.",
    statusBoth: "Ipinapakita ang {{domain}} sa antas na {{level}}: {{competencies}}.",
    competencyCount_one: "{{count}} kakayahan",
    competencyCount_other: "{{count}} kakayahan",
  },
  matrix: {
    heading: "Matrix ng kakayahan",
    caption: "Mga kakayahan ayon sa larangan ng kasanayan at antas ng sertipikasyon",
    domainColumn: "Larangan ng kasanayan",
    listHint: "Sa maliliit na screen, ipinapakita ang matrix bilang listahan para sa bawat larangan.",
  },
  print: {
    title: "Balangkas ng sertipikasyon ng GeoCert",
    note: "Inilimbag mula sa website ng GeoCert. Sinusuri ng advisory board ang balangkas taun-taon.",
  },
  cta: {
    heading: "Nasaan na kayo?",
    text: "Sagutan ang training quiz para makita kung aling antas ang tugma sa inyong karanasan, o paghambingin ang mga sertipikasyon, ang kanilang pagsusulit at bayarin.",
    quiz: "Sagutan ang training quiz",
    certifications: "Paghambingin ang mga sertipikasyon",
  },
  competencies: {
    reservoirEngineering: {
      associate: {
        readsLogs: "Bumabasa ng mga well log at datos ng presyon sa ilalim ng superbisyon",
        recordsData:
          "Nagtatala ng presyon sa wellhead, flow rate at temperatura ayon sa pamamaraan sa kalidad ng field",
        explainsSystems: "Nagpapaliwanag kung paano bumubuo ng geothermal reservoir ang init, fluid at permeability",
      },
      professional: {
        interpretsTests:
          "Nagbibigay-kahulugan sa mga injection test, interference test at pressure-transient test upang tantiyahin ang permeability-thickness (kh)",
        buildsModels:
          "Bumubuo ng mga numerical reservoir model at kinakalibra ang mga ito sa natural state at kasaysayan ng produksyon",
        forecastsDecline:
          "Nagtataya ng pagbaba ng produksyon, pagbaba ng presyon at pagbabago ng enthalpy ng mga balon",
      },
      senior: {
        plansInjection:
          "Nagdidisenyo ng mga estratehiya sa injection at make-up well na nagpapanatili ng presyon at naglilimita sa thermal breakthrough",
        reviewsModels:
          "Sinusuri at inaaprubahan ang mga reservoir model at interpretasyon ng tracer test na inihanda ng iba",
        managesMonitoring:
          "Namumuno sa mga programa sa pagsubaybay sa reservoir: tracer, microgravity at geochemistry ng fluid",
      },
      expert: {
        leadsStrategy: "Namumuno sa estratehiya sa pamamahala ng reservoir sa buong field sa buong buhay ng proyekto",
        setsStandards: "Nagtatakda ng mga praktika sa pagmomodelo at pag-uulat na ginagamit ng iba't ibang kumpanya",
        advisesCapacity: "Nagpapayo sa mga mamumuhunan at regulator tungkol sa napapanatiling kapasidad ng field",
      },
    },
    powerPlantOperations: {
      associate: {
        monitorsSystems:
          "Binabantayan ang mga reading ng turbine, separator at cooling system at iniuulat ang mga paglihis",
        followsLoto: "Sumusunod sa mga pamamaraan ng lockout/tagout at permit-to-work",
        routineMaintenance: "Nagsasagawa ng regular na inspeksyon at maintenance sa ilalim ng superbisyon",
      },
      professional: {
        operatesUnits:
          "Nagpapaandar, nagpapatakbo at nagpapahinto ng flash, dry-steam o binary na unit ayon sa pamamaraan",
        diagnosesFaults:
          "Tinutukoy ang mga sira mula sa mga trend ng control system, vibration at datos ng performance",
        managesScaling:
          "Nagpapatupad ng pagkontrol sa scaling at kalawang: dosing ng inhibitor, pagbabago ng pH, pamamahala ng silica",
      },
      senior: {
        optimisesPerformance:
          "Ino-optimize ang output at availability ng planta batay sa suplay ng singaw at pangangailangan ng grid",
        plansOutages: "Nagpaplano ng malalaking overhaul at outage at namamahala sa badyet ng maintenance",
        leadsShiftTeams:
          "Namumuno sa mga koponan sa operasyon at nag-iimbestiga ng mga insidente gamit ang root-cause analysis",
      },
      expert: {
        definesStrategy:
          "Nagtatakda ng estratehiya sa operasyon at pamamahala ng asset para sa isang grupo ng mga planta",
        evaluatesTechnology:
          "Sinusuri ang mga bagong teknolohiya sa conversion (hybrid, combined-cycle, supercritical) para sa paggamit",
        setsBenchmarks: "Nagtatakda ng mga pamantayan sa performance at kaligtasan para sa industriya",
      },
    },
    environmentalManagement: {
      associate: {
        samplesFluids:
          "Kumukuha ng sample ng tubig, gas at ingay ayon sa protocol at pinananatili ang chain of custody",
        knowsImpacts:
          "Natutukoy ang pangunahing epekto ng operasyong geothermal: hydrogen sulphide, brine, paglubog ng lupa, ingay",
        reportsIncidents: "Agad na iniuulat ang mga tagas at insidente ng emisyon",
      },
      professional: {
        runsMonitoring:
          "Nagpapatakbo ng pagsubaybay sa kapaligiran at inihahambing ang mga resulta sa mga limitasyon ng permit",
        managesBrine: "Namamahala sa reinjection at pagtatapon ng brine at sa pagbabawas ng hydrogen sulphide",
        contributesEia: "Nag-aambag ng mga baseline study at kabanata sa mga environmental impact assessment",
      },
      senior: {
        leadsEia: "Namumuno sa mga pagtatasa ng epekto sa kapaligiran at lipunan at sa mga plano sa pamamahala",
        engagesStakeholders: "Namumuno sa konsultasyon sa mga komunidad, may-ari ng lupa at mga katutubong mamamayan",
        auditsCompliance: "Nag-o-audit ng mga environmental management system tulad ng ISO 14001",
      },
      expert: {
        setsPolicy:
          "Humuhubog sa pambansa at pangkorporasyong patakarang pangkapaligiran para sa pagpapaunlad ng geothermal",
        lifecycleAssessment: "Nangangasiwa sa mga life-cycle at carbon-footprint assessment sa iba't ibang portfolio",
        advisesLenders:
          "Nagpapayo sa mga nagpapautang tungkol sa mga pandaigdigang pamantayan sa environmental at social performance",
      },
    },
    projectDevelopment: {
      associate: {
        understandsPhases: "Inilalarawan ang mga yugto ng proyektong geothermal, mula eksplorasyon hanggang operasyon",
        supportsLogistics: "Sumusuporta sa logistics ng site, pagkontrol ng dokumento at pag-uulat ng progreso",
        tracksSchedules: "Ina-update ang mga iskedyul at cost tracker sa ilalim ng paggabay",
      },
      professional: {
        managesWorkPackages:
          "Namamahala sa mga work package para sa mga well pad, steam-gathering system o pasilidad sa ibabaw",
        preparesEstimates: "Naghahanda ng mga pagtatantiya ng gastos at teknikal na input sa mga feasibility study",
        coordinatesContractors:
          "Nakikipag-ugnayan sa mga kontratista at sa mga interface ng pagbabarena, steamfield at planta",
      },
      senior: {
        leadsProjects: "Namumuno sa mga proyekto sa yugto ng feasibility, financing at konstruksyon",
        reviewsEconomics:
          "Sinusuri ang ekonomiya ng proyekto: levelised cost of electricity, capital cost, success rate ng pagbabarena",
        managesProcurement: "Nagtatakda ng estratehiya sa procurement at pagkontrata, kabilang ang mga EPC contract",
      },
      expert: {
        shapesPortfolio: "Humuhubog sa mga development portfolio at pambansang programa sa geothermal",
        structuresFinance: "Nagsasaayos ng financing at paghahati ng panganib: drilling insurance, concessional fund",
        mentorsLeaders: "Gumagabay sa mga lider ng proyekto at nagtatakda ng pinakamahusay na praktika sa pagpapaunlad",
      },
    },
    riskAssessment: {
      associate: {
        identifiesHazards:
          "Natutukoy ang mga panganib sa site (hydrogen sulphide, mainit na fluid, presyon, blowout) at wastong gumagamit ng PPE",
        completesJsa: "Kinukumpleto ang mga job safety analysis at nakikilahok sa mga toolbox talk",
        knowsEmergency: "Alam ang mga pamamaraan sa emergency response at paglikas sa site",
      },
      professional: {
        conductsHazop:
          "Nakikilahok sa mga pag-aaral na HAZID at HAZOP at sinusubaybayan ang mga aksyon hanggang matapos",
        maintainsRegisters: "Pinananatili ang mga risk register na may likelihood, consequence at mga kontrol",
        assessesResourceRisk:
          "Sinusukat ang panganib sa resource gamit ang mga probabilistic (Monte Carlo) na pagtatantiya",
      },
      senior: {
        leadsRiskReviews:
          "Namumuno sa mga risk review sa mga decision gate ng proyekto at nagtatakda ng mga priyoridad sa mitigasyon",
        managesInducedSeismicity: "Namamahala sa panganib ng induced seismicity gamit ang mga traffic-light protocol",
        designsEmergencyPlans: "Nagdidisenyo ng mga plano sa emergency response at business continuity",
      },
      expert: {
        setsRiskFramework: "Nagtatakda ng balangkas sa panganib at risk appetite ng mga portfolio sa geothermal",
        advisesInsurers:
          "Nagpapayo sa mga insurer, nagpapautang at pamahalaan tungkol sa panganib sa eksplorasyon at pagbabarena",
        investigatesMajorIncidents:
          "Namumuno sa imbestigasyon ng malalaking insidente at ginagawang gabay para sa industriya ang mga aral",
      },
    },
    regulatoryCompliance: {
      associate: {
        followsPermits: "Sumusunod sa mga kondisyon ng permit at mga patakaran ng site sa araw-araw na trabaho",
        keepsRecords: "Pinananatiling kumpleto at natutunton ang mga talaan ng inspeksyon at pagsunod",
        knowsRegulators:
          "Alam kung aling mga awtoridad ang nagreregula sa site at kung kailan dapat i-escalate ang isang isyu",
      },
      professional: {
        preparesReports: "Naghahanda ng mga regulatory report tungkol sa produksyon, injection at emisyon",
        interpretsRegulations:
          "Nagbibigay-kahulugan sa mga regulasyon sa lisensya, paggamit ng tubig at kaligtasan para sa teknikal na gawain",
        supportsInspections:
          "Sumusuporta sa mga inspeksyon ng awtoridad at tinatapos ang pagtugon sa kanilang mga natuklasan",
      },
      senior: {
        securesPermits: "Kumukuha ng mga lisensya sa eksplorasyon at produksyon at ng mga pagbabago sa permit",
        managesCompliance: "Namamahala sa programa sa pagsunod at sa mga internal audit nito",
        negotiatesConditions: "Nakikipagnegosasyon sa mga awtoridad tungkol sa mga kondisyon ng permit",
      },
      expert: {
        shapesRegulation:
          "Nagpapayo sa mga mambabatas tungkol sa batas sa geothermal, pagmamay-ari ng resource at paglilisensya",
        harmonisesStandards: "Namumuno sa pagtutugma ng mga pamantayan ng iba't ibang bansa",
        representsIndustry: "Kumakatawan sa industriya sa mga konsultasyong pang-regulasyon",
      },
    },
    resourceAssessment: {
      associate: {
        supportsSurveys: "Sumusuporta sa geological mapping, geochemical sampling at mga geophysical survey",
        handlesSamples: "Nagtatala at humahawak ng drill cuttings, core at sample ng fluid",
        usesGis: "Inaayos ang datos mula sa field sa isang geographic information system (GIS)",
      },
      professional: {
        interpretsData:
          "Nagbibigay-kahulugan sa mga geothermometer at datos na geophysical tulad ng magnetotelluric at gravity survey",
        buildsConceptualModels:
          "Bumubuo ng mga conceptual model ng pinagmumulan ng init at ng mga upflow at outflow zone",
        estimatesCapacity: "Tinatantiya ang kapasidad ng resource gamit ang volumetric (stored-heat) na pamamaraan",
      },
      senior: {
        selectsTargets: "Pumipili ng mga target ng exploration well at isinasama ang mga resulta ng pagbabarena",
        reportsResources: "Naghahanda ng mga ulat sa resource at reserve ayon sa isang kinikilalang reporting code",
        reviewsAssessments: "Nagsasagawa ng peer review sa mga pagtatasa ng resource na ginawa ng iba",
      },
      expert: {
        leadsNationalAssessments: "Namumuno sa mga pambansa at panrehiyong pagtatasa ng resource",
        competentPerson: "Pumipirma sa mga pampublikong ulat sa resource bilang competent person",
        advancesMethods:
          "Pinauunlad ang mga pamamaraan ng pagtatasa para sa enhanced at supercritical na geothermal system",
      },
    },
    drillingOperations: {
      associate: {
        assistsRig: "Tumutulong sa rig crew sa paghawak ng tubo, drilling fluid at cementing sa ilalim ng superbisyon",
        monitorsParameters:
          "Binabantayan ang mga parameter ng pagbabarena at temperatura ng putik at iniuulat ang mga pagbabago",
        followsWellControl: "Sumusunod sa mga pamamaraan sa well control at kaligtasan laban sa hydrogen sulphide",
      },
      professional: {
        designsWells:
          "Nagdidisenyo ng mga programa sa casing, cementing at completion para sa mga balong mataas ang temperatura",
        supervisesOperations: "Nangangasiwa sa pagbabarena bilang wellsite engineer, kabilang ang directional drilling",
        managesDownholeProblems: "Nilulutas ang lost circulation, stuck pipe at iba pang problema sa loob ng balon",
      },
      senior: {
        plansCampaigns: "Nagpaplano ng mga multi-well campaign, pagpili ng rig at badyet sa pagbabarena",
        managesWellIntegrity: "Namamahala sa well integrity sa buong field, kabilang ang mga workover",
        leadsWellControl: "Namumuno sa kahandaan sa well control at sa kultura ng kaligtasan sa pagbabarena",
      },
      expert: {
        setsDrillingStrategy:
          "Nagtatakda ng estratehiya sa pagbabarena at mga technology roadmap na nagpapababa ng gastos bawat megawatt",
        advancesTechnology: "Pinauunlad ang teknolohiya sa malalim at superhot na pagbabarena",
        writesCodes: "Sumusulat ng mga pamantayan at code of practice para sa pagbabarena sa geothermal",
      },
    },
  },
} satisfies Namespaces["framework"];

export default framework;
