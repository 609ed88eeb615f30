import type { Namespaces } from "../types";

const newsletter = {
  confirm: {
    metaTitle: "Aboneliğinizi onaylayın — GeoCert",
    heading: "Bülten aboneliğinizi onaylayın",
    lead: "Tek tıkla bu adres GeoCert bültenini ayda bir alır. Her sayıdan abonelikten çıkabilirsiniz.",
    button: "Aboneliği onayla",
    done: "Tamam: bu adres artık GeoCert bültenini alıyor.",
    invalidHeading: "Bu onay bağlantısı çalışmıyor",
    invalidText:
      "Bağlantı eksik, daha önce kullanılmış ya da 7 günden eski. Ana sayfada yeniden kaydolun, size yeni bir bağlantı gönderelim.",
    home: "Ana sayfaya git",
    errors: {
      invalid: "Bu onay bağlantısı çalışmıyor. Yenisi için yeniden kaydolun.",
      failed: "Bizim tarafımızda bir sorun oluştu. Lütfen yeniden deneyin.",
    },
  },
  mail: {
    confirmSubject: "GeoCert bülten aboneliğinizi onaylayın",
    confirmBody:
      "Birisi GeoCert bülteninin bu adrese gönderilmesini istedi. Onaylamak için 7 gün içinde aşağıdaki düğmeyi kullanın:\n\n{{link}}\n\nBu siz değilseniz bu e-postayı dikkate almayın: onay olmadan adres abone olmaz ve 7 gün sonra silinir.",
    confirmButton: "Aboneliği onayla",
  },
} satisfies Namespaces["newsletter"];

export default newsletter;
