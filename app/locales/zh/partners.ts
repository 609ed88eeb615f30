import type { PartialMessages } from "../types";

const partners = {
  meta: {
    title: "合作伙伴 — GeoCert",
    description: "资助、审查和试用GeoCert项目的机构，各合作级别的权益，如何成为合作伙伴，以及证书核验工具。",
  },
  header: {
    eyebrow: "合作伙伴",
    title: "合作伙伴与贡献机构",
    lead: "资助、审查和试用本项目的雇主、开发商和培训机构，但对谁能获得认证没有任何发言权。",
  },
  tiers: {
    heading: "我们的贡献机构",
    lead: "三个支持级别。无论级别如何，每个贡献机构都遵守相同的公正性规则。",
    tierLabel: "{{tier}}级贡献机构",
    names: { platinum: "铂金", gold: "黄金", silver: "白银" },
    fictionalNote: "本页提及的所有机构均为虚构示例。",
  },
  benefits: {
    heading: "合作伙伴权益",
    lead: "合作期间每年各级别包含的内容。",
    caption: "按合作级别划分的权益",
    benefit: "权益",
    included: "包含",
    notIncluded: "不包含",
    perYear: "每年{{value}}",
    rows: {
      listing: "在本网站和年度报告中列名",
      bulkVerification: "批量核验候选人证书",
      examVouchers: "员工考试券",
      eventPlaces: "GeoCert活动免费名额",
      reviewPanels: "技术审查小组席位",
      coHostedEvents: "联合举办区域活动",
      pilotAccess: "优先参加试点考试",
      workingGroup: "派一名成员参加框架工作组",
    },
    note: "审查小组对框架提出意见，但绝不会看到正在使用的考题或考生成绩。",
  },
  join: {
    heading: "如何成为合作伙伴",
    lead: "从首次咨询到签署协议通常需要四到六周。",
    steps: {
      apply: { title: "提交申请" },
      conversation: { title: "与我们沟通" },
      agreement: { title: "签署协议" },
      onboarding: { title: "正式开始" },
    },
    apply: "申请成为合作伙伴",
  },
  tools: {
    heading: "核验工具",
    lead: "确认您录用的人员确实持有其声称的证书。",
    items: {
      verify: { title: "核验证书", link: "核验证书" },
      bulkVerify: { title: "批量核验", link: "批量核验证书" },
    },
  },
  faq: {
    heading: "合作伙伴常见问题",
    lead: "机构在加入前希望了解的答案。",
    items: {
      who: { question: "哪些机构可以成为合作伙伴？" },
      influence: { question: "合作关系会影响认证决定吗？" },
      contribution: { question: "合作需要多少费用？" },
      changeTier: { question: "以后可以更换级别吗？" },
      nonprofits: { question: "小型机构和非营利组织有优惠条件吗？" },
    },
  },
} satisfies PartialMessages<"partners">;

export default partners;
