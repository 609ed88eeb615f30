import type { PartialMessages } from "../types";

const partnerApply = {
  meta: {
    title: "パートナー申請 — GeoCert",
    description:
      "産業界・学術機関・研修機関・行政として GeoCert を支援するための申請です。4つの簡単なステップで完了します。",
  },
  header: {
    eyebrow: "パートナーシップ",
    title: "パートナー申請",
    lead: "組織の概要と貢献の方法をお知らせください。パートナーシップ担当が10営業日以内にご連絡します。",
  },
  trail: {
    partners: "パートナー",
  },
  progress: {
    label: "ステップ {{step}} / {{total}}",
    steps: "申請のステップ",
    done: "完了",
  },
  steps: {
    organisation: {
      title: "組織",
    },
    contact: {
      title: "担当者",
    },
    contribution: {
      title: "貢献内容",
    },
    review: {
      title: "確認して送信",
    },
  },
  fields: {
    organisation: "組織名",
    organisationType: "組織の種類",
    tier: "希望するティア",
    country: "国",
    website: "ウェブサイト",
    contactName: "氏名",
    contactRole: "役職",
    email: "メールアドレス",
    phone: "電話番号",
    contribution: "どのように貢献されますか？",
    areas: "貢献分野",
  },
  types: {
    industry: "産業界",
    academic: "学術機関",
    training: "研修機関",
    government: "行政機関・NGO",
  },
  tiers: {
    platinum: "プラチナ",
    gold: "ゴールド",
    silver: "シルバー",
  },
  buttons: {
    next: "次へ",
    back: "戻る",
    edit: "変更",
    submit: "申請を送信",
    saving: "保存中…",
  },
  errors: {
    organisation: "組織名を入力してください（2文字以上）。",
    organisationType: "組織の種類を選んでください。",
    tier: "ティアを選んでください。",
    country: "国を入力してください。",
    website: "https://example.org のようなアドレスを入力するか、空欄のままにしてください。",
    contactName: "担当者の氏名を入力してください。",
    email: "有効なメールアドレスを入力してください。",
    phone: "有効な電話番号を入力するか、空欄のままにしてください。",
    contribution: "貢献内容を20文字以上で記入してください。",
    contributionLong: "3,000文字以内にしてください。",
    consent: "申請内容を保存するため、同意してください。",
    tooLong: "長すぎます。",
    rateLimited: "お使いの接続からの試行が多すぎます。数分後にもう一度お試しください。",
    failed: "申請を保存できませんでした。もう一度お試しください。",
  },
  sent: {
    heading: "ありがとうございます。申請を送信しました",
    back: "パートナーページに戻る",
  },
  mail: {
    subject: "GeoCert へのパートナー申請を受け付けました",
  },
  admin: {
    heading: "パートナー申請",
    status: "状態",
    notes: "メモ",
    save: "保存",
    statuses: {
      new: "新規",
      inReview: "審査中",
      approved: "承認",
      declined: "不承認",
    },
  },
} satisfies PartialMessages<"partnerApply">;

export default partnerApply;
