import type { Namespaces } from "../types";

const home = {
  hero: {
    eyebrow: "Izindinganiso zomhlaba wonke · Izilimi ezingu-11 · Amazinga omsebenzi angu-4",
    titleStart: "Sinikeza izitifiketi",
    titleHighlight: "kubasebenzi bezokushisa komhlaba",
    titleEnd: "emhlabeni wonke",
    description:
      "Uhlaka oluzimele lwezitifiketi lomhlaba wonke lwabantu abathola, ababhola, abakha futhi abaqhuba amandla okushisa komhlaba — kusukela osukwini lokuqala emsebenzini kuya kuchwepheshe ohola umkhakha.",
    getCertified: "Thola Isitifiketi",
    learnMore: "Funda Kabanzi",
    illustrationLabel:
      "Umdwebo onqamula umhlaba obonisa umthombo wokushisa komhlaba ofinyelela endaweni egcina ukushisa",
  },
  mission: {
    heading: "Inhloso yethu",
    lead: "Ubufakazi bekhono obuthembekile futhi obamukelekayo yonke indawo kubo bonke ochwepheshe bezokushisa komhlaba, noma ngabe ukushisa kukuphi.",
    globalStandards: {
      title: "Izindinganiso zomhlaba wonke",
      text: "Uhlaka olulodwa lwamakhono, olubhalwe ngokubambisana nemboni nezikhungo zemfundo, olwamukelwa emazweni ahlukene nasemaphrojekthini.",
    },
    workforceDevelopment: {
      title: "Ukuthuthukiswa kwabasebenzi",
      text: "Izindlela ezicacile kusukela ezingeni lokuqala kuya ezingeni lezazi, kanye nezinsiza zokufunda ezivala izikhala zangempela zamakhono.",
    },
    industryLeadership: {
      title: "Ubuholi embonini",
      text: "Abaqashi, amanyuvesi nabalawuli babumba amakhono adingwa ushintsho lwezamandla.",
    },
  },
  stats: {
    heading: "Umthelela ngezinombolo",
    lead: "Umphakathi okhulayo wochwepheshe abanezitifiketi, ozakwethu nezinhlelo.",
    headline: {
      certifiedProfessionals: "Ochwepheshe abanezitifiketi",
      countries: "Amazwe",
      passRate: "Izinga lokuphasa",
      higherSalaries: "Amaholo aphezulu",
    },
    ecosystemHeading: "Ukukhula kwenethiwekhi yethu",
    ecosystem: {
      industryPartners: "Ozakwethu bemboni",
      academicInstitutions: "Izikhungo zemfundo",
      jobPlacements: "Abathole imisebenzi",
      trainingProgrammes: "Izinhlelo zokuqeqesha",
    },
    claims: {
      industryPartners: "+15 ozakwethu bemboni kulo nyaka",
      academicInstitutions: "+25 izikhungo zemfundo kulo nyaka",
      jobPlacements: "85% bathola imisebenzi kungakapheli izinyanga ezi-6",
    },
    researchHeading: "Okutholwe ucwaningo",
    research: {
      fasterProgress: "Ukuqhubeka ngokushesha emsebenzini kochwepheshe abanezitifiketi",
      employersPrefer: "Abaqashi abakhetha abafakizicelo abanezitifiketi",
      professionalsRecommend: "Ochwepheshe abancoma izitifiketi",
    },
  },
  careers: {
    heading: "Izindlela zomsebenzi",
    lead: "Amazinga amane ezitifiketi alandela umsebenzi wezokushisa komhlaba, kusukela emsebenzini wokuqala wasensimini kuya ebuholini bemboni.",
    typicalRoles: "Izikhundla ezivamile",
    salaryRange: "Ibanga lomholo",
    certification: "Isitifiketi",
    keySkillsHeading: "Amakhono abalulekile kuyo yonke indlela",
    viewCertifications: "Buka izitifiketi",
    exploreLearningNeeds: "Hlola izidingo zokufunda",
    levels: {
      associate: {
        level: "Izinga Lokuqala",
        certification: "Uchwepheshe Omsizi Wezokushisa Komhlaba",
        description:
          "Kwabasaqalayo nabashintsha imisebenzi abazi izisekelo zezinhlelo zokushisa komhlaba futhi abasebenza ngokuphepha ngaphansi kokuqondiswa.",
        roles: ["Uthekhinishiyeni wasensimini", "Ilungu elisha lethimba lokubhola", "Umqeqeshwa wokuqhuba isiteshi"],
      },
      professional: {
        level: "Uchwepheshe",
        certification: "Uchwepheshe Wezokushisa Komhlaba Onesitifiketi",
        description:
          "Kwabasebenzi abenza umsebenzi wobuchwepheshe bebodwa futhi basebenzise izindinganiso emaphrojekthini angempela.",
        roles: ["Unjiniyela wendawo egcina ukushisa", "Unjiniyela wokubhola", "Unjiniyela wokuqhuba isiteshi"],
      },
      senior: {
        level: "Uchwepheshe Omkhulu",
        certification: "Uchwepheshe Omkhulu Wezokushisa Komhlaba",
        description:
          "Kochwepheshe abanolwazi abahola amathimba, abagunyaza imiklamo futhi beluleke abanye emikhakheni ehlukahlukene.",
        roles: ["Unjiniyela omkhulu wendawo egcina ukushisa", "Umphathi wephrojekthi", "Umphathi wokusebenza"],
      },
      expert: {
        level: "Isazi Esihloniphekile",
        certification: "Isazi Esihloniphekile Sezokushisa Komhlaba",
        description:
          "Kubaholi abaqashelwayo ababumba izindlela zokusebenza, ucwaningo kanye nenqubomgomo yemboni yonke.",
        roles: ["Umqondisi wezobuchwepheshe", "Isazi esiyinhloko sesayensi yomhlaba", "Umeluleki wenqubomgomo"],
      },
    },
  },
  board: {
    heading: "Ibhodi labeluleki",
    lead: "Ochwepheshe nezifundiswa ezivela emazwekazini amahlanu baqondisa lolu hlaka.",
    fictionalNote: "Amalungu ebhodi aboniswayo ayizibonelo eziqanjiwe.",
    roles: {
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
  contributors: {
    heading: "Abanikeli bemboni",
    lead: "Izinhlangano ezixhasa ngezimali, ezibuyekeza futhi zihlole lolu hlaka.",
    tiers: {
      platinum: "Iplatinamu",
      gold: "Igolide",
      silver: "Isiliva",
    },
    tierLabel: "Abanikeli — {{tier}}",
    fictionalNote: "Amagama abanikeli ayizibonelo eziqanjiwe.",
    become: "Yiba ngumnikeli",
  },
  roadmap: {
    heading: "Uhlelo lokuthuthuka",
    lead: "Indlela uhlelo olukhula ngayo, isigaba ngesigaba.",
    phaseLabel: "Isigaba {{number}}",
    onwards: "Kusukela ngo-{{year}}",
    status: {
      completed: "Kuqediwe",
      "in-progress": "Kuyaqhubeka",
      upcoming: "Kuyeza",
    },
    itemDone: "kwenziwe",
    itemOpen: "akukenziwa",
    phases: {
      foundation: {
        title: "Isisekelo",
        items: {
          framework: "Ukushicilela uhlaka lwamakhono",
          board: "Ukusungula ibhodi labeluleki",
          associateExam: "Ukwethula isitifiketi sikaChwepheshe Omsizi",
          first100: "Izitifiketi zokuqala eziyi-100",
        },
      },
      growth: {
        title: "Ukukhula",
        items: {
          professionalExams: "Izivivinyo zikaChwepheshe nezikaChwepheshe Omkhulu",
          trainingPartners: "Ozakwethu bokuqeqesha abagunyaziwe",
          chapters: "Amagatsha ezifunda emazwekazini amane",
          milestone1000: "Ochwepheshe abanezitifiketi abangu-1,000",
        },
      },
      scale: {
        title: "Ukwandiswa",
        items: {
          expertFellowship: "Uhlelo Lwezazi Ezihloniphekile",
          recognition: "Izivumelwano zokwamukelana",
          onlineExams: "Izivivinyo eziku-inthanethi ezigadiwe ngezilimi ezingu-11",
          milestone5000: "Ochwepheshe abanezitifiketi abangu-5,000",
        },
      },
      maturity: {
        title: "Ukuvuthwa",
        items: {
          accreditation: "Ukugunyazwa ngokwe-ISO/IEC 17024",
          research: "Isikhungo socwaningo ngabasebenzi bemboni",
          continuingEducation: "Imakethe yemfundo eqhubekayo",
          governance: "Isisekelo esizimele sokubusa",
        },
      },
    },
  },
  newsletter: {
    heading: "Hlala Uxhumene Nathi",
    lead: "Izindaba zemboni, izinsiza ezintsha nezibuyekezo zezitifiketi, kanye ngenyanga.",
    emailLabel: "Ikheli le-imeyili",
    placeholder: "wena@example.com",
    subscribe: "Bhalisa",
    subscribing: "Kuyabhaliswa…",
    statsLabel: "Incwadi yezindaba ngezinombolo",
    stats: {
      subscribers: "Ababhalisile",
      openRate: "Izinga lokuvulwa",
      frequency: "Izikhathi",
      frequencyValue: "Nyanga zonke",
      resources: "Izinsiza ezabiwe",
    },
    notes: "Incwadi yezindaba yanyanga zonke • Asikho isipamu • Zikhiphe noma nini",
    success: "Siyabonga! Hlola ibhokisi lakho lemiyalezo: sithumele isixhumanisi sokuqinisekisa ukubhalisa.",
    errors: {
      required: "Sicela ufake ikheli lakho le-imeyili.",
      invalid: "Sicela ufake ikheli le-imeyili elivumelekile, njenge-igama@example.com.",
      rateLimited: "Imizamo iminingi kakhulu. Sicela uzame futhi emva komzuzu.",
      failed: "Asikwazanga ukulondoloza ukubhalisa kwakho. Sicela uzame futhi.",
    },
  },
  cta: {
    heading: "Usukulungele ukufakazela lokho okwaziyo?",
    lead: "Yenza isivivinyo sokulungela, usize ekubumbeni uhlaka, noma ukhulume nethimba lethu.",
    startCertification: "Qala ukuthola isitifiketi",
    participateSurvey: "Hlanganyela ocwaningweni",
    contactUs: "Xhumana nathi",
  },
} satisfies Namespaces["home"];

export default home;
