import type { Namespaces } from "../types";

const framework = {
  meta: {
    title: "认证框架 — GeoCert",
    description: "GeoCert 能力框架：四个认证级别下的八个技能领域，以及每个级别要求具备的能力。",
  },
  header: {
    eyebrow: "能力框架",
    title: "认证框架",
    lead: "地热专业人员在八个技能领域、四个认证级别上应当掌握的知识和具备的能力。",
  },
  intro: {
    heading: "框架如何运作",
    text: "每个认证级别都建立在前一级别之上。矩阵列出了每个技能领域中考生在该级别必须展示的能力；考试、成果档案和面试均依据这些表述编写。",
    levelsHeading: "四个级别概览",
    levelLabel: "第 {{number}} 级",
  },
  levelDescriptors: {
    associate: "在指导下工作，安全地执行既定程序。",
    professional: "独立工作，解决常规技术问题，并在实际项目中应用标准。",
    senior: "领导团队和工作流程，审核并批准他人的工作。",
    expert: "为组织乃至整个行业塑造实践、战略和标准。",
  },
  filters: {
    heading: "筛选矩阵",
    domain: "技能领域",
    level: "认证级别",
    allDomains: "全部领域",
    allLevels: "全部级别",
    statusAll: "正在显示全部 {{domains}} 个技能领域的全部 {{levels}} 个级别：{{competencies}}。",
    statusDomain: "正在显示“{{domain}}”的全部 {{levels}} 个级别：{{competencies}}。",
    statusLevel: "正在显示全部 {{domains}} 个技能领域的“{{level}}”级别：{{competencies}}。",
    statusBoth: "正在显示“{{domain}}”的“{{level}}”级别：{{competencies}}。",
    competencyCount_one: "{{count}} 项能力",
    competencyCount_other: "{{count}} 项能力",
  },
  matrix: {
    heading: "能力矩阵",
    caption: "按技能领域和认证级别划分的能力",
    domainColumn: "技能领域",
    listHint: "在小屏幕上，矩阵按技能领域以列表形式显示。",
  },
  print: {
    title: "GeoCert 认证框架",
    note: "打印自 GeoCert 网站。顾问委员会每年审查一次该框架。",
  },
  cta: {
    heading: "您处于哪个阶段？",
    text: "参加备考自测，了解哪个级别与您的经验相符，或比较各项认证及其考试和费用。",
    quiz: "参加备考自测",
    certifications: "比较各项认证",
  },
  competencies: {
    reservoirEngineering: {
      associate: {
        readsLogs: "在指导下读取测井曲线和压力数据",
        recordsData: "按照现场质量程序记录井口压力、流量和温度",
        explainsSystems: "解释热量、流体和渗透性如何共同构成地热储层",
      },
      professional: {
        interpretsTests: "解释注入试验、干扰试验和压力瞬变试验，估算渗透率与厚度之积（kh）",
        buildsModels: "建立储层数值模型，并根据天然状态和生产历史进行校准",
        forecastsDecline: "预测井的产量递减、压力下降和焓值变化",
      },
      senior: {
        plansInjection: "设计回注井和补充井策略，以维持压力并限制热突破",
        reviewsModels: "审核并批准他人编制的储层模型和示踪试验解释",
        managesMonitoring: "领导储层监测计划：示踪剂、微重力和流体地球化学",
      },
      expert: {
        leadsStrategy: "在项目全生命周期内主导全热田范围的储层管理策略",
        setsStandards: "制定被多家公司采用的建模和报告做法",
        advisesCapacity: "就可持续的热田产能向投资者和监管机构提供建议",
      },
    },
    powerPlantOperations: {
      associate: {
        monitorsSystems: "监测汽轮机、分离器和冷却系统读数并报告偏差",
        followsLoto: "遵守上锁挂牌和作业许可程序",
        routineMaintenance: "在指导下进行例行检查和维护",
      },
      professional: {
        operatesUnits: "按程序启动、运行和停止闪蒸、干蒸汽或双工质机组",
        diagnosesFaults: "根据控制系统趋势、振动和性能数据诊断故障",
        managesScaling: "实施结垢和腐蚀控制：投加抑制剂、调节 pH 值、二氧化硅管理",
      },
      senior: {
        optimisesPerformance: "根据蒸汽供应和电网需求优化电厂出力和可用率",
        plansOutages: "规划大修和停机，管理维护预算",
        leadsShiftTeams: "领导运行团队，并通过根本原因分析调查事故",
      },
      expert: {
        definesStrategy: "为电厂群制定运行和资产管理战略",
        evaluatesTechnology: "评估新的发电技术（混合、联合循环、超临界）的应用",
        setsBenchmarks: "为行业制定性能和安全基准",
      },
    },
    environmentalManagement: {
      associate: {
        samplesFluids: "按规程采集水、气体和噪声样本，并保持样品监管链",
        knowsImpacts: "说出地热作业的主要影响：硫化氢、卤水、地面沉降、噪声",
        reportsIncidents: "及时报告泄漏和排放事件",
      },
      professional: {
        runsMonitoring: "开展环境监测，并对照许可限值核查结果",
        managesBrine: "管理卤水回注、处置和硫化氢减排",
        contributesEia: "为环境影响评价提供基线研究并撰写相关章节",
      },
      senior: {
        leadsEia: "主持环境与社会影响评价及管理计划",
        engagesStakeholders: "主导与社区、土地所有者和原住民的协商",
        auditsCompliance: "审核 ISO 14001 等环境管理体系",
      },
      expert: {
        setsPolicy: "塑造国家和企业层面的地热开发环境政策",
        lifecycleAssessment: "指导整个项目组合的生命周期和碳足迹评估",
        advisesLenders: "就国际环境与社会绩效标准向贷款机构提供建议",
      },
    },
    projectDevelopment: {
      associate: {
        understandsPhases: "描述地热项目从勘探到运营的各个阶段",
        supportsLogistics: "支持现场后勤、文件控制和进度报告",
        tracksSchedules: "在指导下更新进度计划和成本跟踪表",
      },
      professional: {
        managesWorkPackages: "管理井场、集汽系统或地面设施的工作包",
        preparesEstimates: "编制成本估算，并为可行性研究提供技术资料",
        coordinatesContractors: "协调承包商以及钻井、汽田和电厂之间的接口",
      },
      senior: {
        leadsProjects: "带领项目完成可行性研究、融资和建设",
        reviewsEconomics: "审查项目经济性：平准化度电成本、资本成本、钻井成功率",
        managesProcurement: "制定采购和发包策略，包括 EPC 合同",
      },
      expert: {
        shapesPortfolio: "规划开发项目组合和国家地热计划",
        structuresFinance: "设计融资和风险分担结构：钻井保险、优惠资金",
        mentorsLeaders: "指导项目负责人，并确定开发最佳实践",
      },
    },
    riskAssessment: {
      associate: {
        identifiesHazards: "识别现场危害（硫化氢、高温流体、压力、井喷），并正确使用个人防护装备",
        completesJsa: "完成作业安全分析，并参加班前安全会",
        knowsEmergency: "熟悉现场的应急响应和疏散程序",
      },
      professional: {
        conductsHazop: "参与 HAZID 和 HAZOP 研究，并跟踪各项措施直至关闭",
        maintainsRegisters: "维护包含可能性、后果和控制措施的风险登记册",
        assessesResourceRisk: "用概率（蒙特卡洛）估算量化资源风险",
      },
      senior: {
        leadsRiskReviews: "在项目决策节点主持风险审查，并确定缓解措施的优先次序",
        managesInducedSeismicity: "采用交通灯协议管理诱发地震风险",
        designsEmergencyPlans: "制定应急响应和业务连续性计划",
      },
      expert: {
        setsRiskFramework: "确定地热项目组合的风险框架和风险偏好",
        advisesInsurers: "就勘探和钻井风险向保险公司、贷款机构和政府提供建议",
        investigatesMajorIncidents: "主持重大事故调查，并将经验教训转化为行业指南",
      },
    },
    regulatoryCompliance: {
      associate: {
        followsPermits: "在日常工作中遵守许可条件和现场规定",
        keepsRecords: "保持检查和合规记录完整、可追溯",
        knowsRegulators: "了解哪些主管部门监管现场，以及何时上报问题",
      },
      professional: {
        preparesReports: "编制有关生产、注入和排放的监管报告",
        interpretsRegulations: "为技术工作解读许可证、用水和安全法规",
        supportsInspections: "配合主管部门的检查，并整改检查发现的问题",
      },
      senior: {
        securesPermits: "取得勘探和开采许可证及许可变更",
        managesCompliance: "管理合规计划及其内部审核",
        negotiatesConditions: "与主管部门协商许可条件",
      },
      expert: {
        shapesRegulation: "就地热法律、资源所有权和许可制度向立法者提供建议",
        harmonisesStandards: "主导各国之间标准的协调统一",
        representsIndustry: "在监管咨询中代表行业",
      },
    },
    resourceAssessment: {
      associate: {
        supportsSurveys: "协助地质填图、地球化学采样和地球物理勘查",
        handlesSamples: "记录和处理钻屑、岩心和流体样品",
        usesGis: "在地理信息系统（GIS）中整理野外数据",
      },
      professional: {
        interpretsData: "解释地球化学温标和大地电磁、重力测量等地球物理数据",
        buildsConceptualModels: "建立热源、上升流区和流出区的概念模型",
        estimatesCapacity: "用体积法（储热法）估算资源量",
      },
      senior: {
        selectsTargets: "选定勘探井靶点并综合分析钻井结果",
        reportsResources: "按照公认的报告规范编制资源量和储量报告",
        reviewsAssessments: "对他人的资源评估进行同行评审",
      },
      expert: {
        leadsNationalAssessments: "主持国家和区域资源评估",
        competentPerson: "作为合资格人士签署公开资源报告",
        advancesMethods: "发展增强型地热系统和超临界地热系统的评估方法",
      },
    },
    drillingOperations: {
      associate: {
        assistsRig: "在指导下协助钻井队处理钻杆、钻井液和固井作业",
        monitorsParameters: "监测钻井参数和泥浆温度并报告变化",
        followsWellControl: "遵守井控和硫化氢安全程序",
      },
      professional: {
        designsWells: "为高温井设计套管、固井和完井方案",
        supervisesOperations: "作为井场工程师监督钻井作业，包括定向钻井",
        managesDownholeProblems: "处理井漏、卡钻及其他井下问题",
      },
      senior: {
        plansCampaigns: "规划多井钻井计划、钻机选择和钻井预算",
        managesWellIntegrity: "管理全热田的井筒完整性，包括修井作业",
        leadsWellControl: "主导井控准备工作和钻井安全文化",
      },
      expert: {
        setsDrillingStrategy: "制定降低每兆瓦成本的钻井战略和技术路线图",
        advancesTechnology: "推动深层和超高温钻井技术的发展",
        writesCodes: "编写地热钻井的标准和操作规范",
      },
    },
  },
} satisfies Namespaces["framework"];

export default framework;
