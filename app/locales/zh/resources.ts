import type { PartialMessages } from "../types";

/** Resources page (zh); long texts and resource titles fall back to English. */
export default {
  meta: {
    title: "资源 — GeoCert",
    description: "面向地热专业人员的学习指南、标准摘要、阅读清单、模板和网络研讨会录像，按技能领域和级别分类。",
  },
  header: {
    eyebrow: "资源库",
    title: "资源",
    lead: "帮助您准备认证并保持技能更新的指南、标准摘要、阅读清单、模板和网络研讨会录像。",
  },
  filters: {
    heading: "查找资源",
    search: "搜索",
    searchHint: "标题或简介中的词语",
    type: "类型",
    topic: "技能领域",
    allTypes: "所有类型",
    allTopics: "所有技能领域",
  },
  results: {
    heading: "资源库",
    summary_one: "共 {{total}} 项，显示 {{count}} 项",
    summary_other: "共 {{total}} 项，显示 {{count}} 项",
    empty: "没有符合这些筛选条件的资源。请尝试其他技能领域或减少搜索词。",
  },
  types: {
    guide: "指南",
    standard: "标准摘要",
    readingList: "阅读清单",
    template: "模板",
    webinar: "网络研讨会",
  },
  levels: {
    all: "所有级别",
    associate: "入门级",
    professional: "专业级",
    senior: "高级专业级",
    expert: "专家会士级",
  },
  card: {
    level: "级别",
    topics: "技能领域",
    languages: "语言",
    edition: "{{year}} 年版",
    download: "下载",
    downloadLabel: "下载{{title}}（{{format}}，{{size}}）",
    size: "{{size}} KB",
    formats: {
      markdown: "Markdown",
      csv: "CSV",
      text: "纯文本",
    },
    recording: "录像 {{minutes}} 分钟，举办于 {{date}}",
    recordingNote: "录像可应已注册考生的要求提供。",
    requestRecording: "申请录像",
    onRequest: "印刷版或会员版，可应要求寄送。",
    requestCopy: "申请副本",
  },
  date: {
    pattern: "{{year}}年{{monthNumber}}月{{day}}日",
    months: ["1月", "2月", "3月", "4月", "5月", "6月", "7月", "8月", "9月", "10月", "11月", "12月"],
  },
  framework: {
    heading: "将学习与能力框架对应",
    link: "查看认证框架",
  },
} satisfies PartialMessages<"resources">;
