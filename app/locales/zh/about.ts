import type { Namespaces } from "../types";

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
    mission: {
      title: "使命",
      text: "通过公平、严谨且费用合理的认证，使地热专业人员的能力跨越国界清晰可见、可以比较。",
    },
    vision: {
      title: "愿景",
      text: "在这样一个世界里，每个地热项目都由技能得到认可的人员建设和运营，无论他们来自哪个国家、使用何种语言、以何种途径进入这个行业。",
    },
    values: {
      title: "我们的价值观",
      items: {
        impartiality: {
          title: "公正",
          text: "决定只以能力证据为依据，绝不取决于谁付费、谁培训或谁雇用考生。",
        },
        rigour: {
          title: "严谨",
          text: "每一场考试都依据公开的框架编制，由学科专家审查，并经过统计检验。",
        },
        openness: {
          title: "公开",
          text: "我们公开能力框架、费用、政策和通过率，任何人都可以核验证书。",
        },
        inclusion: {
          title: "包容",
          text: "提供 11 种语言的考试，在收入较低的地区减免费用，并为有需要的考生提供便利安排。",
        },
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
    statement:
      "GeoCert 认证人员，但不提供培训。贡献机构和合作伙伴为项目提供资金，但对考试内容、评分和认证决定没有任何发言权。参与认证的每个人都须申报其利益关系；董事会每年审查一次公正性风险，并公布审查结果。",
    pointsHeading: "我们如何保障公正性",
    points: {
      separation: "培训与认证严格分开：培训过某位考生的人员不得对该考生进行考核或作出决定。",
      conflicts: "考官、命题人员和董事须申报利益冲突，相关信息记录在我们每年审查的登记册中。",
      committee: "公正性委员会由来自雇主、从业人员、教育者和公众的成员组成，可以推翻危及公正性的决定。",
      decisions: "认证决定由未参与该考生考核的、经过培训的审核人员作出。",
    },
  },
  process: {
    heading: "认证如何进行",
    lead: "四个步骤，适用于所有级别和所有国家。",
    stepLabel: "第{{number}}步",
    steps: {
      learn: {
        title: "学习",
        text: "通过任何培训机构或在工作中学习您所在级别的能力框架。免费的学习指南和练习题可在我们的资源页面找到。",
      },
      assess: {
        title: "考核",
        text: "提交申请并附上工作经验证明，然后在考试中心或在线以您的语言参加有监考的考试；更高级别还包括实操考核或成果档案评审。",
      },
      certify: {
        title: "认证",
        text: "由独立审核人员核查结果。通过的考生将获得电子证书和一份雇主可以核验的公开记录。",
      },
      maintain: {
        title: "保持",
        text: "证书有效期为 {{years}} 年。通过持续职业发展和遵守行为准则保持证书有效。",
      },
    },
  },
  standards: {
    heading: "标准与认可",
    lead: "我们的项目建立在公认的国际实践之上。我们如实说明现状，不声称尚未取得的成果。",
    status: {
      alignedWith: "遵循",
      workingTowards: "正在筹备",
    },
    items: {
      iso17024: {
        title: "ISO/IEC 17024",
        text: "针对人员认证机构的国际标准。我们的政策遵循其要求，我们正在准备向国家认可机构申请认可；目前尚未获得认可。",
      },
      iga: {
        title: "国际地热协会（IGA）指导",
        text: "我们的能力框架参考了 IGA 公开发布的关于地热技能和良好实践的指导。这种对应关系由我们自行建立，并不代表 IGA 的认可。",
      },
      regional: {
        title: "区域地热协会",
        text: "我们将各级别与区域协会的指导和各国资格框架相对应，使证书能够与当地资格并行使用。",
      },
    },
    note: "GeoCert是演示网站：该机构及其认可状态均为虚构。",
  },
  faq: {
    heading: "常见问题",
    lead: "考生和雇主最常提出的问题。",
    items: {
      eligibility: {
        question: "谁可以申请认证？",
        answer:
          "任何在地热行业工作或准备进入该行业的人员均可申请。入门级无需工作经验；专业级需要 {{professionalYears}} 年相关工作经验，高级专业级需要 {{seniorYears}} 年，专家会士级则需由评审小组审查其领导经历。",
      },
      languages: {
        question: "可以用哪些语言参加考试？",
        answer:
          "可使用本网站的全部 11 种语言：英语、法语、西班牙语、印度尼西亚语、菲律宾语、日语、中文、斯瓦希里语、祖鲁语、冰岛语和土耳其语。每种译本都经过执业工程师审校。",
      },
      fees: {
        question: "认证费用是多少？",
        answer:
          "费用因级别而异，并在您申请前全部公布。来自低收入国家的考生享受减免费用，学生支付半价。一年内补考不收取任何隐性费用。",
      },
      recertification: {
        question: "如何保持证书有效？",
        answer:
          "每 {{years}} 年，您需要根据级别证明完成 {{minHours}} 至 {{maxHours}} 小时的持续职业发展，并确认遵守行为准则。如果证书失效，您可在 {{reinstatementMonths}} 个月内办理续证，无需重新参加考试。",
      },
      verification: {
        question: "雇主如何核验证书？",
        answer:
          "每份证书都有一份公开记录，载明持证人的姓名、级别和状态。雇主可凭证书编号逐一查询，也可使用我们的批量核验工具一次核验多份证书。",
      },
      privacy: {
        question: "你们如何处理我的个人数据？",
        answer:
          "我们仅将其用于办理您的认证。公开记录只显示您的姓名、级别、证书编号和状态，不显示其他信息。在我们必须保存的记录范围之外，您可以随时要求获取数据副本或删除数据。",
      },
      appeals: {
        question: "我可以对决定提出申诉吗？",
        answer:
          "可以。您可以在 30 天内对考试成绩或认证决定提出申诉。申诉小组由未参与原决定的人员组成，将在 30 天内审查并答复。",
      },
      accommodations: {
        question: "残障考生可以获得便利安排吗？",
        answer:
          "可以。我们可以安排延长考试时间、读题人员、大字版试卷、中途休息或无障碍考场。请在申请时提出；相关请求将保密处理。",
      },
      training: {
        question: "我必须参加特定课程吗？",
        answer:
          "不需要。我们既不要求也不销售培训。任何能够培养框架中各项能力的课程、大学项目或工作经验，都能帮助您做好准备。",
      },
    },
  },
} satisfies Namespaces["about"];

export default about;
