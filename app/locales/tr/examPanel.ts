import type { Namespaces } from "../types";

/** Turkish strings of the Expert portfolio and panel (complete; decision 053). */
const examPanel = {
  mail: {
    greeting: "Merhaba {{name}},",
    subject: "Portfolyonuz hakkında panel sonucu",
    released:
      "Portfolyonuzun ve mülakatınızın puanları tamamlandı ve sınav yönetimi panel sonucunu yayımladı: {{outcome}}. Sınav sayfanızda görebilirsiniz; sertifikasyon kararı hem yazılı sınavınızı hem de paneli dikkate alır.",
    passed: "başarılı",
    notPassed: "başarısız",
    link: "Sınav sayfanızı açın",
  },
} satisfies Namespaces["examPanel"];

export default examPanel;
