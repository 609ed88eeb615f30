import type { Namespaces } from "../types";

const certificate = {
  downloads: {
    heading: "ダウンロード",
    label: "資格 {{id}} のダウンロード",
    json: "資格ファイル（JSON）",
    badge: "バッジ画像（SVG）",
    pdfA4: "証明書 PDF（A4）",
    pdfLetter: "証明書 PDF（US レター）",
    linkedIn: "LinkedIn プロフィールに追加",
    newTab: "LinkedIn を新しいタブで開きます",
    hint: "JSON ファイルとバッジ画像には署名付きの資格が含まれており、誰でも検証ページで確認できます。",
  },
  badge: {
    certified: "認定",
    title: "{{level}} — {{name}}",
  },
  pdf: {
    documentTitle: "GeoCert 証明書 {{id}}",
    heading: "認定証",
    subheading: "専門能力の証明",
    certifies: "以下の者を認定します",
    holds: "は GeoCert コンピテンシーフレームワークの要件を満たし、次の資格を保有しています",
    issuedOn: "発行日",
    validUntil: "有効期限",
    credentialId: "資格 ID",
    domains: "能力領域",
    issuer: "発行者",
    verifyHeading: "この資格を確認する",
    verifyText: "コードを読み取るか下記のアドレスを開くと、登録簿での資格の最新の状態を確認できます。",
    statusNote: "この証明書は発行時の資格を示しています。現在も有効かどうかは登録簿でのみ確認できます。",
  },
} satisfies Namespaces["certificate"];

export default certificate;
