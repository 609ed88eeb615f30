import type { Namespaces } from "../types";

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
    names: {
      platinum: "铂金",
      gold: "黄金",
      silver: "白银",
    },
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
      apply: {
        title: "提交申请",
        text: "通过在线表格向我们介绍贵机构及您考虑的合作级别。",
      },
      conversation: {
        title: "与我们沟通",
        text: "我们的合作团队将致电与您商定目标、权益以及相应级别的出资金额。",
      },
      agreement: {
        title: "签署协议",
        text: "协议包含我们的公正性承诺，每个合作伙伴都须接受。",
      },
      onboarding: {
        title: "正式开始",
        text: "我们会将贵机构添加到网站、开通核验账户，并寄送考试券。",
      },
    },
    apply: "申请成为合作伙伴",
  },
  tools: {
    heading: "核验工具",
    lead: "确认您录用的人员确实持有其声称的证书。",
    items: {
      verify: {
        title: "核验证书",
        text: "输入证书编号，即可查看持证人、级别和状态。",
        link: "核验证书",
      },
      bulkVerify: {
        title: "批量核验",
        text: "上传证书编号列表，一次性全部核验：专为招聘团队和承包商设计。",
        link: "批量核验证书",
      },
    },
  },
  faq: {
    heading: "合作伙伴常见问题",
    lead: "机构在加入前希望了解的答案。",
    items: {
      who: {
        question: "哪些机构可以成为合作伙伴？",
        answer: "活跃于地热能源领域的雇主、开发商、运营商、设备制造商、咨询公司、大学和培训机构，不限国家。",
      },
      influence: {
        question: "合作关系会影响认证决定吗？",
        answer: "不会。合作伙伴绝不会看到考题、参与评分或得知考生成绩。我们的公正性委员会每年审查一次每项合作关系。",
      },
      contribution: {
        question: "合作需要多少费用？",
        answer: "年度出资金额取决于合作级别和贵机构的规模；我们在首次沟通时商定，并在年度报告中公布收费标准。",
      },
      changeTier: {
        question: "以后可以更换级别吗？",
        answer: "可以，在每年续约时更换。新级别的权益自续约之日起生效。",
      },
      nonprofits: {
        question: "小型机构和非营利组织有优惠条件吗？",
        answer: "有。大学、非营利组织以及员工少于 50 人的公司可按优惠标准出资成为白银级合作伙伴。",
      },
    },
  },
} satisfies Namespaces["partners"];

export default partners;
