import type { PartialMessages } from "../types";

const verify = {
  meta: {
    title: "核验证书 — GeoCert",
    description: "核实某人是否持有 GeoCert 证书：输入证书编号和持证人姓氏，即可查看状态、级别、日期和能力领域。",
  },
  header: {
    eyebrow: "面向雇主和合作伙伴",
    title: "核验证书",
    lead: "输入证书编号和持证人姓氏，即可从实时登记册中查看该证书是否有效。",
  },
  trail: {
    partners: "合作伙伴",
  },
  form: {
    heading: "查询证书",
    id: "证书编号",
    name: "持证人姓氏",
    submit: "核验",
    checking: "正在核验…",
  },
  errors: {
    idRequired: "请输入证书编号。",
    idFormat: "这不是证书编号。证书编号形如 GCF-2026-7KQ4-XM：年份加六个字母或数字（不使用 O、I、L、0 或 1）。",
    idCheck: "证书编号有输入错误：有一个字符错误或两个字符位置颠倒。请与证书核对。",
    nameRequired: "请输入持证人姓氏。",
    nameLong: "姓氏过长。",
    rateLimited_other: "您的连接查询次数过多。请在 {{count}} 分钟后重试。",
  },
  statuses: {
    valid: "有效",
    expired: "已过期",
    suspended: "已暂停",
    revoked: "已撤销",
    notFound: "未找到",
  },
  result: {
    heading: "结果",
    credentialId: "证书编号",
    holder: "持证人",
    level: "级别",
    issued: "颁发日期",
    expires: "有效期至",
    expired: "过期日期",
    domains: "能力领域",
  },
  share: {
    heading: "分享此核验结果",
    link: "核验链接",
    copy: "复制链接",
    copied: "链接已复制",
    qr: "核验链接的二维码",
    print: "打印",
  },
} satisfies PartialMessages<"verify">;

export default verify;
