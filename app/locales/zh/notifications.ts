import type { PartialMessages } from "../types";

const notifications = {
  meta: { title: "通知 — GeoCert", preferencesTitle: "通知设置 — GeoCert" },
  page: {
    heading: "通知",
    intro: "你参与的讨论、你的导师关系和你的招聘信息中发生的事。",
    empty: "暂时没有。有人回复你或提及你时会显示在这里。",
    markAllRead: "全部标为已读",
    unread: "未读",
    settings: "通知设置",
    listLabel: "你的通知",
  },
  types: {
    forum: {
      reply: { label: "对我的讨论的回复", text: "{{actor}} 回复了“{{title}}”" },
      replyAfter: { label: "讨论中在我之后的回复", text: "{{actor}} 也回复了“{{title}}”" },
      mention: { label: "有人提及我", text: "{{actor}} 在“{{title}}”中提及了你" },
      accepted: { label: "我的回复被采纳为答案", text: "你在“{{title}}”中的回复被采纳为答案" },
      watched: { label: "我关注的讨论和分类", text: "{{actor}} 在你关注的“{{title}}”中发帖" },
    },
    mentorship: {
      request: { label: "发给我的导师请求", text: "{{actor}} 请你担任其导师" },
      accepted: { label: "我的导师请求被接受", text: "{{actor}} 接受了你的导师请求" },
      declined: { label: "我的导师请求被拒绝", text: "{{actor}} 无法接受你的导师请求" },
      ending: { label: "导师关系即将结束", text: "你与 {{actor}} 的导师关系即将结束" },
    },
    jobs: {
      expiring: { label: "我的招聘信息即将到期", text: "你的招聘信息“{{title}}”将在 3 天后到期" },
    },
  },
  groups: { forum: "论坛", mentorship: "导师计划", jobs: "招聘" },
  delivery: { instant: "立即发邮件", daily: "每日摘要", weekly: "每周摘要", off: "不发邮件" },
  preferences: {
    heading: "通知设置",
    intro:
      "所有通知都会保留在你的通知列表中。可按类型选择是否另外立即收到邮件、每天一封（UTC 07:00）或每周一封（周一）摘要，或不收邮件。",
    save: "保存设置",
    back: "返回你的账户",
    watching: "你关注或设为免打扰的讨论和分类",
    watchingNone: "你还没有关注任何内容。请在讨论或分类上使用“关注”。",
    watched: "关注中",
    muted: "免打扰",
    category: "分类",
    unwatch: "取消关注{{title}}",
    unmute: "取消{{title}}的免打扰",
  },
  done: { saved: "你的通知设置已保存。" },
  errors: { invalid: "请选择其中一个选项。" },
  mail: {
    subject: "GeoCert：{{text}}",
    open: "在 GeoCert 上打开",
    instantBody:
      "{{name}}，你好：\n\n{{text}}。\n\n{{link}}\n\n你可以在通知设置中按类型选择要接收的邮件：\n{{settings}}\n\nGeoCert",
    reason: "你收到这封邮件是因为你的 GeoCert 账户的通知设置。",
    kindType: "你的 GeoCert 账户关于“{{label}}”的邮件",
    kindDigest: "你的 GeoCert 账户的每日和每周通知摘要",
    dailySubject: "GeoCert：你的每日摘要",
    weeklySubject: "GeoCert：你的每周摘要",
    digestBody:
      "{{name}}，你好：\n\n以下是自上次摘要以来发生的事。\n\n{{items}}\n\n{{active}}\n\n你的全部通知：\n{{list}}\n\n你可以在通知设置中选择要接收的邮件：\n{{settings}}\n\nGeoCert",
    digestNew: "你的新消息",
    digestActive: "最活跃的讨论",
    digestReplies: "新回复：{{count}} 条",
    unsubscribe: "一键停止接收这些邮件：",
  },
} satisfies PartialMessages<"notifications">;

export default notifications;
