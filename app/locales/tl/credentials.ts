import type { Namespaces } from "../types";

const credentials = {
  meta: {
    title: "Aking mga kredensyal — GeoCert",
    description:
      "Ang inyong mga kredensyal sa GeoCert kasama ang live na status at mga pampublikong pahina, at ang mga kredensyal na inisyu sa inyong address na maaari ninyong i-claim.",
    publicTitle: "{{certification}} ni {{name}} — GeoCert",
    publicDescription:
      "Hawak ni {{name}} ang kredensyal ng GeoCert na {{id}} ({{certification}}). Status ngayon: {{status}}. Suriin ito nang live sa registry ng GeoCert.",
  },
  mine: {
    title: "Aking mga kredensyal",
    lead: "Ang mga kredensyal na naka-link sa inyong account, kasama ang live na status, mga pampublikong pahina at mga download.",
    account: "Inyong account",
    heldHeading: "Mga kredensyal na hawak ninyo",
    empty: "Wala pang kredensyal na naka-link sa inyong account.",
    emptyHelp:
      "Lumalabas sa pahinang ito ang mga kredensyal na inisyu sa {{email}} para ma-claim ninyo. Kung inisyu ang sa inyo sa ibang address, sumulat sa amin at ili-link namin ito sa inyong account.",
    contact: "Sumulat sa GeoCert",
  },
  renewal: {
    open: "Bukas ang pag-renew",
    renew: "I-renew",
    renewLabel: "I-renew ang kredensyal {{id}}",
    underReview: "Sinusuri ang pag-renew",
  },
  claim: {
    heading: "Inisyu sa inyong address",
    text: "Inisyu ang mga kredensyal na ito sa {{email}}. I-claim ang mga ito para mai-link sa inyong account.",
    submit: "I-claim",
    submitLabel: "I-claim ang kredensyal {{id}}",
    done: "Naka-link na sa inyong account ang kredensyal {{id}}.",
  },
  card: {
    levelLabel: "Antas {{number}} · {{level}}",
    holder: "May-hawak",
    id: "ID ng kredensyal",
    issued: "Inisyu",
    expires: "Balido hanggang",
    expired: "Nag-expire noong",
    domains: "Mga domain ng kakayahan",
    status: "Katayuan",
  },
  statuses: {
    valid: "Aktibo",
    expired: "Expired na",
    suspended: "Suspendido",
    revoked: "Binawi",
  },
  statusText: {
    valid: "Kinukumpirma ngayon ng registry ng GeoCert ang kredensyal na ito.",
    expired: "Nag-expire na ang kredensyal na ito at hindi balido hangga't hindi nare-renew.",
    suspended: "Sinuspinde ng GeoCert ang kredensyal na ito: hindi ito balido habang suspendido.",
    revoked: "Binawi ng GeoCert ang kredensyal na ito: hindi na ito balido.",
  },
  publicPage: {
    heading: "Pampublikong pahina",
    on: "Naka-on: mabubuksan ng sinumang may link ang pahina ng kredensyal na ito.",
    off: "Naka-off: kayo lang at ang staff ng GeoCert ang makakapagbukas ng pahina ng kredensyal na ito.",
    switchOn: "I-on ang pampublikong pahina",
    switchOff: "I-off ang pampublikong pahina",
    switchLabel: "{{action}} ng kredensyal {{id}}",
    open: "Buksan ang pampublikong pahina",
    openLabel: "Buksan ang pampublikong pahina ng kredensyal {{id}}",
    preview: "Silipin ang pahina",
    previewLabel: "Silipin ang pahina ng kredensyal {{id}}",
    doneOn: "Naka-on ang pampublikong pahina ng kredensyal {{id}}.",
    doneOff: "Naka-off ang pampublikong pahina ng kredensyal {{id}}.",
  },
  page: {
    issuedTo: "Inisyu kay",
    issuedBy: "Inisyu ng GeoCert",
    checked: "Binasa nang live ang status mula sa registry ng GeoCert noong {{date}}.",
    verifyHeading: "I-verify ang kredensyal na ito",
    verifyText:
      "Makukumpirma ng sinuman ang kredensyal na ito sa registry ng GeoCert gamit ang ID nito at apelyido ng may-hawak, nang walang account.",
    verifyLink: "I-verify sa registry",
    verifyLabel: "I-verify sa registry: kredensyal {{id}}",
    shareHeading: "Ibahagi ang kredensyal na ito",
    shareText:
      "Ipadala ang link na ito o idagdag sa inyong CV o profile: laging ipinapakita ng pahina ang kasalukuyang status ng kredensyal.",
    shareLabel: "Link sa pahinang ito",
    copy: "Kopyahin ang link",
    copied: "Nakopya ang link",
    privateNotice:
      "Kayo lang at ang staff ng GeoCert ang makakapagbukas ng pahinang ito: naka-off ang pampublikong pahina nito.",
    privateAction: "Pamahalaan ito sa Aking mga kredensyal",
    staffNotice:
      "Nakikita ninyo ang pahinang ito bilang staff ng GeoCert: hindi pa ito ginawang pampubliko ng may-hawak.",
    badgeLabel: "Badge ng kredensyal ng GeoCert, antas: {{level}}",
  },
  errors: {
    cannotClaim:
      "Hindi ma-claim ang kredensyal na ito gamit ang inyong account. Kung sa inyo ito, sumulat sa amin at ili-link namin ito sa inyong account.",
    notYours: "Hindi naka-link sa inyong account ang kredensyal na ito.",
  },
} satisfies Namespaces["credentials"];

export default credentials;
