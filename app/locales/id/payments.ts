import type { Namespaces } from "../types";

const payments = {
  meta: {
    accountTitle: "Tagihan saya — GeoCert",
    accountDescription: "Tagihan GeoCert Anda: yang belum dibayar, yang sudah, dan cara membayarnya.",
    staffTitle: "Pembayaran — staf GeoCert",
  },
  lines: {
    applicationFee: "Biaya pendaftaran dan ujian sertifikasi — {{level}} ({{basis}})",
    examRetake: "Biaya ujian ulang — {{level}} ({{basis}})",
    basis: {
      member: "tarif anggota",
      nonMember: "tarif non-anggota",
    },
  },
  status: {
    open: "Belum dibayar",
    paid: "Lunas",
    refunded: "Dikembalikan",
    void: "Dibatalkan",
  },
  refundStatus: {
    pending: "Pengembalian dana sedang dikirim ke kartu Anda",
    owed: "Pengembalian dana lewat transfer sedang diproses",
    failed: "Pengembalian tertunda: tim keuangan kami menanganinya",
    done: "Dikembalikan",
  },
  refundReasons: {
    withdrawnBeforeReview: "Pendaftaran ditarik sebelum peninjauan",
    staffDecision: "Pengembalian diputuskan oleh staf",
    bookingCancelled: "Pemesanan ujian dibatalkan sebelum batas waktu perubahan",
  },
  rule: {
    refund:
      "Pengembalian dana: biaya yang sudah dibayar dikembalikan penuh ({{share}} %) jika Anda menarik pendaftaran sebelum peninjauannya dimulai. Tagihan yang belum dibayar dibatalkan. Pembayaran kartu kembali ke kartu; transfer ke rekening asalnya.",
  },
  account: {
    title: "Tagihan saya",
    lead: "Semua biaya yang Anda utang atau sudah bayar, dengan tagihannya dalam PDF.",
    empty: "Anda tidak punya tagihan. Tagihan diterbitkan saat Anda mengirim pendaftaran sertifikasi.",
    number: "Tagihan {{number}}",
    issued: "Diterbitkan {{date}}",
    due: "Jatuh tempo {{date}}",
    paidOn: "Dibayar {{date}}",
    total: "Jumlah",
    pdf: "Unduh tagihan (PDF)",
    payByCard: "Bayar {{amount}} dengan kartu",
    cardUnavailable:
      "Pembayaran kartu tidak tersedia di situs ini. Bayar lewat transfer bank ke rekening di bawah, dengan nomor tagihan sebagai referensi; tim keuangan kami mencatat pembayaran saat dana masuk.",
    cardAvailable: "Bayar dengan kartu di halaman aman Stripe, atau lewat transfer bank ke rekening di bawah.",
    bankHeading: "Transfer bank",
    bankReference: "Referensi: {{number}}",
  },
  checkout: {
    success: "Terima kasih. Pembayaran kartu Anda sedang dikonfirmasi; tagihan akan tampil lunas sebentar lagi.",
    cancelled: "Pembayaran kartu dibatalkan. Tagihan masih belum dibayar.",
    unavailable: "Pembayaran kartu tidak tersedia untuk tagihan ini.",
    failed: "Halaman pembayaran kartu tidak dapat dibuka. Coba lagi nanti atau bayar lewat transfer.",
  },
  staff: {
    title: "Pembayaran",
    lead: "Tagihan yang menunggu transfer bank, dan pengembalian dana yang terutang.",
    openHeading: "Tagihan belum dibayar",
    openEmpty: "Tidak ada tagihan yang belum dibayar.",
    refundsHeading: "Pengembalian terutang",
    refundsEmpty: "Tidak ada pengembalian terutang.",
    reference: "Referensi bank",
    paidOn: "Tanggal diterima",
    record: "Catat pembayaran",
    refundReference: "Referensi transfer",
    markRefunded: "Tandai pengembalian dibayar",
    refundOf: "Pengembalian {{amount}}: {{reason}}",
    pdf: "PDF",
  },
  done: {
    recorded: "Pembayaran tagihan {{number}} dicatat.",
    alreadyPaid: "Tagihan {{number}} sudah lunas: tidak ada yang dicatat ulang.",
    refundPaid: "Pengembalian tagihan {{number}} ditandai dibayar.",
  },
  errors: {
    referenceRequired: "Masukkan referensi bank untuk transfer ini.",
    referenceTooLong: "Referensi paling banyak 100 karakter.",
    dateInvalid: "Masukkan tanggal dana diterima, bukan tanggal di masa depan.",
    notFound: "Tagihan ini tidak ada.",
    noRefundOwed: "Tidak ada pengembalian terutang untuk tagihan ini.",
  },
  pdf: {
    title: "Tagihan",
    number: "Nomor tagihan",
    date: "Tanggal tagihan",
    due: "Jatuh tempo",
    billedTo: "Ditagihkan kepada",
    description: "Uraian",
    amount: "Jumlah",
    net: "Jumlah bersih",
    vat: "PPN {{rate}} %",
    total: "Total",
    vatNumber: "Nomor PPN: {{number}}",
    payTo: "Bayar lewat transfer bank ke",
    reference: "Referensi: {{number}}",
    paid: "Dibayar {{date}}. Terima kasih.",
    refunded: "Dikembalikan.",
    void: "Dibatalkan: tidak ada utang.",
    pricesInclude: "Harga sudah termasuk PPN.",
  },
  mail: {
    issuedSubject: "Tagihan {{number}} dari GeoCert",
    issuedBody:
      "Halo {{name}},\n\nterima kasih atas pendaftaran Anda. Tagihan {{number}} sebesar {{amount}} terlampir dan jatuh tempo pada {{due}}.\n\n{{howToPay}}\n\n{{link}}\n\n{{rule}}",
    issuedCard:
      "Anda dapat membayar dengan kartu di halaman tagihan Anda, atau lewat transfer ke {{bank}} dengan referensi {{number}}.",
    issuedBank: "Silakan bayar lewat transfer ke {{bank}} dengan referensi {{number}}.",
    paidSubject: "Pembayaran diterima untuk tagihan {{number}}",
    paidBody:
      "Halo {{name}},\n\nkami telah menerima pembayaran Anda sebesar {{amount}} untuk tagihan {{number}}. Terima kasih.\n\n{{link}}",
    refundedSubject: "Pengembalian dana tagihan {{number}}",
    refundedBody:
      "Halo {{name}},\n\nkami telah mengembalikan {{amount}} untuk tagihan {{number}}. Tergantung bank Anda, dana mungkin tiba dalam beberapa hari.\n\n{{link}}",
    button: "Tagihan saya",
  },
} satisfies Namespaces["payments"];

export default payments;
