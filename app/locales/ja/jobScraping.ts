import type { PartialMessages } from "../types";

const jobScraping = {
  meta: {
    title: "求人収集 · GeoCert",
    newTitle: "ソースを追加 · GeoCert",
    editTitle: "ソース · GeoCert",
  },
  heading: "求人収集",
  list: {
    add: "ソースを追加",
    name: "ソース",
    schedule: "スケジュール",
    status: "状態",
    lastRun: "前回の実行",
    actions: "操作",
    never: "未実行",
    runNow: "今すぐ実行",
    edit: "設定とログ",
    enabled: "有効",
    disabled: "無効",
    manual: "手動実行のみ",
  },
  kinds: {
    greenhouse: "Greenhouse",
    lever: "Lever",
    ashby: "Ashby",
    rss: "RSS / Atom",
    html: "HTML",
  },
  form: {
    newHeading: "ソースを追加",
    name: "名前",
    kind: "ソースの種類",
    keywords: "キーワードフィルター",
    scheduleLegend: "スケジュール",
    create: "ソースを追加",
    save: "変更を保存",
    cancel: "キャンセル",
    delete: "ソースを削除",
  },
  runs: {
    heading: "実行ログ",
    started: "開始",
    status: "結果",
    found: "検出",
    created: "新規",
    updated: "更新",
    expired: "期限切れ",
    error: "エラー",
    triggers: {
      manual: "今すぐ実行",
      schedule: "スケジュール",
    },
    statuses: {
      running: "実行中",
      ok: "成功",
      failed: "失敗",
    },
  },
  done: {
    failed: "実行に失敗しました。理由は実行ログで確認できます。",
    busy: "このソースはすでに実行中です。しばらくしてからお試しください。",
  },
  errors: {
    name: "2文字以上の名前を入力してください。",
    identifier: "ボードのトークン、サイト名またはアドレスを入力してください。",
    cron: "5つのフィールドからなる有効なcron式を入力してください（例：0 6 * * *）。",
    interval: "15〜10,080の整数（分）を入力してください。",
  },
} satisfies PartialMessages<"jobScraping">;

export default jobScraping;
