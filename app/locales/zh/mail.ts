import type { Namespaces } from "../types";

const mail = {
  layout: {
    tagline: "面向地热行业从业者的全球认证",
    unsubscribe: "退订",
    unsubscribeLead: "不想再收到这些邮件？",
    linkFallback: "如果按钮无法使用，请将此地址复制到浏览器中：",
  },
  reasons: {
    account: "您收到此邮件，是因为它涉及使用此地址的 GeoCert 账户。",
    form: "您收到此邮件，是因为此地址曾被填写在 GeoCert 网站的表单中。",
    member: "您作为 GeoCert 社区成员收到此邮件。",
    newsletter: "您收到 GeoCert 简报，是因为此地址订阅了它。",
  },
  actions: {
    confirmAddress: "确认您的地址",
    choosePassword: "设置新密码",
    mentorships: "打开您的导师关系",
    directory: "打开名录",
  },
  unsubscribe: {
    metaTitle: "退订 — GeoCert",
    heading: "退订",
    lead: "停止接收 GeoCert 的某类邮件。无需登录，立即生效。",
    willStop: "将停止：",
    button: "退订",
    done: "已完成：您将不再收到{{what}}。",
    already: "您已不再收到{{what}}。",
    invalidHeading: "此退订链接无效",
    invalidText:
      "该链接不完整、已被修改或已过期。请使用我们较新邮件中的链接，或通过联系页面写信给我们，我们会为您停止发送。",
    contact: "联系我们",
    errors: {
      invalid: "此退订链接无效。请使用我们较新邮件中的链接。",
      failed: "我们这边出了问题。请重试。",
    },
  },
  kinds: {
    newsletter: "发送至 {{email}} 的 GeoCert 简报",
  },
  preview: {
    metaTitle: "邮件模板 — 管理",
    heading: "邮件模板",
    lead: "网站发送的每一封邮件，以虚构的示例数据和您选择的语言呈现。此页面不会发送任何内容。",
    templates: "模板",
    language: "语言",
    show: "显示",
    subject: "主题",
    category: "类型",
    categories: {
      transactional: "事务性（无退订）",
      notification: "通知（含退订）",
      newsletter: "简报（含退订）",
    },
    html: "HTML 部分",
    frameTitle: "“{{name}}”的 HTML 部分",
    text: "纯文本部分",
    names: {
      verify: "账户：确认地址",
      reset: "账户：重置密码",
      existing: "账户：有人试图用此地址注册",
      contactConfirmation: "联系表单：给访客的确认",
      contactStaff: "联系表单：给工作人员的通知",
      partnerConfirmation: "合作申请：给申请人的确认",
      partnerStaff: "合作申请：给工作人员的通知",
      mentorshipRequest: "导师计划：收到请求",
      mentorshipAccepted: "导师计划：请求已接受（致学员）",
      mentorshipAcceptedMentor: "导师计划：请求已接受（致导师）",
      mentorshipDeclined: "导师计划：请求被婉拒",
      mentorshipEnded: "导师计划：导师关系结束",
      directoryMessage: "名录：来自成员的消息",
      newsletterFrame: "简报：一期的框架及其退订链接",
    },
    sampleHeading: "示例一期",
    sampleText: "这段文字只用于展示每期简报的框架：页眉、页脚和退订链接。地址是虚构的。",
    sampleQuote: "一段引用，就像邮件中展示的帖子或消息。",
  },
} satisfies Namespaces["mail"];

export default mail;
