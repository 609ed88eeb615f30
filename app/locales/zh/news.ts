import type { Namespaces } from "../types";

const news = {
  meta: {
    title: "新闻 — GeoCert",
    description: "GeoCert 新闻：项目发布、框架更新、合作伙伴动态、研究成果和地区分会新闻。",
  },
  header: {
    title: "新闻",
    lead: "项目发布、框架更新、研究成果，以及来自合作伙伴和地区分会的新闻。",
  },
  list: {
    heading: "最新文章",
    by: "作者：{{author}}",
    feed: "订阅 RSS 源",
    feedTitle: "GeoCert 新闻",
    feedDescription: "GeoCert 的项目发布、框架更新、研究成果以及合作伙伴和分会的新闻。",
  },
  article: {
    details: "关于本文",
    author: "作者",
    published: "发布日期",
    tags: "主题",
    related: "相关文章",
    allNews: "全部新闻",
  },
  tags: {
    programmes: "项目发布",
    framework: "框架更新",
    partners: "合作伙伴动态",
    research: "研究",
    chapters: "分会新闻",
    exams: "考试",
  },
  roles: {
    communicationsLead: "传播主管",
    frameworkDirector: "能力框架总监",
    chaptersCoordinator: "分会协调员",
    researchManager: "研究经理",
    partnershipsManager: "合作关系经理",
  },
  months: ["1月", "2月", "3月", "4月", "5月", "6月", "7月", "8月", "9月", "10月", "11月", "12月"],
  dateFormat: "{{year}}年{{month}}{{day}}日",
  monthYearFormat: "{{year}}年{{month}}",
} satisfies Namespaces["news"];

export default news;
