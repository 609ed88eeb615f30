import type { Namespaces } from "../types";

const newsletter = {
  confirm: {
    metaTitle: "确认订阅 — GeoCert",
    heading: "确认订阅新闻通讯",
    lead: "只需一次点击，此地址每月将收到一期 GeoCert 新闻通讯。每一期都可以退订。",
    button: "确认订阅",
    done: "完成：此地址现在会收到 GeoCert 新闻通讯。",
    invalidHeading: "此确认链接无效",
    invalidText: "链接不完整、已被使用或已超过 7 天。请在首页重新订阅，我们会给您发送新的链接。",
    home: "前往首页",
    errors: {
      invalid: "此确认链接无效。请重新订阅以获取新链接。",
      failed: "我们这边出了问题。请重试。",
    },
  },
  mail: {
    confirmSubject: "确认您的 GeoCert 新闻通讯订阅",
    confirmBody:
      "有人请求以此地址接收 GeoCert 新闻通讯。如需确认，请在 7 天内使用下面的按钮：\n\n{{link}}\n\n如果不是您本人，请忽略此邮件：未经确认，此地址不会被订阅，并将在 7 天后删除。",
    confirmButton: "确认订阅",
  },
} satisfies Namespaces["newsletter"];

export default newsletter;
