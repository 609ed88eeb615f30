import type { Namespaces } from "../types";

const payments = {
  meta: {
    accountTitle: "請求書 — GeoCert",
    accountDescription: "GeoCertの請求書：未払い、支払済み、支払い方法。",
    staffTitle: "支払い — GeoCertスタッフ",
  },
  lines: {
    applicationFee: "認定申請・試験料 — {{level}}（{{basis}}）",
    examRetake: "再受験料 — {{level}}（{{basis}}）",
    basis: {
      member: "会員料金",
      nonMember: "非会員料金",
    },
  },
  status: {
    open: "未払い",
    paid: "支払済み",
    refunded: "返金済み",
    void: "取消",
  },
  refundStatus: {
    pending: "カードへの返金を手続き中",
    owed: "銀行振込による返金を手続き中",
    failed: "返金が遅れています：財務チームが対応中です",
    done: "返金済み",
  },
  refundReasons: {
    withdrawnBeforeReview: "審査開始前に申請を取り下げ",
    staffDecision: "スタッフの判断による返金",
    bookingCancelled: "変更期限前に試験予約を取り消し",
  },
  rule: {
    refund:
      "返金：審査が始まる前に申請を取り下げた場合、支払済みの料金は全額（{{share}} %）返金されます。未払いの請求書は取り消されます。カード払いはカードに、銀行振込は振込元の口座に返金されます。",
  },
  account: {
    title: "請求書",
    lead: "お支払いいただく料金と支払済みの料金（PDFの請求書付き）。",
    empty: "請求書はありません。認定の申請を提出すると請求書が発行されます。",
    number: "請求書 {{number}}",
    issued: "発行日 {{date}}",
    due: "支払期日 {{date}}",
    paidOn: "支払日 {{date}}",
    total: "合計",
    pdf: "請求書をダウンロード（PDF）",
    payByCard: "{{amount}}をカードで支払う",
    cardUnavailable:
      "このサイトではカード払いをご利用いただけません。下記の口座へ、請求書番号を参照番号として銀行振込でお支払いください。入金を確認すると財務チームが記録します。",
    cardAvailable: "Stripeの安全なページでカード払い、または下記の口座へ銀行振込でお支払いください。",
    bankHeading: "銀行振込",
    bankReference: "参照番号：{{number}}",
  },
  checkout: {
    success: "ありがとうございます。カード払いを確認中です。まもなく請求書が支払済みになります。",
    cancelled: "カード払いはキャンセルされました。請求書は未払いのままです。",
    unavailable: "この請求書はカードで支払えません。",
    failed: "カード払いのページを開けませんでした。後でもう一度お試しいただくか、銀行振込でお支払いください。",
  },
  staff: {
    title: "支払い",
    lead: "銀行振込を待つ未払いの請求書と、未払いの返金。",
    openHeading: "未払いの請求書",
    openEmpty: "未払いの請求書はありません。",
    refundsHeading: "未払いの返金",
    refundsEmpty: "未払いの返金はありません。",
    reference: "銀行の参照番号",
    paidOn: "入金日",
    record: "支払いを記録",
    refundReference: "振込の参照番号",
    markRefunded: "返金を支払済みにする",
    refundOf: "{{amount}}の返金：{{reason}}",
    pdf: "PDF",
  },
  done: {
    recorded: "請求書{{number}}の支払いを記録しました。",
    alreadyPaid: "請求書{{number}}はすでに支払済みでした。再度記録はしていません。",
    refundPaid: "請求書{{number}}の返金を支払済みにしました。",
  },
  errors: {
    referenceRequired: "振込の銀行参照番号を入力してください。",
    referenceTooLong: "参照番号は100文字以内です。",
    dateInvalid: "入金日を入力してください（未来の日付は不可）。",
    notFound: "この請求書は存在しません。",
    noRefundOwed: "この請求書に未払いの返金はありません。",
  },
  pdf: {
    title: "請求書",
    number: "請求書番号",
    date: "請求日",
    due: "支払期日",
    billedTo: "請求先",
    description: "内容",
    amount: "金額",
    net: "税抜金額",
    vat: "付加価値税 {{rate}} %",
    total: "合計",
    vatNumber: "VAT番号：{{number}}",
    payTo: "振込先",
    reference: "参照番号：{{number}}",
    paid: "{{date}}に支払済み。ありがとうございます。",
    refunded: "返金済み。",
    void: "取消：お支払いは不要です。",
    pricesInclude: "価格は税込みです。",
  },
  mail: {
    issuedSubject: "GeoCertからの請求書 {{number}}",
    issuedBody:
      "{{name}} 様\n\nお申し込みありがとうございます。{{amount}}の請求書{{number}}を添付しました。支払期日は{{due}}です。\n\n{{howToPay}}\n\n{{link}}\n\n{{rule}}",
    issuedCard: "請求書ページからカードで、または{{bank}}へ参照番号{{number}}で銀行振込にてお支払いいただけます。",
    issuedBank: "{{bank}}へ参照番号{{number}}で銀行振込にてお支払いください。",
    paidSubject: "請求書{{number}}のお支払いを受領しました",
    paidBody:
      "{{name}} 様\n\n請求書{{number}}について{{amount}}のお支払いを受領しました。ありがとうございます。\n\n{{link}}",
    refundedSubject: "請求書{{number}}の返金",
    refundedBody:
      "{{name}} 様\n\n請求書{{number}}について{{amount}}を返金しました。銀行によっては着金まで数日かかる場合があります。\n\n{{link}}",
    button: "請求書一覧",
  },
} satisfies Namespaces["payments"];

export default payments;
