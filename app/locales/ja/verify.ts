import type { PartialMessages } from "../types";

const verify = {
  meta: {
    title: "認定の確認 — GeoCert",
    description:
      "GeoCert の認定を保有しているか確認できます。認定 ID と保有者の姓を入力すると、状態・レベル・日付・分野が表示されます。",
  },
  header: {
    eyebrow: "雇用主・パートナー向け",
    title: "認定の確認",
    lead: "認定 ID と保有者の姓を入力すると、最新の登録簿から認定が有効かどうかを確認できます。",
  },
  trail: {
    partners: "パートナー",
  },
  form: {
    heading: "認定を検索",
    id: "認定 ID",
    name: "保有者の姓",
    submit: "確認する",
    checking: "確認中…",
  },
  errors: {
    idRequired: "認定 ID を入力してください。",
    idFormat:
      "認定 ID の形式ではありません。GCF-2026-7KQ4-XM のように、年と6文字の英数字です（O・I・L・0・1 は使われません）。",
    idCheck: "認定 ID に入力ミスがあります。1文字が違うか、2文字が入れ替わっています。証明書と照らし合わせてください。",
    nameRequired: "保有者の姓を入力してください。",
    nameLong: "姓が長すぎます。",
    rateLimited_other: "お使いの接続からの検索が多すぎます。{{count}} 分後にもう一度お試しください。",
  },
  statuses: {
    valid: "有効",
    expired: "期限切れ",
    suspended: "停止中",
    revoked: "取消",
    notFound: "該当なし",
  },
  result: {
    heading: "結果",
    credentialId: "認定 ID",
    holder: "保有者",
    level: "レベル",
    issued: "発行日",
    expires: "有効期限",
    expired: "失効日",
    domains: "能力分野",
  },
  share: {
    heading: "この確認結果を共有",
    link: "確認リンク",
    copy: "リンクをコピー",
    copied: "リンクをコピーしました",
    qr: "確認リンクの QR コード",
    print: "印刷",
  },
} satisfies PartialMessages<"verify">;

export default verify;
