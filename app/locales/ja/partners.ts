import type { Namespaces } from "../types";

const partners = {
  meta: {
    title: "パートナー — GeoCert",
    description:
      "GeoCertのプログラムに資金を提供し、審査・試行する組織、各パートナー区分の特典、パートナーになる方法、資格確認ツール。",
  },
  header: {
    eyebrow: "パートナー",
    title: "パートナーと協力団体",
    lead: "プログラムに資金を提供し、審査・試行する雇用主、開発事業者、研修機関。誰が認証されるかについて発言権は一切ありません。",
  },
  tiers: {
    heading: "協力団体",
    lead: "3つの支援区分。区分にかかわらず、すべての協力団体が同じ公平性の規則に同意しています。",
    tierLabel: "{{tier}}協力団体",
    names: {
      platinum: "プラチナ",
      gold: "ゴールド",
      silver: "シルバー",
    },
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
      bulkVerification: "応募者の資格の一括確認",
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
      apply: {
        title: "申し込む",
        text: "オンラインフォームで、貴組織と希望する区分についてお知らせください。",
      },
      conversation: {
        title: "面談する",
        text: "パートナーシップ担当チームからお電話し、目標、特典、区分に応じた拠出額について合意します。",
      },
      agreement: {
        title: "契約を締結する",
        text: "契約には、すべてのパートナーが受け入れる公平性に関する誓約が含まれます。",
      },
      onboarding: {
        title: "開始する",
        text: "本サイトへの掲載、確認用アカウントの設定、受験バウチャーの送付を行います。",
      },
    },
    apply: "パートナーに申し込む",
  },
  tools: {
    heading: "資格確認ツール",
    lead: "採用する人が申告どおりの資格を保有しているか確認できます。",
    items: {
      verify: {
        title: "資格を確認する",
        text: "証明書番号を入力すると、保有者、レベル、ステータスが表示されます。",
        link: "資格を確認する",
      },
      bulkVerify: {
        title: "一括確認",
        text: "証明書番号のリストをアップロードして、まとめて確認できます。採用チームや請負業者向けです。",
        link: "複数の資格をまとめて確認する",
      },
    },
  },
  faq: {
    heading: "パートナーからの質問",
    lead: "参加前に組織から寄せられる質問への回答です。",
    items: {
      who: {
        question: "どのような組織がパートナーになれますか？",
        answer:
          "地熱エネルギーの分野で活動する雇用主、開発事業者、運営事業者、機器メーカー、コンサルタント会社、大学、研修機関であれば、国を問わずパートナーになれます。",
      },
      influence: {
        question: "パートナーシップは認証の決定に影響しますか？",
        answer:
          "いいえ。パートナーが試験問題を目にしたり、採点に参加したり、受験者の結果を知ったりすることはありません。公平性委員会が、すべてのパートナーシップを年に一度審査しています。",
      },
      contribution: {
        question: "パートナーシップの費用はいくらですか？",
        answer:
          "年間拠出額は区分と組織の規模によって異なります。最初の面談で合意し、その基準は年次報告書で公表しています。",
      },
      changeTier: {
        question: "後から区分を変更できますか？",
        answer: "はい、毎年の更新時に変更できます。新しい区分の特典は更新日から適用されます。",
      },
      nonprofits: {
        question: "小規模組織や非営利団体向けの条件はありますか？",
        answer: "はい。大学、非営利団体、従業員50名未満の企業は、シルバー区分の拠出額が減額されます。",
      },
    },
  },
} satisfies Namespaces["partners"];

export default partners;
