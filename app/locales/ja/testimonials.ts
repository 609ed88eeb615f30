import type { PartialMessages } from "../types";

const testimonials = {
  meta: {
    title: "ストーリー — GeoCert",
    description: "5つの地域、すべてのレベルの認定地熱専門職のストーリー。現場技術者からエキスパートフェローまで。",
  },
  header: {
    eyebrow: "ストーリー",
    title: "認定を受けた専門職のストーリー",
    lead: "技術者、エンジニア、管理職、研究者が、認定によって地熱分野でのキャリアがどう変わったかを語ります。",
  },
  filters: {
    heading: "ストーリーを絞り込む",
    level: "認定レベル",
    region: "地域",
    allLevels: "すべてのレベル",
    allRegions: "すべての地域",
  },
  results: {
    heading: "ストーリー",
    showing: "{{total}}件中{{shown}}件を表示",
    empty: "このレベルと地域に該当するストーリーはまだありません。",
    showAll: "すべてのストーリーを表示",
  },
  levels: {
    associate: "エントリーレベル",
    professional: "プロフェッショナル",
    senior: "シニアプロフェッショナル",
    expert: "エキスパートフェロー",
  },
  regions: {
    africa: "アフリカ",
    americas: "南北アメリカ",
    asiaPacific: "アジア太平洋",
    europe: "ヨーロッパ",
    westAsia: "西アジア",
  },
  fictionalNote: "このページの人物、組織、ストーリーは架空の例です。",
  stories: {
    wanjiru: { role: "現場技術者" },
    guorun: { role: "発電所運転エンジニア" },
    mehmet: { role: "掘削監督" },
    hana: { role: "技術部長" },
    rosa: { role: "地球化学者" },
    ayu: { role: "環境担当" },
    joseph: { role: "貯留層エンジニア" },
    miguel: { role: "運転管理マネージャー" },
    elif: { role: "発電所運転員（研修中）" },
    lars: { role: "地域熱供給プロジェクトマネージャー" },
    tama: { role: "主任地球科学者" },
    samuel: { role: "人材政策アドバイザー" },
  },
} satisfies PartialMessages<"testimonials">;

export default testimonials;
