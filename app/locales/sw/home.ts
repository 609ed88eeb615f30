import type { Namespaces } from "../types";

const home = {
  hero: {
    eyebrow: "Viwango vya kimataifa · Lugha 11 · Ngazi 4 za taaluma",
    titleStart: "Kuthibitisha umahiri wa",
    titleHighlight: "wafanyakazi wa jotoardhi",
    titleEnd: "duniani kote",
    description:
      "Mfumo huru wa kimataifa wa uthibitisho kwa watu wanaotafuta, kuchimba, kujenga na kuendesha miradi ya nishati ya jotoardhi — kuanzia siku ya kwanza kazini hadi mtaalamu bingwa anayeongoza sekta.",
    getCertified: "Pata Cheti",
    learnMore: "Pata Maelezo Zaidi",
    illustrationLabel: "Mchoro wa sehemu-mkato ya ardhi unaoonyesha kisima cha jotoardhi kinachofikia hifadhi ya joto",
  },
  mission: {
    heading: "Dhamira yetu",
    lead: "Uthibitisho wa umahiri unaoaminika na unaotambulika kila mahali, kwa kila mtaalamu wa jotoardhi, popote joto lilipo.",
    globalStandards: {
      title: "Viwango vya kimataifa",
      text: "Mfumo mmoja wa umahiri, ulioandaliwa pamoja na sekta na taasisi za elimu, unaotambulika kuvuka mipaka na miradi.",
    },
    workforceDevelopment: {
      title: "Uendelezaji wa wafanyakazi",
      text: "Njia zilizo wazi kuanzia ngazi ya mwanzo hadi ngazi ya ubingwa, pamoja na nyenzo za kujifunzia zinazoziba mapengo halisi ya ujuzi.",
    },
    industryLeadership: {
      title: "Uongozi wa sekta",
      text: "Waajiri, vyuo vikuu na mamlaka za udhibiti wanaunda ujuzi unaohitajika katika mpito wa nishati.",
    },
  },
  stats: {
    heading: "Matokeo kwa takwimu",
    lead: "Jumuiya inayokua ya wataalamu waliothibitishwa, washirika na programu.",
    headline: {
      certifiedProfessionals: "Wataalamu waliothibitishwa",
      countries: "Nchi",
      passRate: "Kiwango cha kufaulu",
      higherSalaries: "Mishahara ya juu zaidi",
    },
    ecosystemHeading: "Ukuaji wa mtandao wetu",
    ecosystem: {
      industryPartners: "Washirika wa sekta",
      academicInstitutions: "Taasisi za elimu",
      jobPlacements: "Waliopata ajira",
      trainingProgrammes: "Programu za mafunzo",
    },
    claims: {
      industryPartners: "+15 washirika wa sekta mwaka huu",
      academicInstitutions: "+25 taasisi za elimu mwaka huu",
      jobPlacements: "85% hupata ajira ndani ya miezi 6",
    },
    researchHeading: "Utafiti unaonyesha nini",
    research: {
      fasterProgress: "Maendeleo ya haraka zaidi kikazi kwa wataalamu waliothibitishwa",
      employersPrefer: "Waajiri wanaopendelea waombaji waliothibitishwa",
      professionalsRecommend: "Wataalamu wanaopendekeza uthibitisho",
    },
  },
  careers: {
    heading: "Njia za taaluma",
    lead: "Ngazi nne za uthibitisho zinazofuata safari ya taaluma ya jotoardhi, kuanzia kazi ya kwanza uwandani hadi uongozi wa sekta.",
    typicalRoles: "Nafasi za kawaida za kazi",
    salaryRange: "Kiwango cha mshahara",
    certification: "Cheti",
    keySkillsHeading: "Ujuzi muhimu katika njia nzima",
    viewCertifications: "Tazama vyeti",
    exploreLearningNeeds: "Chunguza mahitaji ya kujifunza",
    levels: {
      associate: {
        level: "Ngazi ya Mwanzo",
        certification: "Mtaalamu Mshiriki wa Jotoardhi",
        description:
          "Kwa wanaoanza na wanaobadilisha taaluma, wanaoelewa misingi ya mifumo ya jotoardhi na kufanya kazi kwa usalama chini ya usimamizi.",
        roles: ["Fundi wa uwandani", "Mfanyakazi mwanafunzi wa timu ya uchimbaji", "Mwanafunzi mwendeshaji wa mtambo"],
      },
      professional: {
        level: "Mtaalamu",
        certification: "Mtaalamu wa Jotoardhi Aliyethibitishwa",
        description: "Kwa wataalamu wanaotekeleza kazi za kiufundi wenyewe na kutumia viwango katika miradi halisi.",
        roles: ["Mhandisi wa hifadhi ya jotoardhi", "Mhandisi wa uchimbaji", "Mhandisi wa uendeshaji wa mtambo"],
      },
      senior: {
        level: "Mtaalamu Mwandamizi",
        certification: "Mtaalamu Mwandamizi wa Jotoardhi",
        description:
          "Kwa wataalamu wenye uzoefu wanaoongoza timu, kuidhinisha miundo na kuwaelekeza wengine katika fani mbalimbali.",
        roles: ["Mhandisi mkuu wa hifadhi ya jotoardhi", "Meneja wa mradi", "Meneja wa uendeshaji"],
      },
      expert: {
        level: "Mtaalamu Bingwa",
        certification: "Mtaalamu Bingwa wa Jotoardhi",
        description: "Kwa viongozi wanaotambulika wanaounda utendaji, utafiti na sera kwa sekta nzima.",
        roles: ["Mkurugenzi wa ufundi", "Mwanajiosayansi mkuu", "Mshauri wa sera"],
      },
    },
  },
  board: {
    heading: "Bodi ya ushauri",
    lead: "Wataalamu na wasomi kutoka mabara matano wanaongoza mfumo huu.",
    fictionalNote: "Wajumbe wa bodi wanaoonyeshwa ni mifano ya kubuni.",
    roles: {
      chair: "Mwenyekiti",
      academicLead: "Kiongozi wa Masuala ya Kitaaluma",
      industryLead: "Kiongozi wa Masuala ya Sekta",
      technicalAdvisor: "Mshauri wa Ufundi",
      workforceDevelopment: "Uendelezaji wa Wafanyakazi",
      regionalAdvisor: "Mshauri wa Kikanda",
    },
    expertise: {
      reservoirModelling: "Uundaji wa modeli za hifadhi ya jotoardhi",
      geothermalEducation: "Elimu ya jotoardhi",
      plantOperations: "Uendeshaji wa mitambo",
      drillingSafety: "Usalama wa uchimbaji",
      skillsPolicy: "Sera ya ujuzi",
      asiaPacific: "Masoko ya Asia na Pasifiki",
    },
  },
  contributors: {
    heading: "Wachangiaji kutoka sekta",
    lead: "Mashirika yanayofadhili, kukagua na kujaribu mfumo huu.",
    tiers: {
      platinum: "Platinamu",
      gold: "Dhahabu",
      silver: "Fedha",
    },
    tierLabel: "Wachangiaji wa ngazi ya {{tier}}",
    fictionalNote: "Majina ya wachangiaji ni mifano ya kubuni.",
    become: "Kuwa mchangiaji",
  },
  roadmap: {
    heading: "Ramani ya maendeleo",
    lead: "Jinsi programu inavyokua, awamu kwa awamu.",
    phaseLabel: "Awamu ya {{number}}",
    onwards: "Kuanzia {{year}}",
    status: {
      completed: "Imekamilika",
      "in-progress": "Inaendelea",
      upcoming: "Inakuja",
    },
    itemDone: "imekamilika",
    itemOpen: "bado haijakamilika",
    phases: {
      foundation: {
        title: "Msingi",
        items: {
          framework: "Kuchapisha mfumo wa umahiri",
          board: "Kuunda bodi ya ushauri",
          associateExam: "Kuzindua cheti cha Mtaalamu Mshiriki",
          first100: "Vyeti 100 vya kwanza",
        },
      },
      growth: {
        title: "Ukuaji",
        items: {
          professionalExams: "Mitihani ya ngazi ya Mtaalamu na Mtaalamu Mwandamizi",
          trainingPartners: "Washirika wa mafunzo walioidhinishwa",
          chapters: "Matawi ya kikanda katika mabara manne",
          milestone1000: "Wataalamu 1,000 waliothibitishwa",
        },
      },
      scale: {
        title: "Upanuzi",
        items: {
          expertFellowship: "Programu ya Wataalamu Bingwa",
          recognition: "Makubaliano ya kutambuana",
          onlineExams: "Mitihani ya mtandaoni inayosimamiwa kwa lugha 11",
          milestone5000: "Wataalamu 5,000 waliothibitishwa",
        },
      },
      maturity: {
        title: "Ukomavu",
        items: {
          accreditation: "Ithibati ya ISO/IEC 17024",
          research: "Kituo cha utafiti kuhusu wafanyakazi wa sekta",
          continuingEducation: "Soko la elimu endelevu",
          governance: "Wakfu huru wa usimamizi",
        },
      },
    },
  },
  newsletter: {
    heading: "Endelea Kuwasiliana Nasi",
    lead: "Habari za sekta, nyenzo mpya na taarifa kuhusu vyeti, mara moja kwa mwezi.",
    emailLabel: "Anwani ya barua pepe",
    placeholder: "wewe@example.com",
    subscribe: "Jisajili",
    subscribing: "Inasajili…",
    statsLabel: "Jarida kwa takwimu",
    stats: {
      subscribers: "Waliojisajili",
      openRate: "Kiwango cha kufunguliwa",
      frequency: "Marudio",
      frequencyValue: "Kila mwezi",
      resources: "Nyenzo zilizoshirikiwa",
    },
    notes: "Jarida la kila mwezi • Hakuna barua taka • Jiondoe wakati wowote",
    success: "Asante! Angalia kikasha chako: tumetuma kiungo cha kuthibitisha usajili.",
    errors: {
      required: "Tafadhali weka anwani yako ya barua pepe.",
      invalid: "Tafadhali weka anwani sahihi ya barua pepe, kama jina@example.com.",
      rateLimited: "Majaribio mengi mno. Tafadhali jaribu tena baada ya dakika moja.",
      failed: "Hatukuweza kuhifadhi usajili wako. Tafadhali jaribu tena.",
    },
  },
  cta: {
    heading: "Uko tayari kuthibitisha unachokijua?",
    lead: "Fanya jaribio la utayari, saidia kuunda mfumo, au zungumza na timu yetu.",
    startCertification: "Anza uthibitisho",
    participateSurvey: "Shiriki katika utafiti",
    contactUs: "Wasiliana nasi",
  },
} satisfies Namespaces["home"];

export default home;
