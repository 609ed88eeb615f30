import type { PartialMessages } from "../types";

const about = {
  meta: {
    title: "GeoCertについて — GeoCert",
    description: "GeoCertとは：使命、ガバナンス、独立性、認定の流れ、準拠する規格、よくある質問への回答。",
  },
  header: {
    eyebrow: "GeoCertについて",
    title: "地熱エネルギーに携わる人々のための認定機関",
    lead: "GeoCertは、地熱分野の専門職の能力を、働く場所を問わず評価・認定する独立した非営利機関です。",
  },
  toc: {
    "who-we-are": "私たちについて",
    governance: "ガバナンス",
    independence: "独立性と公平性",
    "how-it-works": "認定の流れ",
    standards: "規格と認定",
    faq: "よくある質問",
  },
  who: {
    heading: "私たちについて",
    lead: "信頼でき、国境を越えて通用する能力の証明を求めた実務家、教育者、雇用主によって設立されました。",
    mission: { title: "使命" },
    vision: { title: "ビジョン" },
    values: {
      title: "私たちの価値観",
      items: {
        impartiality: { title: "公平性" },
        rigour: { title: "厳格さ" },
        openness: { title: "透明性" },
        inclusion: { title: "包摂性" },
      },
    },
  },
  governance: {
    heading: "ガバナンス",
    lead: "理事会がGeoCertの運営に責任を負い、実務家と研究者からなる諮問委員会が能力フレームワークを導きます。",
    directorsHeading: "理事会",
    directorsLead: "任期3年で選出される6名の理事。少なくとも2名は業界から独立し、1名は認定を受けた実務家です。",
    advisoryHeading: "諮問委員会",
    advisoryLead: "5大陸の実務家と研究者がフレームワークと試験設計を審査します。",
    fictionalNote: "掲載されている人物は架空の例です。",
    directorRoles: {
      chair: "理事長",
      viceChair: "副理事長",
      treasurer: "財務担当理事",
      secretary: "事務局担当理事",
      publicInterest: "公益理事",
      practitioner: "実務家理事",
    },
    backgrounds: {
      energyRegulation: "エネルギー規制",
      geothermalEngineering: "地熱工学",
      publicFinance: "公共財政",
      vocationalEducation: "職業教育",
      consumerProtection: "消費者保護",
      plantOperations: "発電所の運転",
    },
    advisoryRoles: {
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
  independence: {
    heading: "独立性と公平性",
    lead: "認定証の価値は、その背後にある信頼で決まります。以下の規則により、私たちの判断を商業的な圧力から守っています。",
    pointsHeading: "公平性を守るための取り組み",
  },
  process: {
    heading: "認定の流れ",
    lead: "すべてのレベル、すべての国に共通する4つのステップ。",
    stepLabel: "ステップ{{number}}",
    steps: {
      learn: { title: "学ぶ" },
      assess: { title: "評価を受ける" },
      certify: { title: "認定を受ける" },
      maintain: { title: "維持する" },
    },
  },
  standards: {
    heading: "規格と認定",
    lead: "私たちは国際的に認められた慣行に基づいてプログラムを構築しています。現状を正直に示し、達成していないことは主張しません。",
    status: { alignedWith: "準拠", workingTowards: "取得に向けて準備中" },
    items: {
      iso17024: { title: "ISO/IEC 17024" },
      iga: { title: "国際地熱協会（IGA）のガイダンス" },
      regional: { title: "各地域の地熱協会" },
    },
    note: "GeoCertはデモサイトです。組織および認定の状況は架空のものです。",
  },
  faq: {
    heading: "よくある質問",
    lead: "受験者と雇用主からよく寄せられる質問です。",
    items: {
      eligibility: { question: "認定に申し込めるのは誰ですか？" },
      languages: { question: "試験は何語で受けられますか？" },
      fees: { question: "認定の費用はいくらですか？" },
      recertification: { question: "認定を有効に保つにはどうすればよいですか？" },
      verification: { question: "雇用主はどのように認定を確認できますか？" },
      privacy: { question: "個人データはどのように扱われますか？" },
      appeals: { question: "決定に異議を申し立てることはできますか？" },
      accommodations: { question: "障害に応じた配慮を受けられますか？" },
      training: { question: "特定の講座を受講する必要がありますか？" },
    },
  },
} satisfies PartialMessages<"about">;

export default about;
