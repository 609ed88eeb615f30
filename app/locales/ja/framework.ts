import type { Namespaces } from "../types";

const framework = {
  meta: {
    title: "認証フレームワーク — GeoCert",
    description:
      "GeoCert のコンピテンシー・フレームワーク：4つの認証レベルにわたる8つのスキル領域と、各レベルで求められるコンピテンシー。",
  },
  header: {
    eyebrow: "コンピテンシー・フレームワーク",
    title: "認証フレームワーク",
    lead: "地熱分野の専門家が8つのスキル領域において、4つの認証レベルごとに知っておくべきこと、できるべきこと。",
  },
  intro: {
    heading: "フレームワークの仕組み",
    text: "各認証レベルは前のレベルの上に成り立っています。マトリクスには、スキル領域ごとに、そのレベルで受験者が示すべきコンピテンシーが記載されています。試験、ポートフォリオ、面接はこれらの記述に基づいて作成されます。",
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
    level: "認証レベル",
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
    caption: "スキル領域と認証レベル別のコンピテンシー",
    domainColumn: "スキル領域",
    listHint: "小さな画面では、マトリクスはスキル領域ごとのリストとして表示されます。",
  },
  print: {
    title: "GeoCert 認証フレームワーク",
    note: "GeoCert ウェブサイトから印刷。フレームワークは諮問委員会が毎年見直しています。",
  },
  cta: {
    heading: "あなたの現在地は？",
    text: "準備度チェッククイズで経験に合ったレベルを確認するか、認証とその試験・費用を比較してください。",
    quiz: "準備度チェッククイズを受ける",
    certifications: "認証を比較する",
  },
  competencies: {
    reservoirEngineering: {
      associate: {
        readsLogs: "指導の下で検層記録と圧力データを読み取る",
        recordsData: "現場の品質手順に従って坑口圧力、流量、温度を記録する",
        explainsSystems: "熱、流体、浸透性が組み合わさって地熱貯留層が形成される仕組みを説明する",
      },
      professional: {
        interpretsTests: "注入試験、干渉試験、圧力過渡試験を解釈し、浸透率層厚積（kh）を推定する",
        buildsModels: "貯留層の数値モデルを構築し、自然状態と生産履歴に合わせて較正する",
        forecastsDecline: "坑井の生産量の減衰、圧力低下、エンタルピー変化を予測する",
      },
      senior: {
        plansInjection: "圧力を維持し熱的ブレークスルーを抑える還元井・補充井の戦略を設計する",
        reviewsModels: "他者が作成した貯留層モデルとトレーサー試験の解釈を審査・承認する",
        managesMonitoring: "トレーサー、微小重力、流体地球化学による貯留層モニタリング計画を統括する",
      },
      expert: {
        leadsStrategy: "プロジェクトの全期間にわたり、地熱地帯全体の貯留層管理戦略を主導する",
        setsStandards: "企業の枠を越えて採用されるモデリングと報告の手法を確立する",
        advisesCapacity: "持続可能な地熱地帯の容量について投資家と規制当局に助言する",
      },
    },
    powerPlantOperations: {
      associate: {
        monitorsSystems: "タービン、セパレーター、冷却系統の計測値を監視し、異常を報告する",
        followsLoto: "ロックアウト／タグアウトと作業許可の手順に従う",
        routineMaintenance: "指導の下で定期点検と保守を行う",
      },
      professional: {
        operatesUnits: "フラッシュ、ドライスチーム、バイナリーの各発電設備を手順どおりに起動、運転、停止する",
        diagnosesFaults: "制御システムのトレンド、振動、性能データから故障を診断する",
        managesScaling: "スケールと腐食の対策を行う：抑制剤の注入、pH調整、シリカ管理",
      },
      senior: {
        optimisesPerformance: "蒸気供給と電力系統の需要に応じて発電所の出力と稼働率を最適化する",
        plansOutages: "大規模なオーバーホールと停止を計画し、保守予算を管理する",
        leadsShiftTeams: "運転チームを統率し、根本原因分析によって事故を調査する",
      },
      expert: {
        definesStrategy: "複数の発電所群の運転・資産管理戦略を策定する",
        evaluatesTechnology: "新しい発電技術（ハイブリッド、複合サイクル、超臨界）の導入を評価する",
        setsBenchmarks: "業界の性能と安全のベンチマークを定める",
      },
    },
    environmentalManagement: {
      associate: {
        samplesFluids: "手順に従って水、ガス、騒音のサンプルを採取し、試料の管理記録を維持する",
        knowsImpacts: "地熱事業の主な影響を挙げる：硫化水素、かん水、地盤沈下、騒音",
        reportsIncidents: "流出や排出の事故を速やかに報告する",
      },
      professional: {
        runsMonitoring: "環境モニタリングを実施し、結果を許可の基準値と照合する",
        managesBrine: "かん水の還元、処分、硫化水素の除去を管理する",
        contributesEia: "環境影響評価のためのベースライン調査と各章の執筆を担当する",
      },
      senior: {
        leadsEia: "環境・社会影響評価と管理計画を統括する",
        engagesStakeholders: "地域社会、土地所有者、先住民族との協議を主導する",
        auditsCompliance: "ISO 14001などの環境マネジメントシステムを監査する",
      },
      expert: {
        setsPolicy: "地熱開発に関する国と企業の環境政策を形づくる",
        lifecycleAssessment: "事業ポートフォリオ全体のライフサイクル評価とカーボンフットプリント評価を指揮する",
        advisesLenders: "国際的な環境・社会パフォーマンス基準について金融機関に助言する",
      },
    },
    projectDevelopment: {
      associate: {
        understandsPhases: "探査から運転までの地熱プロジェクトの各段階を説明する",
        supportsLogistics: "現場の物流、文書管理、進捗報告を支援する",
        tracksSchedules: "指導を受けながら工程表とコスト管理表を更新する",
      },
      professional: {
        managesWorkPackages: "坑井基地、蒸気集積システム、地上設備の作業パッケージを管理する",
        preparesEstimates: "コスト見積もりと、事業化調査への技術的な資料を作成する",
        coordinatesContractors: "請負業者と、掘削・蒸気フィールド・発電所の間の調整を行う",
      },
      senior: {
        leadsProjects: "事業化調査、資金調達、建設の各段階を通じてプロジェクトを率いる",
        reviewsEconomics: "プロジェクトの経済性を審査する：均等化発電原価、資本コスト、掘削成功率",
        managesProcurement: "EPC契約を含む調達・契約戦略を定める",
      },
      expert: {
        shapesPortfolio: "開発ポートフォリオと国の地熱プログラムを形づくる",
        structuresFinance: "資金調達とリスク分担の仕組みを構築する：掘削保険、譲許的資金",
        mentorsLeaders: "プロジェクトリーダーを指導し、開発のベストプラクティスを定める",
      },
    },
    riskAssessment: {
      associate: {
        identifiesHazards: "現場の危険（硫化水素、高温流体、圧力、噴出）を特定し、保護具を正しく使用する",
        completesJsa: "作業安全分析を行い、ツールボックスミーティングに参加する",
        knowsEmergency: "現場の緊急時対応と避難の手順を理解している",
      },
      professional: {
        conductsHazop: "HAZIDとHAZOPの検討に参加し、対策を完了まで追跡する",
        maintainsRegisters: "発生可能性、影響度、管理策を含むリスク登録簿を維持する",
        assessesResourceRisk: "確率論的（モンテカルロ）推定によって資源リスクを定量化する",
      },
      senior: {
        leadsRiskReviews: "プロジェクトの意思決定段階でリスクレビューを主導し、緩和策の優先順位を定める",
        managesInducedSeismicity: "トラフィックライト・プロトコルによって誘発地震のリスクを管理する",
        designsEmergencyPlans: "緊急時対応計画と事業継続計画を策定する",
      },
      expert: {
        setsRiskFramework: "地熱ポートフォリオのリスク管理の枠組みとリスク許容度を定める",
        advisesInsurers: "探査と掘削のリスクについて保険会社、金融機関、政府に助言する",
        investigatesMajorIncidents: "重大事故の調査を主導し、その教訓を業界の指針にまとめる",
      },
    },
    regulatoryCompliance: {
      associate: {
        followsPermits: "日常業務で許可条件と現場規則を守る",
        keepsRecords: "点検と法令遵守の記録を完全で追跡可能な状態に保つ",
        knowsRegulators: "現場を規制する当局と、問題を上申すべき時期を理解している",
      },
      professional: {
        preparesReports: "生産、注入、排出に関する規制当局への報告書を作成する",
        interpretsRegulations: "技術業務に関わる鉱業権、水利用、安全の規制を解釈する",
        supportsInspections: "当局による検査に対応し、指摘事項を是正する",
      },
      senior: {
        securesPermits: "探査・生産の許可とその変更を取得する",
        managesCompliance: "法令遵守プログラムとその内部監査を管理する",
        negotiatesConditions: "当局と許可条件について交渉する",
      },
      expert: {
        shapesRegulation: "地熱法、資源の所有権、許認可について立法者に助言する",
        harmonisesStandards: "国家間の基準の調和を主導する",
        representsIndustry: "規制に関する協議で業界を代表する",
      },
    },
    resourceAssessment: {
      associate: {
        supportsSurveys: "地質図作成、地球化学的試料採取、物理探査を支援する",
        handlesSamples: "掘りくず（カッティングス）、コア、流体試料を記録・取り扱う",
        usesGis: "現場データを地理情報システム（GIS）で整理する",
      },
      professional: {
        interpretsData: "地化学温度計と、MT法探査や重力探査などの物理探査データを解釈する",
        buildsConceptualModels: "熱源、上昇流帯、流出帯の概念モデルを構築する",
        estimatesCapacity: "容積法（貯留熱量法）によって資源量を推定する",
      },
      senior: {
        selectsTargets: "探査井の掘削目標を選定し、掘削結果を統合する",
        reportsResources: "認められた報告コードに従って資源量・埋蔵量の報告書を作成する",
        reviewsAssessments: "他者の資源評価をピアレビューする",
      },
      expert: {
        leadsNationalAssessments: "国や地域規模の資源評価を主導する",
        competentPerson: "有資格者（コンピテント・パーソン）として公開資源報告書に署名する",
        advancesMethods: "地熱増産システム（EGS）と超臨界地熱システムの評価手法を発展させる",
      },
    },
    drillingOperations: {
      associate: {
        assistsRig: "指導の下で、パイプの取り扱い、掘削泥水、セメンチングについてリグクルーを補助する",
        monitorsParameters: "掘削パラメータと泥水温度を監視し、変化を報告する",
        followsWellControl: "坑井制御と硫化水素に関する安全手順に従う",
      },
      professional: {
        designsWells: "高温井のケーシング、セメンチング、仕上げの計画を設計する",
        supervisesOperations: "坑井現場のエンジニアとして、傾斜掘削を含む掘削作業を監督する",
        managesDownholeProblems: "逸泥、抑留（スタックパイプ）などの坑内トラブルを解決する",
      },
      senior: {
        plansCampaigns: "複数坑井の掘削キャンペーン、リグの選定、掘削予算を計画する",
        managesWellIntegrity: "改修作業を含め、地熱地帯全体の坑井健全性を管理する",
        leadsWellControl: "坑井制御への備えと掘削の安全文化を主導する",
      },
      expert: {
        setsDrillingStrategy: "メガワットあたりのコストを下げる掘削戦略と技術ロードマップを定める",
        advancesTechnology: "大深度・超高温掘削の技術を発展させる",
        writesCodes: "地熱掘削の規格と実務規範を作成する",
      },
    },
  },
} satisfies Namespaces["framework"];

export default framework;
