import type { Namespaces } from "../types";

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
    text: "Dalawang column: credential_id at last_name. Hanggang {{rows}} hanay at {{size}} bawat pagsusuri; walang itinatagong anumang ipinapadala ninyo.",
    template: "I-download ang CSV template",
    file: "CSV file",
    fileHint: "Hinati ng kuwit, semicolon o tab, UTF-8. Opsyonal ang header row.",
    or: "o",
    paste: "Idikit ang mga hanay",
    pasteHint:
      "Isang kredensyal bawat linya: ang ID, kuwit, at pagkatapos ang apelyido. Maaari po kayong mag-paste ng dalawang column mula sa spreadsheet.",
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
    unreadable: "Hindi mabasa ang file na ito bilang CSV (malapit sa linya {{line}}): paki-check ang mga panipi nito.",
    unreadableNoLine: "Hindi mabasa ang file na ito bilang CSV: paki-check ang mga panipi nito.",
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
    total_one: "{{formatted}} hanay ang nasuri",
    total_other: "{{formatted}} hanay ang nasuri",
    caption: "Resulta ng bawat hanay",
    row: "Hanay",
    id: "ID ng kredensyal",
    lastName: "Ipinadalang apelyido",
    status: "Katayuan",
    holder: "May-hawak",
    level: "Antas",
    expires: "Balido hanggang",
    download: "I-download ang mga resulta (CSV)",
    again: "Sumuri ng iba pang kredensyal",
    note: "Ang mga numero ng hanay ay ang mga linya ng inyong file. Sinusuri muli ng download ang rehistro at naglalaman ito ng parehong mga hanay.",
  },
  csv: {
    row: "hanay",
    credentialId: "credential_id",
    lastName: "last_name",
    status: "katayuan",
    holder: "pangalan_ng_may_hawak",
    level: "antas",
    issued: "inisyu_noong",
    expires: "balido_hanggang",
    error: "error",
  },
} satisfies Namespaces["bulkVerify"];

export default bulkVerify;
