import type { Namespaces } from "../types";

/** Japanese strings of the Expert portfolio and panel (complete; decision 053). */
const examPanel = {
  mail: {
    greeting: "{{name}} 様",
    subject: "ポートフォリオに対する審査パネルの結果",
    released:
      "ポートフォリオと面接の採点が揃い、試験事務局が審査パネルの結果を公開しました：{{outcome}}。試験ページで確認できます。認定の決定では筆記試験と審査パネルの両方が考慮されます。",
    passed: "合格",
    notPassed: "不合格",
    link: "試験ページを開く",
  },
} satisfies Namespaces["examPanel"];

export default examPanel;
