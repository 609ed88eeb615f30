import type { PartialMessages } from "../types";

/** Japanese strings of the Certification framework page (competency texts fall back to English). */
export default {
  meta: {
    title: "認定フレームワーク — GeoCert",
    description:
      "GeoCert のコンピテンシー・フレームワーク：4つの認定レベルにわたる8つのスキル領域と、各レベルで求められるコンピテンシー。",
  },
  header: {
    eyebrow: "コンピテンシー・フレームワーク",
    title: "認定フレームワーク",
    lead: "地熱分野の専門家が8つのスキル領域において、4つの認定レベルごとに知っておくべきこと、できるべきこと。",
  },
  intro: {
    heading: "フレームワークの仕組み",
    text: "各認定レベルは前のレベルの上に成り立っています。マトリクスには、スキル領域ごとに、そのレベルで受験者が示すべきコンピテンシーが記載されています。試験、ポートフォリオ、面接はこれらの記述に基づいて作成されます。",
    levelsHeading: "4つのレベルの概要",
    levelLabel: "レベル {{number}}",
  },
  levelDescriptors: {
    associate: "指導の下で作業し、定められた手順を安全に実施する。",
    professional: "自立して作業し、日常的な技術課題を解決し、実際のプロジェクトで基準を適用する。",
    senior: "チームや業務を統率し、他者の成果を審査・承認する。",
    expert: "組織と業界全体の実務、戦略、基準を形づくる。",
  },
  filters: {
    heading: "マトリクスを絞り込む",
    domain: "スキル領域",
    level: "認定レベル",
    allDomains: "すべての領域",
    allLevels: "すべてのレベル",
    statusAll: "{{domains}} つのスキル領域すべてを {{levels}} つのレベルすべてで表示しています：{{competencies}}。",
    statusDomain: "「{{domain}}」を {{levels}} つのレベルすべてで表示しています：{{competencies}}。",
    statusLevel: "{{domains}} つのスキル領域すべてを「{{level}}」レベルで表示しています：{{competencies}}。",
    statusBoth: "「{{domain}}」を「{{level}}」レベルで表示しています：{{competencies}}。",
    competencyCount_one: "{{count}} 件のコンピテンシー",
    competencyCount_other: "{{count}} 件のコンピテンシー",
  },
  matrix: {
    heading: "コンピテンシー・マトリクス",
    caption: "スキル領域と認定レベル別のコンピテンシー",
    domainColumn: "スキル領域",
    listHint: "小さな画面では、マトリクスはスキル領域ごとのリストとして表示されます。",
  },
  print: {
    title: "GeoCert 認定フレームワーク",
    note: "GeoCert ウェブサイトから印刷。フレームワークは諮問委員会が毎年見直しています。",
  },
  cta: {
    heading: "あなたの現在地は？",
    text: "トレーニングクイズで経験に合ったレベルを確認するか、認定資格とその試験・費用を比較してください。",
    quiz: "トレーニングクイズを受ける",
    certifications: "認定資格を比較する",
  },
} satisfies PartialMessages<"framework">;
