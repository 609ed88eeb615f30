import type { Namespaces } from "../types";

const credentialCheck = {
  section: {
    heading: "資格ファイルを検証する",
    lead: "GeoCert の資格をファイルで受け取りましたか？署名、当機関の署名鍵、現在の状態、有効期間をここで確認できます。",
    fileLabel: "資格ファイル",
    fileHint: "JSON 形式の資格（.json）、または資格を埋め込んだバッジ画像（.svg）。{{size}} まで。",
    dropHint: "またはここにファイルをドロップ",
    chosen: "選択済み：{{name}}",
    submit: "ファイルを確認",
    checking: "確認中…",
    privacy: "ファイルは当サーバーで確認され、保存されません。",
    apiNote: "雇用主のシステムは同じファイルを POST /api/credentials/verify に送信し、JSON で結果を受け取れます。",
  },
  result: {
    heading: "ファイル確認の結果",
    checksHeading: "確認項目",
    summaryHeading: "資格の記載内容",
    holder: "保有者",
    achievement: "認定",
    issuer: "発行者",
    validFrom: "有効期間の開始",
    validUntil: "有効期限",
    id: "資格のアドレス",
  },
  outcome: { pass: "合格", fail: "不合格", skipped: "未確認" },
  verdicts: {
    valid: {
      title: "有効な資格",
      text: "このファイルは本物の GeoCert 資格で、署名後に変更されておらず、取り消しも停止もされておらず、有効期間内です。",
    },
    revoked: { title: "取り消し済み", text: "資格は本物ですが、GeoCert が取り消しました。現在は無効です。" },
    suspended: {
      title: "停止中",
      text: "資格は本物ですが、GeoCert が一時的に停止しています。停止中は無効です。",
    },
    expired: { title: "期限切れ", text: "資格は本物ですが、有効期間が終了しています。" },
    notYetValid: { title: "まだ有効ではありません", text: "資格は本物ですが、有効期間がまだ始まっていません。" },
    tampered: {
      title: "改ざん、または無効な署名",
      text: "GeoCert が署名した後にファイルが変更されたか、署名が当機関のものではありません。信頼しないでください。",
    },
    otherIssuer: {
      title: "GeoCert の発行ではありません",
      text: "この資格には別の発行者が記載されています。当機関が保証できるのは自ら発行した資格のみです。発行者に検証を依頼してください。",
    },
    statusUnavailable: {
      title: "状態を確認できませんでした",
      text: "署名は正しいものの、現在資格の状態を読み取れませんでした。しばらくしてからもう一度お試しください。",
    },
    notCredential: {
      title: "資格ではありません",
      text: "このファイルには、当機関が読み取れる Open Badges 3.0 の資格が含まれていません。",
    },
  },
  checks: {
    schema: {
      label: "形式",
      ok: "Open Badges 3.0 の資格",
      notJson: "ファイルは有効な JSON でも SVG 画像でもありません",
      noBakedCredential: "SVG 画像に資格が含まれていません",
      notCredential: "データは検証可能な資格情報ではありません",
      notOpenBadge: "検証可能な資格情報ですが、完全な Open Badges 3.0 の資格ではありません",
      tooLarge: "ファイルが {{size}} を超えています",
      empty: "ファイルが空です",
      skipped: "未確認",
    },
    issuer: {
      label: "発行者と鍵",
      currentKey: "GeoCert が発行し、現在の鍵で署名",
      retiredKey: "GeoCert が発行し、以前の鍵で署名（引き続き有効）",
      otherIssuer: "GeoCert ではなく他者が発行",
      unknownKey: "発行者は GeoCert とされていますが、署名鍵が当機関のものではありません",
      skipped: "未確認",
    },
    proof: {
      label: "署名",
      ok: "署名が一致しています。変更はありません",
      invalid: "署名が内容と一致しません",
      skipped: "未確認",
    },
    status: {
      label: "状態",
      active: "取り消しも停止もされていません",
      revoked: "GeoCert により取り消し",
      suspended: "GeoCert により停止",
      unavailable: "状態リストを読み取れませんでした",
      skipped: "未確認",
    },
    dates: {
      label: "日付",
      current: "有効期間内",
      expired: "有効期間が終了しています",
      notYetValid: "有効期間がまだ始まっていません",
      skipped: "未確認",
    },
  },
  adminKeys: {
    meta: "署名鍵 — GeoCert",
    heading: "資格の署名鍵",
    text: "発行者の Ed25519 鍵が Open Badges の資格と状態リストに署名します。廃止した鍵も公開され続けるため、それで署名された資格は引き続き検証できます。",
    did: "発行者の DID",
    didDocument: "公開鍵（DID ドキュメント）",
    caption: "署名鍵（新しいものが最後）",
    columns: {
      id: "鍵",
      created: "作成日",
      retired: "廃止日",
      state: "状態",
      storage: "保存方法",
    },
    states: { current: "現在の鍵", retired: "廃止済み" },
    storage: { sealed: "ISSUER_KEY_SECRET で封印", plain: "封印なし" },
    sealWarning:
      "ISSUER_KEY_SECRET が設定されていません。新しい秘密鍵は封印されずにデータベースに保存されます（決定 022 を参照）。",
    rotate: {
      heading: "署名鍵を更新する",
      text: "今後は新しい鍵で署名します。現在の鍵は廃止されますが公開され続け、以前に署名された資格は引き続き検証できます。",
      confirm: "はい、現在の鍵を廃止して新しい鍵を作成します",
      submit: "署名鍵を更新",
    },
    done: {
      rotated: "署名鍵を更新しました。今後は {{id}} で署名します。",
      alreadyRotated: "直前に別の人が鍵を更新しました。今後は {{id}} で署名します。",
    },
    errors: { confirm: "更新を確認するにはチェックボックスをオンにしてください。" },
  },
  errors: {
    fileRequired: "資格ファイル（.json または .svg）を選択してください。",
    tooLarge: "ファイルが {{size}} を超えています。",
    rateLimited_one: "お使いの接続からの確認が多すぎます。{{count}} 分後にもう一度お試しください。",
    rateLimited_other: "お使いの接続からの確認が多すぎます。{{count}} 分後にもう一度お試しください。",
  },
} satisfies Namespaces["credentialCheck"];

export default credentialCheck;
