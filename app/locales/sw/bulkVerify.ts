import type { PartialMessages } from "../types";

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
    template: "Pakua kiolezo cha CSV",
    file: "Faili ya CSV",
    or: "au",
    paste: "Bandika mistari",
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
    row: "Mstari",
    id: "Namba ya cheti",
    lastName: "Jina la ukoo lililotumwa",
    status: "Hali",
    holder: "Mwenye cheti",
    level: "Kiwango",
    expires: "Halali hadi",
    download: "Pakua matokeo (CSV)",
    again: "Kagua vyeti vingine",
  },
} satisfies PartialMessages<"bulkVerify">;

export default bulkVerify;
