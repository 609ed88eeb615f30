import type { Namespaces } from "../types";

const home = {
  hero: {
    eyebrow: "全球标准 · 11 种语言 · 4 个职业级别",
    titleStart: "为全球",
    titleHighlight: "地热从业人员",
    titleEnd: "提供认证",
    description:
      "一套独立的全球认证框架，面向勘探、钻井、建设和运营地热能源的人员——从进入现场的第一天，到引领行业的专家。",
    getCertified: "获取认证",
    learnMore: "了解更多",
    illustrationLabel: "地球剖面图：一口地热井深入热储层",
  },
  mission: {
    heading: "我们的使命",
    lead: "为每一位地热专业人员提供值得信赖、可跨地域通用的能力证明，无论热能资源位于何处。",
    globalStandards: {
      title: "全球标准",
      text: "一套与产业界和学术界共同制定的能力框架，获得跨国家、跨项目的认可。",
    },
    workforceDevelopment: {
      title: "人才培养",
      text: "从入门级到专家级的清晰发展路径，配以弥补实际技能差距的学习资源。",
    },
    industryLeadership: {
      title: "行业引领",
      text: "雇主、高校和监管机构共同塑造能源转型所需的技能。",
    },
  },
  stats: {
    heading: "数据见证影响力",
    lead: "持证专业人员、合作伙伴和培训项目组成的社区正在不断壮大。",
    headline: {
      certifiedProfessionals: "持证专业人员",
      countries: "国家和地区",
      passRate: "通过率",
      higherSalaries: "薪资提升",
    },
    ecosystemHeading: "生态系统发展",
    ecosystem: {
      industryPartners: "行业合作伙伴",
      academicInstitutions: "学术机构",
      jobPlacements: "成功就业人数",
      trainingProgrammes: "培训项目",
    },
    claims: {
      industryPartners: "今年新增 15 家行业合作伙伴",
      academicInstitutions: "今年新增 25 家学术机构",
      jobPlacements: "85% 的人员在 6 个月内成功就业",
    },
    researchHeading: "研究表明",
    research: {
      fasterProgress: "持证专业人员的职业发展更快",
      employersPrefer: "更青睐持证候选人的雇主比例",
      professionalsRecommend: "推荐获取认证的专业人员比例",
    },
  },
  careers: {
    heading: "职业发展路径",
    lead: "四个认证级别贯穿地热职业生涯，从第一份现场工作到引领整个行业。",
    typicalRoles: "典型职位",
    salaryRange: "薪资范围",
    certification: "认证",
    keySkillsHeading: "贯穿发展路径的关键技能",
    viewCertifications: "查看认证",
    exploreLearningNeeds: "了解学习需求",
    levels: {
      associate: {
        level: "入门级",
        certification: "地热助理专业人员",
        description: "面向新入行者和转行人员：掌握地热系统的基础知识，能够在监督下安全作业。",
        roles: ["现场技术员", "初级钻井作业人员", "电厂运行实习生"],
      },
      professional: {
        level: "专业级",
        certification: "认证地热专业人员",
        description: "面向能够独立开展技术工作、并在实际项目中应用标准的从业者。",
        roles: ["储层工程师", "钻井工程师", "电厂运行工程师"],
      },
      senior: {
        level: "高级专业级",
        certification: "高级地热专业人员",
        description: "面向经验丰富的专家：带领团队、审定设计方案，并跨学科指导他人。",
        roles: ["首席储层工程师", "项目经理", "运营经理"],
      },
      expert: {
        level: "专家会士级",
        certification: "地热专家会士",
        description: "面向公认的行业领袖，他们为整个行业的实践、研究和政策指明方向。",
        roles: ["技术总监", "首席地球科学家", "政策顾问"],
      },
    },
  },
  board: {
    heading: "顾问委员会",
    lead: "来自五大洲的从业者和学者共同指导能力框架的发展。",
    fictionalNote: "所展示的委员会成员均为虚构示例。",
    roles: {
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
  contributors: {
    heading: "行业贡献机构",
    lead: "为能力框架提供资金、参与评审和测试的机构。",
    tiers: {
      platinum: "铂金",
      gold: "黄金",
      silver: "白银",
    },
    tierLabel: "{{tier}}级贡献机构",
    fictionalNote: "贡献机构名称均为虚构示例。",
    become: "成为贡献机构",
  },
  roadmap: {
    heading: "发展路线图",
    lead: "项目如何分阶段逐步发展。",
    phaseLabel: "第 {{number}} 阶段",
    onwards: "{{year}} 年起",
    status: {
      completed: "已完成",
      "in-progress": "进行中",
      upcoming: "即将开始",
    },
    itemDone: "已完成",
    itemOpen: "尚未完成",
    phases: {
      foundation: {
        title: "奠基",
        items: {
          framework: "发布能力框架",
          board: "组建顾问委员会",
          associateExam: "推出助理级认证",
          first100: "完成首批 100 项认证",
        },
      },
      growth: {
        title: "成长",
        items: {
          professionalExams: "专业级和高级专业级考试",
          trainingPartners: "经认可的培训合作伙伴",
          chapters: "在四大洲设立区域分会",
          milestone1000: "1,000 名持证专业人员",
        },
      },
      scale: {
        title: "扩展",
        items: {
          expertFellowship: "专家会士计划",
          recognition: "互认协议",
          onlineExams: "提供 11 种语言的远程监考在线考试",
          milestone5000: "5,000 名持证专业人员",
        },
      },
      maturity: {
        title: "成熟",
        items: {
          accreditation: "获得 ISO/IEC 17024 认可",
          research: "人才研究观察站",
          continuingEducation: "继续教育平台",
          governance: "独立治理基金会",
        },
      },
    },
  },
  newsletter: {
    heading: "保持联系",
    lead: "每月一期，为您带来行业新闻、最新资源和认证动态。",
    emailLabel: "电子邮箱地址",
    placeholder: "you@example.com",
    subscribe: "订阅",
    subscribing: "正在订阅…",
    statsLabel: "简报数据一览",
    stats: {
      subscribers: "订阅人数",
      openRate: "打开率",
      frequency: "发送频率",
      frequencyValue: "每月",
      resources: "已分享资源",
    },
    notes: "每月简报 • 绝无垃圾邮件 • 可随时退订",
    success: "谢谢！请查看您的收件箱：我们已发送一个确认订阅的链接。",
    errors: {
      required: "请输入您的电子邮箱地址。",
      invalid: "请输入有效的电子邮箱地址，例如 name@example.com。",
      rateLimited: "尝试次数过多。请一分钟后重试。",
      failed: "无法保存您的订阅，请重试。",
    },
  },
  cta: {
    heading: "准备好证明您的实力了吗？",
    lead: "参加备考自测，参与完善能力框架，或与我们的团队联系。",
    startCertification: "开始认证",
    participateSurvey: "参与调查",
    contactUs: "联系我们",
  },
} satisfies Namespaces["home"];

export default home;
