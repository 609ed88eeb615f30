import type { PartialMessages } from "../types";

const credentialsAdmin = {
  meta: {
    title: "Vyeti — Utawala — GeoCert",
    importTitle: "Ingiza vyeti — Utawala — GeoCert",
  },
  list: {
    heading: "Rejista ya vyeti",
    search: "Tafuta",
    id: "Namba ya cheti",
    holder: "Mwenye cheti",
    level: "Kiwango",
    status: "Hali",
    actions: "Vitendo",
  },
  statuses: {
    valid: "Halali",
    active: "Hai",
    expired: "Muda umeisha",
    suspended: "Limesimamishwa",
    revoked: "Limefutwa",
    notFound: "Halikupatikana",
  },
  change: {
    open: "Badilisha hali",
    status: "Hali mpya",
    reason: "Sababu",
    date: "Tarehe ya kuanza",
    submit: "Hifadhi hali",
  },
  issue: {
    heading: "Toa cheti",
    givenNames: "Majina ya kwanza",
    lastName: "Jina la ukoo",
    email: "Barua pepe",
    level: "Kiwango",
    domains: "Nyanja za umahiri",
    issuedOn: "Kilitolewa",
    expiresOn: "Halali hadi",
    submit: "Toa cheti",
  },
  import: {
    link: "Ingiza kutoka CSV",
    heading: "Ingiza vyeti kutoka CSV",
    template: "Pakua kiolezo cha CSV",
    file: "Faili ya CSV",
    preview: "Kagua faili",
    row: "Mstari",
    problems: "Matatizo",
  },
  errors: {
    givenNames: "Weka majina ya kwanza.",
    lastName: "Weka jina la ukoo.",
    email: "Weka barua pepe sahihi, au iache wazi.",
    level: "Chagua kimoja kati ya viwango vinne.",
    domains: "Chagua angalau nyanja moja ya umahiri.",
    date: "Weka tarehe kwa muundo YYYY-MM-DD.",
    expiryBeforeIssue: "Tarehe ya mwisho lazima iwe baada ya tarehe ya kutolewa.",
    status: "Chagua hali.",
    reason: "Toa sababu (angalau herufi 3).",
  },
} satisfies PartialMessages<"credentialsAdmin">;

export default credentialsAdmin;
