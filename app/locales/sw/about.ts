import type { Namespaces } from "../types";

const about = {
  meta: {
    title: "Kuhusu Sisi — GeoCert",
    description:
      "GeoCert ni nani: dhamira, utawala, uhuru, jinsi uthibitisho unavyofanya kazi, viwango tunavyofuata na majibu ya maswali yanayoulizwa mara kwa mara.",
  },
  header: {
    eyebrow: "Kuhusu GeoCert",
    title: "Taasisi ya uthibitisho kwa watu wa sekta ya nishati ya jotoardhi",
    lead: "GeoCert ni taasisi huru isiyotengeneza faida inayopima na kuthibitisha umahiri wa wataalamu wa jotoardhi, popote wanapofanya kazi.",
  },
  toc: {
    "who-we-are": "Sisi ni nani",
    governance: "Utawala",
    independence: "Uhuru na kutopendelea",
    "how-it-works": "Jinsi uthibitisho unavyofanya kazi",
    standards: "Viwango na ithibati",
    faq: "Maswali yanayoulizwa mara kwa mara",
  },
  who: {
    heading: "Sisi ni nani",
    lead: "Ilianzishwa na wataalamu, walimu na waajiri waliotaka uthibitisho mmoja wa umahiri unaoaminika na kutambulika kila mahali.",
    mission: {
      title: "Dhamira",
      text: "Kufanya umahiri wa wataalamu wa jotoardhi uonekane na ulinganishwe kuvuka mipaka, kupitia uthibitisho wa haki, madhubuti na wa gharama nafuu.",
    },
    vision: {
      title: "Dira",
      text: "Dunia ambamo kila mradi wa jotoardhi unajengwa na kuendeshwa na watu ambao ujuzi wao unatambuliwa, bila kujali nchi yao, lugha yao au njia waliyopitia kuingia katika sekta hii.",
    },
    values: {
      title: "Maadili yetu",
      items: {
        impartiality: {
          title: "Kutopendelea",
          text: "Maamuzi hutegemea ushahidi wa umahiri pekee, kamwe si nani analipa, nani anafundisha au nani anamwajiri mtahiniwa.",
        },
        rigour: {
          title: "Umakini",
          text: "Kila mtihani hutungwa kutokana na mfumo uliochapishwa, hukaguliwa na wataalamu wa fani husika na huchunguzwa kitakwimu.",
        },
        openness: {
          title: "Uwazi",
          text: "Mfumo wetu, ada, sera na viwango vya kufaulu vinachapishwa, na mtu yeyote anaweza kuhakiki cheti.",
        },
        inclusion: {
          title: "Ujumuishi",
          text: "Mitihani katika lugha 11, punguzo la ada pale ambapo kipato ni cha chini, na marekebisho kwa watahiniwa wanaoyahitaji.",
        },
      },
    },
  },
  governance: {
    heading: "Utawala",
    lead: "Bodi ya wakurugenzi inawajibika kwa GeoCert; bodi ya ushauri ya wataalamu na wasomi inaongoza mfumo wa umahiri.",
    directorsHeading: "Bodi ya wakurugenzi",
    directorsLead:
      "Wakurugenzi sita wanaochaguliwa kwa kipindi cha miaka mitatu. Angalau wawili hawategemei sekta hii, na mmoja ni mtaalamu aliyethibitishwa.",
    advisoryHeading: "Bodi ya ushauri",
    advisoryLead: "Wataalamu na wasomi kutoka mabara matano hukagua mfumo na mipango ya mitihani.",
    fictionalNote: "Watu walioonyeshwa ni mifano ya kubuni.",
    directorRoles: {
      chair: "Mwenyekiti",
      viceChair: "Makamu Mwenyekiti",
      treasurer: "Mweka Hazina",
      secretary: "Katibu",
      publicInterest: "Mkurugenzi wa maslahi ya umma",
      practitioner: "Mkurugenzi mtaalamu",
    },
    backgrounds: {
      energyRegulation: "Udhibiti wa nishati",
      geothermalEngineering: "Uhandisi wa jotoardhi",
      publicFinance: "Fedha za umma",
      vocationalEducation: "Elimu ya ufundi",
      consumerProtection: "Ulinzi wa watumiaji",
      plantOperations: "Uendeshaji wa mitambo",
    },
    advisoryRoles: {
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
  independence: {
    heading: "Uhuru na kutopendelea",
    lead: "Cheti kina thamani sawa na imani iliyo nyuma yake. Kanuni hizi huweka maamuzi yetu mbali na shinikizo la kibiashara.",
    statement:
      "GeoCert huthibitisha watu; haiwafundishi. Wachangiaji na washirika hufadhili programu lakini hawana sauti yoyote kuhusu maudhui ya mitihani, usahihishaji au maamuzi ya uthibitisho. Kila mtu anayehusika na uthibitisho hutangaza maslahi yake, na bodi hukagua hatari kwa kutopendelea mara moja kwa mwaka na kuchapisha matokeo.",
    pointsHeading: "Jinsi tunavyolinda kutopendelea",
    points: {
      separation:
        "Mafunzo na uthibitisho hutenganishwa: hakuna mtu anayemfundisha mtahiniwa atakayemtahini au kufanya uamuzi kumhusu mtahiniwa huyo.",
      conflicts:
        "Watahini, watunzi wa maswali na wakurugenzi hutangaza migongano ya maslahi, inayohifadhiwa katika rejista tunayoikagua kila mwaka.",
      committee:
        "Kamati ya kutopendelea, yenye wajumbe kutoka kwa waajiri, wafanyakazi, walimu na umma, inaweza kubatilisha maamuzi yanayohatarisha kutopendelea.",
      decisions:
        "Maamuzi ya uthibitisho hufanywa na wakaguzi waliofunzwa ambao hawakushiriki katika tathmini ya mtahiniwa.",
    },
  },
  process: {
    heading: "Jinsi uthibitisho unavyofanya kazi",
    lead: "Hatua nne, zilezile kwa kila ngazi na kila nchi.",
    stepLabel: "Hatua ya {{number}}",
    steps: {
      learn: {
        title: "Jifunze",
        text: "Jifunze mfumo wa umahiri wa ngazi yako, kupitia mtoa mafunzo yeyote au kazini. Miongozo ya kujisomea na maswali ya mazoezi ya bure yako kwenye ukurasa wa rasilimali.",
      },
      assess: {
        title: "Pimwa",
        text: "Tuma ombi pamoja na ushahidi wa uzoefu wako, kisha ufanye mtihani unaosimamiwa kwa lugha yako katika kituo cha mitihani au mtandaoni; ngazi za juu huongeza tathmini ya vitendo au ya jalada la kazi.",
      },
      certify: {
        title: "Thibitishwa",
        text: "Mkaguzi huru hukagua matokeo. Watahiniwa waliofaulu hupokea cheti cha kidijitali na rekodi ya umma ambayo waajiri wanaweza kuihakiki.",
      },
      maintain: {
        title: "Dumisha",
        text: "Vyeti hudumu miaka {{years}}. Viweke hai kwa maendeleo endelevu ya kitaaluma na kwa kufuata kanuni za maadili.",
      },
    },
  },
  standards: {
    heading: "Viwango na ithibati",
    lead: "Tunajenga programu yetu juu ya desturi za kimataifa zinazotambulika. Tunasema tulipo na hatudai kitu ambacho hatujakifikia.",
    status: {
      alignedWith: "Inaendana na",
      workingTowards: "Tunaelekea kufikia",
    },
    items: {
      iso17024: {
        title: "ISO/IEC 17024",
        text: "Kiwango cha kimataifa kwa taasisi zinazothibitisha watu. Sera zetu hufuata mahitaji yake, na tunajiandaa kuomba ithibati kutoka kwa taasisi ya kitaifa ya ithibati; bado hatujapata ithibati.",
      },
      iga: {
        title: "Mwongozo wa Chama cha Kimataifa cha Jotoardhi (IGA)",
        text: "Mfumo wetu wa umahiri unatumia mwongozo uliochapishwa na IGA kuhusu ujuzi wa jotoardhi na desturi bora. Upatanisho huu ni wetu wenyewe; si uidhinishaji kutoka kwa IGA.",
      },
      regional: {
        title: "Vyama vya kikanda vya jotoardhi",
        text: "Tunalinganisha ngazi zetu na mwongozo wa vyama vya kikanda na mifumo ya kitaifa ya sifa, ili vyeti viweze kusimama pamoja na sifa za ndani.",
      },
    },
    note: "GeoCert ni tovuti ya maonyesho: taasisi na hali yake ya ithibati ni vya kubuni.",
  },
  faq: {
    heading: "Maswali yanayoulizwa mara kwa mara",
    lead: "Mambo ambayo watahiniwa na waajiri hutuuliza zaidi.",
    items: {
      eligibility: {
        question: "Nani anaweza kuomba uthibitisho?",
        answer:
          "Mtu yeyote anayefanya kazi au anayeingia katika sekta ya jotoardhi. Ngazi ya Mwanzo haihitaji uzoefu; Mtaalamu inahitaji miaka {{professionalYears}} ya kazi inayohusiana, Mtaalamu Mwandamizi miaka {{seniorYears}}, na Mtaalamu Bingwa rekodi ya uongozi inayokaguliwa na jopo.",
      },
      languages: {
        question: "Ninaweza kufanya mtihani kwa lugha zipi?",
        answer:
          "Katika lugha zote 11 za tovuti hii: Kiingereza, Kifaransa, Kihispania, Kiindonesia, Kifilipino, Kijapani, Kichina, Kiswahili, Kizulu, Kiaislandi na Kituruki. Kila tafsiri hukaguliwa na wahandisi wanaofanya kazi katika fani hii.",
      },
      fees: {
        question: "Uthibitisho unagharimu kiasi gani?",
        answer:
          "Ada hutegemea ngazi na huchapishwa kikamilifu kabla hujaomba. Watahiniwa kutoka nchi zenye kipato cha chini hulipa ada iliyopunguzwa, na wanafunzi hulipa nusu. Hakuna gharama zilizofichwa za kurudia mtihani ndani ya mwaka mmoja.",
      },
      recertification: {
        question: "Ninawezaje kuendelea kuwa na cheti halali?",
        answer:
          "Kila baada ya miaka {{years}} unaonyesha saa {{minHours}} hadi {{maxHours}} za maendeleo endelevu ya kitaaluma, kulingana na ngazi, na kuthibitisha kwamba unafuata kanuni za maadili. Cheti kikiisha muda, una miezi {{reinstatementMonths}} kukihuisha bila kurudia mtihani.",
      },
      verification: {
        question: "Mwajiri anawezaje kuhakiki cheti?",
        answer:
          "Kila cheti kina rekodi ya umma yenye jina la mmiliki wake, ngazi na hali yake. Waajiri huhakiki rekodi moja kwa namba yake, au nyingi kwa wakati mmoja kwa zana yetu ya uhakiki wa pamoja.",
      },
      privacy: {
        question: "Mnafanya nini na data yangu binafsi?",
        answer:
          "Tunaitumia tu kushughulikia uthibitisho wako. Rekodi ya umma inaonyesha jina lako, ngazi, namba ya cheti na hali yake, hakuna kingine. Unaweza kuomba nakala ya data yako au ifutwe wakati wowote, kwa kuzingatia rekodi tunazolazimika kuhifadhi.",
      },
      appeals: {
        question: "Je, ninaweza kukata rufaa dhidi ya uamuzi?",
        answer:
          "Ndiyo. Unaweza kukata rufaa dhidi ya matokeo ya mtihani au uamuzi wa uthibitisho ndani ya siku 30. Jopo la rufaa la watu ambao hawakuhusika katika uamuzi wa awali huipitia na kujibu ndani ya siku 30.",
      },
      accommodations: {
        question: "Je, ninaweza kupata marekebisho kwa sababu ya ulemavu?",
        answer:
          "Ndiyo. Muda wa ziada, msomaji, maandishi makubwa, mapumziko au ukumbi unaofikika vinaweza kupangwa. Omba unapotuma maombi; maombi hushughulikiwa kwa siri.",
      },
      training: {
        question: "Je, ni lazima nichukue kozi fulani?",
        answer:
          "Hapana. Hatulazimishi wala hatuuzi mafunzo. Kozi yoyote, programu ya chuo kikuu au uzoefu unaojenga umahiri wa mfumo hukuandaa.",
      },
    },
  },
} satisfies Namespaces["about"];

export default about;
