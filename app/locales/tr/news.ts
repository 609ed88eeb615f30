import type { Namespaces } from "../types";

/** Turkish strings of the News pages. */
export default {
  meta: {
    title: "Haberler — GeoCert",
    description:
      "GeoCert'ten haberler: program lansmanları, çerçeve güncellemeleri, iş ortağı haberleri, araştırmalar ve bölgesel şubelerimizden haberler.",
  },
  header: {
    title: "Haberler",
    lead: "Program lansmanları, çerçeve güncellemeleri, araştırmalar ve iş ortaklarımızla bölgesel şubelerimizden haberler.",
  },
  list: {
    heading: "Son yazılar",
    by: "Yazar: {{author}}",
    feed: "RSS akışına abone olun",
    feedTitle: "GeoCert haberleri",
    feedDescription:
      "GeoCert'in program lansmanları, çerçeve güncellemeleri, araştırmaları ve iş ortaklarıyla şubelerinden haberler.",
  },
  article: {
    details: "Bu yazı hakkında",
    author: "Yazar",
    published: "Yayımlanma tarihi",
    tags: "Konular",
    related: "İlgili yazılar",
    allNews: "Tüm haberler",
  },
  tags: {
    programmes: "Program lansmanları",
    framework: "Çerçeve güncellemeleri",
    partners: "İş ortağı haberleri",
    research: "Araştırma",
    chapters: "Şube haberleri",
    exams: "Sınavlar",
  },
  roles: {
    communicationsLead: "İletişim Direktörü",
    frameworkDirector: "Yetkinlik Çerçevesi Direktörü",
    chaptersCoordinator: "Şubeler Koordinatörü",
    researchManager: "Araştırma Müdürü",
    partnershipsManager: "Ortaklıklar Müdürü",
  },
  months: [
    "Ocak",
    "Şubat",
    "Mart",
    "Nisan",
    "Mayıs",
    "Haziran",
    "Temmuz",
    "Ağustos",
    "Eylül",
    "Ekim",
    "Kasım",
    "Aralık",
  ],
  dateFormat: "{{day}} {{month}} {{year}}",
  monthYearFormat: "{{month}} {{year}}",
} satisfies Namespaces["news"];
