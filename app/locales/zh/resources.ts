import type { Namespaces } from "../types";

const resources = {
  meta: {
    title: "资源 — GeoCert",
    description: "面向地热专业人员的学习指南、标准摘要、阅读清单、模板和网络研讨会录像，按技能领域和级别分类。",
  },
  header: {
    eyebrow: "资源库",
    title: "资源",
    lead: "帮助您准备认证并保持技能更新的指南、标准摘要、阅读清单、模板和网络研讨会录像。",
  },
  filters: {
    heading: "查找资源",
    search: "搜索",
    searchHint: "标题或简介中的词语",
    type: "类型",
    topic: "技能领域",
    allTypes: "所有类型",
    allTopics: "所有技能领域",
  },
  results: {
    heading: "资源库",
    summary_one: "共 {{total}} 项，显示 {{count}} 项",
    summary_other: "共 {{total}} 项，显示 {{count}} 项",
    empty: "没有符合这些筛选条件的资源。请尝试其他技能领域或减少搜索词。",
  },
  types: {
    guide: "指南",
    standard: "标准摘要",
    readingList: "阅读清单",
    template: "模板",
    webinar: "网络研讨会",
  },
  levels: {
    all: "所有级别",
    associate: "入门级",
    professional: "专业级",
    senior: "高级专业级",
    expert: "专家会士级",
  },
  card: {
    level: "级别",
    topics: "技能领域",
    languages: "语言",
    edition: "{{year}} 年版",
    download: "下载",
    downloadLabel: "下载{{title}}（{{format}}，{{size}}）",
    size: "{{size}} KB",
    formats: {
      markdown: "Markdown",
      csv: "CSV",
      text: "纯文本",
    },
    recording: "录像 {{minutes}} 分钟，举办于 {{date}}",
    recordingNote: "录像可应已注册考生的要求提供。",
    requestRecording: "申请录像",
    onRequest: "印刷版或会员版，可应要求寄送。",
    requestCopy: "申请副本",
  },
  date: {
    pattern: "{{year}}年{{monthNumber}}月{{day}}日",
    months: ["1月", "2月", "3月", "4月", "5月", "6月", "7月", "8月", "9月", "10月", "11月", "12月"],
  },
  framework: {
    heading: "将学习与能力框架对应",
    text: "每项资源都标注了 GeoCert 能力框架中的技能领域和级别，方便您了解每项认证的要求，并规划下一步的学习内容。",
    link: "查看认证框架",
  },
  items: {
    associateStudyGuide: {
      title: "入门级学习指南",
      description: "入门级考核在八个技能领域中分别涵盖的内容、典型题目以及四周学习计划。",
    },
    glossary: {
      title: "地热术语表",
      description: "对钻机、电厂和报告中所用术语的清晰定义，从双工质电厂到井口压力。",
    },
    ceuLog: {
      title: "继续教育（CPD 学时）记录模板",
      description: "用于记录课程、网络研讨会、现场培训和自学情况以便重新认证的电子表格，附有填写示例。",
    },
    coreReadingList: {
      title: "核心阅读书目",
      description: "储层工程、电厂、项目融资和资源报告方面的标准教材和公开报告。",
    },
    h2sChecklist: {
      title: "钻井现场 H₂S 安全检查表",
      description: "开钻前和每个班次的检查事项、井涌征兆以及警报响起时的应对措施：一份可打印的检查表。",
    },
    wellTestWebinar: {
      title: "解读试井：面向电厂团队的压力瞬变分析",
      description: "为使用试井结果的操作人员和工程师讲解完井测试和压力恢复数据如何描述一口井。",
    },
    scalingWebinar: {
      title: "双工质电厂中的结垢与腐蚀",
      description: "二氧化硅和方解石结垢、换热器腐蚀，以及及早发现这两类问题的监测方法。",
    },
    baselineWebinar: {
      title: "钻井前的环境基线监测",
      description: "在第一口井开钻前应开始哪些水、气体、噪声和地面沉降测量，以及持续多长时间。",
    },
    financingWebinar: {
      title: "勘探阶段的融资",
      description: "为什么勘探钻井是项目中风险最高的阶段，以及赠款、风险分担基金和保险如何分散风险。",
    },
    seismicityWebinar: {
      title: "诱发地震与交通灯协议",
      description: "为注入设计监测网络和阈值，并介绍储层改造项目的经验教训。",
    },
    permitsWebinar: {
      title: "不同司法管辖区的许可：比较之旅",
      description: "比较五种法律体系下的勘探许可、水权、钻井许可和环境许可。",
    },
    unfcSummary: {
      title: "摘要：地热资源的 UNFC 分类",
      description: "六页摘要，说明如何按照可行性、项目成熟度和资源认知程度对地热项目进行分类。",
    },
    wellControlSummary: {
      title: "摘要：地热钻井的井控实践",
      description: "高温井井控实践的主要要求：套管设计、防喷器测试、井涌检测和关井。",
    },
    reportingCodeSummary: {
      title: "摘要：资源量和储量的公开报告规范",
      description: "地热公开报告规范中合资格人士的作用，以及资源量和储量的术语。",
    },
    esiaSummary: {
      title: "摘要：环境与社会影响评价",
      description: "地热项目影响评价的步骤，从范围界定到管理计划和社区协商。",
    },
    steamFieldGuide: {
      title: "集汽系统现场指南",
      description: "汽田的分离器、管道、疏水器和阀门，以及新操作人员的日常检查。",
    },
    mudLoggingGuide: {
      title: "录井与岩屑描述",
      description: "钻井过程中如何描述岩屑和蚀变矿物，以及它们揭示的温度和渗透性信息。",
    },
    riskRegister: {
      title: "地热项目风险登记册模板",
      description: "列出项目各阶段典型的技术、财务和社会风险、责任人及缓解措施的登记册。",
    },
    seismicityReadingList: {
      title: "阅读书目：诱发地震与储层改造",
      description: "关于注入诱发地震、灾害评估和增强型地热系统的重要论文和指南。",
    },
    directUseReadingList: {
      title: "阅读书目：直接利用与区域供热",
      description: "关于区域供热、温室、干燥以及地热梯级利用的参考文献。",
    },
  },
} satisfies Namespaces["resources"];

export default resources;
