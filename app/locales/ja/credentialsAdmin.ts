import type { PartialMessages } from "../types";

const credentialsAdmin = {
  meta: {
    title: "認定 — 管理 — GeoCert",
    importTitle: "認定のインポート — 管理 — GeoCert",
  },
  list: {
    heading: "認定登録簿",
    search: "検索",
    id: "認定 ID",
    holder: "保有者",
    level: "レベル",
    status: "状態",
    actions: "操作",
  },
  statuses: {
    valid: "有効",
    active: "有効（登録上）",
    expired: "期限切れ",
    suspended: "停止中",
    revoked: "取消",
    notFound: "該当なし",
  },
  change: {
    open: "状態を変更",
    status: "新しい状態",
    reason: "理由",
    date: "適用日",
    submit: "状態を保存",
  },
  issue: {
    heading: "認定を発行",
    givenNames: "名",
    lastName: "姓",
    email: "メールアドレス",
    level: "レベル",
    domains: "能力分野",
    issuedOn: "発行日",
    expiresOn: "有効期限",
    submit: "認定を発行",
  },
  import: {
    link: "CSV からインポート",
    heading: "CSV から認定をインポート",
    template: "CSV テンプレートをダウンロード",
    file: "CSV ファイル",
    preview: "ファイルを確認",
    row: "行",
    problems: "問題",
  },
  errors: {
    givenNames: "名を入力してください。",
    lastName: "姓を入力してください。",
    email: "有効なメールアドレスを入力するか、空欄のままにしてください。",
    level: "4つのレベルから1つ選んでください。",
    domains: "能力分野を1つ以上選んでください。",
    date: "日付を YYYY-MM-DD の形式で入力してください。",
    expiryBeforeIssue: "有効期限は発行日より後にしてください。",
    status: "状態を選んでください。",
    reason: "理由を入力してください（3文字以上）。",
  },
} satisfies PartialMessages<"credentialsAdmin">;

export default credentialsAdmin;
