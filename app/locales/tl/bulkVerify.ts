import type { PartialMessages } from "../types";

const bulkVerify = {
  meta: {
    title: "Maramihang pag-verify — GeoCert",
    description:
      "Sinusuri ng mga katuwang ang hanggang 5,000 GeoCert na kredensyal nang sabay-sabay mula sa CSV file o mga idinikit na hanay.",
  },
  header: {
    eyebrow: "Para sa mga katuwang",
    title: "Maramihang pag-verify",
    lead: "Suriin ang maraming kredensyal nang sabay: mag-upload ng talaan ng mga ID at apelyido, o idikit ang mga hanay.",
  },
  trail: {
    partners: "Mga katuwang",
  },
  form: {
    heading: "Mga kredensyal na susuriin",
    template: "I-download ang CSV template",
    file: "CSV file",
    or: "o",
    paste: "Idikit ang mga hanay",
    submit: "Suriin ang mga kredensyal",
    checking: "Sinusuri…",
  },
  progress: {
    label: "Progreso ng pagsusuri",
    reading: "Binabasa ang file…",
    status: "{{done}} sa {{total}} hanay ang nasuri",
  },
  errors: {
    empty: "Walang susuriin: pumili ng file o magdikit ng mga hanay.",
    tooLarge: "Mas malaki sa {{size}} ang file na ito. Hatiin ito sa mas maliliit na file.",
    tooManyRows: "Higit sa {{rows}} hanay ang file na ito. Hatiin ito sa mas maliliit na file.",
    rateLimited: "Masyadong maraming pagsusuri mula sa iyong account. Subukang muli pagkalipas ng {{minutes}} minuto.",
    failed: "Hindi natapos ang pagsusuri. Pakisubukang muli.",
    idRequired: "Walang ID",
    idFormat: "Hindi ID ng kredensyal",
    idCheck: "Mali sa pagta-type ng ID (check character)",
    nameRequired: "Walang apelyido",
    nameLong: "Masyadong mahaba ang apelyido",
  },
  statuses: {
    valid: "Balido",
    expired: "Expired na",
    suspended: "Suspendido",
    revoked: "Binawi",
    notFound: "Hindi natagpuan",
    error: "Mali sa hanay",
  },
  results: {
    heading: "Mga resulta",
    summary: "Buod",
    row: "Hanay",
    id: "ID ng kredensyal",
    lastName: "Ipinadalang apelyido",
    status: "Katayuan",
    holder: "May-hawak",
    level: "Antas",
    expires: "Balido hanggang",
    download: "I-download ang mga resulta (CSV)",
    again: "Sumuri ng iba pang kredensyal",
  },
} satisfies PartialMessages<"bulkVerify">;

export default bulkVerify;
