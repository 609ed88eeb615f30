import type { PartialMessages } from "../types";

const verify = {
  meta: {
    title: "I-verify ang isang kredensyal — GeoCert",
    description:
      "Tiyakin na may hawak na GeoCert na kredensyal ang isang tao: ilagay ang ID ng kredensyal at apelyido ng may-hawak para makita ang katayuan, antas, mga petsa at larangan nito.",
  },
  header: {
    eyebrow: "Para sa mga employer at katuwang",
    title: "I-verify ang isang kredensyal",
    lead: "Ilagay ang ID ng kredensyal at ang apelyido ng may-hawak para makita mula sa live na rehistro kung balido ito.",
  },
  trail: {
    partners: "Mga katuwang",
  },
  form: {
    heading: "Maghanap ng kredensyal",
    id: "ID ng kredensyal",
    name: "Apelyido ng may-hawak",
    submit: "I-verify",
    checking: "Sinusuri…",
  },
  errors: {
    idRequired: "Ilagay ang ID ng kredensyal.",
    idFormat:
      "Hindi ito ID ng kredensyal. Ganito ang anyo nito: GCF-2026-7KQ4-XM — taon at anim na titik o numero (hindi kailanman O, I, L, 0 o 1).",
    idCheck:
      "May mali sa pagta-type ng ID: may isang maling karakter o nagkapalit ang dalawa. Ihambing ito sa sertipiko.",
    nameRequired: "Ilagay ang apelyido ng may-hawak.",
    nameLong: "Masyadong mahaba ang apelyido.",
    rateLimited_one:
      "Masyadong maraming paghahanap mula sa iyong koneksyon. Subukang muli pagkalipas ng {{count}} minuto.",
    rateLimited_other:
      "Masyadong maraming paghahanap mula sa iyong koneksyon. Subukang muli pagkalipas ng {{count}} minuto.",
  },
  statuses: {
    valid: "Balido",
    expired: "Expired na",
    suspended: "Suspendido",
    revoked: "Binawi",
    notFound: "Hindi natagpuan",
  },
  result: {
    heading: "Resulta",
    credentialId: "ID ng kredensyal",
    holder: "May-hawak",
    level: "Antas",
    issued: "Inisyu",
    expires: "Balido hanggang",
    expired: "Nag-expire noong",
    domains: "Mga larangan ng kakayahan",
  },
  share: {
    heading: "Ibahagi ang pag-verify na ito",
    link: "Link ng pag-verify",
    copy: "Kopyahin ang link",
    copied: "Nakopya ang link",
    qr: "QR code ng link ng pag-verify",
    print: "I-print",
  },
} satisfies PartialMessages<"verify">;

export default verify;
