/** English home strings: the reference the other languages must match (app/locales/types.ts). */
const home = {
  hero: {
    eyebrow: "Global standards · 11 languages · 4 career levels",
    titleStart: "Certifying the",
    titleHighlight: "geothermal workforce",
    titleEnd: "of the world",
    description:
      "An independent, global certification framework for the people who find, drill, build and run geothermal energy — from the first day on site to the expert who leads the field.",
    getCertified: "Get Certified",
    learnMore: "Learn More",
    illustrationLabel: "Cross-section of the earth with a geothermal well reaching a heat reservoir",
  },
  mission: {
    heading: "Our mission",
    lead: "A trusted, portable proof of competence for every geothermal professional, wherever the heat is.",
    globalStandards: {
      title: "Global standards",
      text: "One competency framework, written with industry and academia, recognised across borders and projects.",
    },
    workforceDevelopment: {
      title: "Workforce development",
      text: "Clear pathways from entry level to expert, with learning resources that close real skill gaps.",
    },
    industryLeadership: {
      title: "Industry leadership",
      text: "Employers, universities and regulators shaping the skills the energy transition needs.",
    },
  },
  stats: {
    heading: "Impact in numbers",
    lead: "A growing community of certified professionals, partners and programmes.",
    headline: {
      certifiedProfessionals: "Certified professionals",
      countries: "Countries",
      passRate: "Pass rate",
      higherSalaries: "Higher salaries",
    },
    ecosystemHeading: "Ecosystem growth",
    ecosystem: {
      industryPartners: "Industry partners",
      academicInstitutions: "Academic institutions",
      jobPlacements: "Job placements",
      trainingProgrammes: "Training programmes",
    },
    claims: {
      industryPartners: "+15 industry partners this year",
      academicInstitutions: "+25 academic institutions this year",
      jobPlacements: "85% job placements within 6 months",
    },
    researchHeading: "What research shows",
    research: {
      fasterProgress: "Faster career progress for certified professionals",
      employersPrefer: "Of employers prefer certified candidates",
      professionalsRecommend: "Of professionals recommend certification",
    },
  },
  careers: {
    heading: "Career pathways",
    lead: "Four levels of certification that follow a geothermal career, from the first field job to industry leadership.",
    typicalRoles: "Typical roles",
    salaryRange: "Salary range",
    certification: "Certification",
    keySkillsHeading: "Key skills across the pathway",
    viewCertifications: "View certifications",
    exploreLearningNeeds: "Explore learning needs",
    levels: {
      associate: {
        level: "Entry Level",
        certification: "Associate Geothermal Professional",
        description:
          "For newcomers and career changers who know the fundamentals of geothermal systems and work safely under supervision.",
        roles: ["Field technician", "Junior drilling crew", "Plant operator trainee"],
      },
      professional: {
        level: "Professional",
        certification: "Certified Geothermal Professional",
        description:
          "For practitioners who carry out technical work on their own and apply the standards on real projects.",
        roles: ["Reservoir engineer", "Drilling engineer", "Plant operations engineer"],
      },
      senior: {
        level: "Senior Professional",
        certification: "Senior Geothermal Professional",
        description:
          "For experienced specialists who lead teams, sign off designs and mentor others across disciplines.",
        roles: ["Lead reservoir engineer", "Project manager", "Operations manager"],
      },
      expert: {
        level: "Expert Fellow",
        certification: "Geothermal Expert Fellow",
        description: "For recognised leaders who shape practice, research and policy for the whole industry.",
        roles: ["Technical director", "Chief geoscientist", "Policy advisor"],
      },
    },
  },
  board: {
    heading: "Advisory board",
    lead: "Practitioners and scholars from five continents guide the framework.",
    fictionalNote: "The board members shown are fictional examples.",
    roles: {
      chair: "Chair",
      academicLead: "Academic Lead",
      industryLead: "Industry Lead",
      technicalAdvisor: "Technical Advisor",
      workforceDevelopment: "Workforce Development",
      regionalAdvisor: "Regional Advisor",
    },
    expertise: {
      reservoirModelling: "Reservoir modelling",
      geothermalEducation: "Geothermal education",
      plantOperations: "Plant operations",
      drillingSafety: "Drilling safety",
      skillsPolicy: "Skills policy",
      asiaPacific: "Asia-Pacific markets",
    },
  },
  contributors: {
    heading: "Industry contributors",
    lead: "Organisations that fund, review and test the framework.",
    tiers: {
      platinum: "Platinum",
      gold: "Gold",
      silver: "Silver",
    },
    tierLabel: "{{tier}} contributors",
    fictionalNote: "Contributor names are fictional examples.",
    become: "Become a contributor",
  },
  roadmap: {
    heading: "Development roadmap",
    lead: "How the programme grows, phase by phase.",
    phaseLabel: "Phase {{number}}",
    onwards: "{{year}} onwards",
    status: {
      completed: "Completed",
      "in-progress": "In progress",
      upcoming: "Upcoming",
    },
    itemDone: "done",
    itemOpen: "not yet done",
    phases: {
      foundation: {
        title: "Foundation",
        items: {
          framework: "Publish the competency framework",
          board: "Form the advisory board",
          associateExam: "Launch the associate certification",
          first100: "First 100 certifications",
        },
      },
      growth: {
        title: "Growth",
        items: {
          professionalExams: "Professional and senior examinations",
          trainingPartners: "Accredited training partners",
          chapters: "Regional chapters on four continents",
          milestone1000: "1,000 certified professionals",
        },
      },
      scale: {
        title: "Scale",
        items: {
          expertFellowship: "Expert fellowship programme",
          recognition: "Mutual recognition agreements",
          onlineExams: "Proctored online exams in 11 languages",
          milestone5000: "5,000 certified professionals",
        },
      },
      maturity: {
        title: "Maturity",
        items: {
          accreditation: "ISO/IEC 17024 accreditation",
          research: "Workforce research observatory",
          continuingEducation: "Continuing education marketplace",
          governance: "Independent governance foundation",
        },
      },
    },
  },
  newsletter: {
    heading: "Stay Connected",
    lead: "Industry news, new resources and certification updates, once a month.",
    emailLabel: "Email address",
    placeholder: "you@example.com",
    subscribe: "Subscribe",
    subscribing: "Subscribing…",
    statsLabel: "Newsletter in numbers",
    stats: {
      subscribers: "Subscribers",
      openRate: "Open rate",
      frequency: "Frequency",
      frequencyValue: "Monthly",
      resources: "Resources shared",
    },
    notes: "Monthly newsletter • No spam • Unsubscribe anytime",
    success: "Thank you! Check your inbox: we have sent a link to confirm the subscription.",
    errors: {
      required: "Please enter your email address.",
      invalid: "Please enter a valid email address, like name@example.com.",
      rateLimited: "Too many attempts. Please try again in a minute.",
      failed: "We could not save your subscription. Please try again.",
    },
  },
  cta: {
    heading: "Ready to prove what you know?",
    lead: "Take the readiness quiz, help shape the framework, or talk to our team.",
    startCertification: "Start certification",
    participateSurvey: "Participate in survey",
    contactUs: "Contact us",
  },
};

export default home;
