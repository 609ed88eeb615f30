import type { Namespaces } from "../types";

const payments = {
  meta: {
    accountTitle: "Faturalarım — GeoCert",
    accountDescription: "GeoCert faturalarınız: açık olanlar, ödenenler ve nasıl ödeneceği.",
    staffTitle: "Ödemeler — GeoCert personeli",
  },
  lines: {
    applicationFee: "Sertifika başvuru ve sınav ücreti — {{level}} ({{basis}})",
    examRetake: "Sınav tekrar ücreti — {{level}} ({{basis}})",
    basis: {
      member: "üye ücreti",
      nonMember: "üye olmayan ücreti",
    },
  },
  status: {
    open: "Açık",
    paid: "Ödendi",
    refunded: "İade edildi",
    void: "İptal edildi",
  },
  refundStatus: {
    pending: "İade kartınıza gönderiliyor",
    owed: "Havale ile iade yolda",
    failed: "İade gecikti: finans ekibimiz ilgileniyor",
    done: "İade edildi",
  },
  refundReasons: {
    withdrawnBeforeReview: "Başvuru incelemeden önce geri çekildi",
    staffDecision: "Personelin kararıyla iade",
    bookingCancelled: "Sınav rezervasyonu değişiklik süresinden önce iptal edildi",
  },
  rule: {
    refund:
      "İadeler: başvurunuzu incelemesi başlamadan geri çekerseniz ödenen ücret tamamen ({{share}} %) iade edilir. Ödenmemiş fatura ise iptal edilir. Kartla ödemeler karta, havaleler geldikleri hesaba iade edilir.",
  },
  account: {
    title: "Faturalarım",
    lead: "Bize borçlu olduğunuz veya ödediğiniz her ücret, PDF faturasıyla.",
    empty: "Faturanız yok. Sertifika başvurusu gönderdiğinizde bir fatura düzenlenir.",
    number: "Fatura {{number}}",
    issued: "Düzenlenme {{date}}",
    due: "Son ödeme {{date}}",
    paidOn: "Ödeme {{date}}",
    total: "Toplam",
    pdf: "Faturayı indir (PDF)",
    payByCard: "{{amount}} tutarını kartla öde",
    cardUnavailable:
      "Bu sitede kartla ödeme yapılamıyor. Aşağıdaki hesaba, açıklama olarak fatura numarasıyla havale yapın; finans ekibimiz ödeme geldiğinde kaydeder.",
    cardAvailable: "Stripe'ın güvenli sayfasında kartla veya aşağıdaki hesaba havaleyle ödeyin.",
    bankHeading: "Havale",
    bankReference: "Açıklama: {{number}}",
  },
  checkout: {
    success: "Teşekkürler. Kart ödemeniz onaylanıyor; fatura birazdan ödendi olarak görünecek.",
    cancelled: "Kart ödemesi iptal edildi. Fatura hâlâ açık.",
    unavailable: "Bu fatura kartla ödenemez.",
    failed: "Kart ödeme sayfası açılamadı. Lütfen daha sonra tekrar deneyin veya havaleyle ödeyin.",
  },
  staff: {
    title: "Ödemeler",
    lead: "Havale bekleyen açık faturalar ve borçlu olunan iadeler.",
    openHeading: "Açık faturalar",
    openEmpty: "Açık fatura yok.",
    refundsHeading: "Borçlu olunan iadeler",
    refundsEmpty: "Borçlu olunan iade yok.",
    reference: "Banka açıklaması",
    paidOn: "Paranın geldiği tarih",
    record: "Ödemeyi kaydet",
    refundReference: "Havale açıklaması",
    markRefunded: "İadeyi ödendi olarak işaretle",
    refundOf: "{{reason}} nedeniyle {{amount}} iade",
    pdf: "PDF",
  },
  done: {
    recorded: "{{number}} numaralı faturanın ödemesi kaydedildi.",
    alreadyPaid: "{{number}} numaralı fatura zaten ödenmişti: hiçbir şey yeniden kaydedilmedi.",
    refundPaid: "{{number}} numaralı faturanın iadesi ödendi olarak işaretlendi.",
  },
  errors: {
    referenceRequired: "Havalenin banka açıklamasını girin.",
    referenceTooLong: "Açıklama en fazla 100 karakter olabilir.",
    dateInvalid: "Paranın geldiği tarihi girin; gelecekte bir tarih olamaz.",
    notFound: "Bu fatura yok.",
    noRefundOwed: "Bu fatura için borçlu olunan bir iade yok.",
  },
  pdf: {
    title: "Fatura",
    number: "Fatura numarası",
    date: "Fatura tarihi",
    due: "Son ödeme tarihi",
    billedTo: "Fatura edilen",
    description: "Açıklama",
    amount: "Tutar",
    net: "Net tutar",
    vat: "KDV %{{rate}}",
    total: "Toplam",
    vatNumber: "KDV numarası: {{number}}",
    payTo: "Havale ile ödeme hesabı",
    reference: "Açıklama: {{number}}",
    paid: "{{date}} tarihinde ödendi. Teşekkürler.",
    refunded: "İade edildi.",
    void: "İptal edildi: borç yok.",
    pricesInclude: "Fiyatlara KDV dahildir.",
  },
  mail: {
    issuedSubject: "GeoCert'ten {{number}} numaralı fatura",
    issuedBody:
      "Merhaba {{name}},\n\nbaşvurunuz için teşekkürler. {{amount}} tutarındaki {{number}} numaralı fatura ektedir ve son ödeme tarihi {{due}}.\n\n{{howToPay}}\n\n{{link}}\n\n{{rule}}",
    issuedCard:
      "Faturalar sayfanızda kartla veya {{bank}} hesabına {{number}} açıklamasıyla havaleyle ödeyebilirsiniz.",
    issuedBank: "Lütfen {{bank}} hesabına {{number}} açıklamasıyla havaleyle ödeyin.",
    paidSubject: "{{number}} numaralı faturanın ödemesi alındı",
    paidBody:
      "Merhaba {{name}},\n\n{{number}} numaralı fatura için {{amount}} tutarındaki ödemenizi aldık. Teşekkürler.\n\n{{link}}",
    refundedSubject: "{{number}} numaralı faturanın iadesi",
    refundedBody:
      "Merhaba {{name}},\n\n{{number}} numaralı fatura için {{amount}} iade ettik. Bankanıza bağlı olarak ulaşması birkaç gün sürebilir.\n\n{{link}}",
    button: "Faturalarım",
  },
} satisfies Namespaces["payments"];

export default payments;
