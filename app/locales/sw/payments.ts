import type { Namespaces } from "../types";

const payments = {
  meta: {
    accountTitle: "Ankara zangu — GeoCert",
    accountDescription: "Ankara zako za GeoCert: zisizolipwa, zilizolipwa na jinsi ya kulipa.",
    staffTitle: "Malipo — wafanyakazi wa GeoCert",
  },
  lines: {
    applicationFee: "Ada ya maombi na mtihani wa uthibitisho — {{level}} ({{basis}})",
    examRetake: "Ada ya kurudia mtihani — {{level}} ({{basis}})",
    basis: {
      member: "ada ya mwanachama",
      nonMember: "ada ya asiye mwanachama",
    },
  },
  status: {
    open: "Haijalipwa",
    paid: "Imelipwa",
    refunded: "Imerejeshwa",
    void: "Imefutwa",
  },
  refundStatus: {
    pending: "Marejesho yanaelekea kwenye kadi yako",
    owed: "Marejesho kwa uhamisho wa benki yanaendelea",
    failed: "Marejesho yamechelewa: timu ya fedha inashughulikia",
    done: "Imerejeshwa",
  },
  refundReasons: {
    withdrawnBeforeReview: "Maombi yaliondolewa kabla ya ukaguzi",
    staffDecision: "Marejesho yaliyoamuliwa na wafanyakazi",
    bookingCancelled: "Uhifadhi wa mtihani ulifutwa kabla ya muda wa mwisho wa mabadiliko",
  },
  rule: {
    refund:
      "Marejesho: ada iliyolipwa hurejeshwa yote ({{share}} %) ukiondoa maombi kabla ukaguzi wake haujaanza. Ankara isiyolipwa hufutwa. Malipo ya kadi hurudi kwenye kadi; uhamisho wa benki kwenye akaunti ulikotoka.",
  },
  account: {
    title: "Ankara zangu",
    lead: "Kila ada unayodaiwa au uliyolipa, na ankara yake kama PDF.",
    empty: "Huna ankara. Ankara hutolewa unapowasilisha maombi ya uthibitisho.",
    number: "Ankara {{number}}",
    issued: "Imetolewa {{date}}",
    due: "Mwisho wa kulipa {{date}}",
    paidOn: "Imelipwa {{date}}",
    total: "Jumla",
    pdf: "Pakua ankara (PDF)",
    payByCard: "Lipa {{amount}} kwa kadi",
    cardUnavailable:
      "Malipo ya kadi hayapatikani kwenye tovuti hii. Lipa kwa uhamisho wa benki kwenye akaunti iliyo hapa chini, ukitumia namba ya ankara kama kumbukumbu; timu ya fedha hurekodi malipo yanapofika.",
    cardAvailable:
      "Lipa kwa kadi kwenye ukurasa salama wa Stripe, au kwa uhamisho wa benki kwenye akaunti iliyo hapa chini.",
    bankHeading: "Uhamisho wa benki",
    bankReference: "Kumbukumbu: {{number}}",
  },
  checkout: {
    success: "Asante. Malipo yako ya kadi yanathibitishwa; ankara itaonyesha imelipwa baada ya muda mfupi.",
    cancelled: "Malipo ya kadi yalisitishwa. Ankara bado haijalipwa.",
    unavailable: "Malipo ya kadi hayapatikani kwa ankara hii.",
    failed: "Ukurasa wa malipo ya kadi haukufunguka. Jaribu tena baadaye au lipa kwa uhamisho wa benki.",
  },
  staff: {
    title: "Malipo",
    lead: "Ankara zinazosubiri uhamisho wa benki, na marejesho yanayodaiwa.",
    openHeading: "Ankara zisizolipwa",
    openEmpty: "Hakuna ankara zisizolipwa.",
    refundsHeading: "Marejesho yanayodaiwa",
    refundsEmpty: "Hakuna marejesho yanayodaiwa.",
    reference: "Kumbukumbu ya benki",
    paidOn: "Tarehe ya kupokea",
    record: "Rekodi malipo",
    refundReference: "Kumbukumbu ya uhamisho",
    markRefunded: "Weka alama marejesho yamelipwa",
    refundOf: "Marejesho ya {{amount}}: {{reason}}",
    pdf: "PDF",
  },
  done: {
    recorded: "Malipo ya ankara {{number}} yamerekodiwa.",
    alreadyPaid: "Ankara {{number}} ilikuwa imeshalipwa: hakuna kilichorekodiwa tena.",
    refundPaid: "Marejesho ya ankara {{number}} yamewekwa alama yamelipwa.",
  },
  errors: {
    referenceRequired: "Weka kumbukumbu ya benki ya uhamisho.",
    referenceTooLong: "Kumbukumbu ni herufi 100 au chache.",
    dateInvalid: "Weka tarehe pesa zilipofika, si tarehe ya baadaye.",
    notFound: "Ankara hii haipo.",
    noRefundOwed: "Hakuna marejesho yanayodaiwa kwa ankara hii.",
  },
  pdf: {
    title: "Ankara",
    number: "Namba ya ankara",
    date: "Tarehe ya ankara",
    due: "Tarehe ya mwisho",
    billedTo: "Mlipaji",
    description: "Maelezo",
    amount: "Kiasi",
    net: "Kiasi bila VAT",
    vat: "VAT {{rate}} %",
    total: "Jumla",
    vatNumber: "Namba ya VAT: {{number}}",
    payTo: "Lipa kwa uhamisho wa benki kwa",
    reference: "Kumbukumbu: {{number}}",
    paid: "Imelipwa {{date}}. Asante.",
    refunded: "Imerejeshwa.",
    void: "Imefutwa: hakuna deni.",
    pricesInclude: "Bei zinajumuisha VAT.",
  },
  mail: {
    issuedSubject: "Ankara {{number}} kutoka GeoCert",
    issuedBody:
      "Habari {{name}},\n\nasante kwa maombi yako. Ankara {{number}} ya {{amount}} imeambatishwa na inapaswa kulipwa kufikia {{due}}.\n\n{{howToPay}}\n\n{{link}}\n\n{{rule}}",
    issuedCard:
      "Unaweza kulipa kwa kadi kwenye ukurasa wa ankara zako, au kwa uhamisho wa benki kwa {{bank}} ukitumia kumbukumbu {{number}}.",
    issuedBank: "Tafadhali lipa kwa uhamisho wa benki kwa {{bank}} ukitumia kumbukumbu {{number}}.",
    paidSubject: "Malipo ya ankara {{number}} yamepokelewa",
    paidBody: "Habari {{name}},\n\ntumepokea malipo yako ya {{amount}} kwa ankara {{number}}. Asante.\n\n{{link}}",
    refundedSubject: "Marejesho ya ankara {{number}}",
    refundedBody:
      "Habari {{name}},\n\ntumerejesha {{amount}} kwa ankara {{number}}. Kulingana na benki yako, inaweza kuchukua siku chache kufika.\n\n{{link}}",
    button: "Ankara zangu",
  },
} satisfies Namespaces["payments"];

export default payments;
