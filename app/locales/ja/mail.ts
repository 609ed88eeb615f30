import type { Namespaces } from "../types";

const mail = {
  layout: {
    tagline: "地熱分野で働く人のための国際認証",
    unsubscribe: "配信停止",
    unsubscribeLead: "このメールの受信をやめたいですか？",
    linkFallback: "ボタンが動作しない場合は、このアドレスをブラウザーにコピーしてください：",
  },
  reasons: {
    account: "このアドレスを使う GeoCert アカウントに関するメールのため、お送りしています。",
    form: "GeoCert のウェブサイトのフォームにこのアドレスが入力されたため、お送りしています。",
    member: "GeoCert コミュニティのメンバーとしてお送りしています。",
    newsletter: "このアドレスが購読登録したため、GeoCert ニュースレターをお送りしています。",
  },
  actions: {
    confirmAddress: "アドレスを確認する",
    choosePassword: "新しいパスワードを設定する",
    mentorships: "メンタリングを開く",
    directory: "ディレクトリを開く",
  },
  unsubscribe: {
    metaTitle: "配信停止 — GeoCert",
    heading: "配信停止",
    lead: "GeoCert からの特定の種類のメールを停止します。サインインは不要で、すぐに反映されます。",
    willStop: "停止するもの：",
    button: "配信を停止する",
    done: "完了しました：今後 {{what}} は届きません。",
    already: "{{what}} はすでに届かなくなっています。",
    invalidHeading: "この配信停止リンクは使えません",
    invalidText:
      "リンクが不完全か、変更されたか、古すぎます。より新しいメールのリンクを使うか、お問い合わせページからご連絡ください。こちらで配信を停止します。",
    contact: "お問い合わせ",
    errors: {
      invalid: "この配信停止リンクは使えません。より新しいメールのリンクを使ってください。",
      failed: "こちら側で問題が発生しました。もう一度お試しください。",
    },
  },
  kinds: {
    newsletter: "{{email}} 宛ての GeoCert ニュースレター",
  },
  preview: {
    metaTitle: "メールテンプレート — 管理",
    heading: "メールテンプレート",
    lead: "サイトが送るすべてのメールを、架空のサンプルデータと選んだ言語で表示します。このページからは何も送信されません。",
    templates: "テンプレート",
    language: "言語",
    show: "表示",
    subject: "件名",
    category: "種類",
    categories: {
      transactional: "トランザクション（配信停止なし）",
      notification: "通知（配信停止あり）",
      newsletter: "ニュースレター（配信停止あり）",
    },
    html: "HTML パート",
    frameTitle: "「{{name}}」の HTML パート",
    text: "プレーンテキストパート",
    names: {
      verify: "アカウント：アドレスの確認",
      reset: "アカウント：パスワードの再設定",
      existing: "アカウント：このアドレスで登録が試みられた通知",
      contactConfirmation: "お問い合わせフォーム：訪問者への確認",
      contactStaff: "お問い合わせフォーム：スタッフへの通知",
      partnerConfirmation: "パートナー申請：申請者への確認",
      partnerStaff: "パートナー申請：スタッフへの通知",
      mentorshipRequest: "メンタリング：依頼の受信",
      mentorshipAccepted: "メンタリング：依頼の承諾（メンティーへ）",
      mentorshipAcceptedMentor: "メンタリング：依頼の承諾（メンターへ）",
      mentorshipDeclined: "メンタリング：依頼の辞退",
      mentorshipEnded: "メンタリング：メンタリングの終了",
      directoryMessage: "ディレクトリ：メンバーからのメッセージ",
      newsletterFrame: "ニュースレター：号の枠組みと配信停止リンク",
      partnerGranted: "パートナーシップ：承認、パートナーの役割を付与",
      partnerInvited: "パートナーシップ：承認、アカウント作成の招待",
      partnerDeclined: "パートナーシップ：却下（理由付き）",
      mentorshipEnding: "メンターシップ：まもなく終了",
    },
    sampleHeading: "サンプル号",
    sampleText:
      "この文章は、各号に付く枠組み（ヘッダー、フッター、配信停止リンク）を示すためだけのものです。アドレスは架空のものです。",
    sampleQuote: "投稿やメッセージをメールで示すときの引用の例です。",
    sampleReason: "スタッフが書いた理由の例（申請者が受け取る形）。",
  },
} satisfies Namespaces["mail"];

export default mail;
