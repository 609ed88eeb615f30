import type { Namespaces } from "../types";

const resources = {
  meta: {
    title: "リソース — GeoCert",
    description:
      "地熱分野の専門家のための学習ガイド、規格の要約、読書リスト、テンプレート、ウェビナー録画を、スキル領域とレベル別に掲載しています。",
  },
  header: {
    eyebrow: "リソースライブラリ",
    title: "リソース",
    lead: "認証の準備とスキルの維持に役立つガイド、規格の要約、読書リスト、テンプレート、録画ウェビナー。",
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
    text: "すべてのリソースには、GeoCertコンピテンシー・フレームワークのスキル領域とレベルが付けられています。各認証で求められる内容を確認し、次に学ぶことを計画できます。",
    link: "認証フレームワークを見る",
  },
  items: {
    associateStudyGuide: {
      title: "エントリーレベル学習ガイド",
      description: "8つのスキル領域それぞれでエントリーレベルの評価が扱う内容、典型的な問題、4週間の学習計画。",
    },
    glossary: {
      title: "地熱用語集",
      description:
        "掘削リグ、発電所、報告書で使われる用語を、バイナリー発電所から坑口圧力まで、わかりやすく定義しています。",
    },
    ceuLog: {
      title: "継続教育（CPD 時間）記録テンプレート",
      description: "再認証のために講座、ウェビナー、現場研修、自習を記録するスプレッドシート。記入例付き。",
    },
    coreReadingList: {
      title: "基本読書リスト",
      description: "貯留層工学、発電所、プロジェクトファイナンス、資源報告に関する標準的な教科書と公開報告書。",
    },
    h2sChecklist: {
      title: "掘削現場のH₂S安全チェックリスト",
      description:
        "掘削開始前と毎シフトの確認事項、キックの兆候、警報が鳴ったときの対応をまとめた印刷用チェックリスト。",
    },
    wellTestWebinar: {
      title: "坑井試験の読み方：発電所チーム向けの圧力過渡解析",
      description:
        "仕上げ試験と圧力ビルドアップのデータから坑井の特性をどう読み取るかを、結果を利用する運転員とエンジニア向けに解説します。",
    },
    scalingWebinar: {
      title: "バイナリー発電所のスケールと腐食",
      description: "シリカと方解石のスケール、熱交換器の腐食、そして両者を早期に発見するためのモニタリング。",
    },
    baselineWebinar: {
      title: "掘削前の環境ベースラインモニタリング",
      description: "最初の坑井の前に開始すべき水、ガス、騒音、地盤変動の測定と、その期間。",
    },
    financingWebinar: {
      title: "探査段階の資金調達",
      description:
        "探査掘削がプロジェクトで最もリスクの高い段階である理由と、補助金、リスク分担基金、保険によるリスクの分散方法。",
    },
    seismicityWebinar: {
      title: "誘発地震とトラフィックライト・プロトコル",
      description: "注入のためのモニタリング網としきい値の設計を、刺激プロジェクトの教訓とともに解説します。",
    },
    permitsWebinar: {
      title: "法域ごとの許認可：比較ツアー",
      description: "探査許可、水利権、掘削許可、環境許可を5つの法体系で比較します。",
    },
    unfcSummary: {
      title: "要約：地熱資源のUNFC分類",
      description:
        "地熱プロジェクトが、事業性、プロジェクトの成熟度、資源に関する知見によってどのように分類されるかを6ページにまとめた要約。",
    },
    wellControlSummary: {
      title: "要約：地熱掘削における坑井制御の実務",
      description: "高温井における坑井制御の主な要件：ケーシング設計、BOP試験、キックの検知と坑井の閉鎖。",
    },
    reportingCodeSummary: {
      title: "要約：資源量・埋蔵量の公開報告コード",
      description: "地熱の公開報告コードにおける有資格者（コンピテント・パーソン）の役割と、資源量・埋蔵量の用語。",
    },
    esiaSummary: {
      title: "要約：環境・社会影響評価",
      description: "地熱プロジェクトの影響評価の手順を、スコーピングから管理計画、地域住民との協議まで解説します。",
    },
    steamFieldGuide: {
      title: "蒸気集積システムのフィールドガイド",
      description: "蒸気フィールドのセパレーター、配管、トラップ、バルブと、新任運転員のための日常点検。",
    },
    mudLoggingGuide: {
      title: "マッドロギングとカッティングスの記載",
      description: "掘削中のカッティングスと変質鉱物の記載方法と、それらから温度や浸透性についてわかること。",
    },
    riskRegister: {
      title: "地熱プロジェクトのリスク登録簿テンプレート",
      description: "プロジェクトの各段階における典型的な技術・財務・社会的リスク、担当者、緩和策をまとめた登録簿。",
    },
    seismicityReadingList: {
      title: "読書リスト：誘発地震と坑井刺激",
      description: "注入誘発地震、ハザード評価、地熱増産システム（EGS）に関する主要な論文とガイドライン。",
    },
    directUseReadingList: {
      title: "読書リスト：直接利用と地域熱供給",
      description: "地域熱供給、温室、乾燥、地熱のカスケード利用に関する参考文献。",
    },
  },
} satisfies Namespaces["resources"];

export default resources;
