import type { Namespaces } from "../types";

/** Zulu strings of the item statistics pages (complete; decision 055). */
const examStatistics = {
  meta: {
    title: "Izibalo zemibuzo — Abasebenzi be-GeoCert",
    itemTitle: "Izibalo zombuzo {{id}} — Abasebenzi be-GeoCert",
  },
  list: {
    heading: "Izibalo zemibuzo",
    text: "Ukuthi uhlobo ngalunye lwesivivinyo nemibuzo yalo kusebenze kanjani ezikhathini esezenziwe, kusukela ezimpendulweni zemizamo emakiwe (imiphumela eyesulwe ayibalwa). Kubalwa lapho uvula ikhasi.",
    bankLink: "Izibalo zemibuzo",
    form: "Uhlobo lwesivivinyo",
    newest: "Olusha kakhulu",
    formOption: "{{level}}, lwamiswa ngo-{{date}} (abahlolwa abangu-{{n}})",
    show: "Bonisa",
    empty: "Alukho uhlobo lwesivivinyo olunemizamo emakiwe okwamanje.",
    summary: "Uhlobo",
    candidates: "Abahlolwa",
    perLanguage: "Abahlolwa ngolimi",
    kr20: "Ukwethembeka (KR-20)",
    sem: "Iphutha elijwayelekile lokukala",
    semValue: "amaphuzu angu-{{value}}",
    mean: "Amaphuzu amaphakathi",
    meanValue: "{{mean}} kwangu-{{items}} (SD {{sd}})",
    notComputed: "Akubalwanga",
    tooFew: "Abahlolwa abangaphansi kwabangu-{{min}}: izinombolo ziyaboniswa, kodwa awukho umbuzo ophawulwayo.",
    rules: "Ukuthi imibuzo iphawulwa kanjani",
    ruleTranslation:
      "Kungenzeka kube yiphutha lokuhumusha: olimini olulodwa, abahlolwa abanamaphuzu afanayo esewonke bawuphendula kahle umbuzo kancane kakhulu kunakwezinye izilimi (i-Δ ye-Mantel–Haenszel okungenani engu-{{delta}}, ebalulekile), nabahlolwa okungenani abangu-{{min}} kulolo limi nakwezinye.",
    ruleEasy: "Ulula kakhulu: ngaphezu kuka-{{share}} wabahlolwa bawuphendula kahle.",
    ruleHard: "Unzima kakhulu, noma ukhiye awulungile: ngaphansi kuka-{{share}} bawuphendula kahle.",
    ruleDiscrimination: "Ukuhlukanisa okubuthakathaka: i-point-biserial elungisiwe engaphansi kuka-{{value}}.",
    ruleReview: "Uphawu luthumela umbuzo ukuba uhlolwe ngochwepheshe wesifundo; aluwukhiphi umbuzo ekusetshenzisweni.",
    chartHeading: "Ubunzima nokuhlukanisa kombuzo ngamunye",
    chartLabel:
      "Ishadi lamachashazi: ingxenye yabaphendule kahle umbuzo ngamunye (ngokuvundlile) uma iqhathaniswa nokuhlukanisa kwawo (ngokuqondile); imibuzo ephawuliwe ibomvu. Ithebula lemibuzo elingezansi linezinombolo ezifanayo.",
    chartX: "Ingxenye yabaphendule kahle",
    chartY: "Ukuhlukanisa",
    itemsHeading: "Imibuzo",
    flaggedOnly: "Imibuzo engu-{{n}} kwengu-{{total}} iphawuliwe",
    position: "Inombolo",
    item: "Umbuzo",
    difficulty: "Ingxenye yabaphendule kahle",
    discrimination: "Ukuhlukanisa",
    flags: "Izimpawu",
    none: "Lutho",
  },
  flags: {
    translation: "Kungenzeka kube yiphutha lokuhumusha ({{language}})",
    tooEasy: "Ulula kakhulu",
    tooHard: "Unzima kakhulu",
    lowDiscrimination: "Ukuhlukanisa okubuthakathaka",
  },
  item: {
    heading: "Umbuzo {{id}}",
    text: "Ukuthi umbuzo usebenze kanjani olimini ngalunye owenziwe ngalo: ingxenye yabaphendule kahle, ukuhlukanisa kwawo, nokuthi yiziphi izinketho abahlolwa abazikhethile.",
    back: "Yonke imibuzo yalolu hlobo",
    editor: "Vula umbuzo ebhange",
    translationLink: "Hlola ukuhumusha kwe-{{language}}",
    languagesHeading: "Ngolimi",
    languagesChart:
      "Ishadi lemigoqo: ingxenye yabahlolwa abaphendule kahle olimini ngalunye. Ithebula eliseceleni linezinombolo ezifanayo.",
    language: "Ulimi",
    candidates: "Abahlolwa",
    delta: "I-Δ ye-Mantel–Haenszel",
    optionsHeading: "Izinketho ezikhethiwe",
    optionsChart:
      "Ishadi lemigoqo: ingxenye yabahlolwa abakhethe inketho ngayinye, ngolimi; inketho eyikhiye iphawuliwe. Ithebula eliseceleni linezinombolo ezifanayo.",
    option: "Inketho",
    keyed: "{{option}} (ukhiye)",
    omitted: "Ayikho impendulo",
    all: "Bonke",
  },
} satisfies Namespaces["examStatistics"];

export default examStatistics;
