import type { PartialMessages } from "../types";

const jobScraping = {
  meta: {
    title: "职位采集 · GeoCert",
    newTitle: "添加来源 · GeoCert",
    editTitle: "来源 · GeoCert",
  },
  heading: "职位采集",
  list: {
    add: "添加来源",
    name: "来源",
    schedule: "计划",
    status: "状态",
    lastRun: "上次运行",
    actions: "操作",
    never: "从未运行",
    runNow: "立即运行",
    edit: "设置和日志",
    enabled: "已启用",
    disabled: "已停用",
    manual: "仅按需运行",
  },
  kinds: {
    greenhouse: "Greenhouse",
    lever: "Lever",
    ashby: "Ashby",
    rss: "RSS / Atom",
    html: "HTML",
  },
  form: {
    newHeading: "添加来源",
    name: "名称",
    kind: "来源类型",
    keywords: "关键词筛选",
    scheduleLegend: "计划",
    create: "添加来源",
    save: "保存更改",
    cancel: "取消",
    delete: "删除来源",
  },
  runs: {
    heading: "运行日志",
    started: "开始时间",
    status: "结果",
    found: "找到",
    created: "新增",
    updated: "已更新",
    expired: "已过期",
    error: "错误",
    triggers: {
      manual: "立即运行",
      schedule: "计划",
    },
    statuses: {
      running: "运行中",
      ok: "成功",
      failed: "失败",
    },
  },
  done: {
    failed: "运行失败；运行日志中说明了原因。",
    busy: "该来源正在运行，请稍后再试。",
  },
  errors: {
    name: "请输入至少 2 个字符的名称。",
    identifier: "请输入看板令牌、站点名称或网址。",
    cron: "请输入包含五个字段的有效 cron 表达式，例如 0 6 * * *。",
    interval: "请输入 15 到 10,080 之间的整数分钟数。",
  },
} satisfies PartialMessages<"jobScraping">;

export default jobScraping;
