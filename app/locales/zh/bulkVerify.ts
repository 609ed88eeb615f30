import type { PartialMessages } from "../types";

const bulkVerify = {
  meta: {
    title: "批量核验 — GeoCert",
    description: "合作伙伴可通过 CSV 文件或粘贴的行，一次核验最多 5,000 份 GeoCert 证书。",
  },
  header: {
    eyebrow: "面向合作伙伴",
    title: "批量核验",
    lead: "一次核验多份证书：上传包含证书编号和姓氏的表格，或直接粘贴各行。",
  },
  trail: {
    partners: "合作伙伴",
  },
  form: {
    heading: "待核验的证书",
    template: "下载 CSV 模板",
    file: "CSV 文件",
    or: "或",
    paste: "粘贴行",
    submit: "核验证书",
    checking: "正在核验…",
  },
  progress: {
    label: "核验进度",
    reading: "正在读取文件…",
    status: "已核验 {{done}} / {{total}} 行",
  },
  errors: {
    empty: "没有可核验的内容：请选择文件或粘贴行。",
    tooLarge: "文件超过 {{size}}。请拆分为较小的文件。",
    tooManyRows: "文件超过 {{rows}} 行。请拆分为较小的文件。",
    rateLimited: "您的账户核验次数过多。请在 {{minutes}} 分钟后重试。",
    failed: "核验未能完成。请重试。",
    idRequired: "缺少证书编号",
    idFormat: "不是证书编号",
    idCheck: "编号输入错误（校验字符）",
    nameRequired: "缺少姓氏",
    nameLong: "姓氏过长",
  },
  statuses: {
    valid: "有效",
    expired: "已过期",
    suspended: "已暂停",
    revoked: "已撤销",
    notFound: "未找到",
    error: "行错误",
  },
  results: {
    heading: "结果",
    summary: "汇总",
    row: "行",
    id: "证书编号",
    lastName: "提交的姓氏",
    status: "状态",
    holder: "持证人",
    level: "级别",
    expires: "有效期至",
    download: "下载结果（CSV）",
    again: "核验其他证书",
  },
} satisfies PartialMessages<"bulkVerify">;

export default bulkVerify;
