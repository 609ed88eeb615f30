import type { Namespaces } from "../types";

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
    idHint: "与证书上印制的一致，例如 GCF-2026-7KQ4-XM。不区分大小写，空格和连字符不影响结果。",
    name: "持证人姓氏",
    nameHint: "与证书上的一致；重音符号和大小写不影响结果。",
    submit: "核验",
    checking: "正在核验…",
    privacy: "两项都必须填写，以防登记册被任意浏览。我们只显示证书上已有的信息。",
  },
  errors: {
    idRequired: "请输入证书编号。",
    idFormat: "这不是证书编号。证书编号形如 GCF-2026-7KQ4-XM：年份加六个字母或数字（不使用 O、I、L、0 或 1）。",
    idCheck: "证书编号有输入错误：有一个字符错误或两个字符位置颠倒。请与证书核对。",
    nameRequired: "请输入持证人姓氏。",
    nameLong: "姓氏过长。",
    rateLimited_one: "您的连接查询次数过多。请在 {{count}} 分钟后重试。",
    rateLimited_other: "您的连接查询次数过多。请在 {{count}} 分钟后重试。",
  },
  statuses: {
    valid: "有效",
    expired: "已过期",
    suspended: "已暂停",
    revoked: "已撤销",
    notFound: "未找到",
  },
  statusText: {
    valid: "此证书有效：持证人已获得下列级别的认证。",
    expired: "此证书已过期。持证人曾获认证，但未续期。",
    suspended: "此证书已暂停。在恢复之前，持证人不得以此证书作为依据。",
    revoked: "此证书已被撤销，不再有效。",
    notFound: "没有与此编号和姓氏相符的证书。请将两者与证书核对，或向持证人索取证书副本。",
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
    domainsHint: "每个领域都链接到框架中对应的能力。",
    checked: "已于 {{date}} 通过实时登记册核验。",
  },
  share: {
    heading: "分享此核验结果",
    text: "每次打开该链接都会重新查询登记册，因此始终显示当前状态。",
    link: "核验链接",
    copy: "复制链接",
    copied: "链接已复制",
    qr: "核验链接的二维码",
    print: "打印",
  },
  aside: {
    heading: "核验如何进行",
    items: {
      live: "结果来自实时登记册，而非副本。",
      minimal: "我们显示状态、持证人姓名、级别、日期和领域，从不显示联系方式。",
      limit: "为防止猜测，每个连接每 10 分钟最多查询 30 次。",
    },
    bulkHeading: "需要核验大量证书？",
    bulkText: "合作伙伴可通过电子表格一次核验多达 5,000 份证书。",
    bulkLink: "批量核验",
  },
} satisfies Namespaces["verify"];

export default verify;
