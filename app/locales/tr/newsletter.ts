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
  admin: {
    metaTitle: "Bülten — Yönetim — GeoCert",
    heading: "Bülten sayıları",
    text: "Bir sayıyı İngilizce ve isterseniz başka dillerde yazın: onaylı her abone kendi dilindeki sürümü, yoksa İngilizcesini alır.",
    newIssue: "Yeni sayı",
    empty: "Henüz sayı yok.",
    columns: {
      subject: "Konu",
      status: "Durum",
      progress: "İlerleme",
      created: "Oluşturulma",
    },
    status: { draft: "Taslak", sending: "Gönderiliyor", sent: "Gönderildi" },
  },
  issue: {
    newTitle: "Yeni bülten sayısı — Yönetim — GeoCert",
    newHeading: "Yeni sayı",
    editTitle: "Bülten sayısı — Yönetim — GeoCert",
    editHeading: "Sayı",
    english: "İngilizce (zorunlu)",
    otherLanguages: "Diğer diller (isteğe bağlı: sürüm yoksa aboneler İngilizcesini alır)",
    subject: "Konu",
    body: "Metin (markdown)",
    bodyHint:
      "Markdown: **kalın**, *italik*, [bağlantı](https://…), listeler ve başlıklar. Betikler ve stiller kaldırılır.",
    save: "Taslağı kaydet",
    previewHeading: "Önizleme",
    previewLanguage: "Dil",
    preview: "Kaydet ve önizle",
    previewFrame: "Sayının {{language}} dilinde e-posta olarak görünümü",
    previewFallback: "Bu dilde sürüm yok: bu dildeki aboneler burada gösterilen İngilizcesini alır.",
    sendHeading: "Gönder",
    sendText:
      "Şu anki alıcılar: {{count}} onaylı abone, her biri kendi dilinde. Gönderim başladıktan sonra sayı değiştirilemez.",
    confirm: "Önizlemeyi kontrol ettim ve bu sayıyı şimdi göndermek istiyorum",
    send: "Sayıyı gönder",
    progressLabel: "Gönderim ilerlemesi",
    progress: "{{total}} e-postadan {{sent}} tanesi posta kuyruğuna verildi",
    back: "Tüm sayılar",
    readOnly: "Bu sayı gönderiliyor ya da gönderildi: metni artık değiştirilemez.",
    done: {
      created: "Taslak kaydedildi.",
      saved: "Taslak kaydedildi.",
      sending: "Gönderim başladı. Alıcılar: {{count}}.",
    },
    errors: {
      subjectRequired: "İngilizce konuyu girin.",
      bodyRequired: "İngilizce metni girin.",
      subjectMissing: "Bu dil için bir konu ekleyin ya da iki alanı da boş bırakın.",
      bodyMissing: "Bu dil için bir metin ekleyin ya da iki alanı da boş bırakın.",
      subjectTooLong: "Konu en fazla 200 karakter olabilir.",
      bodyTooLong: "Metin en fazla 50.000 karakter olabilir.",
      confirmRequired: "Gönderimi onaylamak için kutuyu işaretleyin.",
      notDraft: "Bu sayı zaten gönderiliyor: artık değiştirilemez.",
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
