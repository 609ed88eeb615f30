import type { Namespaces } from "../types";

const contact = {
  meta: {
    title: "联系我们 — GeoCert",
    description: "对认证、考试、证书核验或合作有疑问？欢迎联系 GeoCert 团队。",
  },
  title: "联系我们",
  lead: "如对认证、考试、证书核验或合作有任何疑问，我们的团队将在两个工作日内答复。",
  form: {
    heading: "给我们留言",
    name: "您的姓名",
    email: "电子邮箱地址",
    emailHint: "我们将通过此地址回复您，绝不会向他人透露。",
    organisation: "所属机构",
    topic: "咨询主题",
    topicPlaceholder: "请选择主题…",
    message: "留言内容",
    messageHint: "至少 20 个字符。请勿发送个人证件或文件。",
    submit: "发送留言",
    privacy: "我们保存您的留言仅用于答复，并将在两年后删除。",
  },
  topics: {
    certification: "认证与报考资格",
    exam: "考试与考试窗口期",
    verification: "证书核验",
    partnership: "合作与贡献",
    training: "培训机构",
    media: "新闻与媒体",
    other: "其他",
  },
  errors: {
    name: "请输入您的姓名（至少 2 个字符）。",
    nameLong: "姓名请勿超过 120 个字符。",
    email: "请输入有效的电子邮箱地址，例如 name@example.com。",
    organisationLong: "机构名称请勿超过 160 个字符。",
    topic: "请选择一个主题。",
    messageShort: "请至少输入 20 个字符，以便我们为您提供帮助。",
    messageLong: "留言请少于 5,000 个字符。",
    rateLimited: "您已发送多条留言，请一小时后再试。",
    failed: "留言发送失败。请重试，或通过电子邮件与我们联系。",
  },
  sent: {
    heading: "谢谢，您的留言已发送",
    text: "我们已向您发送确认邮件，并将在两个工作日内答复。",
    another: "再发送一条留言",
  },
  office: {
    heading: "秘书处",
    address: "GeoCert 秘书处（虚构）\n热流街 12 号\n105 雷克雅未克，冰岛",
    hours: "周一至周五，09:00–17:00（GMT）",
    emailLabel: "电子邮箱",
    hoursLabel: "办公时间",
    addressLabel: "地址",
  },
  faq: {
    complaints: "提出投诉",
    heading: "联系我们之前",
    text: "许多问题在以下页面中已有解答：",
    about: "认证流程与常见问题",
    certifications: "级别、报考资格、考试与费用",
    events: "近期考试窗口期与活动",
    partners: "成为合作伙伴",
  },
  mail: {
    confirmationSubject: "我们已收到您的留言 — GeoCert",
    confirmationBody:
      "您好：\n\n感谢您联系 GeoCert。我们已于{{date}}收到您关于“{{topic}}”的留言，并将在两个工作日内答复。\n\n您的参考编号：{{reference}}\n\n如果您没有给我们写信，请忽略此邮件。\n\nGeoCert 团队",
  },
} satisfies Namespaces["contact"];

export default contact;
