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
  mail: {
    confirmSubject: "GeoCert ニュースレター購読の確認",
    confirmBody:
      "このアドレスで GeoCert のニュースレターを受け取るよう依頼がありました。確認するには、7 日以内に下のボタンを使ってください。\n\n{{link}}\n\nお心当たりがない場合は、このメールを無視してください。確認がなければ購読は成立せず、アドレスは 7 日後に削除されます。",
    confirmButton: "購読を確認する",
  },
} satisfies Namespaces["newsletter"];

export default newsletter;
