import type { Namespaces } from "../types";

/** Tagalog strings of the item statistics pages (complete; decision 055). */
const examStatistics = {
  meta: {
    title: "Estadistika ng mga aytem — Kawani ng GeoCert",
    itemTitle: "Estadistika ng aytem {{id}} — Kawani ng GeoCert",
  },
  list: {
    heading: "Estadistika ng mga aytem",
    text: "Kung paano gumana ang bawat porma ng pagsusulit at ang mga aytem nito sa mga sesyong naganap na, mula sa mga sagot ng mga nakuwentang pagtatangka (hindi kasama ang mga pinawalang-bisang resulta). Kinukuwenta kapag binuksan ang pahina.",
    bankLink: "Estadistika ng mga aytem",
    form: "Porma ng pagsusulit",
    newest: "Ang pinakabago",
    formOption: "{{level}}, ipinirmi noong {{date}} ({{n}} kandidato)",
    show: "Ipakita",
    empty: "Wala pang porma ng pagsusulit na may nakuwentang pagtatangka.",
    summary: "Ang porma",
    candidates: "Mga kandidato",
    perLanguage: "Mga kandidato bawat wika",
    kr20: "Pagkamaaasahan (KR-20)",
    sem: "Standard error ng pagsukat",
    semValue: "{{value}} puntos",
    mean: "Karaniwang iskor",
    meanValue: "{{mean}} sa {{items}} (SD {{sd}})",
    notComputed: "Hindi nakuwenta",
    tooFew: "Kulang sa {{min}} ang kandidato: ipinapakita ang mga numero, pero walang aytem na minamarkahan.",
    rules: "Paano minamarkahan ang mga aytem",
    ruleTranslation:
      "Posibleng mali sa salin: sa isang wika, ang mga kandidatong may parehong kabuuang iskor ay mas madalang na tumama sa aytem kaysa sa ibang wika (Mantel–Haenszel Δ na hindi bababa sa {{delta}}, makabuluhan), na may hindi bababa sa {{min}} kandidato sa wikang iyon at sa iba pa.",
    ruleEasy: "Masyadong madali: higit sa {{share}} ng mga kandidato ang tumama.",
    ruleHard: "Masyadong mahirap, o maling susi: kulang sa {{share}} ang tumama.",
    ruleDiscrimination: "Mahinang diskriminasyon: itinamang point-biserial na mas mababa sa {{value}}.",
    ruleReview:
      "Ipinapadala ng marka ang aytem para suriin ng isang eksperto sa paksa; hindi nito inaalis ang aytem sa paggamit.",
    chartHeading: "Hirap at diskriminasyon ng bawat aytem",
    chartLabel:
      "Scatter chart: ang bahagdan ng tumama sa bawat aytem (pahalang) laban sa diskriminasyon nito (patayo); pula ang mga minarkahang aytem. Pareho ang mga numero sa talaan ng mga aytem sa ibaba.",
    chartX: "Bahagdan ng tumama",
    chartY: "Diskriminasyon",
    itemsHeading: "Mga aytem",
    flaggedOnly: "{{n}} sa {{total}} aytem ang minarkahan",
    position: "Blg.",
    item: "Aytem",
    difficulty: "Bahagdan ng tumama",
    discrimination: "Diskriminasyon",
    flags: "Mga marka",
    none: "Wala",
  },
  flags: {
    translation: "Posibleng mali sa salin ({{language}})",
    tooEasy: "Masyadong madali",
    tooHard: "Masyadong mahirap",
    lowDiscrimination: "Mahinang diskriminasyon",
  },
  item: {
    heading: "Aytem {{id}}",
    text: "Kung paano gumana ang aytem sa bawat wikang pinagsagutan nito: ang bahagdan ng tumama, ang diskriminasyon nito, at kung aling mga opsiyon ang pinili ng mga kandidato.",
    back: "Lahat ng aytem ng porma",
    editor: "Buksan ang aytem sa bangko",
    translationLink: "Suriin ang salin sa {{language}}",
    languagesHeading: "Bawat wika",
    languagesChart:
      "Bar chart: ang bahagdan ng mga kandidatong tumama sa bawat wika. Pareho ang mga numero sa talaan sa tabi nito.",
    language: "Wika",
    candidates: "Mga kandidato",
    delta: "Δ ayon sa Mantel–Haenszel",
    optionsHeading: "Mga piniling opsiyon",
    optionsChart:
      "Bar chart: ang bahagdan ng mga kandidatong pumili sa bawat opsiyon, bawat wika; may marka ang opsiyong susi. Pareho ang mga numero sa talaan sa tabi nito.",
    option: "Opsiyon",
    keyed: "{{option}} (susi)",
    omitted: "Walang sagot",
    all: "Lahat",
  },
} satisfies Namespaces["examStatistics"];

export default examStatistics;
