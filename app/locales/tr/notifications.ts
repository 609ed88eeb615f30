import type { PartialMessages } from "../types";

const notifications = {
  meta: { title: "Bildirimler — GeoCert", preferencesTitle: "Bildirim ayarları — GeoCert" },
  page: {
    heading: "Bildirimler",
    intro: "Katıldığınız tartışmalarda, mentorluklarınızda ve ilanlarınızda olup bitenler.",
    empty: "Henüz bir şey yok. Biri size yanıt verdiğinde ya da sizden söz ettiğinde burada görünür.",
    markAllRead: "Tümünü okundu işaretle",
    unread: "Okunmamış",
    settings: "Bildirim ayarları",
    listLabel: "Bildirimleriniz",
  },
  types: {
    forum: {
      reply: { label: "Tartışmalarıma gelen yanıtlar", text: "{{actor}}, “{{title}}” tartışmasına yanıt verdi" },
      replyAfter: {
        label: "Bir tartışmada benden sonra gelen yanıtlar",
        text: "{{actor}} da “{{title}}” tartışmasına yanıt verdi",
      },
      mention: { label: "Biri benden söz ettiğinde", text: "{{actor}}, “{{title}}” tartışmasında sizden söz etti" },
      accepted: {
        label: "Yanıtım çözüm olarak kabul edildiğinde",
        text: "“{{title}}” tartışmasındaki yanıtınız çözüm olarak kabul edildi",
      },
      watched: {
        label: "İzlediğim tartışmalar ve kategoriler",
        text: "{{actor}}, izlediğiniz “{{title}}” tartışmasına yazdı",
      },
    },
    mentorship: {
      request: { label: "Bana gelen mentorluk istekleri", text: "{{actor}} mentoru olmanızı istiyor" },
      accepted: { label: "Mentorluk isteğim kabul edildiğinde", text: "{{actor}} mentorluk isteğinizi kabul etti" },
      declined: { label: "Mentorluk isteğim reddedildiğinde", text: "{{actor}} mentorluk isteğinizi kabul edemiyor" },
      ending: { label: "Bir mentorluk yakında bittiğinde", text: "{{actor}} ile mentorluğunuz yakında bitiyor" },
    },
    jobs: {
      expiring: {
        label: "İş ilanımın süresi yakında dolduğunda",
        text: "“{{title}}” iş ilanınızın süresi 3 gün içinde doluyor",
      },
    },
  },
  groups: { forum: "Forum", mentorship: "Mentorluk", jobs: "İş ilanları" },
  delivery: { instant: "Hemen e-posta", daily: "Günlük özet", weekly: "Haftalık özet", off: "E-posta yok" },
  preferences: {
    heading: "Bildirim ayarları",
    intro:
      "Her şey bildirim listenizde kalır. Her tür için ayrıca hemen bir e-posta mı, günde bir (07:00 UTC) ya da haftada bir (pazartesi) e-posta mı alacağınızı ya da hiç almayacağınızı seçin.",
    save: "Ayarları kaydet",
    back: "Hesabınıza dönün",
    watching: "İzlediğiniz veya sessize aldığınız tartışmalar ve kategoriler",
    watchingNone: "Henüz hiçbir şeyi izlemiyorsunuz. Bir tartışmada veya kategoride “İzle” düğmesini kullanın.",
    watched: "İzleniyor",
    muted: "Sessizde",
    category: "Kategori",
    unwatch: "{{title}} izlemeyi bırak",
    unmute: "{{title}} sesini aç",
  },
  done: { saved: "Bildirim ayarlarınız kaydedildi." },
  errors: { invalid: "Seçeneklerden birini seçin." },
  mail: {
    subject: "GeoCert: {{text}}",
    open: "GeoCert'te aç",
    instantBody:
      "Merhaba {{name}},\n\n{{text}}.\n\n{{link}}\n\nHangi e-postaları alacağınızı, tür tür, bildirim ayarlarınızda seçin:\n{{settings}}\n\nGeoCert",
    reason: "Bu e-postayı GeoCert hesabınızın bildirim ayarları nedeniyle alıyorsunuz.",
    kindType: "GeoCert hesabınızın “{{label}}” e-postaları",
    kindDigest: "GeoCert hesabınızın günlük ve haftalık bildirim özetleri",
    dailySubject: "GeoCert: günlük özetiniz",
    weeklySubject: "GeoCert: haftalık özetiniz",
    digestBody:
      "Merhaba {{name}},\n\nSon özetinizden bu yana olanlar:\n\n{{items}}\n\n{{active}}\n\nTüm bildirimleriniz:\n{{list}}\n\nHangi e-postaları alacağınızı bildirim ayarlarınızda seçin:\n{{settings}}\n\nGeoCert",
    digestNew: "Sizin için yeni",
    digestActive: "En hareketli tartışmalar",
    digestReplies: "yeni yanıt: {{count}}",
    unsubscribe: "Bu e-postaları tek tıkla durdurun:",
  },
} satisfies PartialMessages<"notifications">;

export default notifications;
