import type { PartialMessages } from "../types";

const notifications = {
  meta: { title: "通知 — GeoCert", preferencesTitle: "通知の設定 — GeoCert" },
  page: {
    heading: "通知",
    intro: "参加しているディスカッション、メンターシップ、求人掲載で起きたこと。",
    empty: "まだありません。誰かがあなたに返信したりメンションしたりすると、ここに表示されます。",
    markAllRead: "すべて既読にする",
    unread: "未読",
    settings: "通知の設定",
    listLabel: "あなたの通知",
  },
  types: {
    forum: {
      reply: { label: "自分のディスカッションへの返信", text: "{{actor}}さんが「{{title}}」に返信しました" },
      replyAfter: {
        label: "ディスカッションで自分の後に付いた返信",
        text: "{{actor}}さんも「{{title}}」に返信しました",
      },
      mention: { label: "自分へのメンション", text: "{{actor}}さんが「{{title}}」であなたをメンションしました" },
      accepted: {
        label: "自分の返信が回答として承認されたとき",
        text: "「{{title}}」でのあなたの返信が回答として承認されました",
      },
      watched: {
        label: "ウォッチ中のディスカッションとカテゴリー",
        text: "ウォッチ中の「{{title}}」に{{actor}}さんが投稿しました",
      },
    },
    mentorship: {
      request: { label: "自分へのメンターシップ依頼", text: "{{actor}}さんがあなたにメンターを依頼しています" },
      accepted: {
        label: "メンターシップ依頼が承認されたとき",
        text: "{{actor}}さんがメンターシップ依頼を承認しました",
      },
      declined: {
        label: "メンターシップ依頼が断られたとき",
        text: "{{actor}}さんはメンターシップ依頼を受けられません",
      },
      ending: { label: "メンターシップの終了が近いとき", text: "{{actor}}さんとのメンターシップはまもなく終了します" },
    },
    jobs: {
      expiring: { label: "求人掲載の期限が近いとき", text: "求人「{{title}}」はあと3日で掲載期限です" },
    },
  },
  groups: { forum: "フォーラム", mentorship: "メンターシップ", jobs: "求人" },
  delivery: { instant: "すぐにメール", daily: "毎日のまとめ", weekly: "毎週のまとめ", off: "メールなし" },
  preferences: {
    heading: "通知の設定",
    intro:
      "通知はすべて一覧に残ります。種類ごとに、すぐにメールを受け取るか、1日1通（07:00 UTC）か週1通（月曜日）のまとめか、メールなしかを選べます。",
    save: "設定を保存",
    back: "アカウントに戻る",
    watching: "ウォッチ中・ミュート中のディスカッションとカテゴリー",
    watchingNone: "まだ何もウォッチしていません。ディスカッションやカテゴリーの「ウォッチ」を使ってください。",
    watched: "ウォッチ中",
    muted: "ミュート中",
    category: "カテゴリー",
    unwatch: "{{title}}のウォッチをやめる",
    unmute: "{{title}}のミュートを解除",
  },
  done: { saved: "通知の設定を保存しました。" },
  errors: { invalid: "選択肢から選んでください。" },
  mail: {
    subject: "GeoCert: {{text}}",
    open: "GeoCertで開く",
    instantBody:
      "{{name}}さん\n\n{{text}}。\n\n{{link}}\n\n受け取るメールは、通知の設定で種類ごとに選べます:\n{{settings}}\n\nGeoCert",
    reason: "GeoCertアカウントの通知設定に基づいてこのメールをお送りしています。",
    kindType: "GeoCertアカウントの「{{label}}」に関するメール",
    kindDigest: "GeoCertアカウントの毎日・毎週の通知まとめ",
    dailySubject: "GeoCert: 今日のまとめ",
    weeklySubject: "GeoCert: 今週のまとめ",
    digestBody:
      "{{name}}さん\n\n前回のまとめ以降の出来事です。\n\n{{items}}\n\n{{active}}\n\nすべての通知:\n{{list}}\n\n受け取るメールは通知の設定で選べます:\n{{settings}}\n\nGeoCert",
    digestNew: "あなたへの新着",
    digestActive: "活発なディスカッション",
    digestReplies: "新しい返信: {{count}}件",
    unsubscribe: "ワンクリックでこのメールを停止:",
  },
} satisfies PartialMessages<"notifications">;

export default notifications;
