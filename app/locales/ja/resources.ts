import type { PartialMessages } from "../types";

/** Resources page (ja); long texts and resource titles fall back to English. */
export default {
  meta: {
    title: "リソース — GeoCert",
    description:
      "地熱分野の専門家のための学習ガイド、規格の要約、読書リスト、テンプレート、ウェビナー録画を、スキル領域とレベル別に掲載しています。",
  },
  header: {
    eyebrow: "リソースライブラリ",
    title: "リソース",
    lead: "認定の準備とスキルの維持に役立つガイド、規格の要約、読書リスト、テンプレート、録画ウェビナー。",
  },
  filters: {
    heading: "リソースを探す",
    search: "検索",
    searchHint: "タイトルまたは説明に含まれる語",
    type: "種類",
    topic: "スキル領域",
    allTypes: "すべての種類",
    allTopics: "すべてのスキル領域",
  },
  results: {
    heading: "ライブラリ",
    summary_one: "{{total}}件中{{count}}件",
    summary_other: "{{total}}件中{{count}}件",
    empty: "条件に一致するリソースはありません。別のスキル領域を選ぶか、語を減らしてください。",
  },
  types: {
    guide: "ガイド",
    standard: "規格の要約",
    readingList: "読書リスト",
    template: "テンプレート",
    webinar: "ウェビナー",
  },
  levels: {
    all: "全レベル",
    associate: "エントリーレベル",
    professional: "プロフェッショナル",
    senior: "シニアプロフェッショナル",
    expert: "エキスパートフェロー",
  },
  card: {
    level: "レベル",
    topics: "スキル領域",
    languages: "言語",
    edition: "{{year}}年版",
    download: "ダウンロード",
    downloadLabel: "{{title}}をダウンロード（{{format}}、{{size}}）",
    size: "{{size}} KB",
    formats: {
      markdown: "Markdown",
      csv: "CSV",
      text: "テキスト",
    },
    recording: "録画 {{minutes}}分（{{date}}開催）",
    recordingNote: "録画は登録受験者にご要望に応じて共有します。",
    requestRecording: "録画をリクエスト",
    onRequest: "印刷版または会員向け版。ご要望に応じて送付します。",
    requestCopy: "コピーをリクエスト",
  },
  date: {
    pattern: "{{year}}年{{monthNumber}}月{{day}}日",
    months: ["1月", "2月", "3月", "4月", "5月", "6月", "7月", "8月", "9月", "10月", "11月", "12月"],
  },
  framework: {
    heading: "学習をフレームワークに結び付ける",
    link: "認定フレームワークを見る",
  },
} satisfies PartialMessages<"resources">;
