import type { Namespaces } from "../types";

const credentials = {
  meta: {
    title: "我的证书 — GeoCert",
    description: "您的 GeoCert 证书及其实时状态和公开页面，以及签发到您邮箱、可供认领的证书。",
    publicTitle: "{{name}} 的{{certification}} — GeoCert",
    publicDescription:
      "{{name}} 持有 GeoCert 证书 {{id}}（{{certification}}）。今日状态：{{status}}。可在 GeoCert 登记册中实时查验。",
  },
  mine: {
    title: "我的证书",
    lead: "关联到您账户的证书，附实时状态、公开页面和下载。",
    account: "您的账户",
    heldHeading: "您持有的证书",
    empty: "您的账户尚未关联任何证书。",
    emptyHelp:
      "签发到 {{email}} 的证书会显示在本页，供您认领。如果您的证书签发到了其他邮箱，请联系我们，我们会将其关联到您的账户。",
    contact: "联系 GeoCert",
  },
  renewal: {
    open: "可以续期",
    renew: "续期",
    renewLabel: "续期证书 {{id}}",
    underReview: "续期审核中",
  },
  claim: {
    heading: "签发到您邮箱的证书",
    text: "这些证书签发到 {{email}}。认领后即关联到您的账户。",
    submit: "认领",
    submitLabel: "认领证书 {{id}}",
    done: "证书 {{id}} 已关联到您的账户。",
  },
  card: {
    levelLabel: "第 {{number}} 级 · {{level}}",
    holder: "持证人",
    id: "证书编号",
    issued: "签发日期",
    expires: "有效期至",
    expired: "失效日期",
    domains: "能力领域",
    status: "状态",
  },
  statuses: {
    valid: "有效",
    expired: "已过期",
    suspended: "已暂停",
    revoked: "已撤销",
  },
  statusText: {
    valid: "GeoCert 登记册今日确认此证书有效。",
    expired: "此证书已过期，续期前无效。",
    suspended: "GeoCert 已暂停此证书：暂停期间无效。",
    revoked: "GeoCert 已撤销此证书：它不再有效。",
  },
  publicPage: {
    heading: "公开页面",
    on: "已开启：任何拥有链接的人都可以打开此证书的页面。",
    off: "已关闭：只有您和 GeoCert 工作人员可以打开此证书的页面。",
    switchOn: "开启公开页面",
    switchOff: "关闭公开页面",
    switchLabel: "{{action}}（证书 {{id}}）",
    open: "打开公开页面",
    openLabel: "打开公开页面（证书 {{id}}）",
    preview: "预览页面",
    previewLabel: "预览页面（证书 {{id}}）",
    doneOn: "证书 {{id}} 的公开页面已开启。",
    doneOff: "证书 {{id}} 的公开页面已关闭。",
  },
  page: {
    issuedTo: "持证人",
    issuedBy: "由 GeoCert 签发",
    checked: "状态于 {{date}} 从 GeoCert 登记册实时读取。",
    verifyHeading: "查验此证书",
    verifyText: "任何人无需账户，凭证书编号和持证人姓氏即可在 GeoCert 登记册中确认此证书。",
    verifyLink: "在登记册中查验",
    verifyLabel: "在登记册中查验（证书 {{id}}）",
    shareHeading: "分享此证书",
    shareText: "发送此链接，或将其添加到您的简历或个人资料：页面始终显示证书的当前状态。",
    shareLabel: "本页链接",
    copy: "复制链接",
    copied: "链接已复制",
    privateNotice: "只有您和 GeoCert 工作人员可以打开此页面：其公开页面已关闭。",
    privateAction: "在“我的证书”中管理",
    staffNotice: "您以 GeoCert 工作人员身份查看此页面：持证人尚未公开它。",
    badgeLabel: "GeoCert 证书徽章（{{level}}）",
  },
  errors: {
    cannotClaim: "您的账户无法认领此证书。如果它属于您，请联系我们，我们会将其关联到您的账户。",
    notYours: "此证书未关联到您的账户。",
  },
} satisfies Namespaces["credentials"];

export default credentials;
