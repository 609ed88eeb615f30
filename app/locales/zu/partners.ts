import type { Namespaces } from "../types";

const partners = {
  meta: {
    title: "Ozakwethu — GeoCert",
    description:
      "Izinhlangano ezixhasa, ezibuyekeza futhi ezihlola uhlelo lweGeoCert, izinzuzo zezinga ngalinye, indlela yokuba uzakwethu namathuluzi okuqinisekisa izitifiketi.",
  },
  header: {
    eyebrow: "Ozakwethu",
    title: "Ozakwethu nabanikeli",
    lead: "Abaqashi, abathuthukisi nezikhungo zokuqeqesha abaxhasa, ababuyekeza futhi abahlola uhlelo, ngaphandle kwelungelo lokuthi ubani othola isitifiketi.",
  },
  tiers: {
    heading: "Abanikeli bethu",
    lead: "Amazinga amathathu okuxhasa. Wonke umnikeli wamukela imithetho efanayo yokungachemi, noma ngabe usezingeni elithini.",
    tierLabel: "Abanikeli — {{tier}}",
    names: {
      platinum: "Iplatinamu",
      gold: "Igolide",
      silver: "Isiliva",
    },
    fictionalNote: "Zonke izinhlangano ezibalwe kuleli khasi yizibonelo eziqanjiwe.",
  },
  benefits: {
    heading: "Izinzuzo zozakwethu",
    lead: "Okufakiwe ezingeni ngalinye, unyaka ngamunye wobudlelwano.",
    caption: "Izinzuzo ngokwezinga lobudlelwano",
    benefit: "Inzuzo",
    included: "Kufakiwe",
    notIncluded: "Akufakiwe",
    perYear: "{{value}} ngonyaka",
    rows: {
      listing: "Ukubalwa kule sayithi nakumbiko wonyaka",
      bulkVerification: "Ukuqinisekisa izitifiketi zabafakizicelo ngobuningi",
      examVouchers: "Amavawusha okuhlolwa kwabasebenzi",
      eventPlaces: "Izindawo zamahhala emicimbini yeGeoCert",
      reviewPanels: "Izihlalo emaphaneli okubuyekeza ubuchwepheshe",
      coHostedEvents: "Imicimbi yesifunda ehlelwa ngokubambisana",
      pilotAccess: "Ukufinyelela kusenesikhathi ekuhlolweni kokulinga",
      workingGroup: "Ilungu eqenjini elisebenza ngohlaka",
    },
    note: "Amaphaneli okubuyekeza aphawula ngohlaka; awawaboni neze imibuzo yokuhlolwa esetshenziswayo noma imiphumela yabafakizicelo.",
  },
  join: {
    heading: "Indlela yokuba uzakwethu",
    lead: "Kusukela embuzweni wokuqala kuya esivumelwaneni esisayiniwe kuvame ukuthatha amasonto amane kuya kwayisithupha.",
    steps: {
      apply: {
        title: "Faka isicelo",
        text: "Sitshele ngenhlangano yakho nezinga olicabangayo ngefomu le-inthanethi.",
      },
      conversation: {
        title: "Xoxa nathi",
        text: "Ithimba lethu lobambiswano liyakushayela ucingo ukuze nivumelane ngezinhloso, izinzuzo neminikelo yezinga lakho.",
      },
      agreement: {
        title: "Sayina isivumelwano",
        text: "Isivumelwano sihlanganisa izibopho zethu zokungachemi, ezamukelwa yibo bonke abalingani.",
      },
      onboarding: {
        title: "Qala",
        text: "Sikufaka kusayithi, silungise i-akhawunti yakho yokuqinisekisa futhi sikuthumelele amavawusha akho ezivivinyo.",
      },
    },
    apply: "Faka isicelo sokuba uzakwethu",
  },
  tools: {
    heading: "Amathuluzi okuqinisekisa",
    lead: "Qinisekisa ukuthi abantu obaqashayo banezitifiketi abathi banazo.",
    items: {
      verify: {
        title: "Qinisekisa isitifiketi",
        text: "Faka inombolo yesitifiketi ukuze ubone umnikazi waso, izinga nesimo saso.",
        link: "Qinisekisa isitifiketi",
      },
      bulkVerify: {
        title: "Ukuqinisekisa ngobuningi",
        text: "Layisha uhlu lwezinombolo zezitifiketi bese uziqinisekisa zonke ngesikhathi esisodwa: lwenzelwe amathimba okuqasha nosonkontileka.",
        link: "Qinisekisa izitifiketi eziningi",
      },
    },
  },
  faq: {
    heading: "Imibuzo evela kozakwethu",
    lead: "Izimpendulo izinhlangano ezizicelayo ngaphambi kokujoyina.",
    items: {
      who: {
        question: "Yiziphi izinhlangano ezingaba ozakwethu?",
        answer:
          "Abaqashi, abathuthukisi, abaqhubi, abakhiqizi bemishini, izinkampani zokweluleka, amanyuvesi nabahlinzeki bokuqeqesha abasebenza emandleni okushisa komhlaba, kunoma yiliphi izwe.",
      },
      influence: {
        question: "Ingabe ubudlelwano buyazithinta izinqumo zezitifiketi?",
        answer:
          "Cha. Abalingani abayiboni imibuzo yezivivinyo, ababi nengxenye ekumakeni futhi abayazi imiphumela yabafundi. Ikomidi lethu lokungachemi libuyekeza ubambiswano ngalunye kanye ngonyaka.",
      },
      contribution: {
        question: "Ubudlelwano bubiza malini?",
        answer:
          "Umnikelo waminyaka yonke uncike ezingeni nasebukhulwini benhlangano yakho; sivumelana ngawo engxoxweni yokuqala futhi sishicilela izinga lezimali embikweni wethu wonyaka.",
      },
      changeTier: {
        question: "Singalishintsha yini izinga kamuva?",
        answer: "Yebo, ekuvuselelweni ngakunye konyaka. Izinzuzo zezinga elisha ziqala ngosuku lokuvuselela.",
      },
      nonprofits: {
        question: "Ingabe yikhona imibandela ekhethekile yezinhlangano ezincane nezingenzi nzuzo?",
        answer:
          "Yebo. Amanyuvesi, izinhlangano ezingenzi nzuzo nezinkampani ezinabasebenzi abangaphansi kuka-50 bakhokha umnikelo owehlisiwe wezinga lesiliva.",
      },
    },
  },
} satisfies Namespaces["partners"];

export default partners;
