import type { PartialMessages } from "../types";

const partnerApply = {
  meta: {
    title: "申请成为合作伙伴 — GeoCert",
    description: "以行业、学术、培训或政府合作伙伴身份申请支持 GeoCert：只需四个简短步骤。",
  },
  header: {
    eyebrow: "合作伙伴关系",
    title: "申请成为合作伙伴",
    lead: "请介绍贵机构以及希望如何参与；我们的合作团队将在十个工作日内回复。",
  },
  trail: {
    partners: "合作伙伴",
  },
  progress: {
    label: "第 {{step}} 步，共 {{total}} 步",
    steps: "申请步骤",
    done: "已完成",
  },
  steps: {
    organisation: {
      title: "机构",
    },
    contact: {
      title: "联系人",
    },
    contribution: {
      title: "贡献方式",
    },
    review: {
      title: "检查并提交",
    },
  },
  fields: {
    organisation: "机构名称",
    organisationType: "机构类型",
    tier: "意向级别",
    country: "国家",
    website: "网站",
    contactName: "姓名",
    contactRole: "职务",
    email: "电子邮箱",
    phone: "电话",
    contribution: "您将如何参与？",
    areas: "贡献领域",
  },
  types: {
    industry: "行业",
    academic: "学术机构",
    training: "培训机构",
    government: "政府或非政府组织",
  },
  tiers: {
    platinum: "铂金",
    gold: "黄金",
    silver: "白银",
  },
  buttons: {
    next: "继续",
    back: "返回",
    edit: "修改",
    submit: "提交申请",
    saving: "正在保存…",
  },
  errors: {
    organisation: "请输入机构名称（至少 2 个字符）。",
    organisationType: "请选择机构类型。",
    tier: "请选择级别。",
    country: "请输入国家。",
    website: "请输入类似 https://example.org 的网址，或留空。",
    contactName: "请输入联系人姓名。",
    email: "请输入有效的电子邮箱。",
    phone: "请输入有效的电话号码，或留空。",
    contribution: "请用至少 20 个字符描述您的贡献。",
    contributionLong: "请控制在 3,000 个字符以内。",
    consent: "请同意我们保存您的申请。",
    tooLong: "内容过长。",
    rateLimited: "您的连接尝试次数过多。请几分钟后重试。",
    failed: "无法保存您的申请。请重试。",
  },
  sent: {
    heading: "谢谢，您的申请已提交",
    back: "返回合作伙伴页面",
  },
  mail: {
    subject: "您向 GeoCert 提交的合作伙伴申请",
  },
  admin: {
    heading: "合作伙伴申请",
    status: "状态",
    notes: "备注",
    save: "保存",
    statuses: {
      new: "新申请",
      inReview: "审核中",
      approved: "已批准",
      declined: "已拒绝",
    },
  },
} satisfies PartialMessages<"partnerApply">;

export default partnerApply;
