import type { Namespaces } from "../types";

const newsletter = {
  confirm: {
    metaTitle: "購読の確認 — GeoCert",
    heading: "ニュースレター購読の確認",
    lead: "ワンクリックで、このアドレスに GeoCert のニュースレターが月に一度届きます。各号から購読を停止できます。",
    button: "購読を確認する",
    done: "完了しました。このアドレスに GeoCert のニュースレターが届きます。",
    invalidHeading: "この確認リンクは使用できません",
    invalidText:
      "リンクが不完全か、すでに使用されたか、7 日以上前のものです。ホームページでもう一度登録すると、新しいリンクをお送りします。",
    home: "ホームページへ",
    errors: {
      invalid: "この確認リンクは使用できません。もう一度登録して新しいリンクを受け取ってください。",
      failed: "こちらで問題が発生しました。もう一度お試しください。",
    },
  },
  admin: {
    metaTitle: "ニュースレター — 管理 — GeoCert",
    heading: "ニュースレターの号",
    text: "英語で号を作成し、必要に応じて他の言語でも作成してください。確認済みの購読者には、その言語の版、なければ英語版が届きます。",
    newIssue: "新しい号",
    empty: "まだ号はありません。",
    columns: {
      subject: "件名",
      status: "状態",
      progress: "進捗",
      created: "作成日",
    },
    status: { draft: "下書き", sending: "送信中", sent: "送信済み" },
  },
  issue: {
    newTitle: "新しいニュースレターの号 — 管理 — GeoCert",
    newHeading: "新しい号",
    editTitle: "ニュースレターの号 — 管理 — GeoCert",
    editHeading: "号",
    english: "英語（必須）",
    otherLanguages: "その他の言語（任意。版がない場合、購読者には英語版が届きます）",
    subject: "件名",
    body: "本文（Markdown）",
    bodyHint: "Markdown：**太字**、*斜体*、[リンク](https://…)、リスト、見出し。スクリプトとスタイルは削除されます。",
    save: "下書きを保存",
    previewHeading: "プレビュー",
    previewLanguage: "言語",
    preview: "保存してプレビュー",
    previewFrame: "{{language}}でのメールの見え方",
    previewFallback: "この言語の版はありません。この言語の購読者には、ここに表示された英語版が届きます。",
    sendHeading: "送信",
    sendText: "現在の宛先：確認済みの購読者 {{count}} 人（それぞれの言語で）。送信を始めると、号は変更できません。",
    confirm: "プレビューを確認し、この号を今すぐ送信します",
    send: "号を送信",
    progressLabel: "送信の進捗",
    progress: "{{total}} 通中 {{sent}} 通をメールキューに渡しました",
    back: "すべての号",
    readOnly: "この号は送信中または送信済みのため、本文は変更できません。",
    done: {
      created: "下書きを保存しました。",
      saved: "下書きを保存しました。",
      sending: "送信を開始しました。宛先：{{count}}。",
    },
    errors: {
      subjectRequired: "英語の件名を入力してください。",
      bodyRequired: "英語の本文を入力してください。",
      subjectMissing: "この言語の件名を追加するか、両方の欄を空にしてください。",
      bodyMissing: "この言語の本文を追加するか、両方の欄を空にしてください。",
      subjectTooLong: "件名は 200 文字以内です。",
      bodyTooLong: "本文は 50,000 文字以内です。",
      confirmRequired: "送信を確認するにはチェックを入れてください。",
      notDraft: "この号はすでに送信中のため、変更できません。",
    },
  },
  mail: {
    confirmSubject: "GeoCert ニュースレター購読の確認",
    confirmBody:
      "このアドレスで GeoCert のニュースレターを受け取るよう依頼がありました。確認するには、7 日以内に下のボタンを使ってください。\n\n{{link}}\n\nお心当たりがない場合は、このメールを無視してください。確認がなければ購読は成立せず、アドレスは 7 日後に削除されます。",
    confirmButton: "購読を確認する",
  },
} satisfies Namespaces["newsletter"];

export default newsletter;
