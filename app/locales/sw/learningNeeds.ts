import type { Namespaces } from "../types";

const learningNeeds = {
  meta: {
    title: "Utafiti wa mahitaji ya mafunzo — GeoCert",
    description:
      "Tueleze mapungufu yako ya mafunzo ya jotoardhi na jinsi unavyopenda kujifunza: hatua tano fupi zinazounda kozi na mitihani ya GeoCert.",
  },
  header: {
    eyebrow: "Utafiti wa mahitaji ya mafunzo",
    title: "Saidia kuunda mafunzo ya jotoardhi",
    lead: "Hatua tano fupi kuhusu kazi yako, mapungufu yako ya mafunzo na jinsi unavyopenda kujifunza; majibu yako yanaunda kozi na mitihani tutakayoandaa baadaye.",
  },
  intro: {
    duration: "Takriban dakika 6 · maswali 14 · majibu huhifadhiwa baada ya kila hatua",
    privacy:
      "Majibu hutumika kwa jumla tu. Anwani yako ya barua pepe huombwa tu ikiwa unakubali kuwasiliana nawe, na kamwe haishirikiwi na wengine.",
  },
  progress: {
    label: "Hatua {{step}} kati ya {{total}}",
    steps: "Hatua za utafiti",
    done: "imekamilika",
    current: "hatua ya sasa",
  },
  steps: {
    about: {
      title: "Kuhusu wewe",
      lead: "Kazi yako, uzoefu wako na mahali unapofanya kazi.",
    },
    certification: {
      title: "Uthibitisho",
      lead: "Ulipo sasa na unakoelekea.",
    },
    skills: {
      title: "Mapungufu ya mafunzo",
      lead: "Kadiria kiasi cha mafunzo unachohitaji katika kila eneo la ujuzi la mfumo.",
    },
    learning: {
      title: "Jinsi unavyojifunza",
      lead: "Mifumo, lugha na muda vinavyokufaa.",
    },
    contact: {
      title: "Kuendelea kuwasiliana",
      lead: "Si lazima: kama tunaweza kuwasiliana nawe kuhusu matokeo.",
    },
  },
  questions: {
    role: {
      label: "Kazi yako ya sasa ni ipi?",
    },
    experience: {
      label: "Umefanya kazi katika jotoardhi au fani inayohusiana kwa miaka mingapi?",
    },
    region: {
      label: "Unafanya kazi hasa wapi?",
      placeholder: "Chagua eneo",
    },
    country: {
      label: "Nchi",
      hint: "Si lazima, kwa mfano Kenya au Aisilandi.",
    },
    currentLevel: {
      label: "Una ngazi gani ya GeoCert kwa sasa?",
    },
    targetLevel: {
      label: "Ungependa kufikia ngazi gani katika miaka miwili ijayo?",
    },
    gaps: {
      label: "Pengo lako la mafunzo ni kubwa kiasi gani katika kila eneo la ujuzi?",
      hint: "1 inamaanisha hakuna pengo (una uhakika), 5 inamaanisha pengo kubwa sana (unahitaji mafunzo ya kina).",
    },
    formats: {
      label: "Ni mifumo ipi ya kujifunza inayokufaa?",
      hint: "Chagua yote yanayohusika.",
    },
    barriers: {
      label: "Nini kinakufanya ushindwe kupata mafunzo?",
      hint: "Si lazima. Chagua yote yanayohusika.",
    },
    languages: {
      label: "Ungependa kujifunza kwa lugha zipi?",
      hint: "Chagua zote zinazohusika.",
    },
    hours: {
      label: "Unaweza kutoa saa ngapi kwa mwezi kwa mafunzo?",
    },
    contact: {
      label: "Tunaweza kuwasiliana nawe kuhusu matokeo au kwa mahojiano ya ufuatiliaji?",
    },
    email: {
      label: "Barua pepe",
      hint: "Ikiwa tu ulijibu ndiyo hapo juu.",
    },
    comments: {
      label: "Kuna jambo jingine tunalopaswa kujua?",
      hint: "Si lazima, hadi herufi 1,000: mada inayokosekana, kozi uliyoipenda, kikwazo.",
    },
  },
  options: {
    roles: {
      student: "Mwanafunzi au mwanagenzi",
      fieldTechnician: "Fundi wa uwandani",
      drillingCrew: "Mfanyakazi au msimamizi wa uchimbaji",
      plantOperator: "Mwendeshaji wa kituo cha umeme",
      engineer: "Mhandisi",
      geoscientist: "Mwanasayansi wa jiolojia",
      projectManager: "Mwendelezaji au meneja wa mradi",
      regulator: "Mdhibiti au afisa wa umma",
      educator: "Mwalimu au mkufunzi",
      other: "Nyingine",
    },
    experience: {
      lessThan1: "Chini ya mwaka 1",
      "1to3": "Miaka 1 hadi 3",
      "4to7": "Miaka 4 hadi 7",
      "8to15": "Miaka 8 hadi 15",
      moreThan15: "Zaidi ya miaka 15",
    },
    regions: {
      eastAfrica: "Afrika Mashariki",
      otherAfrica: "Sehemu nyingine za Afrika",
      europe: "Ulaya",
      middleEast: "Mashariki ya Kati na Asia ya Kati",
      southeastAsia: "Asia ya Kusini-Mashariki",
      eastAsia: "Asia ya Mashariki",
      oceania: "Oseania",
      northAmerica: "Amerika Kaskazini",
      latinAmerica: "Amerika ya Kusini na Karibiani",
    },
    currentLevels: {
      none: "Bado sina",
      associate: "Ngazi ya Mwanzo",
      professional: "Mtaalamu",
      senior: "Mtaalamu Mwandamizi",
      expert: "Mtaalamu Bingwa",
    },
    targetLevels: {
      associate: "Ngazi ya Mwanzo",
      professional: "Mtaalamu",
      senior: "Mtaalamu Mwandamizi",
      expert: "Mtaalamu Bingwa",
      undecided: "Bado sijaamua",
    },
    scale: {
      "1": "Hakuna pengo",
      "2": "Pengo dogo",
      "3": "Pengo la wastani",
      "4": "Pengo kubwa",
      "5": "Pengo kubwa sana",
    },
    formats: {
      selfPaced: "Kozi za mtandaoni kwa kasi yako",
      liveOnline: "Madarasa ya moja kwa moja mtandaoni",
      classroom: "Kozi za darasani",
      fieldTraining: "Mafunzo ya uwandani",
      mentoring: "Ushauri wa mlezi",
      microLearning: "Masomo mafupi kwenye simu",
      simulation: "Visimulizi na maabara pepe",
    },
    barriers: {
      cost: "Gharama",
      time: "Ukosefu wa muda",
      employerSupport: "Msaada mdogo wa mwajiri",
      travel: "Kusafiri hadi vituo vya mafunzo",
      language: "Kozi hazipo kwa lugha yangu",
      connectivity: "Intaneti ya polepole au ghali",
      recognition: "Mafunzo hayatambuliwi na waajiri",
    },
    hours: {
      upTo2: "Hadi saa 2",
      "3to5": "Saa 3 hadi 5",
      "6to10": "Saa 6 hadi 10",
      moreThan10: "Zaidi ya saa 10",
    },
    contact: {
      yes: "Ndiyo, mnaweza kuwasiliana nami",
      no: "Hapana, asante",
    },
  },
  buttons: {
    back: "Rudi",
    next: "Hifadhi na endelea",
    finish: "Tuma majibu",
    saving: "Inahifadhi…",
  },
  errors: {
    chooseOne: "Tafadhali chagua jibu moja.",
    chooseAtLeastOne: "Tafadhali chagua angalau jibu moja.",
    invalidChoice: "Jibu hili si mojawapo ya machaguo.",
    tooLong: "Jibu hili ni refu mno.",
    email: "Tafadhali weka barua pepe halali, kama jina@example.com.",
    emailRequired: "Tafadhali weka barua pepe yako, au chagua kutowasiliana nawe.",
    rateLimited:
      "Mawasilisho mengi mno kutoka kwenye muunganisho wako. Tafadhali subiri sekunde {{seconds}} kisha ujaribu tena; majibu uliyohifadhi yanabaki.",
    tampered:
      "Hatua hii ya utafiti haikuweza kukubaliwa. Tafadhali fungua ukurasa wa utafiti tena na uendelee ulipoachia.",
    failed: "Majibu yako hayakuweza kuhifadhiwa sasa. Tafadhali jaribu tena.",
  },
  resumed: "Karibu tena: majibu uliyohifadhi yanaonyeshwa na unaweza kuendelea ulipoachia.",
  aside: {
    heading: "Kwa nini tunauliza",
    text: "GeoCert hutunga nyenzo zake za kujifunzia na mitihani kutokana na mahitaji ya wafanyakazi wa jotoardhi. Majibu yako yanaonyesha ni maeneo gani ya ujuzi yanahitaji kozi kwanza, kwa lugha na miundo ipi.",
    resources: "Tazama maktaba ya rasilimali",
  },
  thanks: {
    heading: "Asante kwa kushiriki",
    text: "Majibu yako yamehifadhiwa. Tutachapisha muhtasari wa matokeo kwenye ukurasa wa habari utafiti utakapofungwa.",
    summary: "Majibu yako",
    gapsCaption: "Mapungufu ya mafunzo kwa eneo la ujuzi (1 = hakuna pengo, 5 = pengo kubwa sana)",
    domain: "Eneo la ujuzi",
    rating: "Kiwango",
    none: "Hakuna",
    notGiven: "Hakujibiwa",
    contactAt: "Ndiyo, kupitia {{email}}",
    resources: "Tazama maktaba ya rasilimali",
    framework: "Tazama mfumo wa uthibitisho",
  },
} satisfies Namespaces["learningNeeds"];

export default learningNeeds;
