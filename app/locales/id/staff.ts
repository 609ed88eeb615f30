import type { Namespaces } from "../types";

/** Indonesian strings of the staff area (complete). */
const staff = {
  meta: {
    title: "Area staf — GeoCert",
    conflictsTitle: "Konflik kepentingan — Area staf — GeoCert",
    adminTitle: "Tugas staf — Administrasi — GeoCert",
  },
  title: "Area staf",
  lead: "Apa yang dapat Anda lakukan sesuai tugas Anda. Setiap tugas membuka pekerjaannya sendiri; aturan ketidakberpihakan berlaku untuk semuanya.",
  nav: {
    label: "Area staf",
    home: "Ikhtisar",
    conflicts: "Konflik kepentingan",
    complaints: "Pengaduan",
    applications: "Permohonan",
    appeals: "Banding",
    overview: "Angka permohonan",
  },
  duties: {
    applicationReviewer: "Peninjau permohonan",
    certificationDecision: "Pengambil keputusan sertifikasi",
    appealsPanel: "Panel banding",
    examAdministration: "Administrasi ujian",
    invigilation: "Pengawas ujian",
    assessment: "Asesor",
    finance: "Keuangan",
  },
  dutyText: {
    applicationReviewer: "Meninjau permohonan sertifikasi: bukti, pemberi referensi, dan daftar periksa jenjangnya.",
    certificationDecision:
      "Memutuskan permohonan yang telah ditinjau: menyetujui, meminta tambahan, atau menolak disertai alasan.",
    appealsPanel: "Menangani banding dan pengaduan tentang pemegang atau tentang GeoCert hingga ada hasilnya.",
    examAdministration: "Menyelenggarakan sesi ujian dan mencatat hasilnya.",
    invigilation:
      "Memeriksa identitas kandidat di sesi Anda, mengizinkan mereka masuk, mencatat insiden, menjeda atau mengakhiri percobaan.",
    assessment: "Menilai portofolio dan wawancara panel dengan rubrik tingkatnya, terlepas dari asesor lainnya.",
    finance: "Mencatat pembayaran dan pengembalian biaya.",
  },
  home: {
    yourDuties: "Tugas Anda",
    none: "Anda belum memegang tugas apa pun. Administrator memberikan tugas di Administrasi › Tugas staf.",
    open: "Buka",
    notYet: "Halamannya belum tersedia di situs.",
    conflictsHeading: "Ketidakberpihakan",
    conflictsText:
      "Nyatakan setiap konflik kepentingan dengan kandidat, pemegang, atau rekan kerja. Anda tidak akan menangani kasus mereka, kasus Anda sendiri, maupun banding atas keputusan Anda sendiri.",
    conflictsLink: "Pernyataan Anda",
    adminLink: "Berikan dan cabut tugas",
  },
  conflicts: {
    heading: "Konflik kepentingan",
    text: "Nyatakan konflik dengan siapa pun yang memiliki akun di sini: melalui alamat email atau nama. Tarik pernyataan jika sudah tidak berlaku lagi.",
    declareHeading: "Nyatakan konflik",
    person: "Orang (alamat email atau nama)",
    personHint: "Alamat email yang persis, atau bagian nama yang hanya dimiliki satu akun.",
    reason: "Alasan",
    reasonHint: "Misalnya: kerabat, mantan pemberi kerja, mitra bisnis.",
    declare: "Nyatakan",
    mineHeading: "Pernyataan Anda yang berlaku",
    allHeading: "Semua pernyataan yang berlaku",
    none: "Tidak ada pernyataan yang berlaku.",
    staffMember: "Anggota staf",
    personColumn: "Orang",
    reasonColumn: "Alasan",
    declaredColumn: "Dinyatakan",
    withdraw: "Tarik",
    withdrawLabel: "Tarik pernyataan tentang {{name}}",
  },
  admin: {
    heading: "Tugas staf",
    text: "Akun dengan peran staf beserta tugasnya. Berikan dulu peran staf kepada akun di bagian Pengguna; administrator memegang semua tugas.",
    none: "Belum ada akun staf. Berikan peran staf kepada akun di bagian Pengguna.",
    name: "Anggota staf",
    dutiesColumn: "Tugas",
    grant: "Berikan",
    remove: "Cabut",
    grantLabel: "Berikan {{duty}} kepada {{name}}",
    removeLabel: "Cabut {{duty}} dari {{name}}",
    held: "dipegang",
    notHeld: "tidak dipegang",
  },
  done: {
    declared: "Konflik kepentingan Anda dengan {{name}} telah dicatat.",
    alreadyDeclared: "Pernyataan tentang {{name}} sudah berlaku.",
    withdrawn: "Pernyataan telah ditarik.",
    granted: "{{name}} kini memegang tugas {{duty}}.",
    removed: "{{name}} tidak lagi memegang tugas {{duty}}.",
  },
  errors: {
    personRequired: "Masukkan alamat email atau nama.",
    personNone: "Tidak ada akun dengan alamat email atau nama ini.",
    personSeveral: "Beberapa akun cocok dengan nama ini: masukkan alamat email saja.",
    personSelf: "Anda tidak dapat menyatakan konflik dengan diri sendiri.",
    reasonShort: "Berikan alasan minimal 5 karakter.",
    reasonLong: "Alasan harus kurang dari 1.000 karakter.",
    notStaff: "Hanya akun dengan peran staf yang dapat memegang tugas.",
    notFound: "Pernyataan ini tidak (lagi) berlaku.",
  },
  impartiality: {
    own: "Ini kasus Anda sendiri: orang lain yang menanganinya.",
    conflict:
      "Anda menyatakan konflik kepentingan dengan seseorang dalam kasus ini (atau sebaliknya): orang lain yang menanganinya.",
    sameDecider: "Anda yang membuat keputusan yang dipersoalkan: orang lain yang menanganinya.",
  },
} satisfies Namespaces["staff"];

export default staff;
