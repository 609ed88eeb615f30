import type { PartialMessages } from "../types";

const jobScraping = {
  meta: {
    title: "Pengumpulan lowongan · GeoCert",
    newTitle: "Tambah sumber · GeoCert",
    editTitle: "Sumber · GeoCert",
  },
  heading: "Pengumpulan lowongan",
  list: {
    add: "Tambah sumber",
    name: "Sumber",
    schedule: "Jadwal",
    status: "Status",
    lastRun: "Terakhir dijalankan",
    actions: "Tindakan",
    never: "Belum pernah dijalankan",
    runNow: "Jalankan sekarang",
    edit: "Pengaturan dan log",
    enabled: "Aktif",
    disabled: "Nonaktif",
    manual: "Hanya sesuai permintaan",
  },
  kinds: {
    greenhouse: "Greenhouse",
    lever: "Lever",
    ashby: "Ashby",
    rss: "RSS / Atom",
    html: "HTML",
  },
  form: {
    newHeading: "Tambah sumber",
    name: "Nama",
    kind: "Jenis sumber",
    keywords: "Saringan kata kunci",
    scheduleLegend: "Jadwal",
    create: "Tambah sumber",
    save: "Simpan perubahan",
    cancel: "Batal",
    delete: "Hapus sumber",
  },
  runs: {
    heading: "Log eksekusi",
    started: "Mulai",
    status: "Hasil",
    found: "Ditemukan",
    created: "Baru",
    updated: "Diperbarui",
    expired: "Kedaluwarsa",
    error: "Galat",
    triggers: {
      manual: "Jalankan sekarang",
      schedule: "Jadwal",
    },
    statuses: {
      running: "Berjalan",
      ok: "Berhasil",
      failed: "Gagal",
    },
  },
  done: {
    failed: "Eksekusi gagal; log menunjukkan penyebabnya.",
    busy: "Sumber ini sedang dijalankan. Coba lagi sebentar lagi.",
  },
  errors: {
    name: "Masukkan nama minimal 2 karakter.",
    identifier: "Masukkan token papan, nama situs, atau alamat.",
    cron: "Masukkan ekspresi cron yang valid dengan lima kolom, misalnya 0 6 * * *.",
    interval: "Masukkan jumlah menit bulat antara 15 dan 10.080.",
  },
} satisfies PartialMessages<"jobScraping">;

export default jobScraping;
