import type { Namespaces } from "../types";

const payments = {
  meta: {
    accountTitle: "我的发票 — GeoCert",
    accountDescription: "您的 GeoCert 发票：未付、已付以及付款方式。",
    staffTitle: "付款 — GeoCert 工作人员",
  },
  lines: {
    applicationFee: "认证申请及考试费 — {{level}}（{{basis}}）",
    basis: {
      member: "会员价",
      nonMember: "非会员价",
    },
  },
  status: {
    open: "未付",
    paid: "已付",
    refunded: "已退款",
    void: "已作废",
  },
  refundStatus: {
    pending: "退款正退回您的银行卡",
    owed: "银行转账退款处理中",
    failed: "退款延迟：财务团队正在处理",
    done: "已退款",
  },
  refundReasons: {
    withdrawnBeforeReview: "审核开始前撤回申请",
    staffDecision: "工作人员决定的退款",
  },
  rule: {
    refund:
      "退款：如您在审核开始前撤回申请，已付费用全额（{{share}} %）退还；未付发票则作废。银行卡付款退回原卡，银行转账退回原账户。",
  },
  account: {
    title: "我的发票",
    lead: "您应付或已付的所有费用，附 PDF 发票。",
    empty: "您没有发票。提交认证申请后会开具发票。",
    number: "发票 {{number}}",
    issued: "开具于 {{date}}",
    due: "到期日 {{date}}",
    paidOn: "付款于 {{date}}",
    total: "合计",
    pdf: "下载发票（PDF）",
    payByCard: "用银行卡支付 {{amount}}",
    cardUnavailable: "本网站不支持银行卡付款。请以发票号为附言转账到下方账户；款项到账后财务团队会登记。",
    cardAvailable: "可在 Stripe 安全页面用银行卡付款，或转账到下方账户。",
    bankHeading: "银行转账",
    bankReference: "附言：{{number}}",
  },
  checkout: {
    success: "谢谢。您的银行卡付款正在确认，发票稍后将显示为已付。",
    cancelled: "银行卡付款已取消，发票仍未付。",
    unavailable: "此发票不能用银行卡支付。",
    failed: "无法打开银行卡付款页面。请稍后重试或通过银行转账付款。",
  },
  staff: {
    title: "付款",
    lead: "等待银行转账的未付发票，以及应付的退款。",
    openHeading: "未付发票",
    openEmpty: "没有未付发票。",
    refundsHeading: "应付退款",
    refundsEmpty: "没有应付退款。",
    reference: "银行流水号",
    paidOn: "到账日期",
    record: "登记付款",
    refundReference: "转账流水号",
    markRefunded: "标记退款已付",
    refundOf: "退款 {{amount}}：{{reason}}",
    pdf: "PDF",
  },
  done: {
    recorded: "发票 {{number}} 的付款已登记。",
    alreadyPaid: "发票 {{number}} 已付过：未重复登记。",
    refundPaid: "发票 {{number}} 的退款已标记为已付。",
  },
  errors: {
    referenceRequired: "请输入该笔转账的银行流水号。",
    referenceTooLong: "流水号最多 100 个字符。",
    dateInvalid: "请输入款项到账日期，不能是将来的日期。",
    notFound: "此发票不存在。",
    noRefundOwed: "此发票没有应付退款。",
  },
  pdf: {
    title: "发票",
    number: "发票号",
    date: "开票日期",
    due: "到期日",
    billedTo: "付款人",
    description: "项目",
    amount: "金额",
    net: "不含税金额",
    vat: "增值税 {{rate}} %",
    total: "合计",
    vatNumber: "增值税号：{{number}}",
    payTo: "银行转账至",
    reference: "附言：{{number}}",
    paid: "已于 {{date}} 付款。谢谢。",
    refunded: "已退款。",
    void: "已作废：无需付款。",
    pricesInclude: "价格已含增值税。",
  },
  mail: {
    issuedSubject: "GeoCert 发票 {{number}}",
    issuedBody:
      "{{name}}，您好：\n\n感谢您的申请。附件为金额 {{amount}} 的发票 {{number}}，到期日为 {{due}}。\n\n{{howToPay}}\n\n{{link}}\n\n{{rule}}",
    issuedCard: "您可以在发票页面用银行卡付款，或转账至 {{bank}}，附言 {{number}}。",
    issuedBank: "请转账至 {{bank}}，附言 {{number}}。",
    paidSubject: "已收到发票 {{number}} 的付款",
    paidBody: "{{name}}，您好：\n\n我们已收到您为发票 {{number}} 支付的 {{amount}}。谢谢。\n\n{{link}}",
    refundedSubject: "发票 {{number}} 的退款",
    refundedBody:
      "{{name}}，您好：\n\n我们已为发票 {{number}} 退款 {{amount}}。视银行而定，到账可能需要几天。\n\n{{link}}",
    button: "我的发票",
  },
} satisfies Namespaces["payments"];

export default payments;
