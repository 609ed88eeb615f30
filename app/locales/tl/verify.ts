import type { Namespaces } from "../types";

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
    idHint:
      "Gaya ng nakalimbag sa sertipiko, hal. GCF-2026-7KQ4-XM. Hindi mahalaga ang malalaking titik, espasyo at gitling.",
    name: "Apelyido ng may-hawak",
    nameHint: "Gaya ng nasa sertipiko; hindi mahalaga ang mga tuldik at malalaking titik.",
    submit: "I-verify",
    checking: "Sinusuri…",
    privacy: "Kailangan ang dalawa upang hindi ma-browse ang rehistro. Ipinapakita lamang namin ang nasa sertipiko.",
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
  statusText: {
    valid: "Balido ang kredensyal na ito: sertipikado ang may-hawak sa antas sa ibaba.",
    expired: "Expired na ang kredensyal na ito. Naging sertipikado ang may-hawak, ngunit hindi niya ito na-renew.",
    suspended:
      "Suspendido ang kredensyal na ito. Hindi ito maaaring gamitin ng may-hawak hangga't hindi ito naibabalik.",
    revoked: "Binawi na ang kredensyal na ito. Hindi na ito balido.",
    notFound:
      "Walang kredensyal na tumutugma sa ID at apelyidong ito. Paki-check ang dalawa laban sa sertipiko, o humingi ng kopya sa may-hawak.",
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
    domainsHint: "Bawat larangan ay naka-link sa mga kakayahan nito sa balangkas.",
    checked: "Sinuri sa live na rehistro noong {{date}}.",
  },
  share: {
    heading: "Ibahagi ang pag-verify na ito",
    text: "Sinusuri muli ng link ang rehistro tuwing bubuksan ito, kaya palagi nitong ipinapakita ang kasalukuyang katayuan.",
    link: "Link ng pag-verify",
    copy: "Kopyahin ang link",
    copied: "Nakopya ang link",
    qr: "QR code ng link ng pag-verify",
    print: "I-print",
  },
  aside: {
    heading: "Paano gumagana ang pag-verify",
    items: {
      live: "Nagmumula ang mga sagot sa live na rehistro, hindi sa isang kopya.",
      minimal:
        "Ipinapakita namin ang katayuan, pangalan ng may-hawak, antas, mga petsa at mga larangan — hindi kailanman ang contact details.",
      limit: "Limitado ang paghahanap sa 30 bawat 10 minuto sa bawat koneksyon, upang mapigilan ang panghuhula.",
    },
    bulkHeading: "Maraming kredensyal na susuriin?",
    bulkText:
      "Maaaring magsuri ang mga katuwang ng hanggang 5,000 kredensyal nang sabay-sabay mula sa isang spreadsheet.",
    bulkLink: "Maramihang pag-verify",
  },
} satisfies Namespaces["verify"];

export default verify;
