import type { Namespaces } from "../types";

const credentialCheck = {
  section: {
    heading: "验证证书文件",
    lead: "有人以文件形式给了您一份 GeoCert 证书？请在此检查：签名、我们的签名密钥、当前状态和有效日期。",
    fileLabel: "证书文件",
    fileHint: "JSON 格式的证书（.json），或内含证书的徽章图片（.svg），最大 256 KB。",
    dropHint: "或将文件拖放到此处",
    chosen: "已选择：{{name}}",
    submit: "检查文件",
    checking: "正在检查…",
    privacy: "文件在我们的服务器上检查，不会保存。",
    apiNote: "雇主的系统可以将同一文件发送到 POST /api/credentials/verify，并以 JSON 获取结果。",
  },
  result: {
    heading: "文件检查结果",
    checksHeading: "检查项目",
    summaryHeading: "证书内容",
    holder: "持有人",
    achievement: "认证",
    issuer: "颁发机构",
    validFrom: "生效日期",
    validUntil: "有效期至",
    id: "证书地址",
  },
  outcome: { pass: "通过", fail: "未通过", skipped: "未检查" },
  verdicts: {
    valid: {
      title: "有效证书",
      text: "该文件是真实的 GeoCert 证书，自我们签名后未被更改，未被撤销或暂停，且在有效期内。",
    },
    revoked: { title: "已撤销", text: "证书是真实的，但 GeoCert 已将其撤销。它已不再有效。" },
    suspended: { title: "已暂停", text: "证书是真实的，但 GeoCert 已暂时将其暂停。暂停期间无效。" },
    expired: { title: "已过期", text: "证书是真实的，但其有效期已结束。" },
    notYetValid: { title: "尚未生效", text: "证书是真实的，但其有效期尚未开始。" },
    tampered: {
      title: "已被篡改或签名无效",
      text: "该文件在 GeoCert 签名后被修改过，或其签名不是我们的。请勿信任。",
    },
    otherIssuer: {
      title: "非 GeoCert 颁发",
      text: "该证书注明的是其他颁发机构。我们只能为自己颁发的证书作保：请向其颁发机构核实。",
    },
    statusUnavailable: {
      title: "无法检查状态",
      text: "签名无误，但暂时无法读取证书状态。请稍后再试。",
    },
    notCredential: { title: "不是证书", text: "该文件不包含我们可以读取的 Open Badges 3.0 证书。" },
  },
  checks: {
    schema: {
      label: "格式",
      ok: "Open Badges 3.0 证书",
      notJson: "该文件既不是有效的 JSON，也不是 SVG 图片",
      noBakedCredential: "该 SVG 图片不包含证书",
      notCredential: "数据不是可验证凭证",
      notOpenBadge: "是可验证凭证，但不是完整的 Open Badges 3.0 证书",
      tooLarge: "文件超过 256 KB",
      empty: "文件为空",
      skipped: "未检查",
    },
    issuer: {
      label: "颁发机构与密钥",
      currentKey: "由 GeoCert 颁发，使用我们当前的密钥签名",
      retiredKey: "由 GeoCert 颁发，使用我们以前的密钥签名（仍然有效）",
      otherIssuer: "由其他机构颁发，而非 GeoCert",
      unknownKey: "声称由 GeoCert 颁发，但签名密钥不是我们的",
      skipped: "未检查",
    },
    proof: {
      label: "签名",
      ok: "签名匹配：内容未被更改",
      invalid: "签名与内容不匹配",
      skipped: "未检查",
    },
    status: {
      label: "状态",
      active: "既未撤销也未暂停",
      revoked: "已被 GeoCert 撤销",
      suspended: "已被 GeoCert 暂停",
      unavailable: "无法读取状态列表",
      skipped: "未检查",
    },
    dates: {
      label: "日期",
      current: "在有效期内",
      expired: "有效期已结束",
      notYetValid: "有效期尚未开始",
      skipped: "未检查",
    },
  },
  errors: {
    fileRequired: "请选择证书文件（.json 或 .svg）。",
    tooLarge: "文件超过 256 KB。",
    rateLimited_one: "来自您连接的检查次数过多。请在 {{count}} 分钟后重试。",
    rateLimited_other: "来自您连接的检查次数过多。请在 {{count}} 分钟后重试。",
  },
} satisfies Namespaces["credentialCheck"];

export default credentialCheck;
