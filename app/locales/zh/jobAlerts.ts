import type { Namespaces } from "../types";

const jobAlerts = {
  meta: {
    title: "职位提醒 · GeoCert",
    description: "我们通过邮件通知你的职位搜索：更改频率或删除。",
  },
  save: {
    heading: "通过邮件接收这些职位",
    lead: "将职位板当前的筛选条件保存为提醒：符合条件的职位一发布，我们就发邮件给你。",
    frequency: "频率",
    email: "你的邮箱地址",
    emailHint: "我们会先发送一个确认此地址的链接；在你打开链接之前不会发送其他任何内容。",
    memberNote: "提醒会发送到你账户的邮箱地址。",
    submit: "保存提醒",
    manage: "你的职位提醒",
  },
  frequencies: {
    instant: "一发布就发送",
    daily: "每日摘要",
    weekly: "每周摘要",
  },
  filters: {
    all: "所有职位",
    keyword: "关键词：{{value}}",
    salary: "薪资不低于 {{value}}",
  },
  page: {
    heading: "职位提醒",
    lead: "我们通过邮件通知你的职位板搜索。每封邮件中也有停止提醒的链接。",
    empty: "你还没有职位提醒。可在职位板的筛选条件中保存一个。",
    board: "职位板",
    filters: "搜索",
    frequency: "频率",
    change: "更改",
    delete: "删除提醒",
    deleteNamed: "删除提醒：{{name}}",
    open: "在职位板上查看",
    guestHeading: "你的职位提醒",
    pending: "此提醒正在等待你的确认：确认之前不会发送任何邮件。",
    confirm: "确认提醒",
    invalid: "此链接已失效：提醒已被删除，或未在三天内确认。",
    signedInAs: "提醒发送至 {{email}}。",
  },
  done: {
    saved: "提醒已保存。符合此搜索的新职位将通过邮件发送给你。",
    guestSaved: "谢谢。如果此地址可以接收我们的邮件，确认链接正在发送途中：打开链接后提醒即开始。",
    confirmed: "提醒已确认。符合此搜索的新职位将通过邮件发送给你。",
    frequency: "已保存：{{frequency}}。",
    deleted: "提醒已删除。不会再为它发送邮件。",
  },
  errors: {
    frequency: "请选择频率。",
    emailRequired: "请输入你的邮箱地址。",
    email: "请输入类似 name@example.org 的邮箱地址。",
    verifyFirst: "请先确认你账户的邮箱地址（打开我们发给你的链接），然后再保存提醒。",
    rateLimited: "短时间内提醒过多。请一小时后再试。",
  },
  mail: {
    confirmSubject: "确认你的 GeoCert 职位提醒",
    confirmBody:
      "有人请求将 GeoCert 职位提醒发送到此地址。\n\n搜索：{{filters}}\n频率：{{frequency}}\n\n如需开始接收，请在此确认：\n{{link}}\n\n如果不是你本人，请忽略此邮件：不会再发送任何内容，该请求将在 {{days}} 天后删除。",
    alertSubject: "你的提醒有新的地热职位（{{count}}）",
    alertIntro: "符合你搜索（{{filters}}）的新职位：",
    more: "职位板上还有 {{count}} 个：",
    allOnBoard: "职位板上所有符合条件的职位：",
    footer: "你收到此邮件是因为你在 GeoCert 保存了职位提醒（{{frequency}}）。",
    manage: "更改频率或删除此提醒：",
    unsubscribe: "停止此提醒：",
    renew: "续期职位信息",
    kind: "GeoCert 职位板上一项已保存搜索的职位提醒邮件",
    reminderSubject: "你的职位信息将在 3 天后到期",
    reminderBody:
      "你在 GeoCert 上的职位信息将于 {{date}} 到期：\n\n{{title}}\n\n如需再开放 30 天，请在其页面上续期（如有提示请登录）：\n{{link}}\n\n如果职位已招满，无需任何操作：职位信息会自动关闭。",
  },
} satisfies Namespaces["jobAlerts"];

export default jobAlerts;
