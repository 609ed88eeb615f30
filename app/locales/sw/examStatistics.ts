import type { Namespaces } from "../types";

/** Swahili strings of the item statistics pages (complete; decision 055). */
const examStatistics = {
  meta: {
    title: "Takwimu za maswali — Wafanyakazi wa GeoCert",
    itemTitle: "Takwimu za swali {{id}} — Wafanyakazi wa GeoCert",
  },
  list: {
    heading: "Takwimu za maswali",
    text: "Jinsi kila toleo la mtihani na maswali yake yalivyofanya kazi katika vikao vilivyofanyika, kutokana na majibu ya majaribio yaliyosahihishwa (matokeo yaliyobatilishwa hayahesabiwi). Huhesabiwa unapofungua ukurasa.",
    bankLink: "Takwimu za maswali",
    form: "Toleo la mtihani",
    newest: "La hivi karibuni",
    formOption: "{{level}}, lilifungwa {{date}} (watahiniwa {{n}})",
    show: "Onyesha",
    empty: "Hakuna toleo la mtihani lenye majaribio yaliyosahihishwa bado.",
    summary: "Toleo",
    candidates: "Watahiniwa",
    perLanguage: "Watahiniwa kwa lugha",
    kr20: "Uthabiti (KR-20)",
    sem: "Kosa la kawaida la kipimo",
    semValue: "alama {{value}}",
    mean: "Alama ya wastani",
    meanValue: "{{mean}} kati ya {{items}} (MK {{sd}})",
    notComputed: "Haijahesabiwa",
    tooFew: "Watahiniwa chini ya {{min}}: takwimu zinaonyeshwa, lakini hakuna swali linalowekewa alama.",
    rules: "Jinsi maswali yanavyowekewa alama",
    ruleTranslation:
      "Huenda kuna kosa la tafsiri: katika lugha moja, watahiniwa wenye alama jumla sawa hupata swali sahihi mara chache zaidi kwa wazi kuliko katika lugha nyingine (Δ ya Mantel–Haenszel ya angalau {{delta}}, yenye umuhimu), wakiwa na watahiniwa angalau {{min}} katika lugha hiyo na katika nyingine.",
    ruleEasy: "Rahisi mno: zaidi ya {{share}} ya watahiniwa hupata sahihi.",
    ruleHard: "Gumu mno, au ufunguo si sahihi: chini ya {{share}} hupata sahihi.",
    ruleDiscrimination: "Utofautishaji dhaifu: point-biserial iliyorekebishwa chini ya {{value}}.",
    ruleReview: "Alama hupeleka swali kukaguliwa na mtaalamu wa somo; haliliondoi swali katika matumizi.",
    chartHeading: "Ugumu na utofautishaji wa kila swali",
    chartLabel:
      "Chati ya nukta: sehemu ya majibu sahihi ya kila swali (mlalo) dhidi ya utofautishaji wake (wima); maswali yaliyowekewa alama ni mekundu. Jedwali la maswali hapa chini lina takwimu zilezile.",
    chartX: "Sehemu ya sahihi",
    chartY: "Utofautishaji",
    itemsHeading: "Maswali",
    flaggedOnly: "Maswali {{n}} kati ya {{total}} yamewekewa alama",
    position: "Na.",
    item: "Swali",
    difficulty: "Sehemu ya sahihi",
    discrimination: "Utofautishaji",
    flags: "Alama",
    none: "Hakuna",
  },
  flags: {
    translation: "Huenda kuna kosa la tafsiri ({{language}})",
    tooEasy: "Rahisi mno",
    tooHard: "Gumu mno",
    lowDiscrimination: "Utofautishaji dhaifu",
  },
  item: {
    heading: "Swali {{id}}",
    text: "Jinsi swali lilivyofanya kazi katika kila lugha lilimofanywa: sehemu ya majibu sahihi, utofautishaji wake, na chaguo walizochagua watahiniwa.",
    back: "Maswali yote ya toleo hili",
    editor: "Fungua swali katika benki",
    translationLink: "Kagua tafsiri ya {{language}}",
    languagesHeading: "Kwa lugha",
    languagesChart:
      "Chati ya pau: sehemu ya watahiniwa waliopata sahihi katika kila lugha. Jedwali kando yake lina takwimu zilezile.",
    language: "Lugha",
    candidates: "Watahiniwa",
    delta: "Δ ya Mantel–Haenszel",
    optionsHeading: "Chaguo zilizochaguliwa",
    optionsChart:
      "Chati ya pau: sehemu ya watahiniwa waliochagua kila chaguo, kwa lugha; chaguo sahihi limewekewa alama. Jedwali kando yake lina takwimu zilezile.",
    option: "Chaguo",
    keyed: "{{option}} (ufunguo)",
    omitted: "Hakuna jibu",
    all: "Wote",
  },
} satisfies Namespaces["examStatistics"];

export default examStatistics;
