import type { Namespaces } from "../types";

const credentials = {
  meta: {
    title: "マイ認定 — GeoCert",
    description: "GeoCert の認定の最新の状態と公開ページ、およびあなたのアドレス宛てに発行され申請できる認定。",
    publicTitle: "{{name}} の {{certification}} — GeoCert",
    publicDescription:
      "{{name}} は GeoCert の認定 {{id}}（{{certification}}）を保有しています。本日の状態：{{status}}。GeoCert 登録簿で最新の状態を確認できます。",
  },
  mine: {
    title: "マイ認定",
    lead: "アカウントに紐付けられた認定を、最新の状態、公開ページ、ダウンロードとともに表示します。",
    account: "アカウント",
    heldHeading: "保有している認定",
    empty: "アカウントに紐付けられた認定はまだありません。",
    emptyHelp:
      "{{email}} 宛てに発行された認定は、このページに表示され申請できます。別のアドレス宛てに発行された場合は、ご連絡いただければアカウントに紐付けます。",
    contact: "GeoCert に問い合わせる",
  },
  renewal: {
    open: "更新受付中",
    renew: "更新する",
    renewLabel: "資格 {{id}} を更新する",
    underReview: "更新を審査中",
  },
  claim: {
    heading: "あなたのアドレス宛てに発行された認定",
    text: "これらの認定は {{email}} 宛てに発行されました。申請するとアカウントに紐付けられます。",
    submit: "申請",
    submitLabel: "認定 {{id}} を申請",
    done: "認定 {{id}} をアカウントに紐付けました。",
  },
  card: {
    levelLabel: "レベル {{number}} · {{level}}",
    holder: "保有者",
    id: "認定 ID",
    issued: "発行日",
    expires: "有効期限",
    expired: "失効日",
    domains: "能力領域",
    status: "状態",
  },
  statuses: {
    valid: "有効",
    expired: "期限切れ",
    suspended: "停止中",
    revoked: "取消",
  },
  statusText: {
    valid: "GeoCert 登録簿は本日この認定を確認しています。",
    expired: "この認定は期限が切れており、更新されるまで有効ではありません。",
    suspended: "GeoCert はこの認定を停止しています。停止中は有効ではありません。",
    revoked: "GeoCert はこの認定を取り消しました。現在は有効ではありません。",
  },
  publicPage: {
    heading: "公開ページ",
    on: "オン：リンクを知っている人は誰でもこの認定のページを開けます。",
    off: "オフ：この認定のページを開けるのは、あなたと GeoCert のスタッフだけです。",
    switchOn: "公開ページをオンにする",
    switchOff: "公開ページをオフにする",
    switchLabel: "{{action}}（認定 {{id}}）",
    open: "公開ページを開く",
    openLabel: "公開ページを開く（認定 {{id}}）",
    preview: "ページをプレビュー",
    previewLabel: "ページをプレビュー（認定 {{id}}）",
    doneOn: "認定 {{id}} の公開ページをオンにしました。",
    doneOff: "認定 {{id}} の公開ページをオフにしました。",
  },
  page: {
    issuedTo: "保有者",
    issuedBy: "発行：GeoCert",
    checked: "{{date}} に GeoCert 登録簿から読み込んだ最新の状態です。",
    verifyHeading: "この認定を確認する",
    verifyText: "認定 ID と保有者の姓があれば、アカウントなしで誰でも GeoCert 登録簿でこの認定を確認できます。",
    verifyLink: "登録簿で確認",
    verifyLabel: "登録簿で確認（認定 {{id}}）",
    shareHeading: "この認定を共有する",
    shareText:
      "このリンクを送るか、履歴書やプロフィールに追加してください。ページには常に認定の現在の状態が表示されます。",
    shareLabel: "このページへのリンク",
    copy: "リンクをコピー",
    copied: "リンクをコピーしました",
    privateNotice: "このページを開けるのは、あなたと GeoCert のスタッフだけです。公開ページはオフになっています。",
    privateAction: "マイ認定で管理する",
    staffNotice: "GeoCert のスタッフとしてこのページを表示しています。保有者はこのページを公開していません。",
    badgeLabel: "GeoCert 認定バッジ（{{level}}）",
  },
  errors: {
    cannotClaim:
      "この認定はあなたのアカウントでは申請できません。ご自身のものであれば、ご連絡いただければアカウントに紐付けます。",
    notYours: "この認定はあなたのアカウントに紐付けられていません。",
  },
} satisfies Namespaces["credentials"];

export default credentials;
