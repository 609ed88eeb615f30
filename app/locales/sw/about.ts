import type { PartialMessages } from "../types";

const about = {
  meta: {
    title: "Kuhusu Sisi — GeoCert",
    description:
      "GeoCert ni nani: dhamira, utawala, uhuru, jinsi uthibitishaji unavyofanya kazi, viwango tunavyofuata na majibu ya maswali yanayoulizwa mara kwa mara.",
  },
  header: {
    eyebrow: "Kuhusu GeoCert",
    title: "Taasisi ya uthibitishaji kwa watu wa sekta ya nishati ya jotoardhi",
    lead: "GeoCert ni taasisi huru isiyotengeneza faida inayopima na kuthibitisha umahiri wa wataalamu wa jotoardhi, popote wanapofanya kazi.",
  },
  toc: {
    "who-we-are": "Sisi ni nani",
    governance: "Utawala",
    independence: "Uhuru na kutopendelea",
    "how-it-works": "Jinsi uthibitishaji unavyofanya kazi",
    standards: "Viwango na ithibati",
    faq: "Maswali yanayoulizwa mara kwa mara",
  },
  who: {
    heading: "Sisi ni nani",
    lead: "Ilianzishwa na wataalamu, walimu na waajiri waliotaka uthibitisho mmoja wa umahiri unaoaminika na kutambulika kila mahali.",
    mission: { title: "Dhamira" },
    vision: { title: "Dira" },
    values: {
      title: "Maadili yetu",
      items: {
        impartiality: { title: "Kutopendelea" },
        rigour: { title: "Umakini" },
        openness: { title: "Uwazi" },
        inclusion: { title: "Ujumuishi" },
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
    pointsHeading: "Jinsi tunavyolinda kutopendelea",
  },
  process: {
    heading: "Jinsi uthibitishaji unavyofanya kazi",
    lead: "Hatua nne, zilezile kwa kila ngazi na kila nchi.",
    stepLabel: "Hatua ya {{number}}",
    steps: {
      learn: { title: "Jifunze" },
      assess: { title: "Pimwa" },
      certify: { title: "Thibitishwa" },
      maintain: { title: "Dumisha" },
    },
  },
  standards: {
    heading: "Viwango na ithibati",
    lead: "Tunajenga programu yetu juu ya desturi za kimataifa zinazotambulika. Tunasema tulipo na hatudai kitu ambacho hatujakifikia.",
    status: { alignedWith: "Inaendana na", workingTowards: "Tunaelekea kufikia" },
    items: {
      iso17024: { title: "ISO/IEC 17024" },
      iga: { title: "Mwongozo wa Chama cha Kimataifa cha Jotoardhi (IGA)" },
      regional: { title: "Vyama vya kikanda vya jotoardhi" },
    },
    note: "GeoCert ni tovuti ya maonyesho: taasisi na hali yake ya ithibati ni vya kubuni.",
  },
  faq: {
    heading: "Maswali yanayoulizwa mara kwa mara",
    lead: "Mambo ambayo watahiniwa na waajiri hutuuliza zaidi.",
    items: {
      eligibility: { question: "Nani anaweza kuomba uthibitishaji?" },
      languages: { question: "Ninaweza kufanya mtihani kwa lugha zipi?" },
      fees: { question: "Uthibitishaji unagharimu kiasi gani?" },
      recertification: { question: "Ninawezaje kuendelea kuwa na cheti halali?" },
      verification: { question: "Mwajiri anawezaje kuhakiki cheti?" },
      privacy: { question: "Mnafanya nini na data yangu binafsi?" },
      appeals: { question: "Je, ninaweza kukata rufaa dhidi ya uamuzi?" },
      accommodations: { question: "Je, ninaweza kupata marekebisho kwa sababu ya ulemavu?" },
      training: { question: "Je, ni lazima nichukue kozi fulani?" },
    },
  },
} satisfies PartialMessages<"about">;

export default about;
