import type { Namespaces } from "../types";

const learningNeeds = {
  meta: {
    title: "学习需求调查 — GeoCert",
    description: "告诉我们您在地热培训方面的不足以及您喜欢的学习方式：五个简短步骤，帮助塑造 GeoCert 的课程和考试。",
  },
  header: {
    eyebrow: "学习需求调查",
    title: "共同塑造地热培训",
    lead: "关于您的工作、培训不足和学习方式的五个简短步骤；您的回答将影响我们接下来开发的课程和考试。",
  },
  intro: {
    duration: "约 6 分钟 · 14 个问题 · 每一步后保存回答",
    privacy: "答案仅以汇总形式使用。只有在您同意我们与您联系时，我们才会询问您的电子邮件地址，且绝不会与他人共享。",
  },
  progress: {
    label: "第 {{step}} 步，共 {{total}} 步",
    steps: "调查步骤",
    done: "已完成",
    current: "当前步骤",
  },
  steps: {
    about: {
      title: "关于您",
      lead: "您的职务、经验和工作地区。",
    },
    certification: {
      title: "认证",
      lead: "您目前的水平和目标。",
    },
    skills: {
      title: "培训不足",
      lead: "评估您在框架每个技能领域需要多少培训。",
    },
    learning: {
      title: "学习方式",
      lead: "适合您的形式、语言和时间。",
    },
    contact: {
      title: "保持联系",
      lead: "可选：我们是否可以就调查结果与您联系。",
    },
  },
  questions: {
    role: {
      label: "您目前的职务是什么？",
    },
    experience: {
      label: "您在地热或相关领域工作了多少年？",
    },
    region: {
      label: "您主要在哪里工作？",
      placeholder: "选择地区",
    },
    country: {
      label: "国家",
      hint: "可选，例如肯尼亚或冰岛。",
    },
    currentLevel: {
      label: "您目前持有哪个 GeoCert 级别？",
    },
    targetLevel: {
      label: "您希望在未来两年达到哪个级别？",
    },
    gaps: {
      label: "您在每个技能领域的培训不足有多大？",
      hint: "1 表示没有不足（您很有把握），5 表示严重不足（需要大量培训）。",
    },
    formats: {
      label: "哪些学习形式适合您？",
      hint: "可多选。",
    },
    barriers: {
      label: "哪些因素让您难以参加培训？",
      hint: "可选，可多选。",
    },
    languages: {
      label: "您希望用哪些语言学习？",
      hint: "可多选。",
    },
    hours: {
      label: "您每月可以投入多少小时进行培训？",
    },
    contact: {
      label: "我们可以就结果或后续访谈与您联系吗？",
    },
    email: {
      label: "电子邮件地址",
      hint: "仅在上面回答“是”时填写。",
    },
    comments: {
      label: "还有其他需要我们了解的吗？",
      hint: "可选，最多 1,000 个字符：缺少的主题、喜欢的课程或遇到的障碍。",
    },
  },
  options: {
    roles: {
      student: "学生或学员",
      fieldTechnician: "现场技术员",
      drillingCrew: "钻井人员或主管",
      plantOperator: "电厂运行人员",
      engineer: "工程师",
      geoscientist: "地球科学家",
      projectManager: "项目开发者或经理",
      regulator: "监管机构或公职人员",
      educator: "教师或培训师",
      other: "其他",
    },
    experience: {
      lessThan1: "不到 1 年",
      "1to3": "1 至 3 年",
      "4to7": "4 至 7 年",
      "8to15": "8 至 15 年",
      moreThan15: "超过 15 年",
    },
    regions: {
      eastAfrica: "东非",
      otherAfrica: "非洲其他地区",
      europe: "欧洲",
      middleEast: "中东和中亚",
      southeastAsia: "东南亚",
      eastAsia: "东亚",
      oceania: "大洋洲",
      northAmerica: "北美",
      latinAmerica: "拉丁美洲和加勒比",
    },
    currentLevels: {
      none: "尚无",
      associate: "入门级",
      professional: "专业级",
      senior: "高级专业级",
      expert: "专家会士级",
    },
    targetLevels: {
      associate: "入门级",
      professional: "专业级",
      senior: "高级专业级",
      expert: "专家会士级",
      undecided: "尚未决定",
    },
    scale: {
      "1": "没有不足",
      "2": "略有不足",
      "3": "中等不足",
      "4": "较大不足",
      "5": "严重不足",
    },
    formats: {
      selfPaced: "自定进度的在线课程",
      liveOnline: "在线直播课",
      classroom: "线下课堂",
      fieldTraining: "现场培训",
      mentoring: "导师指导",
      microLearning: "手机上的短课程",
      simulation: "模拟器和虚拟实验室",
    },
    barriers: {
      cost: "费用",
      time: "时间不足",
      employerSupport: "雇主支持不足",
      travel: "前往培训中心的交通",
      language: "没有我的语言的课程",
      connectivity: "网络慢或费用高",
      recognition: "培训不被雇主认可",
    },
    hours: {
      upTo2: "最多 2 小时",
      "3to5": "3 至 5 小时",
      "6to10": "6 至 10 小时",
      moreThan10: "超过 10 小时",
    },
    contact: {
      yes: "是，可以联系我",
      no: "不用，谢谢",
    },
  },
  buttons: {
    back: "上一步",
    next: "保存并继续",
    finish: "提交回答",
    saving: "正在保存…",
  },
  errors: {
    chooseOne: "请选择一个答案。",
    chooseAtLeastOne: "请至少选择一项。",
    invalidChoice: "此答案不在选项中。",
    tooLong: "此答案过长。",
    email: "请输入有效的电子邮件地址，例如 name@example.com。",
    emailRequired: "请输入您的电子邮件地址，或选择不接受联系。",
    rateLimited: "您的网络连接提交次数过多。请等待 {{seconds}} 秒后重试；已保存的回答不会丢失。",
    tampered: "无法接受此调查步骤。请重新打开调查页面，从上次中断处继续。",
    failed: "暂时无法保存您的回答，请重试。",
  },
  resumed: "欢迎回来：已显示您保存的回答，您可以从上次中断处继续。",
  aside: {
    heading: "我们为何提问",
    text: "GeoCert 根据地热从业人员的实际需求编写学习材料和考试。您的回答将告诉我们哪些技能领域最需要优先开设课程，以及需要哪些语言和形式。",
    resources: "浏览资源库",
  },
  thanks: {
    heading: "感谢您的参与",
    text: "您的回答已保存。调查结束后，我们将在新闻页面公布结果摘要。",
    summary: "您的回答",
    gapsCaption: "各技能领域的培训不足（1 = 没有不足，5 = 严重不足）",
    domain: "技能领域",
    rating: "评分",
    none: "无",
    notGiven: "未填写",
    contactAt: "是，邮箱 {{email}}",
    resources: "浏览资源库",
    framework: "查看认证框架",
  },
} satisfies Namespaces["learningNeeds"];

export default learningNeeds;
