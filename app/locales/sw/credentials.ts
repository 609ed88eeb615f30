import type { Namespaces } from "../types";

const credentials = {
  meta: {
    title: "Vyeti vyangu — GeoCert",
    description:
      "Vyeti vyako vya GeoCert pamoja na hali yake ya sasa na kurasa zake za umma, na vyeti vilivyotolewa kwa anwani yako unavyoweza kudai.",
    publicTitle: "{{certification}} ya {{name}} — GeoCert",
    publicDescription:
      "{{name}} ana cheti cha GeoCert {{id}} ({{certification}}). Hali ya leo: {{status}}. Kikague moja kwa moja katika sajili ya GeoCert.",
  },
  mine: {
    title: "Vyeti vyangu",
    lead: "Vyeti vilivyounganishwa na akaunti yako, pamoja na hali yake ya sasa, kurasa za umma na vipakuliwa.",
    account: "Akaunti yako",
    heldHeading: "Vyeti ulivyo navyo",
    empty: "Bado hakuna cheti kilichounganishwa na akaunti yako.",
    emptyHelp:
      "Vyeti vilivyotolewa kwa {{email}} huonekana kwenye ukurasa huu ili uvidai. Ikiwa chako kilitolewa kwa anwani nyingine, tuandikie nasi tutakiunganisha na akaunti yako.",
    contact: "Iandikie GeoCert",
  },
  renewal: {
    open: "Uhuishaji uko wazi",
    renew: "Huisha",
    renewLabel: "Huisha stashahada {{id}}",
    underReview: "Uhuishaji unakaguliwa",
  },
  claim: {
    heading: "Vilivyotolewa kwa anwani yako",
    text: "Vyeti hivi vilitolewa kwa {{email}}. Vidai ili kuviunganisha na akaunti yako.",
    submit: "Dai",
    submitLabel: "Dai cheti {{id}}",
    done: "Cheti {{id}} sasa kimeunganishwa na akaunti yako.",
  },
  card: {
    levelLabel: "Ngazi ya {{number}} · {{level}}",
    holder: "Mmiliki",
    id: "Namba ya cheti",
    issued: "Kilitolewa",
    expires: "Halali hadi",
    expired: "Muda uliisha",
    domains: "Nyanja za umahiri",
    status: "Hali",
  },
  statuses: {
    valid: "Hai",
    expired: "Muda umeisha",
    suspended: "Limesimamishwa",
    revoked: "Limefutwa",
  },
  statusText: {
    valid: "Sajili ya GeoCert inathibitisha cheti hiki leo.",
    expired: "Muda wa cheti hiki umeisha na si halali hadi kitakapohuishwa.",
    suspended: "GeoCert imesimamisha cheti hiki: si halali kikiwa kimesimamishwa.",
    revoked: "GeoCert imefuta cheti hiki: si halali tena.",
  },
  publicPage: {
    heading: "Ukurasa wa umma",
    on: "Umewashwa: yeyote mwenye kiungo anaweza kufungua ukurasa wa cheti hiki.",
    off: "Umezimwa: ni wewe na wafanyakazi wa GeoCert tu mnaoweza kufungua ukurasa wa cheti hiki.",
    switchOn: "Washa ukurasa wa umma",
    switchOff: "Zima ukurasa wa umma",
    switchLabel: "{{action}} wa cheti {{id}}",
    open: "Fungua ukurasa wa umma",
    openLabel: "Fungua ukurasa wa umma wa cheti {{id}}",
    preview: "Hakiki ukurasa",
    previewLabel: "Hakiki ukurasa wa cheti {{id}}",
    doneOn: "Ukurasa wa umma wa cheti {{id}} umewashwa.",
    doneOff: "Ukurasa wa umma wa cheti {{id}} umezimwa.",
  },
  page: {
    issuedTo: "Kimetolewa kwa",
    issuedBy: "Kimetolewa na GeoCert",
    checked: "Hali imesomwa moja kwa moja kutoka sajili ya GeoCert tarehe {{date}}.",
    verifyHeading: "Thibitisha cheti hiki",
    verifyText:
      "Mtu yeyote anaweza kuthibitisha cheti hiki katika sajili ya GeoCert kwa namba yake na jina la ukoo la mmiliki, bila akaunti.",
    verifyLink: "Thibitisha katika sajili",
    verifyLabel: "Thibitisha katika sajili: cheti {{id}}",
    shareHeading: "Shiriki cheti hiki",
    shareText:
      "Tuma kiungo hiki au kiongeze kwenye CV au wasifu wako: ukurasa huonyesha hali ya sasa ya cheti kila wakati.",
    shareLabel: "Kiungo cha ukurasa huu",
    copy: "Nakili kiungo",
    copied: "Kiungo kimenakiliwa",
    privateNotice: "Ni wewe na wafanyakazi wa GeoCert tu mnaoweza kufungua ukurasa huu: ukurasa wake wa umma umezimwa.",
    privateAction: "Kisimamie katika Vyeti vyangu",
    staffNotice: "Unaona ukurasa huu kama mfanyakazi wa GeoCert: mmiliki hajaufanya kuwa wa umma.",
    badgeLabel: "Beji ya cheti cha GeoCert, ngazi: {{level}}",
  },
  errors: {
    cannotClaim:
      "Cheti hiki hakiwezi kudaiwa kwa akaunti yako. Ikiwa ni chako, tuandikie nasi tutakiunganisha na akaunti yako.",
    notYours: "Cheti hiki hakijaunganishwa na akaunti yako.",
  },
} satisfies Namespaces["credentials"];

export default credentials;
