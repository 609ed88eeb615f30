import type { PartialMessages } from "../types";

const partners = {
  meta: {
    title: "パートナー — GeoCert",
    description:
      "GeoCertのプログラムに資金を提供し、審査・試行する組織、各パートナー区分の特典、パートナーになる方法、認定確認ツール。",
  },
  header: {
    eyebrow: "パートナー",
    title: "パートナーと協力団体",
    lead: "プログラムに資金を提供し、審査・試行する雇用主、開発事業者、研修機関。誰が認定されるかについて発言権は一切ありません。",
  },
  tiers: {
    heading: "協力団体",
    lead: "3つの支援区分。区分にかかわらず、すべての協力団体が同じ公平性の規則に同意しています。",
    tierLabel: "{{tier}}協力団体",
    names: { platinum: "プラチナ", gold: "ゴールド", silver: "シルバー" },
    fictionalNote: "このページに記載の組織はすべて架空の例です。",
  },
  benefits: {
    heading: "パートナー特典",
    lead: "パートナーシップの各年に、各区分に含まれる内容。",
    caption: "パートナー区分別の特典",
    benefit: "特典",
    included: "含まれる",
    notIncluded: "含まれない",
    perYear: "年間{{value}}",
    rows: {
      listing: "本サイトおよび年次報告書への掲載",
      bulkVerification: "応募者の認定の一括確認",
      examVouchers: "従業員向け受験バウチャー",
      eventPlaces: "GeoCertイベントへの無料参加枠",
      reviewPanels: "技術審査パネルの委員枠",
      coHostedEvents: "地域イベントの共同開催",
      pilotAccess: "試行試験への先行参加",
      workingGroup: "フレームワーク作業部会への委員派遣",
    },
    note: "審査パネルはフレームワークに意見を述べますが、実際の試験問題や受験者の結果を目にすることはありません。",
  },
  join: {
    heading: "パートナーになるには",
    lead: "最初のお問い合わせから契約締結まで、通常4〜6週間かかります。",
    steps: {
      apply: { title: "申し込む" },
      conversation: { title: "面談する" },
      agreement: { title: "契約を締結する" },
      onboarding: { title: "開始する" },
    },
    apply: "パートナーに申し込む",
  },
  tools: {
    heading: "認定確認ツール",
    lead: "採用する人が申告どおりの認定を保有しているか確認できます。",
    items: {
      verify: { title: "認定を確認する", link: "認定を確認する" },
      bulkVerify: { title: "一括確認", link: "複数の認定をまとめて確認する" },
    },
  },
  faq: {
    heading: "パートナーからの質問",
    lead: "参加前に組織から寄せられる質問への回答です。",
    items: {
      who: { question: "どのような組織がパートナーになれますか？" },
      influence: { question: "パートナーシップは認定の決定に影響しますか？" },
      contribution: { question: "パートナーシップの費用はいくらですか？" },
      changeTier: { question: "後から区分を変更できますか？" },
      nonprofits: { question: "小規模組織や非営利団体向けの条件はありますか？" },
    },
  },
} satisfies PartialMessages<"partners">;

export default partners;
