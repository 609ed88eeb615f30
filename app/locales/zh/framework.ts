import type { PartialMessages } from "../types";

/** Chinese strings of the Certification framework page (competency texts fall back to English). */
export default {
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
    text: "参加培训测验，了解哪个级别与您的经验相符，或比较各项认证及其考试和费用。",
    quiz: "参加培训测验",
    certifications: "比较各项认证",
  },
} satisfies PartialMessages<"framework">;
