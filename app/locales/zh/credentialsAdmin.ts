import type { PartialMessages } from "../types";

const credentialsAdmin = {
  meta: {
    title: "证书 — 管理 — GeoCert",
    importTitle: "导入证书 — 管理 — GeoCert",
  },
  list: {
    heading: "证书登记册",
    search: "搜索",
    id: "证书编号",
    holder: "持证人",
    level: "级别",
    status: "状态",
    actions: "操作",
  },
  statuses: {
    valid: "有效",
    active: "生效中",
    expired: "已过期",
    suspended: "已暂停",
    revoked: "已撤销",
    notFound: "未找到",
  },
  change: {
    open: "更改状态",
    status: "新状态",
    reason: "原因",
    date: "生效日期",
    submit: "保存状态",
  },
  issue: {
    heading: "颁发证书",
    givenNames: "名",
    lastName: "姓",
    email: "电子邮箱",
    level: "级别",
    domains: "能力领域",
    issuedOn: "颁发日期",
    expiresOn: "有效期至",
    submit: "颁发证书",
  },
  import: {
    link: "从 CSV 导入",
    heading: "从 CSV 导入证书",
    template: "下载 CSV 模板",
    file: "CSV 文件",
    preview: "检查文件",
    row: "行",
    problems: "问题",
  },
  errors: {
    givenNames: "请输入名。",
    lastName: "请输入姓。",
    email: "请输入有效的电子邮箱，或留空。",
    level: "请从四个级别中选择一个。",
    domains: "请至少选择一个能力领域。",
    date: "请按 YYYY-MM-DD 格式输入日期。",
    expiryBeforeIssue: "有效期必须晚于颁发日期。",
    status: "请选择状态。",
    reason: "请填写原因（至少 3 个字符）。",
  },
} satisfies PartialMessages<"credentialsAdmin">;

export default credentialsAdmin;
