/** English strings of the Partners page. */
const partners = {
  meta: {
    title: "Partners — GeoCert",
    description:
      "The organisations that fund, review and test the GeoCert programme, what each partner tier brings, how to become a partner, and tools to verify credentials.",
  },
  header: {
    eyebrow: "Partners",
    title: "Partners and contributors",
    lead: "Employers, developers and training organisations that fund, review and test the programme, without any say in who gets certified.",
  },
  tiers: {
    heading: "Our contributors",
    lead: "Three tiers of support. Every contributor accepts the same impartiality rules, whatever its tier.",
    tierLabel: "{{tier}} contributors",
    names: {
      platinum: "Platinum",
      gold: "Gold",
      silver: "Silver",
    },
    fictionalNote: "All organisations named on this page are fictional examples.",
  },
  benefits: {
    heading: "Partner benefits",
    lead: "What each tier includes, every year of the partnership.",
    caption: "Benefits by partner tier",
    benefit: "Benefit",
    included: "Included",
    notIncluded: "Not included",
    perYear: "{{value}} a year",
    rows: {
      listing: "Listing on this site and in the annual report",
      bulkVerification: "Bulk verification of candidates' credentials",
      examVouchers: "Examination vouchers for staff",
      eventPlaces: "Free places at GeoCert events",
      reviewPanels: "Seats on technical review panels",
      coHostedEvents: "Co-hosted regional events",
      pilotAccess: "Early access to pilot examinations",
      workingGroup: "A member on a framework working group",
    },
    note: "Review panels comment on the framework; they never see live examination questions or candidates' results.",
  },
  join: {
    heading: "How to become a partner",
    lead: "From first enquiry to a signed agreement usually takes four to six weeks.",
    steps: {
      apply: {
        title: "Apply",
        text: "Tell us about your organisation and the tier you have in mind with the online form.",
      },
      conversation: {
        title: "Talk with us",
        text: "Our partnerships team calls you to agree goals, benefits and the contribution for your tier.",
      },
      agreement: {
        title: "Sign the agreement",
        text: "The agreement includes our impartiality undertakings, which every partner accepts.",
      },
      onboarding: {
        title: "Get started",
        text: "We add you to the site, set up your verification account and send your examination vouchers.",
      },
    },
    apply: "Apply to become a partner",
  },
  tools: {
    heading: "Verification tools",
    lead: "Check that the people you hire hold the credentials they claim.",
    items: {
      verify: {
        title: "Verify a credential",
        text: "Enter a certificate number to see its holder, level and status.",
        link: "Verify a credential",
      },
      bulkVerify: {
        title: "Bulk verification",
        text: "Upload a list of certificate numbers and check them all at once: made for hiring teams and contractors.",
        link: "Verify many credentials",
      },
    },
  },
  faq: {
    heading: "Questions from partners",
    lead: "The answers organisations ask for before they join.",
    items: {
      who: {
        question: "Which organisations can become partners?",
        answer:
          "Employers, developers, operators, equipment makers, consultancies, universities and training providers active in geothermal energy, in any country.",
      },
      influence: {
        question: "Does a partnership influence certification decisions?",
        answer:
          "No. Partners never see examination questions, take part in marking or learn candidates' results. Our impartiality committee reviews every partnership once a year.",
      },
      contribution: {
        question: "How much does a partnership cost?",
        answer:
          "The yearly contribution depends on the tier and on the size of your organisation; we agree it in the first conversation and publish the scale in our annual report.",
      },
      changeTier: {
        question: "Can we change tier later?",
        answer: "Yes, at each yearly renewal. Benefits of the new tier start on the renewal date.",
      },
      nonprofits: {
        question: "Are there terms for small organisations and non-profits?",
        answer:
          "Yes. Universities, non-profits and companies with fewer than 50 staff pay a reduced contribution for the Silver tier.",
      },
    },
  },
};

export default partners;
