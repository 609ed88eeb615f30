/** English strings of the About page. */
const about = {
  meta: {
    title: "About — GeoCert",
    description:
      "Who GeoCert is: mission, governance, independence, how certification works, the standards we align with, and answers to common questions.",
  },
  header: {
    eyebrow: "About GeoCert",
    title: "A certification body for the people of geothermal energy",
    lead: "GeoCert is an independent, not-for-profit body that tests and certifies the competence of geothermal professionals, wherever they work.",
  },
  toc: {
    "who-we-are": "Who we are",
    governance: "Governance",
    independence: "Independence and impartiality",
    "how-it-works": "How certification works",
    standards: "Standards and accreditation",
    faq: "Frequently asked questions",
  },
  who: {
    heading: "Who we are",
    lead: "Founded by practitioners, educators and employers who wanted one trusted, portable proof of competence for the geothermal workforce.",
    mission: {
      title: "Mission",
      text: "To make the competence of geothermal professionals visible and comparable across borders, through fair, rigorous and affordable certification.",
    },
    vision: {
      title: "Vision",
      text: "A world where every geothermal project is built and run by people whose skills are recognised, whatever their country, language or path into the industry.",
    },
    values: {
      title: "Our values",
      items: {
        impartiality: {
          title: "Impartiality",
          text: "Decisions rest on evidence of competence alone, never on who pays, who trains or who employs a candidate.",
        },
        rigour: {
          title: "Rigour",
          text: "Every examination is built from the published framework, reviewed by subject experts and checked statistically.",
        },
        openness: {
          title: "Openness",
          text: "Our framework, fees, policies and pass rates are published, and anyone can verify a credential.",
        },
        inclusion: {
          title: "Inclusion",
          text: "Examinations in 11 languages, fee reductions where incomes are lower, and adjustments for candidates who need them.",
        },
      },
    },
  },
  governance: {
    heading: "Governance",
    lead: "A board of directors is responsible for GeoCert; an advisory board of practitioners and scholars guides the competency framework.",
    directorsHeading: "Board of directors",
    directorsLead:
      "Six directors, elected for three-year terms. At least two are independent of the industry, and one is a certified practitioner.",
    advisoryHeading: "Advisory board",
    advisoryLead:
      "Practitioners and scholars from five continents review the framework and the examination blueprints.",
    fictionalNote: "The people shown are fictional examples.",
    directorRoles: {
      chair: "Chair",
      viceChair: "Vice-chair",
      treasurer: "Treasurer",
      secretary: "Secretary",
      publicInterest: "Public-interest director",
      practitioner: "Practitioner director",
    },
    backgrounds: {
      energyRegulation: "Energy regulation",
      geothermalEngineering: "Geothermal engineering",
      publicFinance: "Public finance",
      vocationalEducation: "Vocational education",
      consumerProtection: "Consumer protection",
      plantOperations: "Power plant operations",
    },
    advisoryRoles: {
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
  independence: {
    heading: "Independence and impartiality",
    lead: "A certificate is only worth the trust behind it. These rules keep our decisions free from commercial pressure.",
    statement:
      "GeoCert certifies people; it does not train them. Contributors and partners fund the programme but have no say in examination content, marking or certification decisions. Every person involved in certification declares their interests, and the board reviews the risks to impartiality once a year and publishes the result.",
    pointsHeading: "How we protect impartiality",
    points: {
      separation:
        "Training and certification are kept apart: no one who trains a candidate examines or decides on that candidate.",
      conflicts:
        "Examiners, item writers and directors declare conflicts of interest, kept in a register we review every year.",
      committee:
        "An impartiality committee, with members from employers, workers, educators and the public, can overrule decisions that put impartiality at risk.",
      decisions:
        "Certification decisions are taken by trained reviewers who did not take part in the candidate's assessment.",
    },
  },
  process: {
    heading: "How certification works",
    lead: "Four steps, the same for every level and every country.",
    stepLabel: "Step {{number}}",
    steps: {
      learn: {
        title: "Learn",
        text: "Study the competency framework for your level, with any training provider or on the job. Free study guides and practice questions are in our resources.",
      },
      assess: {
        title: "Assess",
        text: "Apply with evidence of your experience, then take a proctored examination in your language at a test centre or online; higher levels add a practical or portfolio review.",
      },
      certify: {
        title: "Certify",
        text: "An independent reviewer checks the results. Successful candidates receive a digital certificate and a public record that employers can verify.",
      },
      maintain: {
        title: "Maintain",
        text: "Certificates last {{years}} years. Keep them current with continuing professional development and by following the code of conduct.",
      },
    },
  },
  standards: {
    heading: "Standards and accreditation",
    lead: "We build our programme on recognised international practice. We say where we stand and claim nothing we have not achieved.",
    status: {
      alignedWith: "Aligned with",
      workingTowards: "Working towards",
    },
    items: {
      iso17024: {
        title: "ISO/IEC 17024",
        text: "The international standard for bodies that certify persons. Our policies follow its requirements, and we are preparing to apply for accreditation by a national accreditation body; we are not accredited yet.",
      },
      iga: {
        title: "International Geothermal Association guidance",
        text: "Our competency framework draws on the IGA's published guidance on geothermal skills and good practice. This alignment is our own; it is not an endorsement by the IGA.",
      },
      regional: {
        title: "Regional geothermal associations",
        text: "We map our levels to the guidance of regional associations and national qualification frameworks, so certificates can sit beside local qualifications.",
      },
    },
    note: "GeoCert is a demonstration site: the organisation and its accreditation status are fictional.",
  },
  faq: {
    heading: "Frequently asked questions",
    lead: "What candidates and employers ask us most often.",
    items: {
      eligibility: {
        question: "Who can apply for certification?",
        answer:
          "Anyone working in or entering the geothermal sector. The Associate level needs no experience; Professional needs {{professionalYears}} years of relevant work, Senior {{seniorYears}}, and Expert Fellow a record of leadership reviewed by a panel.",
      },
      languages: {
        question: "In which languages can I take the examination?",
        answer:
          "In all 11 languages of this site: English, French, Spanish, Indonesian, Filipino, Japanese, Chinese, Swahili, Zulu, Icelandic and Turkish. Each translation is reviewed by practising engineers.",
      },
      fees: {
        question: "How much does certification cost?",
        answer:
          "Fees depend on the level and are published in full before you apply. Candidates from lower-income countries pay a reduced fee, and students pay half. There are no hidden charges for re-sits within a year.",
      },
      recertification: {
        question: "How do I keep my certificate valid?",
        answer:
          "Every {{years}} years you show {{minHours}} to {{maxHours}} hours of continuing professional development, depending on the level, and confirm you follow the code of conduct. If a certificate lapses, you have {{reinstatementMonths}} months to renew it without re-taking the examination.",
      },
      verification: {
        question: "How can an employer check a certificate?",
        answer:
          "Every certificate has a public record with its holder's name, level and status. Employers check one record with its number, or many at once with our bulk verification tool.",
      },
      privacy: {
        question: "What do you do with my personal data?",
        answer:
          "We use it only to run your certification. The public record shows your name, level, certificate number and status, nothing else. You can ask for a copy of your data or its deletion at any time, subject to the records we must keep.",
      },
      appeals: {
        question: "Can I appeal a decision?",
        answer:
          "Yes. You can appeal an examination result or a certification decision within 30 days. An appeals panel of people not involved in the original decision reviews it and answers within 30 days.",
      },
      accommodations: {
        question: "Can I get adjustments for a disability?",
        answer:
          "Yes. Extra time, a reader, large print, breaks or an accessible venue can be arranged. Ask when you apply; requests are handled confidentially.",
      },
      training: {
        question: "Do I need to take a particular course?",
        answer:
          "No. We do not require or sell training. Any course, university programme or experience that builds the competences of the framework prepares you.",
      },
    },
  },
};

export default about;
