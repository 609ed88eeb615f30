import type { Namespaces } from "../types";

/** Turkish strings of the staff area (complete). */
const staff = {
  meta: {
    title: "Personel alanı — GeoCert",
    conflictsTitle: "Çıkar çatışmaları — Personel alanı — GeoCert",
    adminTitle: "Personel görevleri — Yönetim — GeoCert",
  },
  title: "Personel alanı",
  lead: "Görevlerinizin size neleri yapma yetkisi verdiği. Her görev kendi işini açar; tarafsızlık kuralları hepsine uygulanır.",
  nav: {
    label: "Personel alanı",
    home: "Genel bakış",
    conflicts: "Çıkar çatışmaları",
    complaints: "Şikâyetler",
    applications: "Başvurular",
    appeals: "İtirazlar",
    overview: "Başvuru rakamları",
    exams: "Soru bankası",
    examSessions: "Sınav oturumları",
    examResults: "Sınav sonuçları",
    invigilation: "Sınav gözetmenliği",
  },
  duties: {
    applicationReviewer: "Başvuru değerlendiricisi",
    certificationDecision: "Belgelendirme karar vericisi",
    appealsPanel: "İtiraz kurulu",
    examAdministration: "Sınav yönetimi",
    invigilation: "Gözetmen",
    assessment: "Değerlendirici",
    finance: "Finans",
  },
  dutyText: {
    applicationReviewer:
      "Belgelendirme başvurularını değerlendirin: kanıtlar, referanslar ve seviyenin kontrol listesi.",
    certificationDecision:
      "Değerlendirilmiş başvurular hakkında karar verin: onaylayın, ek bilgi isteyin ya da gerekçeyle reddedin.",
    appealsPanel: "Belge sahipleri veya GeoCert hakkındaki itiraz ve şikâyetleri sonuçlanana kadar yürütün.",
    examAdministration: "Sınav oturumlarını yürütün ve sonuçlarını kaydedin.",
    invigilation:
      "Oturumlarınızdaki adayların kimliğini doğrulayın, onları sınava alın, olayları kaydedin, bir denemeyi duraklatın ya da sonlandırın.",
    assessment:
      "Portfolyoları ve kurul mülakatlarını seviyenin değerlendirme ölçütlerine göre, diğer değerlendiriciden bağımsız olarak puanlayın.",
    finance: "Ücret ödemelerini ve iadelerini kaydedin.",
  },
  home: {
    yourDuties: "Görevleriniz",
    none: "Henüz bir göreviniz yok. Bir yönetici görevleri Yönetim › Personel görevleri altında verir.",
    open: "Aç",
    notYet: "Sayfaları henüz sitede değil.",
    conflictsHeading: "Tarafsızlık",
    conflictsText:
      "Bir aday, belge sahibi veya iş arkadaşıyla olan çıkar çatışmasını bildirin. Onların dosyalarında, kendi dosyanızda ya da kendi kararınıza yapılan itirazda işlem yapmazsınız.",
    conflictsLink: "Bildirimleriniz",
    adminLink: "Görev verin ve geri alın",
  },
  conflicts: {
    heading: "Çıkar çatışmaları",
    text: "Burada hesabı olan herkesle bir çatışma bildirin: e-posta adresi veya adla. Artık geçerli olmayan bir bildirimi geri çekin.",
    declareHeading: "Çatışma bildirin",
    person: "Kişi (e-posta adresi veya ad)",
    personHint: "Tam bir e-posta adresi ya da yalnızca bir hesabın adında geçen bir bölüm.",
    reason: "Gerekçe",
    reasonHint: "Örneğin: bir akraba, eski bir işveren, bir iş ortağı.",
    declare: "Bildir",
    mineHeading: "Geçerli bildirimleriniz",
    allHeading: "Tüm geçerli bildirimler",
    none: "Geçerli bildirim yok.",
    staffMember: "Personel",
    personColumn: "Kişi",
    reasonColumn: "Gerekçe",
    declaredColumn: "Bildirildi",
    withdraw: "Geri çek",
    withdrawLabel: "{{name}} hakkındaki bildirimi geri çek",
  },
  admin: {
    heading: "Personel görevleri",
    text: "Personel rolündeki hesaplar ve görevleri. Önce Kullanıcılar altında hesaba personel rolünü verin; yöneticiler tüm görevlere sahiptir.",
    none: "Henüz personel hesabı yok. Kullanıcılar altında bir hesaba personel rolünü verin.",
    name: "Personel",
    dutiesColumn: "Görevler",
    grant: "Ver",
    remove: "Geri al",
    grantLabel: "{{name}} kişisine {{duty}} görevini ver",
    removeLabel: "{{name}} kişisinden {{duty}} görevini geri al",
    held: "var",
    notHeld: "yok",
  },
  done: {
    declared: "{{name}} ile çıkar çatışmanız kaydedildi.",
    alreadyDeclared: "{{name}} hakkında geçerli bir bildirim zaten var.",
    withdrawn: "Bildirim geri çekildi.",
    granted: "{{name}} artık {{duty}} görevine sahip.",
    removed: "{{name}} artık {{duty}} görevine sahip değil.",
  },
  errors: {
    personRequired: "Bir e-posta adresi veya ad girin.",
    personNone: "Bu e-posta adresine veya ada sahip bir hesap yok.",
    personSeveral: "Bu ada birden çok hesap uyuyor: bunun yerine e-posta adresini girin.",
    personSelf: "Kendinizle çatışma bildiremezsiniz.",
    reasonShort: "En az 5 karakterlik bir gerekçe yazın.",
    reasonLong: "Gerekçe 1.000 karakterden kısa olsun.",
    notStaff: "Yalnızca personel rolündeki hesaplar görev alabilir.",
    notFound: "Bu bildirim geçerli değil (artık).",
  },
  impartiality: {
    own: "Bu sizin kendi dosyanız: başka biri yürütür.",
    conflict: "Bu dosyadaki bir kişiyle çıkar çatışması bildirdiniz (ya da o sizinle): başka biri yürütür.",
    sameDecider: "Bunun konusu olan kararı siz verdiniz: başka biri yürütür.",
  },
} satisfies Namespaces["staff"];

export default staff;
