import type { Namespaces } from "../types";

/** Indonesian strings of the auth namespace (complete). */
const auth = {
  meta: {
    title: "Masuk atau buat akun — GeoCert",
    description:
      "Masuk ke GeoCert untuk menyimpan hasil kuis kesiapan, mengelola profil, dan ikut serta dalam komunitas.",
    forgotTitle: "Atur ulang kata sandi — GeoCert",
    resetTitle: "Pilih kata sandi baru — GeoCert",
    verifyTitle: "Konfirmasi alamat email Anda — GeoCert",
  },
  title: "Akun GeoCert Anda",
  lead: "Satu akun untuk hasil kuis kesiapan, profil, komunitas, dan, bagi mitra, verifikasi sertifikat.",
  tabs: {
    label: "Masuk atau daftar",
    signIn: "Masuk",
    signUp: "Buat akun",
  },
  signIn: {
    heading: "Masuk",
    email: "Alamat email",
    password: "Kata sandi",
    submit: "Masuk",
    forgot: "Lupa kata sandi?",
    noAccount: "Baru di sini? Buat akun",
  },
  signUp: {
    heading: "Buat akun",
    name: "Nama lengkap",
    nameHint: "Sebagaimana akan tercantum pada sertifikat.",
    email: "Alamat email",
    emailHint: "Kami mengirim tautan konfirmasi ke alamat ini.",
    password: "Kata sandi",
    passwordHint: "Minimal 10 karakter, berisi huruf dan setidaknya satu angka atau simbol.",
    submit: "Buat akun",
    terms:
      "Dengan membuat akun, Anda setuju bahwa kami menyimpan nama dan email Anda untuk menjalankan akun Anda. Anda dapat menghapusnya kapan saja.",
  },
  checkMail: {
    heading: "Periksa kotak masuk Anda",
    text: "Jika {{email}} dapat digunakan untuk akun baru, tautan konfirmasi sedang dikirim. Buka dalam satu jam untuk mengaktifkan akun Anda, lalu masuk.",
    back: "Kembali ke halaman masuk",
  },
  verify: {
    heading: "Konfirmasi alamat email Anda",
    text: "Untuk mengonfirmasi {{email}}, masukkan kata sandi yang Anda pilih saat membuat akun. Setelah itu Anda akan masuk.",
    password: "Kata sandi akun",
    submit: "Konfirmasi dan masuk",
    notYou:
      "Anda tidak membuat akun ini, atau tidak tahu kata sandinya? Pilih kata sandi baru saja: itu juga mengonfirmasi alamat, dan setelahnya hanya kata sandi Anda yang berlaku.",
    chooseNew: "Pilih kata sandi baru",
    okHeading: "Alamat email dikonfirmasi",
    okText: "Terima kasih. Akun Anda sudah aktif dan Anda sudah masuk.",
    failedHeading: "Tautan ini tidak berlaku lagi",
    failedText:
      "Tautan konfirmasi kedaluwarsa setelah satu jam dan hanya dapat digunakan sekali. Masuk dengan email dan kata sandi Anda untuk mendapatkan tautan baru.",
    toAccount: "Buka akun Anda",
    toSignIn: "Buka halaman masuk",
  },
  forgot: {
    heading: "Atur ulang kata sandi",
    text: "Masukkan alamat email akun Anda. Kami akan mengirim tautan untuk memilih kata sandi baru; tautan berlaku selama satu jam.",
    email: "Alamat email",
    submit: "Kirim tautan atur ulang",
    sentHeading: "Periksa kotak masuk Anda",
    sentText:
      "Jika ada akun yang menggunakan {{email}}, tautan atur ulang sedang dikirim. Tautan hanya dapat digunakan sekali, selama satu jam.",
    back: "Kembali ke halaman masuk",
  },
  reset: {
    heading: "Pilih kata sandi baru",
    password: "Kata sandi baru",
    confirm: "Ulangi kata sandi baru",
    submit: "Simpan kata sandi baru",
    done: "Kata sandi Anda telah diubah. Silakan masuk dengan kata sandi baru.",
    invalidHeading: "Tautan atur ulang ini tidak berlaku lagi",
    invalidText:
      "Tautan atur ulang kedaluwarsa setelah satu jam dan hanya dapat digunakan sekali. Mintalah tautan baru.",
    again: "Minta tautan baru",
  },
  errors: {
    name: "Masukkan nama Anda (minimal 2 karakter).",
    nameLong: "Persingkat nama Anda menjadi paling banyak 120 karakter.",
    email: "Masukkan alamat email yang valid, seperti nama@contoh.com.",
    passwordRequired: "Masukkan kata sandi Anda.",
    passwordShort: "Gunakan minimal 10 karakter untuk kata sandi Anda.",
    passwordLong: "Gunakan paling banyak 128 karakter untuk kata sandi Anda.",
    passwordWeak: "Gabungkan huruf dengan setidaknya satu angka atau simbol.",
    passwordEmail: "Pilih kata sandi yang tidak mengandung alamat email Anda.",
    passwordMismatch: "Kedua kata sandi tidak sama.",
    invalidCredentials: "Alamat email atau kata sandi tidak benar. Silakan coba lagi.",
    notVerified: "Konfirmasi alamat email Anda terlebih dahulu. Kami telah mengirimkan tautan konfirmasi baru.",
    disabled: "Akun ini telah dinonaktifkan. Hubungi kami jika Anda merasa ini keliru.",
    tooManyAttempts_one: "Terlalu banyak percobaan masuk. Tunggu satu menit, lalu coba lagi.",
    tooManyAttempts_other: "Terlalu banyak percobaan masuk. Tunggu {{minutes}} menit, lalu coba lagi.",
    rateLimited: "Terlalu banyak permintaan. Tunggu beberapa menit, lalu coba lagi.",
    failed: "Terjadi kesalahan di pihak kami. Silakan coba lagi.",
    confirmPassword: "Itu bukan kata sandi akun ini. Jika bukan Anda yang memilihnya, pilih kata sandi baru saja.",
  },
  mail: {
    verifySubject: "Konfirmasi akun GeoCert Anda",
    verifyBody:
      "Halo,\n\nsebuah akun GeoCert telah dibuat dengan alamat email ini. Untuk mengonfirmasi alamat tersebut, buka tautan ini dan masukkan kata sandi yang dipilih untuk akun itu:\n\n{{link}}\n\nTautan ini berlaku selama satu jam. Jika Anda tidak membuat akun, abaikan pesan ini: akun yang tidak dikonfirmasi akan dihapus setelah 7 hari.\n\nGeoCert",
    resetSubject: "Atur ulang kata sandi GeoCert Anda",
    resetBody:
      "Halo,\n\nseseorang meminta untuk mengatur ulang kata sandi akun GeoCert Anda. Untuk memilih kata sandi baru, buka:\n\n{{link}}\n\nTautan ini hanya dapat digunakan sekali dan kedaluwarsa dalam satu jam. Jika bukan Anda yang memintanya, abaikan pesan ini: kata sandi Anda tetap sama.\n\nGeoCert",
    existingSubject: "Seseorang mencoba membuat akun GeoCert dengan alamat Anda",
    existingBody:
      "Halo,\n\nseseorang, mungkin Anda, mencoba membuat akun GeoCert dengan alamat email ini. Alamat ini sudah memiliki akun, dan tidak ada yang diubah.\n\nJika itu Anda, masuklah di {{signIn}} atau pilih kata sandi baru dengan tautan ini (tautan ini juga mengonfirmasi alamat Anda dan mengakhiri semua sesi akun):\n\n{{link}}\n\nTautan ini hanya dapat digunakan sekali dan kedaluwarsa dalam satu jam. Jika bukan Anda, abaikan pesan ini.\n\nGeoCert",
  },
} satisfies Namespaces["auth"];

export default auth;
