import type { Namespaces } from "../types";

const newsletter = {
  confirm: {
    metaTitle: "Konfirmasi langganan Anda — GeoCert",
    heading: "Konfirmasi langganan buletin Anda",
    lead: "Satu klik dan alamat ini menerima buletin GeoCert sebulan sekali. Anda dapat berhenti berlangganan dari setiap edisi.",
    button: "Konfirmasi langganan",
    done: "Selesai: alamat ini sekarang menerima buletin GeoCert.",
    invalidHeading: "Tautan konfirmasi ini tidak berfungsi",
    invalidText:
      "Tautan tidak lengkap, sudah digunakan, atau lebih dari 7 hari. Daftar lagi di beranda dan kami akan mengirim tautan baru.",
    home: "Ke beranda",
    errors: {
      invalid: "Tautan konfirmasi ini tidak berfungsi. Daftar lagi untuk mendapatkan yang baru.",
      failed: "Terjadi kesalahan di pihak kami. Silakan coba lagi.",
    },
  },
  mail: {
    confirmSubject: "Konfirmasi langganan buletin GeoCert Anda",
    confirmBody:
      "Seseorang meminta buletin GeoCert dikirim ke alamat ini. Untuk mengonfirmasi, gunakan tombol di bawah dalam 7 hari:\n\n{{link}}\n\nJika itu bukan Anda, abaikan email ini: tanpa konfirmasi alamat ini tidak berlangganan dan dihapus setelah 7 hari.",
    confirmButton: "Konfirmasi langganan",
  },
} satisfies Namespaces["newsletter"];

export default newsletter;
