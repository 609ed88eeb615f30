import type { Namespaces } from "../types";

const news = {
  meta: {
    title: "ニュース — GeoCert",
    description:
      "GeoCert からのお知らせ：プログラムの開始、フレームワークの更新、パートナー情報、調査研究、地域支部のニュース。",
  },
  header: {
    title: "ニュース",
    lead: "プログラムの開始、フレームワークの更新、調査研究、パートナーと地域支部からのニュースをお届けします。",
  },
  list: {
    heading: "最新の記事",
    by: "執筆：{{author}}",
    feed: "RSS フィードを購読する",
    feedTitle: "GeoCert ニュース",
    feedDescription: "GeoCert のプログラム開始、フレームワーク更新、調査研究、パートナーと支部のニュース。",
  },
  article: {
    details: "記事について",
    author: "執筆者",
    published: "公開日",
    tags: "トピック",
    related: "関連記事",
    allNews: "ニュース一覧",
  },
  tags: {
    programmes: "プログラム開始",
    framework: "フレームワーク更新",
    partners: "パートナー情報",
    research: "調査研究",
    chapters: "支部ニュース",
    exams: "試験",
  },
  roles: {
    communicationsLead: "広報責任者",
    frameworkDirector: "コンピテンシー・フレームワーク担当ディレクター",
    chaptersCoordinator: "支部コーディネーター",
    researchManager: "調査研究マネージャー",
    partnershipsManager: "パートナーシップ・マネージャー",
  },
  months: ["1月", "2月", "3月", "4月", "5月", "6月", "7月", "8月", "9月", "10月", "11月", "12月"],
  dateFormat: "{{year}}年{{month}}{{day}}日",
  monthYearFormat: "{{year}}年{{month}}",
} satisfies Namespaces["news"];

export default news;
