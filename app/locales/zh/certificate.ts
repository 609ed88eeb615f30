import type { Namespaces } from "../types";

const certificate = {
  downloads: {
    heading: "下载",
    label: "证书 {{id}} 的下载",
    json: "证书文件（JSON）",
    badge: "徽章图片（SVG）",
    pdfA4: "证书 PDF（A4）",
    pdfLetter: "证书 PDF（美国信纸）",
    linkedIn: "添加到 LinkedIn 个人资料",
    newTab: "在新标签页中打开 LinkedIn",
    hint: "JSON 文件和徽章图片包含已签名的证书，任何人都可以在验证页面上核查。",
  },
  badge: {
    certified: "已认证",
    title: "{{level}} — {{name}}",
  },
  pdf: {
    documentTitle: "GeoCert 证书 {{id}}",
    heading: "证书",
    subheading: "专业能力认证",
    certifies: "兹证明",
    holds: "已满足 GeoCert 能力框架的要求，并持有以下证书",
    issuedOn: "颁发日期",
    validUntil: "有效期至",
    credentialId: "证书编号",
    domains: "能力领域",
    issuer: "颁发机构",
    verifyHeading: "核查此证书",
    verifyText: "扫描二维码或打开下方地址，即可在登记册中查看证书的当前状态。",
    statusNote: "本证书显示的是颁发时的证书信息；证书是否仍然有效，仅以登记册为准。",
  },
} satisfies Namespaces["certificate"];

export default certificate;
