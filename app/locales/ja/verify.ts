import type { Namespaces } from "../types";

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
    idHint:
      "証明書に印刷されているとおりに入力してください（例：GCF-2026-7KQ4-XM）。大文字・小文字、スペース、ハイフンは区別しません。",
    name: "保有者の姓",
    nameHint: "証明書に記載のとおりに入力してください。アクセント記号や大文字・小文字は区別しません。",
    submit: "確認する",
    checking: "確認中…",
    privacy: "登録簿を一覧できないよう、両方の入力が必要です。表示するのは証明書に記載されている内容だけです。",
  },
  errors: {
    idRequired: "認定 ID を入力してください。",
    idFormat:
      "認定 ID の形式ではありません。GCF-2026-7KQ4-XM のように、年と6文字の英数字です（O・I・L・0・1 は使われません）。",
    idCheck: "認定 ID に入力ミスがあります。1文字が違うか、2文字が入れ替わっています。証明書と照らし合わせてください。",
    nameRequired: "保有者の姓を入力してください。",
    nameLong: "姓が長すぎます。",
    rateLimited_one: "お使いの接続からの検索が多すぎます。{{count}} 分後にもう一度お試しください。",
    rateLimited_other: "お使いの接続からの検索が多すぎます。{{count}} 分後にもう一度お試しください。",
  },
  statuses: {
    valid: "有効",
    expired: "期限切れ",
    suspended: "停止中",
    revoked: "取消",
    notFound: "該当なし",
  },
  statusText: {
    valid: "この認定は有効です。保有者は下記のレベルで認定されています。",
    expired: "この認定は期限切れです。保有者は認定を受けていましたが、更新していません。",
    suspended: "この認定は停止中です。再開されるまで、保有者はこの認定を根拠にすることはできません。",
    revoked: "この認定は取り消されました。現在は無効です。",
    notFound:
      "この認定 ID と姓に一致する認定はありません。両方を証明書と照らし合わせるか、保有者に写しを依頼してください。",
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
    domainsHint: "各分野から、フレームワーク内の能力へリンクしています。",
    checked: "{{date}} にライブ登録簿で確認しました。",
  },
  share: {
    heading: "この確認結果を共有",
    text: "このリンクは開くたびに登録簿を確認し直すため、常に最新の状態が表示されます。",
    link: "確認リンク",
    copy: "リンクをコピー",
    copied: "リンクをコピーしました",
    qr: "確認リンクの QR コード",
    print: "印刷",
  },
  aside: {
    heading: "検証の仕組み",
    items: {
      live: "回答はコピーではなく、ライブ登録簿から取得しています。",
      minimal: "表示するのは状態、保有者の氏名、レベル、日付、分野のみで、連絡先は表示しません。",
      limit: "推測を防ぐため、検索は接続ごとに10分間で30回までに制限しています。",
    },
    bulkHeading: "多数の認定を確認したいですか？",
    bulkText: "パートナーは、スプレッドシートから最大5,000件の認定を一度に確認できます。",
    bulkLink: "一括検証",
  },
} satisfies Namespaces["verify"];

export default verify;
