import type { Namespaces } from "../types";

/** Tagalog strings of the home namespace (complete). */
const home = {
  hero: {
    eyebrow: "Mga pandaigdigang pamantayan · 11 wika · 4 na antas ng karera",
    titleStart: "Nagsesertipika sa",
    titleHighlight: "mga manggagawa sa geothermal",
    titleEnd: "ng buong mundo",
    description:
      "Isang independiyente at pandaigdigang balangkas ng sertipikasyon para sa mga taong naghahanap, nagbabarena, nagtatayo at nagpapatakbo ng enerhiyang geothermal — mula sa unang araw sa site hanggang sa ekspertong nangunguna sa larangan.",
    getCertified: "Magpasertipika",
    learnMore: "Alamin Pa",
    illustrationLabel: "Cross-section ng lupa na may balong geothermal na umaabot sa reservoir ng init",
  },
  mission: {
    heading: "Ang aming misyon",
    lead: "Isang mapagkakatiwalaang patunay ng kakayahan na madadala ng bawat propesyonal sa geothermal, saanman naroon ang init.",
    globalStandards: {
      title: "Mga pandaigdigang pamantayan",
      text: "Iisang balangkas ng kakayahan, na binuo kasama ng industriya at akademya, at kinikilala sa iba't ibang bansa at proyekto.",
    },
    workforceDevelopment: {
      title: "Pagpapaunlad ng mga manggagawa",
      text: "Malinaw na landas mula panimulang antas hanggang eksperto, kasama ang mga mapagkukunan sa pag-aaral na tumutugon sa tunay na kakulangan sa kasanayan.",
    },
    industryLeadership: {
      title: "Pamumuno sa industriya",
      text: "Mga employer, unibersidad at regulator na humuhubog sa mga kasanayang kailangan ng transisyon sa enerhiya.",
    },
  },
  stats: {
    heading: "Ang epekto sa mga numero",
    lead: "Isang lumalaking komunidad ng mga sertipikadong propesyonal, katuwang at programa.",
    headline: {
      certifiedProfessionals: "Mga sertipikadong propesyonal",
      countries: "Mga bansa",
      passRate: "Porsiyento ng pumapasa",
      higherSalaries: "Mas mataas na sahod",
    },
    ecosystemHeading: "Paglago ng ekosistema",
    ecosystem: {
      industryPartners: "Mga katuwang sa industriya",
      academicInstitutions: "Mga institusyong akademiko",
      jobPlacements: "Mga nailagay sa trabaho",
      trainingProgrammes: "Mga programa sa pagsasanay",
    },
    claims: {
      industryPartners: "+15 katuwang sa industriya ngayong taon",
      academicInstitutions: "+25 institusyong akademiko ngayong taon",
      jobPlacements: "85% ang nagkatrabaho sa loob ng 6 na buwan",
    },
    researchHeading: "Ang ipinapakita ng pananaliksik",
    research: {
      fasterProgress: "Mas mabilis na pag-asenso sa karera ng mga sertipikadong propesyonal",
      employersPrefer: "Ng mga employer ang mas pumipili ng mga sertipikadong kandidato",
      professionalsRecommend: "Ng mga propesyonal ang nagrerekomenda ng sertipikasyon",
    },
  },
  careers: {
    heading: "Mga landas ng karera",
    lead: "Apat na antas ng sertipikasyon na sumusunod sa karera sa geothermal, mula sa unang trabaho sa field hanggang sa pamumuno sa industriya.",
    typicalRoles: "Karaniwang mga tungkulin",
    salaryRange: "Saklaw ng sahod",
    certification: "Sertipikasyon",
    keySkillsHeading: "Mga pangunahing kasanayan sa buong landas",
    viewCertifications: "Tingnan ang mga sertipikasyon",
    exploreLearningNeeds: "Tuklasin ang mga pangangailangan sa pag-aaral",
    levels: {
      associate: {
        level: "Panimulang Antas",
        certification: "Associate Geothermal Professional",
        description:
          "Para sa mga baguhan at nagpapalit ng karera na nakauunawa sa mga batayan ng mga sistemang geothermal at ligtas na nagtatrabaho sa ilalim ng superbisyon.",
        roles: ["Technician sa field", "Junior na tauhan sa pagbabarena", "Trainee na operator ng planta"],
      },
      professional: {
        level: "Propesyonal",
        certification: "Certified Geothermal Professional",
        description:
          "Para sa mga practitioner na nagsasagawa ng teknikal na gawain nang nakapag-iisa at naglalapat ng mga pamantayan sa mga tunay na proyekto.",
        roles: ["Inhinyero ng reservoir", "Inhinyero sa pagbabarena", "Inhinyero sa operasyon ng planta"],
      },
      senior: {
        level: "Senior na Propesyonal",
        certification: "Senior Geothermal Professional",
        description:
          "Para sa mga bihasang espesyalista na namumuno sa mga koponan, nag-aapruba ng mga disenyo at gumagabay sa iba sa iba't ibang disiplina.",
        roles: ["Punong inhinyero ng reservoir", "Tagapamahala ng proyekto", "Tagapamahala ng operasyon"],
      },
      expert: {
        level: "Expert Fellow",
        certification: "Geothermal Expert Fellow",
        description:
          "Para sa mga kinikilalang lider na humuhubog sa praktika, pananaliksik at patakaran ng buong industriya.",
        roles: ["Teknikal na direktor", "Punong geoscientist", "Tagapayo sa patakaran"],
      },
    },
  },
  board: {
    heading: "Lupon ng mga tagapayo",
    lead: "Mga practitioner at iskolar mula sa limang kontinente ang gumagabay sa balangkas.",
    fictionalNote: "Kathang-isip na halimbawa lamang ang mga miyembro ng lupon na ipinapakita.",
    roles: {
      chair: "Tagapangulo",
      academicLead: "Pinuno sa Akademya",
      industryLead: "Pinuno sa Industriya",
      technicalAdvisor: "Teknikal na Tagapayo",
      workforceDevelopment: "Pagpapaunlad ng mga Manggagawa",
      regionalAdvisor: "Panrehiyong Tagapayo",
    },
    expertise: {
      reservoirModelling: "Pagmomodelo ng reservoir",
      geothermalEducation: "Edukasyon sa geothermal",
      plantOperations: "Operasyon ng planta",
      drillingSafety: "Kaligtasan sa pagbabarena",
      skillsPolicy: "Patakaran sa kasanayan",
      asiaPacific: "Mga merkado sa Asia-Pacific",
    },
  },
  contributors: {
    heading: "Mga kontribyutor mula sa industriya",
    lead: "Mga organisasyong nagpopondo, nagsusuri at sumusubok sa balangkas.",
    tiers: {
      platinum: "Platinum",
      gold: "Ginto",
      silver: "Pilak",
    },
    tierLabel: "Mga kontribyutor na {{tier}}",
    fictionalNote: "Kathang-isip na halimbawa lamang ang mga pangalan ng kontribyutor.",
    become: "Maging kontribyutor",
  },
  roadmap: {
    heading: "Roadmap ng pag-unlad",
    lead: "Kung paano lumalago ang programa, yugto-yugto.",
    phaseLabel: "Yugto {{number}}",
    onwards: "Mula {{year}} pataas",
    status: {
      completed: "Natapos na",
      "in-progress": "Isinasagawa",
      upcoming: "Paparating",
    },
    itemDone: "tapos na",
    itemOpen: "hindi pa tapos",
    phases: {
      foundation: {
        title: "Pundasyon",
        items: {
          framework: "Ilathala ang balangkas ng kakayahan",
          board: "Buuin ang lupon ng mga tagapayo",
          associateExam: "Ilunsad ang sertipikasyong Associate",
          first100: "Unang 100 sertipikasyon",
        },
      },
      growth: {
        title: "Paglago",
        items: {
          professionalExams: "Mga pagsusulit para sa Propesyonal at Senior na Propesyonal",
          trainingPartners: "Mga akreditadong katuwang sa pagsasanay",
          chapters: "Mga panrehiyong sangay sa apat na kontinente",
          milestone1000: "1,000 sertipikadong propesyonal",
        },
      },
      scale: {
        title: "Pagpapalawak",
        items: {
          expertFellowship: "Programang Expert Fellow",
          recognition: "Mga kasunduan sa magkaparehong pagkilala",
          onlineExams: "Mga online na pagsusulit na may proctor sa 11 wika",
          milestone5000: "5,000 sertipikadong propesyonal",
        },
      },
      maturity: {
        title: "Ganap na Pag-unlad",
        items: {
          accreditation: "Akreditasyong ISO/IEC 17024",
          research: "Obserbatoryo ng pananaliksik sa mga manggagawa",
          continuingEducation: "Pamilihan ng tuloy-tuloy na edukasyon",
          governance: "Independiyenteng pundasyon para sa pamamahala",
        },
      },
    },
  },
  newsletter: {
    heading: "Manatiling Konektado",
    lead: "Balita sa industriya, mga bagong mapagkukunan at update sa sertipikasyon, minsan sa isang buwan.",
    emailLabel: "Email address",
    placeholder: "kayo@example.com",
    subscribe: "Mag-subscribe",
    subscribing: "Nagsu-subscribe…",
    statsLabel: "Ang newsletter sa mga numero",
    stats: {
      subscribers: "Mga subscriber",
      openRate: "Porsiyento ng nagbubukas",
      frequency: "Dalas",
      frequencyValue: "Buwan-buwan",
      resources: "Mga naibahaging mapagkukunan",
    },
    notes: "Buwanang newsletter • Walang spam • Maaaring mag-unsubscribe anumang oras",
    success: "Salamat! Tingnan ang inyong inbox: nagpadala kami ng link para kumpirmahin ang subscription.",
    errors: {
      required: "Pakilagay ang inyong email address.",
      invalid: "Pakilagay ang wastong email address, tulad ng name@example.com.",
      rateLimited: "Masyadong maraming pagsubok. Pakisubukang muli pagkalipas ng isang minuto.",
      failed: "Hindi namin nai-save ang inyong subscription. Pakisubukang muli.",
    },
  },
  cta: {
    heading: "Handa na ba kayong patunayan ang inyong kaalaman?",
    lead: "Sagutan ang pagsusulit sa kahandaan, tumulong sa paghubog ng balangkas, o makipag-usap sa aming koponan.",
    startCertification: "Simulan ang sertipikasyon",
    participateSurvey: "Lumahok sa survey",
    contactUs: "Makipag-ugnayan sa amin",
  },
} satisfies Namespaces["home"];

export default home;
