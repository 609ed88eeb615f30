import type { PartialMessages } from "../types";

const credentialsAdmin = {
  meta: {
    title: "Sertifikasi — Administrasi — GeoCert",
    importTitle: "Impor sertifikasi — Administrasi — GeoCert",
  },
  list: {
    heading: "Registri sertifikasi",
    search: "Cari",
    id: "ID sertifikasi",
    holder: "Pemegang",
    level: "Tingkat",
    status: "Status",
    actions: "Tindakan",
  },
  statuses: {
    valid: "Berlaku",
    active: "Aktif",
    expired: "Kedaluwarsa",
    suspended: "Ditangguhkan",
    revoked: "Dicabut",
    notFound: "Tidak ditemukan",
  },
  change: {
    open: "Ubah status",
    status: "Status baru",
    reason: "Alasan",
    date: "Tanggal berlaku",
    submit: "Simpan status",
  },
  issue: {
    heading: "Terbitkan sertifikasi",
    givenNames: "Nama depan",
    lastName: "Nama belakang",
    email: "Email",
    level: "Tingkat",
    domains: "Bidang kompetensi",
    issuedOn: "Diterbitkan",
    expiresOn: "Berlaku hingga",
    submit: "Terbitkan sertifikasi",
  },
  import: {
    link: "Impor dari CSV",
    heading: "Impor sertifikasi dari CSV",
    template: "Unduh templat CSV",
    file: "Berkas CSV",
    preview: "Periksa berkas",
    row: "Baris",
    problems: "Masalah",
  },
  errors: {
    givenNames: "Masukkan nama depan.",
    lastName: "Masukkan nama belakang.",
    email: "Masukkan email yang valid, atau kosongkan.",
    level: "Pilih salah satu dari empat tingkat.",
    domains: "Pilih minimal satu bidang kompetensi.",
    date: "Masukkan tanggal dengan format TTTT-BB-HH.",
    expiryBeforeIssue: "Tanggal kedaluwarsa harus setelah tanggal terbit.",
    status: "Pilih status.",
    reason: "Berikan alasan (minimal 3 karakter).",
  },
} satisfies PartialMessages<"credentialsAdmin">;

export default credentialsAdmin;
