import type { PartialMessages } from "../types";

const about = {
  meta: {
    title: "关于我们 — GeoCert",
    description: "了解GeoCert：使命、治理、独立性、认证流程、我们遵循的标准以及常见问题解答。",
  },
  header: {
    eyebrow: "关于GeoCert",
    title: "面向地热能源从业者的认证机构",
    lead: "GeoCert是一家独立的非营利机构，无论地热专业人员在何处工作，都对其能力进行考核和认证。",
  },
  toc: {
    "who-we-are": "我们是谁",
    governance: "治理",
    independence: "独立性与公正性",
    "how-it-works": "认证如何进行",
    standards: "标准与认可",
    faq: "常见问题",
  },
  who: {
    heading: "我们是谁",
    lead: "由希望为地热从业者建立统一、可信且跨国通用的能力证明的从业者、教育者和雇主共同创立。",
    mission: { title: "使命" },
    vision: { title: "愿景" },
    values: {
      title: "我们的价值观",
      items: {
        impartiality: { title: "公正" },
        rigour: { title: "严谨" },
        openness: { title: "公开" },
        inclusion: { title: "包容" },
      },
    },
  },
  governance: {
    heading: "治理",
    lead: "董事会对GeoCert负责；由从业者和学者组成的顾问委员会指导能力框架。",
    directorsHeading: "董事会",
    directorsLead: "六名董事，任期三年。至少两名独立于行业，一名为持证从业者。",
    advisoryHeading: "顾问委员会",
    advisoryLead: "来自五大洲的从业者和学者审查能力框架和考试大纲。",
    fictionalNote: "所示人物均为虚构示例。",
    directorRoles: {
      chair: "董事长",
      viceChair: "副董事长",
      treasurer: "司库",
      secretary: "秘书",
      publicInterest: "公众利益董事",
      practitioner: "从业者董事",
    },
    backgrounds: {
      energyRegulation: "能源监管",
      geothermalEngineering: "地热工程",
      publicFinance: "公共财政",
      vocationalEducation: "职业教育",
      consumerProtection: "消费者保护",
      plantOperations: "电厂运行",
    },
    advisoryRoles: {
      chair: "主席",
      academicLead: "学术负责人",
      industryLead: "行业负责人",
      technicalAdvisor: "技术顾问",
      workforceDevelopment: "人才培养",
      regionalAdvisor: "区域顾问",
    },
    expertise: {
      reservoirModelling: "储层建模",
      geothermalEducation: "地热教育",
      plantOperations: "电厂运行",
      drillingSafety: "钻井安全",
      skillsPolicy: "技能政策",
      asiaPacific: "亚太市场",
    },
  },
  independence: {
    heading: "独立性与公正性",
    lead: "证书的价值取决于其背后的信任。这些规则使我们的决定免受商业压力影响。",
    pointsHeading: "我们如何保障公正性",
  },
  process: {
    heading: "认证如何进行",
    lead: "四个步骤，适用于所有级别和所有国家。",
    stepLabel: "第{{number}}步",
    steps: {
      learn: { title: "学习" },
      assess: { title: "考核" },
      certify: { title: "认证" },
      maintain: { title: "保持" },
    },
  },
  standards: {
    heading: "标准与认可",
    lead: "我们的项目建立在公认的国际实践之上。我们如实说明现状，不声称尚未取得的成果。",
    status: { alignedWith: "遵循", workingTowards: "正在筹备" },
    items: {
      iso17024: { title: "ISO/IEC 17024" },
      iga: { title: "国际地热协会（IGA）指导" },
      regional: { title: "区域地热协会" },
    },
    note: "GeoCert是演示网站：该机构及其认可状态均为虚构。",
  },
  faq: {
    heading: "常见问题",
    lead: "考生和雇主最常提出的问题。",
    items: {
      eligibility: { question: "谁可以申请认证？" },
      languages: { question: "可以用哪些语言参加考试？" },
      fees: { question: "认证费用是多少？" },
      recertification: { question: "如何保持证书有效？" },
      verification: { question: "雇主如何核验证书？" },
      privacy: { question: "你们如何处理我的个人数据？" },
      appeals: { question: "我可以对决定提出申诉吗？" },
      accommodations: { question: "残障考生可以获得便利安排吗？" },
      training: { question: "我必须参加特定课程吗？" },
    },
  },
} satisfies PartialMessages<"about">;

export default about;
