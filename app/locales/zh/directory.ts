import type { PartialMessages } from "../types";

const directory = {
  meta: {
    title: "专业人士名录",
    description: "按姓名、国家、级别和领域查找经认证的地热专业人士。成员自行选择公开的信息；通过表单联系。",
  },
  title: "专业人士名录",
  search: {
    heading: "搜索名录",
    name: "姓名",
    country: "国家",
    level: "级别",
    anyLevel: "所有级别",
    domain: "领域",
    anyDomain: "所有领域",
    submit: "搜索",
  },
  empty: "没有符合此搜索条件的已登记专业人士。",
  entry: {
    verified: "认证已验证",
    level: "级别",
    domains: "领域",
    employer: "雇主",
    languages: "语言",
    contact: "联系",
    contactLabel: "联系 {{name}}",
  },
  profile: {
    heading: "您的名录资料",
    signInButton: "登录",
    listed: "将我列入名录",
    country: "国家",
    city: "城市",
    level: "您的认证级别",
    domains: "领域",
    employer: "雇主",
    bio: "关于您",
    languages: "语言",
    credentialId: "证书编号（选填）",
    save: "保存资料",
    remove: "删除我的资料",
  },
  contact: {
    message: "您的留言",
    send: "发送消息",
    sent: "您的消息已发送。",
    back: "返回名录",
  },
  errors: {
    messageShort: "请至少输入 20 个字符。",
    rateLimited: "请求过多，请稍后再试。",
    failed: "出现问题，请重试。",
  },
  mail: {
    contactSubject: "GeoCert 名录：来自 {{name}} 的消息",
  },
} satisfies PartialMessages<"directory">;

export default directory;
