import type { Namespaces } from "../types";

const payments = {
  meta: {
    accountTitle: "Aking mga invoice — GeoCert",
    accountDescription: "Ang iyong mga invoice sa GeoCert: ang hindi pa bayad, ang bayad na, at kung paano magbayad.",
    staffTitle: "Mga bayad — kawani ng GeoCert",
  },
  lines: {
    applicationFee: "Bayad sa aplikasyon at pagsusulit ng sertipikasyon — {{level}} ({{basis}})",
    examRetake: "Bayad sa muling pagsusulit — {{level}} ({{basis}})",
    basis: {
      member: "presyo para sa miyembro",
      nonMember: "presyo para sa hindi miyembro",
    },
  },
  status: {
    open: "Hindi pa bayad",
    paid: "Bayad na",
    refunded: "Naibalik ang bayad",
    void: "Kinansela",
  },
  refundStatus: {
    pending: "Pabalik na sa iyong card ang refund",
    owed: "Paparating na ang refund sa bank transfer",
    failed: "Naantala ang refund: inaasikaso ito ng aming finance team",
    done: "Naibalik ang bayad",
  },
  refundReasons: {
    withdrawnBeforeReview: "Binawi ang aplikasyon bago ang pagsusuri",
    staffDecision: "Refund na pinagpasyahan ng kawani",
    bookingCancelled: "Kinansela ang booking ng pagsusulit bago ang huling araw ng pagbabago",
  },
  rule: {
    refund:
      "Mga refund: buong ibinabalik ({{share}} %) ang bayad kapag binawi mo ang aplikasyon bago magsimula ang pagsusuri nito. Kinakansela naman ang invoice na hindi pa bayad. Bumabalik sa card ang bayad sa card; sa pinanggalingang account ang bank transfer.",
  },
  account: {
    title: "Aking mga invoice",
    lead: "Lahat ng bayaring utang mo o nabayaran mo na, kasama ang invoice bilang PDF.",
    empty: "Wala kang invoice. May invoice na ibinibigay kapag nagsumite ka ng aplikasyon para sa sertipikasyon.",
    number: "Invoice {{number}}",
    issued: "Inilabas noong {{date}}",
    due: "Takdang bayad {{date}}",
    paidOn: "Binayaran noong {{date}}",
    total: "Kabuuan",
    pdf: "I-download ang invoice (PDF)",
    payByCard: "Bayaran ang {{amount}} sa card",
    cardUnavailable:
      "Hindi available ang pagbabayad sa card sa site na ito. Magbayad sa bank transfer sa account sa ibaba, gamit ang numero ng invoice bilang reference; itatala ng aming finance team ang bayad pagdating nito.",
    cardAvailable: "Magbayad sa card sa ligtas na pahina ng Stripe, o sa bank transfer sa account sa ibaba.",
    bankHeading: "Bank transfer",
    bankReference: "Reference: {{number}}",
  },
  checkout: {
    success: "Salamat. Kinukumpirma ang bayad mo sa card; lalabas na bayad na ang invoice maya-maya.",
    cancelled: "Kinansela ang bayad sa card. Hindi pa rin bayad ang invoice.",
    unavailable: "Hindi maaaring bayaran sa card ang invoice na ito.",
    failed: "Hindi mabuksan ang pahina ng bayad sa card. Subukan muli mamaya o magbayad sa bank transfer.",
  },
  staff: {
    title: "Mga bayad",
    lead: "Mga invoice na naghihintay ng bank transfer, at mga refund na dapat ibigay.",
    openHeading: "Mga invoice na hindi pa bayad",
    openEmpty: "Walang invoice na hindi pa bayad.",
    refundsHeading: "Mga refund na dapat ibigay",
    refundsEmpty: "Walang refund na dapat ibigay.",
    reference: "Reference ng bangko",
    paidOn: "Petsa ng pagdating",
    record: "Itala ang bayad",
    refundReference: "Reference ng transfer",
    markRefunded: "Markahang bayad ang refund",
    refundOf: "Refund na {{amount}}: {{reason}}",
    pdf: "PDF",
  },
  done: {
    recorded: "Naitala ang bayad ng invoice {{number}}.",
    alreadyPaid: "Bayad na ang invoice {{number}}: walang naitalang muli.",
    refundPaid: "Minarkahang bayad ang refund ng invoice {{number}}.",
  },
  errors: {
    referenceRequired: "Ilagay ang reference ng bangko ng transfer.",
    referenceTooLong: "Hanggang 100 character lang ang reference.",
    dateInvalid: "Ilagay ang petsa ng pagdating ng pera, hindi petsa sa hinaharap.",
    notFound: "Walang ganitong invoice.",
    noRefundOwed: "Walang refund na dapat ibigay sa invoice na ito.",
  },
  pdf: {
    title: "Invoice",
    number: "Numero ng invoice",
    date: "Petsa ng invoice",
    due: "Takdang petsa",
    billedTo: "Sinisingil kay",
    description: "Paglalarawan",
    amount: "Halaga",
    net: "Netong halaga",
    vat: "VAT {{rate}} %",
    total: "Kabuuan",
    vatNumber: "Numero ng VAT: {{number}}",
    payTo: "Magbayad sa bank transfer sa",
    reference: "Reference: {{number}}",
    paid: "Binayaran noong {{date}}. Salamat.",
    refunded: "Naibalik ang bayad.",
    void: "Kinansela: walang utang.",
    pricesInclude: "Kasama na ang VAT sa presyo.",
  },
  mail: {
    issuedSubject: "Invoice {{number}} mula sa GeoCert",
    issuedBody:
      "Kumusta {{name}},\n\nsalamat sa iyong aplikasyon. Kalakip ang invoice {{number}} na {{amount}}, na dapat bayaran bago ang {{due}}.\n\n{{howToPay}}\n\n{{link}}\n\n{{rule}}",
    issuedCard:
      "Maaari kang magbayad sa card sa pahina ng iyong mga invoice, o sa bank transfer sa {{bank}} gamit ang reference na {{number}}.",
    issuedBank: "Magbayad sa bank transfer sa {{bank}} gamit ang reference na {{number}}.",
    paidSubject: "Natanggap ang bayad para sa invoice {{number}}",
    paidBody:
      "Kumusta {{name}},\n\nnatanggap namin ang bayad mong {{amount}} para sa invoice {{number}}. Salamat.\n\n{{link}}",
    refundedSubject: "Refund ng invoice {{number}}",
    refundedBody:
      "Kumusta {{name}},\n\nibinalik namin ang {{amount}} para sa invoice {{number}}. Depende sa iyong bangko, maaaring ilang araw bago ito dumating.\n\n{{link}}",
    button: "Aking mga invoice",
  },
} satisfies Namespaces["payments"];

export default payments;
