import type { PartialMessages } from "../types";

const bulkVerify = {
  meta: {
    title: "一括確認 — GeoCert",
    description: "パートナーは CSV ファイルや貼り付けた行から、最大 5,000 件の GeoCert 認定を一度に確認できます。",
  },
  header: {
    eyebrow: "パートナー向け",
    title: "一括確認",
    lead: "認定 ID と姓の一覧をアップロードするか行を貼り付けて、多数の認定をまとめて確認できます。",
  },
  trail: {
    partners: "パートナー",
  },
  form: {
    heading: "確認する認定",
    template: "CSV テンプレートをダウンロード",
    file: "CSV ファイル",
    or: "または",
    paste: "行を貼り付け",
    submit: "認定を確認する",
    checking: "確認中…",
  },
  progress: {
    label: "確認の進行状況",
    reading: "ファイルを読み込み中…",
    status: "{{total}} 行中 {{done}} 行を確認済み",
  },
  errors: {
    empty: "確認するものがありません。ファイルを選ぶか行を貼り付けてください。",
    tooLarge: "ファイルが {{size}} を超えています。小さなファイルに分けてください。",
    tooManyRows: "ファイルが {{rows}} 行を超えています。小さなファイルに分けてください。",
    rateLimited: "お使いのアカウントからの確認が多すぎます。{{minutes}} 分後にもう一度お試しください。",
    failed: "確認を完了できませんでした。もう一度お試しください。",
    idRequired: "ID がありません",
    idFormat: "認定 ID ではありません",
    idCheck: "ID の入力ミス（チェック文字）",
    nameRequired: "姓がありません",
    nameLong: "姓が長すぎます",
  },
  statuses: {
    valid: "有効",
    expired: "期限切れ",
    suspended: "停止中",
    revoked: "取消",
    notFound: "該当なし",
    error: "行のエラー",
  },
  results: {
    heading: "結果",
    summary: "概要",
    row: "行",
    id: "認定 ID",
    lastName: "送信した姓",
    status: "状態",
    holder: "保有者",
    level: "レベル",
    expires: "有効期限",
    download: "結果をダウンロード（CSV）",
    again: "別の認定を確認する",
  },
} satisfies PartialMessages<"bulkVerify">;

export default bulkVerify;
