import type { Namespaces } from "../types";

const contact = {
  meta: {
    title: "お問い合わせ — GeoCert",
    description: "認証、試験、資格の確認、パートナーシップに関するご質問は、GeoCert チームまでお寄せください。",
  },
  title: "お問い合わせ",
  lead: "認証、試験、資格証明の確認、パートナーシップに関するご質問には、担当チームが2営業日以内にご回答します。",
  form: {
    heading: "メッセージを送信する",
    name: "お名前",
    email: "メールアドレス",
    emailHint: "ご返信はこのアドレスにお送りします。第三者に共有することはありません。",
    organisation: "所属組織",
    topic: "お問い合わせの種類",
    topicPlaceholder: "種類を選択してください…",
    message: "メッセージ",
    messageHint: "20文字以上でご入力ください。個人的な書類はお送りにならないようお願いします。",
    submit: "メッセージを送信",
    privacy: "メッセージはご回答のために保管し、2年後に削除します。",
  },
  topics: {
    certification: "認証と受験資格",
    exam: "試験と試験期間",
    verification: "資格証明の確認",
    partnership: "パートナーシップとご協力",
    training: "研修機関",
    media: "報道・メディア関係",
    other: "その他",
  },
  errors: {
    name: "お名前を入力してください（2文字以上）。",
    nameLong: "お名前は120文字以内で入力してください。",
    email: "有効なメールアドレスを入力してください（例：name@example.com）。",
    organisationLong: "組織名は160文字以内で入力してください。",
    topic: "お問い合わせの種類を選択してください。",
    messageShort: "適切にご対応できるよう、20文字以上でご記入ください。",
    messageLong: "メッセージは5,000文字未満でご記入ください。",
    rateLimited: "すでに複数のメッセージが送信されています。1時間後にもう一度お試しください。",
    failed: "メッセージを送信できませんでした。もう一度お試しいただくか、メールでお問い合わせください。",
  },
  sent: {
    heading: "ありがとうございます。メッセージを送信しました",
    text: "確認メールをお送りしました。2営業日以内にご回答します。",
    another: "別のメッセージを送信する",
  },
  office: {
    heading: "事務局",
    address: "GeoCert 事務局（架空）\nヒートフロー通り12\n105 レイキャビク、アイスランド",
    hours: "月曜日～金曜日、09:00–17:00（GMT）",
    emailLabel: "メール",
    hoursLabel: "受付時間",
    addressLabel: "所在地",
  },
  faq: {
    complaints: "苦情を申し立てる",
    heading: "お問い合わせの前に",
    text: "多くのご質問には、以下のページでお答えしています。",
    about: "認証の仕組みとよくあるご質問",
    certifications: "レベル、受験資格、試験、料金",
    events: "今後の試験期間とイベント",
    partners: "パートナーになる",
  },
  mail: {
    confirmationSubject: "メッセージを受け付けました — GeoCert",
    confirmationBody:
      "GeoCert にお問い合わせいただき、ありがとうございます。{{date}}に「{{topic}}」に関するメッセージを受け付けました。2営業日以内にご回答いたします。\n\n受付番号：{{reference}}\n\nお心当たりのない場合は、このメールを破棄してください。\n\nGeoCert チーム",
  },
} satisfies Namespaces["contact"];

export default contact;
