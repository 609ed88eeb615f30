import type { Namespaces } from "../types";

/** Icelandic strings of the item statistics pages (complete; decision 055). */
const examStatistics = {
  meta: {
    title: "Tölfræði prófatriða — Starfsfólk GeoCert",
    itemTitle: "Tölfræði atriðis {{id}} — Starfsfólk GeoCert",
  },
  list: {
    heading: "Tölfræði prófatriða",
    text: "Hvernig hver prófútgáfa og atriði hennar reyndust í þeim lotum sem hafa verið þreyttar, út frá svörum í metnum tilraunum (ógildar niðurstöður undanskildar). Reiknað þegar síðan er opnuð.",
    bankLink: "Tölfræði prófatriða",
    form: "Prófútgáfa",
    newest: "Sú nýjasta",
    formOption: "{{level}}, fryst {{date}} ({{n}} próftakar)",
    show: "Sýna",
    empty: "Engin prófútgáfa hefur enn metnar tilraunir.",
    summary: "Prófútgáfan",
    candidates: "Próftakar",
    perLanguage: "Próftakar eftir tungumáli",
    kr20: "Áreiðanleiki (KR-20)",
    sem: "Staðalvilla mælingar",
    semValue: "{{value}} stig",
    mean: "Meðaleinkunn",
    meanValue: "{{mean}} af {{items}} (SF {{sd}})",
    notComputed: "Ekki reiknað",
    tooFew: "Færri en {{min}} próftakar: tölurnar eru sýndar en ekkert atriði er merkt.",
    rules: "Hvernig atriði eru merkt",
    ruleTranslation:
      "Líkleg þýðingarvilla: á einu tungumáli svara próftakar með sömu heildareinkunn atriðinu rétt mun sjaldnar en á hinum (Mantel–Haenszel Δ að minnsta kosti {{delta}}, marktækt), með að minnsta kosti {{min}} próftaka á því tungumáli og á hinum.",
    ruleEasy: "Of létt: fleiri en {{share}} próftaka svara rétt.",
    ruleHard: "Of erfitt, eða rangur lykill: færri en {{share}} svara rétt.",
    ruleDiscrimination: "Veik aðgreining: leiðrétt punkt-tvíraðfylgni undir {{value}}.",
    ruleReview: "Merking sendir atriðið til yfirferðar hjá sérfræðingi; hún tekur það ekki úr notkun.",
    chartHeading: "Þyngd og aðgreining hvers atriðis",
    chartLabel:
      "Dreifirit: hlutfall réttra svara hvers atriðis (lárétt) á móti aðgreiningu þess (lóðrétt); merkt atriði í rauðu. Atriðataflan hér fyrir neðan sýnir sömu tölur.",
    chartX: "Hlutfall réttra",
    chartY: "Aðgreining",
    itemsHeading: "Atriði",
    flaggedOnly: "{{n}} af {{total}} atriðum merkt",
    position: "Nr.",
    item: "Atriði",
    difficulty: "Hlutfall réttra",
    discrimination: "Aðgreining",
    flags: "Merkingar",
    none: "Engin",
  },
  flags: {
    translation: "Líkleg þýðingarvilla ({{language}})",
    tooEasy: "Of létt",
    tooHard: "Of erfitt",
    lowDiscrimination: "Veik aðgreining",
  },
  item: {
    heading: "Atriði {{id}}",
    text: "Hvernig atriðið reyndist á hverju tungumáli sem það var þreytt á: hlutfall réttra svara, aðgreining og hvaða valkosti próftakar völdu.",
    back: "Öll atriði prófútgáfunnar",
    editor: "Opna atriðið í bankanum",
    translationLink: "Yfirfara þýðinguna á {{language}}",
    languagesHeading: "Eftir tungumáli",
    languagesChart:
      "Súlurit: hlutfall próftaka sem svöruðu rétt á hverju tungumáli. Taflan við hliðina sýnir sömu tölur.",
    language: "Tungumál",
    candidates: "Próftakar",
    delta: "Δ samkvæmt Mantel–Haenszel",
    optionsHeading: "Valdir valkostir",
    optionsChart:
      "Súlurit: hlutfall próftaka sem valdi hvern valkost, eftir tungumáli; lykillinn er merktur. Taflan við hliðina sýnir sömu tölur.",
    option: "Valkostur",
    keyed: "{{option}} (lykill)",
    omitted: "Ekkert svar",
    all: "Allir",
  },
} satisfies Namespaces["examStatistics"];

export default examStatistics;
