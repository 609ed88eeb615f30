import type { Namespaces } from "../types";

const jobAlerts = {
  meta: {
    title: "求人アラート · GeoCert",
    description: "メールでお知らせしている求人検索：頻度の変更や削除ができます。",
  },
  save: {
    heading: "この求人をメールで受け取る",
    lead: "求人ボードの現在の絞り込みをアラートとして保存します。条件に合う求人が公開され次第お送りします。",
    frequency: "頻度",
    email: "メールアドレス",
    emailHint: "まずこのアドレスを確認するリンクをお送りします。リンクを開くまでほかには何も送りません。",
    memberNote: "アラートはアカウントのアドレスに届きます。",
    submit: "アラートを保存",
    manage: "あなたの求人アラート",
  },
  frequencies: {
    instant: "公開され次第",
    daily: "毎日のまとめ",
    weekly: "毎週のまとめ",
  },
  filters: {
    all: "すべての求人",
    keyword: "キーワード：{{value}}",
    salary: "年収 {{value}} 以上",
  },
  page: {
    heading: "求人アラート",
    lead: "メールでお知らせしている求人ボードの検索です。各メールにも配信停止のリンクがあります。",
    empty: "求人アラートはまだありません。求人ボードの絞り込みから保存してください。",
    board: "求人ボード",
    filters: "検索",
    frequency: "頻度",
    change: "変更",
    delete: "アラートを削除",
    deleteNamed: "アラートを削除：{{name}}",
    open: "求人ボードで表示",
    guestHeading: "あなたの求人アラート",
    pending: "このアラートは確認待ちです。確認するまでメールは送られません。",
    confirm: "アラートを確認",
    invalid: "このリンクはもう使えません。アラートが削除されたか、3日以内に確認されませんでした。",
    signedInAs: "アラートは {{email}} に送られます。",
  },
  done: {
    saved: "アラートを保存しました。この検索に合う新しい求人をお送りします。",
    guestSaved:
      "ありがとうございます。このアドレスがメールを受け取れる場合、確認リンクをお送りしました。リンクを開くとアラートが始まります。",
    confirmed: "アラートを確認しました。この検索に合う新しい求人をお送りします。",
    frequency: "保存しました：{{frequency}}。",
    deleted: "アラートを削除しました。今後このアラートのメールは送られません。",
  },
  errors: {
    frequency: "頻度を選んでください。",
    emailRequired: "メールアドレスを入力してください。",
    email: "name@example.org のようなメールアドレスを入力してください。",
    verifyFirst:
      "まずアカウントのメールアドレスを確認してください（お送りしたリンクを開いてください）。その後アラートを保存してください。",
    rateLimited: "短時間にアラートが多すぎます。1時間後にもう一度お試しください。",
  },
  mail: {
    confirmSubject: "GeoCert 求人アラートの確認",
    confirmBody:
      "このアドレスに GeoCert の求人アラートを送るよう依頼がありました。\n\n検索：{{filters}}\n頻度：{{frequency}}\n\n受け取りを始めるには、こちらで確認してください：\n{{link}}\n\nお心当たりがない場合はこのメールを無視してください。これ以上何も送られず、依頼は {{days}} 日後に削除されます。",
    alertSubject: "アラートに新しい地熱の求人（{{count}}件）",
    alertIntro: "検索（{{filters}}）に合う新しい求人：",
    more: "求人ボードにさらに {{count}} 件：",
    allOnBoard: "条件に合うすべての求人は求人ボードで：",
    footer: "GeoCert で求人アラートを保存したため、このメールをお送りしています（{{frequency}}）。",
    manage: "頻度の変更またはこのアラートの削除：",
    unsubscribe: "このアラートを停止：",
    renew: "広告を更新",
    kind: "GeoCert 求人ボードで保存した1件の検索の求人アラートメール",
    reminderSubject: "求人広告の掲載期限まであと3日です",
    reminderBody:
      "GeoCert の求人広告は {{date}} に掲載期限を迎えます：\n\n{{title}}\n\nさらに30日間掲載するには、求人のページで更新してください（求められたらサインインしてください）：\n{{link}}\n\n採用が決まっている場合は何もする必要はありません。広告は自動で終了します。",
  },
} satisfies Namespaces["jobAlerts"];

export default jobAlerts;
