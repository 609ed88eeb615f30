import type { Namespaces } from "../types";

const home = {
  hero: {
    eyebrow: "国際基準 · 11言語 · 4つのキャリアレベル",
    titleStart: "世界の",
    titleHighlight: "地熱人材",
    titleEnd: "を認証します",
    description:
      "地熱エネルギーを探査し、掘削し、建設し、運用する人々のための、独立した国際認証フレームワークです。現場での初日から、業界を牽引するエキスパートまでを支えます。",
    getCertified: "認証を取得する",
    learnMore: "詳しく見る",
    illustrationLabel: "地熱井が熱貯留層まで達している地球の断面図",
  },
  mission: {
    heading: "私たちの使命",
    lead: "熱源がどこにあっても、すべての地熱専門職に、信頼でき、どこでも通用する能力の証明を提供します。",
    globalStandards: {
      title: "国際基準",
      text: "産業界と学術界が共同で策定した単一のコンピテンシー・フレームワークは、国境やプロジェクトを越えて認められています。",
    },
    workforceDevelopment: {
      title: "人材育成",
      text: "エントリーレベルからエキスパートまでの明確なキャリアパスと、実際のスキルギャップを埋める学習リソースを提供します。",
    },
    industryLeadership: {
      title: "業界のリーダーシップ",
      text: "雇用主、大学、規制当局が、エネルギー転換に必要なスキルを共に形づくっています。",
    },
  },
  stats: {
    heading: "数字で見る成果",
    lead: "認証取得者、パートナー、プログラムのコミュニティは拡大を続けています。",
    headline: {
      certifiedProfessionals: "認証取得者",
      countries: "国・地域",
      passRate: "合格率",
      higherSalaries: "給与の向上",
    },
    ecosystemHeading: "エコシステムの成長",
    ecosystem: {
      industryPartners: "業界パートナー",
      academicInstitutions: "学術機関",
      jobPlacements: "就職実績",
      trainingProgrammes: "研修プログラム",
    },
    claims: {
      industryPartners: "今年、業界パートナーが15社増加",
      academicInstitutions: "今年、学術機関が25機関増加",
      jobPlacements: "6か月以内の就職率85%",
    },
    researchHeading: "調査結果",
    research: {
      fasterProgress: "認証取得者のキャリアアップがより速い",
      employersPrefer: "認証取得者を優先して採用する雇用主の割合",
      professionalsRecommend: "認証取得を推奨する専門職の割合",
    },
  },
  careers: {
    heading: "キャリアパス",
    lead: "現場での最初の仕事から業界のリーダーまで、地熱分野のキャリアに沿った4つの認証レベルをご用意しています。",
    typicalRoles: "主な職種",
    salaryRange: "給与レンジ",
    certification: "認証",
    keySkillsHeading: "キャリアパス全体で求められる主要スキル",
    viewCertifications: "認証制度を見る",
    exploreLearningNeeds: "学習ニーズを確認する",
    levels: {
      associate: {
        level: "エントリーレベル",
        certification: "地熱アソシエイト・プロフェッショナル",
        description:
          "地熱システムの基礎を理解し、監督のもとで安全に作業できる、新たにこの分野に入る方やキャリアチェンジを目指す方のための認証です。",
        roles: ["フィールド技術者", "掘削クルー（ジュニア）", "発電所運転員（研修生）"],
      },
      professional: {
        level: "プロフェッショナル",
        certification: "認定地熱プロフェッショナル",
        description: "技術業務を自立して遂行し、実際のプロジェクトで基準を適用できる実務者のための認証です。",
        roles: ["貯留層エンジニア", "掘削エンジニア", "発電所運転エンジニア"],
      },
      senior: {
        level: "シニアプロフェッショナル",
        certification: "シニア地熱プロフェッショナル",
        description: "チームを率い、設計を承認し、分野を越えて後進を指導する経験豊富なスペシャリストのための認証です。",
        roles: ["主任貯留層エンジニア", "プロジェクトマネージャー", "運転管理マネージャー"],
      },
      expert: {
        level: "エキスパートフェロー",
        certification: "地熱エキスパートフェロー",
        description: "業界全体の実務、研究、政策を形づくる、広く認められたリーダーのための認証です。",
        roles: ["技術ディレクター", "チーフジオサイエンティスト", "政策アドバイザー"],
      },
    },
  },
  board: {
    heading: "諮問委員会",
    lead: "5大陸の実務家と研究者がフレームワークを導いています。",
    fictionalNote: "掲載している委員は架空の例です。",
    roles: {
      chair: "委員長",
      academicLead: "学術部門リード",
      industryLead: "産業部門リード",
      technicalAdvisor: "技術アドバイザー",
      workforceDevelopment: "人材育成",
      regionalAdvisor: "地域アドバイザー",
    },
    expertise: {
      reservoirModelling: "貯留層モデリング",
      geothermalEducation: "地熱教育",
      plantOperations: "発電所の運転",
      drillingSafety: "掘削の安全",
      skillsPolicy: "スキル政策",
      asiaPacific: "アジア太平洋市場",
    },
  },
  contributors: {
    heading: "業界協力団体",
    lead: "フレームワークに資金を提供し、レビューし、検証している組織です。",
    tiers: {
      platinum: "プラチナ",
      gold: "ゴールド",
      silver: "シルバー",
    },
    tierLabel: "{{tier}}協力団体",
    fictionalNote: "協力団体の名称は架空の例です。",
    become: "協力団体になる",
  },
  roadmap: {
    heading: "開発ロードマップ",
    lead: "プログラムが段階的に成長していく道のりです。",
    phaseLabel: "フェーズ {{number}}",
    onwards: "{{year}}年以降",
    status: {
      completed: "完了",
      "in-progress": "進行中",
      upcoming: "予定",
    },
    itemDone: "完了",
    itemOpen: "未完了",
    phases: {
      foundation: {
        title: "基盤構築",
        items: {
          framework: "コンピテンシー・フレームワークの公開",
          board: "諮問委員会の設置",
          associateExam: "アソシエイト認証の開始",
          first100: "最初の100件の認証",
        },
      },
      growth: {
        title: "成長",
        items: {
          professionalExams: "プロフェッショナルおよびシニアプロフェッショナルの試験",
          trainingPartners: "認定研修パートナー",
          chapters: "4大陸での地域支部",
          milestone1000: "認証取得者1,000名",
        },
      },
      scale: {
        title: "拡大",
        items: {
          expertFellowship: "エキスパートフェロー・プログラム",
          recognition: "相互承認協定",
          onlineExams: "11言語での監督付きオンライン試験",
          milestone5000: "認証取得者5,000名",
        },
      },
      maturity: {
        title: "成熟",
        items: {
          accreditation: "ISO/IEC 17024認定の取得",
          research: "人材に関する調査研究機関",
          continuingEducation: "継続教育マーケットプレイス",
          governance: "独立したガバナンス財団",
        },
      },
    },
  },
  newsletter: {
    heading: "最新情報を受け取る",
    lead: "業界ニュース、新しいリソース、認証に関する最新情報を月に1回お届けします。",
    emailLabel: "メールアドレス",
    placeholder: "you@example.com",
    subscribe: "登録する",
    subscribing: "登録しています…",
    statsLabel: "数字で見るニュースレター",
    stats: {
      subscribers: "購読者数",
      openRate: "開封率",
      frequency: "配信頻度",
      frequencyValue: "毎月",
      resources: "共有したリソース",
    },
    notes: "月刊ニュースレター • スパムは送りません • いつでも配信停止できます",
    success: "ありがとうございます。受信トレイをご確認ください。登録を確認するためのリンクをお送りしました。",
    errors: {
      required: "メールアドレスを入力してください。",
      invalid: "有効なメールアドレスを入力してください（例：name@example.com）。",
      rateLimited: "試行回数が上限を超えました。1分後にもう一度お試しください。",
      failed: "購読登録を保存できませんでした。もう一度お試しください。",
    },
  },
  cta: {
    heading: "あなたの知識を証明しませんか？",
    lead: "準備度チェッククイズに挑戦する、フレームワークづくりに参加する、または私たちのチームにご相談ください。",
    startCertification: "認証を始める",
    participateSurvey: "アンケートに参加する",
    contactUs: "お問い合わせ",
  },
} satisfies Namespaces["home"];

export default home;
