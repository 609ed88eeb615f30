import type { Namespaces } from "../types";

/** Indonesian strings of the testimonials namespace (complete). */
const testimonials = {
  meta: {
    title: "Kisah — GeoCert",
    description:
      "Kisah para profesional panas bumi bersertifikat dari lima kawasan dan semua tingkat, dari teknisi lapangan hingga fellow ahli.",
  },
  header: {
    eyebrow: "Kisah",
    title: "Kisah para profesional bersertifikat",
    lead: "Teknisi, insinyur, manajer, dan ilmuwan menceritakan perubahan yang dibawa sertifikasi dalam karier panas bumi mereka.",
  },
  filters: {
    heading: "Saring kisah",
    level: "Tingkat sertifikasi",
    region: "Kawasan",
    allLevels: "Semua tingkat",
    allRegions: "Semua kawasan",
  },
  results: {
    heading: "Kisah",
    showing: "Menampilkan {{shown}} dari {{total}} kisah",
    empty: "Belum ada kisah untuk tingkat dan kawasan ini.",
    showAll: "Tampilkan semua kisah",
  },
  levels: {
    associate: "Tingkat Awal",
    professional: "Profesional",
    senior: "Profesional Senior",
    expert: "Fellow Ahli",
  },
  regions: {
    africa: "Afrika",
    americas: "Amerika",
    asiaPacific: "Asia dan Pasifik",
    europe: "Eropa",
    westAsia: "Asia Barat",
  },
  fictionalNote: "Orang, organisasi, dan kisah di halaman ini adalah contoh fiktif.",
  stories: {
    wanjiru: {
      role: "Teknisi lapangan",
      quote:
        "Sertifikat itu memberi tahu atasan saya apa yang bisa saya lakukan sebelum saya harus membuktikannya sendiri.",
      story: [
        "Wanjiru tumbuh beberapa kilometer dari sebuah lapangan uap, tetapi pertama kali bekerja di tim irigasi sebuah perkebunan bunga. Ketika koperasi membuka program magang, ia bergabung sebagai pekerja umum dan mempelajari kerangka kompetensi pada malam hari bersama dua rekannya.",
        "Setelah lulus ujian Tingkat Awal dalam bahasa Swahili, ia dipindahkan ke kru perawatan kepala sumur. Kini ia melatih para pemagang baru tentang prosedur penguncian dan berencana mengikuti ujian tingkat Profesional tahun depan.",
      ],
    },
    guorun: {
      role: "Insinyur operasi pembangkit",
      quote: "Sertifikasi memberi pengalaman saya sebuah nama yang dipahami orang di luar Islandia.",
      story: [
        "Guðrún menghabiskan delapan tahun mengoperasikan pembangkit listrik dan panas gabungan, dan sebagian besar ilmunya ia peroleh dari para kepala regu sebelumnya. Ketika perusahaan utilitasnya mulai mengikuti tender di luar negeri, klien meminta bukti kompetensi yang tidak dapat diberikan oleh jabatan lokal.",
        "Penilaian tingkat Profesional membuatnya menuliskan prosedur yang selama ini hanya ada di kepalanya. Dua tulisan itu kini menjadi bagian dari manual operasi perusahaannya, dan ia telah bergabung dengan panel peninjau kerangka kompetensi.",
      ],
    },
    mehmet: {
      role: "Pengawas pengeboran",
      quote:
        "Di rig, kepercayaan adalah segalanya. Standar bersama membuat saya lebih cepat memercayai anggota kru baru.",
      story: [
        "Mehmet memulai kariernya sebagai roughneck di industri minyak dan gas dan beralih ke pengeboran panas bumi lima belas tahun lalu, ketika formasi yang lebih panas dan fluida korosif mengubah banyak hal yang telah ia pelajari.",
        "Ia mengikuti ujian Profesional Senior untuk memimpin kru di beberapa negara. Sejak itu perusahaannya mewajibkan pengebor baru memiliki setidaknya sertifikasi Tingkat Awal, dan kecelakaan dengan hilang waktu kerja di rig-rignya terus menurun selama tiga tahun berturut-turut.",
      ],
    },
    hana: {
      role: "Direktur teknis",
      quote: "Kredensial ahli bukan terutama soal apa yang Anda ketahui, melainkan apa yang Anda berikan kembali.",
      story: [
        "Hana merancang jaringan panas yang mengalirkan air dari sumber air panas ke rumah, rumah kaca, dan pemandian. Pekerjaannya memadukan ilmu reservoir dengan dialog bersama masyarakat setempat yang telah memanfaatkan sumber air panas itu selama berabad-abad.",
        "Sebagai Fellow Ahli, ia membimbing empat insinyur setiap tahun dan meninjau soal ujian tentang pemanfaatan langsung panas. Menurutnya, pertanyaan panel fellowship tentang kerjanya bersama masyarakat adalah yang tersulit sepanjang kariernya.",
      ],
    },
    rosa: {
      role: "Ahli geokimia",
      quote: "Dinilai dalam bahasa Spanyol berarti ujian itu mengukur ilmu saya, bukan bahasa Inggris saya.",
      story: [
        "Rosa mengambil sampel fluida dari mata air di dataran tinggi untuk memperkirakan suhu reservoir, sering kali di ketinggian lebih dari 4.000 meter. Laporannya membantu menentukan lokasi pengeboran sumur-sumur pertama sebuah proyek.",
        "Ia memperoleh sertifikasi tingkat Profesional dalam bahasa Spanyol, lalu membantu memeriksa terjemahan Spanyol untuk soal-soal geokimia. Kini ia menyelenggarakan kursus lapangan bagi mahasiswa dari tiga universitas.",
      ],
    },
    ayu: {
      role: "Petugas lingkungan",
      quote:
        "Saya berlatar belakang biologi. Kerangka kompetensi menunjukkan dengan tepat ilmu teknik apa yang perlu saya pelajari.",
      story: [
        "Ayu bergabung dengan perusahaannya untuk memantau hutan dan air di sekitar sebuah pembangkit baru. Ia segera menyadari bahwa ia harus memahami fluida pengeboran, injeksi ulang brine, dan batas kebisingan agar dapat bekerja dengan baik.",
        "Sertifikasi Tingkat Awal, yang ia ambil dalam bahasa Indonesia, memberinya cara belajar yang terstruktur. Kini ia memimpin pemantauan lingkungan pembangkit dan memaparkan hasilnya kepada dewan desa setiap triwulan.",
      ],
    },
    joseph: {
      role: "Insinyur reservoir",
      quote: "Lembaga kami kini menggunakan kerangka kompetensi untuk merencanakan pelatihan setiap insinyur baru.",
      story: [
        "Joseph membangun model numerik reservoir untuk sebuah lembaga pemerintah yang menjelajahi lapangan-lapangan baru. Sebagian besar pelatihannya berasal dari kursus singkat di luar negeri, masing-masing dengan sertifikatnya sendiri dan tidak ada yang sebanding satu sama lain.",
        "Saat bersiap untuk ujian tingkat Profesional, ia menemukan kekurangan dalam pengetahuannya tentang uji sumur dan menutupinya bersama rekan-rekannya. Lembaganya kemudian mengadopsi kerangka kompetensi untuk program lulusan barunya.",
      ],
    },
    miguel: {
      role: "Manajer operasi",
      quote: "Sekarang saya merekrut berdasarkan kerangka kompetensi. Wawancara tidak lagi bergantung pada tebakan.",
      story: [
        "Miguel mengelola tiga pembangkit di dataran tinggi vulkanik, dengan lebih dari seratus staf dalam giliran kerja bergilir. Dulu, mencari orang dengan keterampilan yang tepat berarti wawancara panjang dan kesalahan yang mahal.",
        "Setelah ia sendiri memperoleh sertifikasi Profesional Senior, ia menulis ulang deskripsi jabatan timnya berdasarkan tingkat-tingkat dalam kerangka. Kini karyawan baru datang dengan mengetahui apa yang diharapkan dari mereka, dan promosi internal mengikuti jalur yang sama.",
      ],
    },
    elif: {
      role: "Operator pembangkit magang",
      quote:
        "Sebagai insinyur pertama di keluarga saya, saya menginginkan bukti keterampilan yang dapat diperiksa siapa saja.",
      story: [
        "Elif kuliah teknik mesin dan bergabung dengan pembangkit siklus biner sebagai operator magang. Ia mempersiapkan ujian Tingkat Awal dengan panduan belajar dan soal latihan gratis, dalam bahasa Turki.",
        "Kelulusannya membantunya masuk ke jadwal ruang kendali lebih cepat dari rencana. Kini ia menjadi relawan di sebuah cabang regional, membantu siswa sekolah kejuruan mempersiapkan ujian pertama mereka.",
      ],
    },
    lars: {
      role: "Manajer proyek pemanas distrik",
      quote:
        "Panas bumi dalam adalah hal baru di kota kami. Staf bersertifikat membantu kami memperoleh kepercayaan publik.",
      story: [
        "Lars memimpin konversi jaringan pemanas distrik dari batu bara ke panas bumi dalam. Warga dan dewan kota ingin tahu bahwa orang-orang yang mengebor di bawah jalan mereka memahami apa yang mereka kerjakan.",
        "Proyek tersebut mewajibkan sertifikasi Profesional Senior untuk posisi kunci, dan Lars sendiri memperolehnya. Ia mengatakan pertemuan publik menjadi lebih mudah setelah ia dapat merujuk pada standar yang independen dan dipublikasikan.",
      ],
    },
    tama: {
      role: "Kepala ahli geosains",
      quote: "Kredensial terbaik adalah yang terus menuntut Anda belajar. Sertifikasi ulang melakukan hal itu.",
      story: [
        "Tama telah memetakan sistem panas bumi selama tiga puluh tahun dan bekerja erat dengan iwi yang menjadi penjaga tanah dan sumber dayanya. Ia memandang geosains dan pengetahuan lokal sebagai mitra, bukan pesaing.",
        "Sebagai Fellow Ahli, ia mengetuai panel yang meninjau bagian eksplorasi dalam kerangka kompetensi. Yang paling ia hargai adalah sertifikasi ulang: hal itu membuatnya terus membaca, mengajar, dan berhubungan dengan rekan-rekan yang lebih muda.",
      ],
    },
    samuel: {
      role: "Penasihat kebijakan tenaga kerja",
      quote:
        "Pemerintah dapat merencanakan lebih baik jika keterampilan dihitung dengan cara yang sama di semua negara.",
      story: [
        "Samuel mengkaji kebutuhan keterampilan industri panas bumi di beberapa negara Afrika dan memberi nasihat kepada kementerian tentang anggaran pelatihan. Sebelum ada kerangka bersama, setiap negara menggambarkan keterampilan dengan caranya sendiri.",
        "Sebagai Fellow Ahli, ia membantu memetakan kualifikasi nasional ke empat tingkat dalam kerangka. Observatoriumnya kini menerbitkan hitungan tahunan profesional bersertifikat menurut tingkat dan negara.",
      ],
    },
  },
} satisfies Namespaces["testimonials"];

export default testimonials;
