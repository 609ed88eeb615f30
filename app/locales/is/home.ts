import type { HomeMessages } from "../types";

const home = {
  hero: {
    eyebrow: "Alþjóðlegir staðlar · 11 tungumál · 4 starfsstig",
    titleStart: "Við vottum",
    titleHighlight: "starfsfólk í jarðvarma",
    titleEnd: "um allan heim",
    description:
      "Óháður, alþjóðlegur vottunarrammi fyrir fólkið sem finnur, borar, byggir og rekur jarðvarmaorku — frá fyrsta degi á vettvangi til sérfræðingsins sem leiðir greinina.",
    getCertified: "Fá vottun",
    learnMore: "Lesa meira",
    illustrationLabel: "Þversnið af jörðinni þar sem jarðhitahola nær niður í jarðhitageymi",
  },
  mission: {
    heading: "Markmið okkar",
    lead: "Traust og flytjanleg staðfesting á hæfni fyrir allt fagfólk í jarðvarma, hvar sem varmann er að finna.",
    globalStandards: {
      title: "Alþjóðlegir staðlar",
      text: "Einn hæfnirammi, saminn í samvinnu atvinnulífs og háskóla, viðurkenndur þvert á landamæri og verkefni.",
    },
    workforceDevelopment: {
      title: "Efling mannauðs",
      text: "Skýrar leiðir frá byrjunarstigi til sérfræðistigs, með námsefni sem brúar raunveruleg hæfnibil.",
    },
    industryLeadership: {
      title: "Forysta í greininni",
      text: "Vinnuveitendur, háskólar og eftirlitsaðilar móta þá hæfni sem orkuskiptin krefjast.",
    },
  },
  stats: {
    heading: "Árangur í tölum",
    lead: "Vaxandi samfélag vottaðs fagfólks, samstarfsaðila og námsleiða.",
    headline: {
      certifiedProfessionals: "Vottað fagfólk",
      countries: "Lönd",
      passRate: "Hlutfall sem stenst próf",
      higherSalaries: "Hærri laun",
    },
    ecosystemHeading: "Vöxtur samstarfsnetsins",
    ecosystem: {
      industryPartners: "Samstarfsaðilar í atvinnulífinu",
      academicInstitutions: "Menntastofnanir",
      jobPlacements: "Ráðningar í störf",
      trainingProgrammes: "Þjálfunarleiðir",
    },
    claims: {
      industryPartners: "+15 samstarfsaðilar í atvinnulífinu á þessu ári",
      academicInstitutions: "+25 menntastofnanir á þessu ári",
      jobPlacements: "85% fá starf innan 6 mánaða",
    },
    researchHeading: "Það sem rannsóknir sýna",
    research: {
      fasterProgress: "Hraðari starfsframi hjá vottuðu fagfólki",
      employersPrefer: "Hlutfall vinnuveitenda sem kjósa vottaða umsækjendur",
      professionalsRecommend: "Hlutfall fagfólks sem mælir með vottun",
    },
  },
  careers: {
    heading: "Starfsleiðir",
    lead: "Fjögur vottunarstig sem fylgja starfsferli í jarðvarma, frá fyrsta starfinu á vettvangi til forystu í greininni.",
    typicalRoles: "Dæmigerð störf",
    salaryRange: "Launabil",
    certification: "Vottun",
    keySkillsHeading: "Lykilhæfni á öllum stigum",
    viewCertifications: "Skoða vottanir",
    exploreLearningNeeds: "Kanna námsþarfir",
    levels: {
      associate: {
        level: "Byrjunarstig",
        certification: "Jarðvarmafagmaður – grunnvottun",
        description:
          "Fyrir nýliða og þá sem skipta um starfsvettvang, sem þekkja grundvallaratriði jarðvarmakerfa og vinna af öryggi undir handleiðslu.",
        roles: ["Tæknimaður á vettvangi", "Nýliði í borteymi", "Nemi í rekstri orkuvers"],
      },
      professional: {
        level: "Fagmaður",
        certification: "Vottaður jarðvarmafagmaður",
        description:
          "Fyrir starfandi fagfólk sem sinnir tæknistörfum sjálfstætt og beitir stöðlunum í raunverulegum verkefnum.",
        roles: ["Forðafræðingur", "Borverkfræðingur", "Rekstrarverkfræðingur orkuvers"],
      },
      senior: {
        level: "Reyndur fagmaður",
        certification: "Reyndur jarðvarmafagmaður",
        description: "Fyrir reynda sérfræðinga sem leiða teymi, samþykkja hönnun og leiðbeina öðrum þvert á fagsvið.",
        roles: ["Yfirforðafræðingur", "Verkefnastjóri", "Rekstrarstjóri"],
      },
      expert: {
        level: "Sérfræðifélagi",
        certification: "Sérfræðifélagi í jarðvarma",
        description: "Fyrir viðurkennda leiðtoga sem móta starfshætti, rannsóknir og stefnu fyrir greinina í heild.",
        roles: ["Tæknistjóri", "Aðaljarðvísindamaður", "Stefnuráðgjafi"],
      },
    },
  },
  board: {
    heading: "Ráðgjafarnefnd",
    lead: "Fagfólk og fræðimenn frá fimm heimsálfum móta stefnu rammans.",
    fictionalNote: "Nefndarmennirnir sem hér birtast eru skálduð dæmi.",
    roles: {
      chair: "Formaður",
      academicLead: "Leiðtogi fræðasamfélagsins",
      industryLead: "Leiðtogi atvinnulífsins",
      technicalAdvisor: "Tækniráðgjafi",
      workforceDevelopment: "Efling mannauðs",
      regionalAdvisor: "Svæðisráðgjafi",
    },
    expertise: {
      reservoirModelling: "Líkangerð jarðhitakerfa",
      geothermalEducation: "Menntun í jarðvarmafræðum",
      plantOperations: "Rekstur orkuvera",
      drillingSafety: "Öryggi við borun",
      skillsPolicy: "Hæfnistefna",
      asiaPacific: "Markaðir í Asíu og Kyrrahafi",
    },
  },
  contributors: {
    heading: "Bakhjarlar úr atvinnulífinu",
    lead: "Fyrirtæki og stofnanir sem fjármagna, rýna og prófa rammann.",
    tiers: {
      platinum: "Platína",
      gold: "Gull",
      silver: "Silfur",
    },
    tierLabel: "Bakhjarlar – {{tier}}",
    fictionalNote: "Nöfn bakhjarla eru skálduð dæmi.",
    become: "Gerast bakhjarl",
  },
  roadmap: {
    heading: "Þróunaráætlun",
    lead: "Hvernig starfið vex, áfanga fyrir áfanga.",
    phaseLabel: "Áfangi {{number}}",
    onwards: "Frá {{year}}",
    status: {
      completed: "Lokið",
      "in-progress": "Í vinnslu",
      upcoming: "Fram undan",
    },
    itemDone: "lokið",
    itemOpen: "ekki lokið",
    phases: {
      foundation: {
        title: "Grunnur",
        items: {
          framework: "Gefa út hæfnirammann",
          board: "Skipa ráðgjafarnefndina",
          associateExam: "Hleypa grunnvottuninni af stokkunum",
          first100: "Fyrstu 100 vottanirnar",
        },
      },
      growth: {
        title: "Vöxtur",
        items: {
          professionalExams: "Próf fyrir fagmenn og reynda fagmenn",
          trainingPartners: "Viðurkenndir þjálfunaraðilar",
          chapters: "Svæðisdeildir í fjórum heimsálfum",
          milestone1000: "1.000 vottaðir fagmenn",
        },
      },
      scale: {
        title: "Stækkun",
        items: {
          expertFellowship: "Námsleið fyrir sérfræðifélaga",
          recognition: "Samningar um gagnkvæma viðurkenningu",
          onlineExams: "Netpróf undir eftirliti á 11 tungumálum",
          milestone5000: "5.000 vottaðir fagmenn",
        },
      },
      maturity: {
        title: "Þroski",
        items: {
          accreditation: "Faggilding samkvæmt ISO/IEC 17024",
          research: "Rannsóknasetur um mannauð greinarinnar",
          continuingEducation: "Markaðstorg fyrir símenntun",
          governance: "Óháð sjálfseignarstofnun um stjórnarhætti",
        },
      },
    },
  },
  newsletter: {
    heading: "Fylgstu með",
    lead: "Fréttir úr greininni, nýtt efni og fréttir af vottunum, einu sinni í mánuði.",
    emailLabel: "Netfang",
    placeholder: "nafn@example.com",
    subscribe: "Skrá mig",
    subscribing: "Skráning í gangi…",
    statsLabel: "Fréttabréfið í tölum",
    stats: {
      subscribers: "Áskrifendur",
      openRate: "Opnunarhlutfall",
      frequency: "Tíðni",
      frequencyValue: "Mánaðarlega",
      resources: "Efni sem deilt hefur verið",
    },
    notes: "Mánaðarlegt fréttabréf • Enginn ruslpóstur • Hægt að segja upp hvenær sem er",
    success: "Takk fyrir! Athugaðu pósthólfið: við sendum hlekk til að staðfesta áskriftina.",
    errors: {
      required: "Vinsamlegast sláðu inn netfangið þitt.",
      invalid: "Vinsamlegast sláðu inn gilt netfang, t.d. nafn@example.com.",
      rateLimited: "Of margar tilraunir. Vinsamlegast reyndu aftur eftir eina mínútu.",
      failed: "Ekki tókst að vista áskriftina. Vinsamlegast reyndu aftur.",
    },
  },
  cta: {
    heading: "Viltu sýna hvað í þér býr?",
    lead: "Taktu stöðumatið, hjálpaðu okkur að móta rammann eða ræddu við teymið okkar.",
    startCertification: "Hefja vottun",
    participateSurvey: "Taka þátt í könnun",
    contactUs: "Hafa samband",
  },
} satisfies HomeMessages;

export default home;
