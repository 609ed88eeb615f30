import type { Namespaces } from "../types";

const partners = {
  meta: {
    title: "Samstarfsaðilar — GeoCert",
    description:
      "Samtökin sem fjármagna, rýna og prófa GeoCert-starfið, hvað hvert samstarfsstig felur í sér, hvernig gerast má samstarfsaðili og verkfæri til að sannreyna vottanir.",
  },
  header: {
    eyebrow: "Samstarfsaðilar",
    title: "Samstarfsaðilar og bakhjarlar",
    lead: "Vinnuveitendur, þróunaraðilar og fræðslufyrirtæki sem fjármagna, rýna og prófa starfið án þess að hafa nokkuð að segja um hverjir fá vottun.",
  },
  tiers: {
    heading: "Bakhjarlar okkar",
    lead: "Þrjú stig stuðnings. Allir bakhjarlar undirgangast sömu reglur um hlutleysi, á hvaða stigi sem þeir eru.",
    tierLabel: "Bakhjarlar – {{tier}}",
    names: {
      platinum: "Platína",
      gold: "Gull",
      silver: "Silfur",
    },
    fictionalNote: "Öll samtök sem nefnd eru á þessari síðu eru skálduð.",
  },
  benefits: {
    heading: "Ávinningur samstarfsaðila",
    lead: "Það sem hvert stig felur í sér, á hverju ári samstarfsins.",
    caption: "Ávinningur eftir samstarfsstigi",
    benefit: "Ávinningur",
    included: "Innifalið",
    notIncluded: "Ekki innifalið",
    perYear: "{{value}} á ári",
    rows: {
      listing: "Skráning á þessum vef og í ársskýrslu",
      bulkVerification: "Magnsannprófun á vottunum umsækjenda",
      examVouchers: "Prófávísanir fyrir starfsfólk",
      eventPlaces: "Ókeypis sæti á viðburðum GeoCert",
      reviewPanels: "Sæti í tæknilegum rýnihópum",
      coHostedEvents: "Sameiginlegir svæðisviðburðir",
      pilotAccess: "Snemmbúinn aðgangur að tilraunaprófum",
      workingGroup: "Fulltrúi í vinnuhópi um hæfnirammann",
    },
    note: "Rýnihópar gera athugasemdir við hæfnirammann; þeir sjá aldrei spurningar úr prófum í notkun né niðurstöður umsækjenda.",
  },
  join: {
    heading: "Hvernig gerast má samstarfsaðili",
    lead: "Frá fyrstu fyrirspurn að undirrituðum samningi líða yfirleitt fjórar til sex vikur.",
    steps: {
      apply: {
        title: "Sækja um",
        text: "Segðu okkur frá samtökunum þínum og stiginu sem þú hefur í huga með umsóknareyðublaðinu.",
      },
      conversation: {
        title: "Ræða við okkur",
        text: "Samstarfsteymið okkar hringir til að ná saman um markmið, ávinning og framlag fyrir stigið.",
      },
      agreement: {
        title: "Undirrita samninginn",
        text: "Samningurinn inniheldur skuldbindingar okkar um hlutleysi sem allir samstarfsaðilar samþykkja.",
      },
      onboarding: {
        title: "Hefjast handa",
        text: "Við bætum ykkur við á vefinn, stofnum aðgang að sannprófun og sendum prófávísanirnar.",
      },
    },
    apply: "Sækja um samstarf",
  },
  tools: {
    heading: "Sannprófunarverkfæri",
    lead: "Gakktu úr skugga um að fólkið sem þú ræður hafi þær vottanir sem það segist hafa.",
    items: {
      verify: {
        title: "Sannreyna vottun",
        text: "Sláðu inn skírteinisnúmer til að sjá handhafa, stig og stöðu.",
        link: "Sannreyna vottun",
      },
      bulkVerify: {
        title: "Magnsannprófun",
        text: "Hladdu upp lista af skírteinisnúmerum og kannaðu þau öll í einu: hannað fyrir ráðningarteymi og verktaka.",
        link: "Sannreyna margar vottanir",
      },
    },
  },
  faq: {
    heading: "Spurningar frá samstarfsaðilum",
    lead: "Svörin sem samtök biðja um áður en þau ganga til liðs við okkur.",
    items: {
      who: {
        question: "Hvaða samtök geta orðið samstarfsaðilar?",
        answer:
          "Vinnuveitendur, þróunaraðilar, rekstraraðilar, framleiðendur búnaðar, ráðgjafarfyrirtæki, háskólar og fræðsluaðilar sem starfa á sviði jarðvarma, í hvaða landi sem er.",
      },
      influence: {
        question: "Hefur samstarf áhrif á ákvarðanir um vottun?",
        answer:
          "Nei. Samstarfsaðilar sjá aldrei prófspurningar, taka ekki þátt í yfirferð og fá ekki að vita niðurstöður umsækjenda. Hlutleysisnefndin okkar fer yfir hvert samstarf einu sinni á ári.",
      },
      contribution: {
        question: "Hvað kostar samstarf?",
        answer:
          "Árlegt framlag fer eftir stigi og stærð samtakanna; við semjum um það í fyrsta samtalinu og birtum gjaldskrána í ársskýrslunni.",
      },
      changeTier: {
        question: "Getum við skipt um stig síðar?",
        answer: "Já, við hverja árlega endurnýjun. Ávinningur nýja stigsins tekur gildi á endurnýjunardegi.",
      },
      nonprofits: {
        question: "Gilda sérkjör fyrir lítil samtök og félagasamtök?",
        answer:
          "Já. Háskólar, félagasamtök og fyrirtæki með færri en 50 starfsmenn greiða lægra framlag fyrir Silfurstig.",
      },
    },
  },
} satisfies Namespaces["partners"];

export default partners;
