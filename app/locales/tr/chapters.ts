import type { Namespaces } from "../types";

const chapters = {
  meta: {
    title: "Bölgesel şubeler",
    description:
      "İzlanda'dan Yeni Zelanda'ya GeoCert'in bölgesel şubeleri: yöneticiler, üyeler, yaklaşan buluşmalar ve her biri için bir forum kategorisi.",
    chapterTitle: "{{name}} şubesi",
    chapterDescription:
      "GeoCert'in {{city}} merkezli {{name}} şubesi: yöneticiler, üyeler, yaklaşan etkinlikler ve forumu.",
  },
  title: "Bölgesel şubeler",
  lead: "Sertifikalı profesyonellerden oluşan yerel gruplar bir araya gelir, saha deneyimlerini paylaşır ve sınava hazırlık düzenler: size yakın şubeye katılın.",
  names: {
    iceland: "İzlanda",
    turkiye: "Türkiye",
    kenya: "Kenya",
    indonesia: "Endonezya",
    philippines: "Filipinler",
    newZealand: "Yeni Zelanda",
    usaWest: "ABD Batı",
    mexico: "Meksika",
    italy: "İtalya",
    japan: "Japonya",
  },
  regions: {
    europe: "Avrupa",
    africa: "Afrika",
    asia: "Asya",
    oceania: "Okyanusya",
    americas: "Amerika",
  },
  map: {
    heading: "Dünyadaki şubeler",
    label: "Şubelerin dünya haritası; aşağıdaki liste aynı şubeleri içerir",
    marker: "{{name}} şubesi, {{city}}",
  },
  list: {
    heading: "Bölgelere göre şubeler",
    members_one: "{{formatted}} üye",
    members_other: "{{formatted}} üye",
    founded: "Kuruluş: {{year}}",
    open: "{{name}} şubesini açın",
    member: "Üyesiniz",
  },
  chapter: {
    city: "Toplantı yeri",
    region: "Bölge",
    founded: "Kuruluş",
    members: "Üyeler",
    leads: "Şube yöneticileri",
    roles: {
      chair: "Başkan",
      secretary: "Sekreter",
      events: "Etkinlik koordinatörü",
    },
    events: "Yaklaşan şube etkinlikleri",
    noEvents: "Henüz planlanmış şube etkinliği yok. Çevrim içi oturumlar için tüm etkinliklere bakın.",
    allEvents: "Tüm etkinlikler",
    forum: "Şube forumu",
    forumText: "{{name}} şubesinin soruları ve haberleri kendi forum kategorisinde tartışılır.",
    forumLink: "{{name}} forumunu açın",
    join: "Şubeye katılın",
    leave: "Şubeden ayrılın",
    joinText: "Üyeler şubenin haberlerini ve buluşma davetlerini alır.",
    isMember: "Bu şubenin üyesisiniz.",
    signIn: "Bu şubeye katılmak için oturum açın.",
    signInButton: "Oturum aç",
    back: "Tüm şubeler",
    joined: "{{name}} şubesine hoş geldiniz.",
    left: "{{name}} şubesinden ayrıldınız.",
  },
  errors: {
    rateLimited: "Kısa sürede çok fazla değişiklik. Lütfen daha sonra yeniden deneyin.",
  },
} satisfies Namespaces["chapters"];

export default chapters;
