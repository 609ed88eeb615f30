import type { Namespaces } from "../types";

const bulkVerify = {
  meta: {
    title: "Uthibitishaji wa wingi — GeoCert",
    description:
      "Washirika hukagua hadi vyeti 5,000 vya GeoCert kwa mara moja kutoka faili ya CSV au mistari iliyobandikwa.",
  },
  header: {
    eyebrow: "Kwa washirika",
    title: "Uthibitishaji wa wingi",
    lead: "Kagua vyeti vingi kwa mara moja: pakia jedwali la namba na majina ya ukoo, au bandika mistari.",
  },
  trail: {
    partners: "Washirika",
  },
  form: {
    heading: "Vyeti vya kukagua",
    text: "Safu mbili: credential_id na last_name. Hadi mistari {{rows}} na {{size}} kwa kila ukaguzi; hakuna chochote unachotuma kinachohifadhiwa.",
    template: "Pakua kiolezo cha CSV",
    file: "Faili ya CSV",
    fileHint: "Imetenganishwa kwa koma, nukta-mkato au tab, UTF-8. Mstari wa vichwa ni hiari.",
    or: "au",
    paste: "Bandika mistari",
    pasteHint:
      "Cheti kimoja kwa kila mstari: namba, koma, kisha jina la ukoo. Unaweza kubandika safu mbili kutoka kwenye lahajedwali.",
    submit: "Kagua vyeti",
    checking: "Inakagua…",
  },
  progress: {
    label: "Maendeleo ya ukaguzi",
    reading: "Inasoma faili…",
    status: "Mistari {{done}} kati ya {{total}} imekaguliwa",
  },
  errors: {
    empty: "Hakuna cha kukagua: chagua faili au bandika mistari.",
    tooLarge: "Faili hii ni kubwa kuliko {{size}}. Igawe katika faili ndogo.",
    tooManyRows: "Faili hii ina mistari zaidi ya {{rows}}. Igawe katika faili ndogo.",
    unreadable: "Faili hii haikuweza kusomwa kama CSV (karibu na mstari {{line}}): kagua alama zake za nukuu.",
    unreadableNoLine: "Faili hii haikuweza kusomwa kama CSV: kagua alama zake za nukuu.",
    rateLimited: "Ukaguzi mwingi mno kutoka kwenye akaunti yako. Jaribu tena baada ya dakika {{minutes}}.",
    failed: "Ukaguzi haukuweza kukamilika. Tafadhali jaribu tena.",
    idRequired: "Namba haipo",
    idFormat: "Si namba ya cheti",
    idCheck: "Kosa la kuandika kwenye namba (herufi ya ukaguzi)",
    nameRequired: "Jina la ukoo halipo",
    nameLong: "Jina la ukoo ni refu mno",
  },
  statuses: {
    valid: "Halali",
    expired: "Muda umeisha",
    suspended: "Limesimamishwa",
    revoked: "Limefutwa",
    notFound: "Halikupatikana",
    error: "Kosa la mstari",
  },
  results: {
    heading: "Matokeo",
    summary: "Muhtasari",
    total_one: "Mstari {{formatted}} umekaguliwa",
    total_other: "Mistari {{formatted}} imekaguliwa",
    caption: "Matokeo ya kila mstari",
    row: "Mstari",
    id: "Namba ya cheti",
    lastName: "Jina la ukoo lililotumwa",
    status: "Hali",
    holder: "Mwenye cheti",
    level: "Kiwango",
    expires: "Halali hadi",
    download: "Pakua matokeo (CSV)",
    again: "Kagua vyeti vingine",
    note: "Namba za mistari ni mistari ya faili yako. Upakuaji hukagua rejista upya na una mistari ileile.",
  },
  csv: {
    row: "mstari",
    credentialId: "credential_id",
    lastName: "last_name",
    status: "hali",
    holder: "jina_la_mwenye_cheti",
    level: "kiwango",
    issued: "kilitolewa",
    expires: "halali_hadi",
    error: "kosa",
  },
} satisfies Namespaces["bulkVerify"];

export default bulkVerify;
