import type { PartialMessages } from "../types";

const testimonials = {
  meta: {
    title: "故事 — GeoCert",
    description: "来自五个地区、各个级别的持证地热专业人员的故事，从现场技术员到专家会士。",
  },
  header: {
    eyebrow: "故事",
    title: "持证专业人员的故事",
    lead: "技术员、工程师、管理者和科学家讲述认证如何改变了他们的地热职业生涯。",
  },
  filters: {
    heading: "筛选故事",
    level: "认证级别",
    region: "地区",
    allLevels: "所有级别",
    allRegions: "所有地区",
  },
  results: {
    heading: "故事",
    showing: "显示{{total}}个故事中的{{shown}}个",
    empty: "暂无符合该级别和地区的故事。",
    showAll: "显示全部故事",
  },
  levels: {
    associate: "入门级",
    professional: "专业级",
    senior: "高级专业级",
    expert: "专家会士级",
  },
  regions: {
    africa: "非洲",
    americas: "美洲",
    asiaPacific: "亚太地区",
    europe: "欧洲",
    westAsia: "西亚",
  },
  fictionalNote: "本页中的人物、机构和故事均为虚构示例。",
  stories: {
    wanjiru: { role: "现场技术员" },
    guorun: { role: "电厂运行工程师" },
    mehmet: { role: "钻井主管" },
    hana: { role: "技术总监" },
    rosa: { role: "地球化学家" },
    ayu: { role: "环境专员" },
    joseph: { role: "储层工程师" },
    miguel: { role: "运营经理" },
    elif: { role: "见习电厂操作员" },
    lars: { role: "区域供热项目经理" },
    tama: { role: "首席地球科学家" },
    samuel: { role: "劳动力政策顾问" },
  },
} satisfies PartialMessages<"testimonials">;

export default testimonials;
