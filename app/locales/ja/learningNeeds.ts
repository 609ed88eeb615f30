import type { Namespaces } from "../types";

const learningNeeds = {
  meta: {
    title: "学習ニーズ調査 — GeoCert",
    description:
      "地熱分野で不足しているトレーニングと希望する学び方をお聞かせください。GeoCertのコースと試験づくりに生かす5つの短いステップです。",
  },
  header: {
    eyebrow: "学習ニーズ調査",
    title: "地熱トレーニングづくりにご協力ください",
    lead: "お仕事、トレーニングの不足、学び方についての5つの短いステップ。回答は今後のコースと試験づくりに生かされます。",
  },
  intro: {
    duration: "約6分 · 14問 · 各ステップで回答を保存",
    privacy:
      "回答は集計した形でのみ使用します。メールアドレスは連絡を希望される場合にのみお尋ねし、第三者と共有することはありません。",
  },
  progress: {
    label: "ステップ {{step}} / {{total}}",
    steps: "調査のステップ",
    done: "完了",
    current: "現在のステップ",
  },
  steps: {
    about: {
      title: "あなたについて",
      lead: "職務、経験、勤務地域。",
    },
    certification: {
      title: "認証",
      lead: "現在の状況と今後の目標。",
    },
    skills: {
      title: "トレーニングの不足",
      lead: "フレームワークの各スキル領域で必要なトレーニングの程度を評価してください。",
    },
    learning: {
      title: "学び方",
      lead: "ご希望の形式、言語、時間。",
    },
    contact: {
      title: "今後のご連絡",
      lead: "任意：結果についてご連絡してよいか。",
    },
  },
  questions: {
    role: {
      label: "現在の職務は何ですか？",
    },
    experience: {
      label: "地熱または関連分野での経験年数は？",
    },
    region: {
      label: "主にどの地域で働いていますか？",
      placeholder: "地域を選択",
    },
    country: {
      label: "国",
      hint: "任意。例：ケニア、アイスランド。",
    },
    currentLevel: {
      label: "現在お持ちのGeoCertレベルは？",
    },
    targetLevel: {
      label: "今後2年間で目指すレベルは？",
    },
    gaps: {
      label: "各スキル領域でのトレーニングの不足はどの程度ですか？",
      hint: "1は不足なし（自信がある）、5は大きな不足（本格的なトレーニングが必要）を意味します。",
    },
    formats: {
      label: "どの学習形式が合っていますか？",
      hint: "当てはまるものをすべて選択してください。",
    },
    barriers: {
      label: "トレーニングを受けにくい理由は？",
      hint: "任意。当てはまるものをすべて選択してください。",
    },
    languages: {
      label: "どの言語で学びたいですか？",
      hint: "当てはまるものをすべて選択してください。",
    },
    hours: {
      label: "1か月にトレーニングに充てられる時間は？",
    },
    contact: {
      label: "結果やフォローアップ面談についてご連絡してもよろしいですか？",
    },
    email: {
      label: "メールアドレス",
      hint: "上で「はい」と答えた場合のみ。",
    },
    comments: {
      label: "その他、お知らせいただきたいことは？",
      hint: "任意、1,000文字まで：足りないテーマ、良かったコース、障害など。",
    },
  },
  options: {
    roles: {
      student: "学生・研修生",
      fieldTechnician: "フィールド技術者",
      drillingCrew: "掘削作業員・監督者",
      plantOperator: "発電所運転員",
      engineer: "エンジニア",
      geoscientist: "地球科学者",
      projectManager: "プロジェクト開発者・管理者",
      regulator: "規制当局・公務員",
      educator: "教育者・トレーナー",
      other: "その他",
    },
    experience: {
      lessThan1: "1年未満",
      "1to3": "1〜3年",
      "4to7": "4〜7年",
      "8to15": "8〜15年",
      moreThan15: "15年超",
    },
    regions: {
      eastAfrica: "東アフリカ",
      otherAfrica: "その他のアフリカ",
      europe: "ヨーロッパ",
      middleEast: "中東・中央アジア",
      southeastAsia: "東南アジア",
      eastAsia: "東アジア",
      oceania: "オセアニア",
      northAmerica: "北米",
      latinAmerica: "中南米・カリブ",
    },
    currentLevels: {
      none: "まだない",
      associate: "エントリーレベル",
      professional: "プロフェッショナル",
      senior: "シニアプロフェッショナル",
      expert: "エキスパートフェロー",
    },
    targetLevels: {
      associate: "エントリーレベル",
      professional: "プロフェッショナル",
      senior: "シニアプロフェッショナル",
      expert: "エキスパートフェロー",
      undecided: "未定",
    },
    scale: {
      "1": "不足なし",
      "2": "やや不足",
      "3": "中程度の不足",
      "4": "大きな不足",
      "5": "非常に大きな不足",
    },
    formats: {
      selfPaced: "自分のペースで進めるオンライン講座",
      liveOnline: "ライブのオンライン授業",
      classroom: "対面の講座",
      fieldTraining: "現場での研修",
      mentoring: "メンタリング",
      microLearning: "スマートフォンでの短いレッスン",
      simulation: "シミュレーターとバーチャルラボ",
    },
    barriers: {
      cost: "費用",
      time: "時間がない",
      employerSupport: "雇用主の支援が少ない",
      travel: "研修施設までの移動",
      language: "自分の言語の講座がない",
      connectivity: "インターネットが遅い・高い",
      recognition: "研修が雇用主に評価されない",
    },
    hours: {
      upTo2: "2時間まで",
      "3to5": "3〜5時間",
      "6to10": "6〜10時間",
      moreThan10: "10時間超",
    },
    contact: {
      yes: "はい、連絡してもかまいません",
      no: "いいえ、結構です",
    },
  },
  buttons: {
    back: "戻る",
    next: "保存して次へ",
    finish: "回答を送信",
    saving: "保存中…",
  },
  errors: {
    chooseOne: "回答を1つ選んでください。",
    chooseAtLeastOne: "少なくとも1つ選んでください。",
    invalidChoice: "この回答は選択肢にありません。",
    tooLong: "回答が長すぎます。",
    email: "有効なメールアドレスを入力してください（例：name@example.com）。",
    emailRequired: "メールアドレスを入力するか、連絡を希望しないを選んでください。",
    rateLimited:
      "お使いの接続からの送信が多すぎます。{{seconds}}秒待ってから再度お試しください。保存済みの回答は失われません。",
    tampered: "この調査ステップは受け付けられませんでした。調査ページを開き直し、中断したところから続けてください。",
    failed: "回答を保存できませんでした。もう一度お試しください。",
  },
  resumed: "おかえりなさい。保存済みの回答を表示しています。中断したところから続けられます。",
  aside: {
    heading: "この調査の目的",
    text: "GeoCertは、地熱分野の人材が必要としていることをもとに学習教材と試験を作成しています。皆様の回答から、どのスキル領域の講座を優先すべきか、どの言語と形式が求められているかがわかります。",
    resources: "リソースライブラリを見る",
  },
  thanks: {
    heading: "ご協力ありがとうございました",
    text: "回答を保存しました。調査の終了後、結果の概要をニュースページで公開します。",
    summary: "あなたの回答",
    gapsCaption: "スキル領域別のトレーニングの不足（1 = 不足なし、5 = 非常に大きな不足）",
    domain: "スキル領域",
    rating: "評価",
    none: "なし",
    notGiven: "未回答",
    contactAt: "はい（{{email}}）",
    resources: "リソースライブラリを見る",
    framework: "認証フレームワークを見る",
  },
} satisfies Namespaces["learningNeeds"];

export default learningNeeds;
