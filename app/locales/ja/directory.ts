import type { PartialMessages } from "../types";

const directory = {
  meta: {
    title: "専門家名簿",
    description:
      "認定を受けた地熱分野の専門家を、氏名・国・レベル・分野で検索できます。表示項目は本人が選び、連絡はフォームから行います。",
  },
  title: "専門家名簿",
  search: {
    heading: "名簿を検索",
    name: "氏名",
    country: "国",
    level: "レベル",
    anyLevel: "すべてのレベル",
    domain: "分野",
    anyDomain: "すべての分野",
    submit: "検索",
  },
  empty: "この条件に合う登録者はいません。",
  entry: {
    verified: "認定確認済み",
    level: "レベル",
    domains: "分野",
    employer: "勤務先",
    languages: "言語",
    contact: "連絡する",
    contactLabel: "{{name}} さんに連絡する",
  },
  profile: {
    heading: "あなたの名簿プロフィール",
    signInButton: "ログイン",
    listed: "名簿に掲載する",
    country: "国",
    city: "都市",
    level: "あなたの認定レベル",
    domains: "分野",
    employer: "勤務先",
    bio: "自己紹介",
    languages: "言語",
    credentialId: "認定ID（任意）",
    save: "プロフィールを保存",
    remove: "プロフィールを削除",
  },
  contact: {
    message: "メッセージ",
    send: "メッセージを送信",
    sent: "メッセージを送信しました。",
    back: "名簿に戻る",
  },
  errors: {
    messageShort: "20文字以上入力してください。",
    rateLimited: "リクエストが多すぎます。しばらくしてから再試行してください。",
    failed: "問題が発生しました。もう一度お試しください。",
  },
  mail: {
    contactSubject: "GeoCert 専門家名簿：{{name}} さんからのメッセージ",
  },
} satisfies PartialMessages<"directory">;

export default directory;
