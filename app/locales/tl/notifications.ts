import type { PartialMessages } from "../types";

const notifications = {
  meta: { title: "Mga abiso — GeoCert", preferencesTitle: "Mga setting ng abiso — GeoCert" },
  page: {
    heading: "Mga abiso",
    intro: "Ang nangyari sa mga talakayang sinasalihan mo, sa iyong mentorship at sa iyong mga listing.",
    empty: "Wala pa. Kapag may sumagot o bumanggit sa iyo, lalabas ito rito.",
    markAllRead: "Markahang nabasa lahat",
    unread: "Hindi pa nababasa",
    settings: "Mga setting ng abiso",
    listLabel: "Ang iyong mga abiso",
  },
  types: {
    forum: {
      reply: { label: "Mga sagot sa aking mga talakayan", text: "Sumagot si {{actor}} sa “{{title}}”" },
      replyAfter: {
        label: "Mga sagot pagkatapos ng akin sa isang talakayan",
        text: "Sumagot din si {{actor}} sa “{{title}}”",
      },
      mention: { label: "May bumanggit sa akin", text: "Binanggit ka ni {{actor}} sa “{{title}}”" },
      accepted: {
        label: "Tinanggap ang aking sagot bilang solusyon",
        text: "Tinanggap bilang solusyon ang iyong sagot sa “{{title}}”",
      },
      watched: {
        label: "Mga talakayan at kategoryang sinusubaybayan ko",
        text: "Nag-post si {{actor}} sa “{{title}}”, na sinusubaybayan mo",
      },
    },
    mentorship: {
      request: {
        label: "Mga kahilingan sa mentorship para sa akin",
        text: "Hinihiling ni {{actor}} na maging mentor ka niya",
      },
      accepted: {
        label: "Tinanggap ang aking kahilingan sa mentorship",
        text: "Tinanggap ni {{actor}} ang iyong kahilingan sa mentorship",
      },
      declined: {
        label: "Tinanggihan ang aking kahilingan sa mentorship",
        text: "Hindi matatanggap ni {{actor}} ang iyong kahilingan sa mentorship",
      },
      ending: {
        label: "Malapit nang matapos ang isang mentorship",
        text: "Malapit nang matapos ang mentorship mo kay {{actor}}",
      },
    },
    jobs: {
      expiring: {
        label: "Malapit nang mag-expire ang aking job listing",
        text: "Mag-e-expire sa loob ng 3 araw ang iyong job listing na “{{title}}”",
      },
    },
  },
  groups: { forum: "Forum", mentorship: "Mentorship", jobs: "Mga Bakanteng Trabaho" },
  delivery: { instant: "Email agad", daily: "Pang-araw-araw na buod", weekly: "Lingguhang buod", off: "Walang email" },
  preferences: {
    heading: "Mga setting ng abiso",
    intro:
      "Nananatili ang lahat sa iyong listahan ng abiso. Piliin sa bawat uri kung makatatanggap ka rin ng email agad, isa bawat araw (07:00 UTC) o bawat linggo (tuwing Lunes), o wala.",
    save: "I-save ang mga setting",
    back: "Bumalik sa iyong account",
    watching: "Mga talakayan at kategoryang sinusubaybayan o naka-mute",
    watchingNone: "Wala ka pang sinusubaybayan. Gamitin ang “Subaybayan” sa isang talakayan o kategorya.",
    watched: "Sinusubaybayan",
    muted: "Naka-mute",
    category: "Kategorya",
    unwatch: "Itigil ang pagsubaybay sa {{title}}",
    unmute: "I-unmute ang {{title}}",
  },
  done: { saved: "Na-save ang iyong mga setting ng abiso." },
  errors: { invalid: "Pumili ng isa sa mga opsyon." },
  mail: {
    subject: "GeoCert: {{text}}",
    open: "Buksan sa GeoCert",
    instantBody:
      "Kumusta {{name}},\n\n{{text}}.\n\n{{link}}\n\nPiliin kung aling mga email ang matatanggap mo, bawat uri, sa iyong mga setting ng abiso:\n{{settings}}\n\nGeoCert",
    reason: "Natatanggap mo ang email na ito dahil sa mga setting ng abiso ng iyong GeoCert account.",
    kindType: "mga email tungkol sa “{{label}}” para sa iyong GeoCert account",
    kindDigest: "ang pang-araw-araw at lingguhang buod ng abiso ng iyong GeoCert account",
    dailySubject: "GeoCert: ang iyong pang-araw-araw na buod",
    weeklySubject: "GeoCert: ang iyong lingguhang buod",
    digestBody:
      "Kumusta {{name}},\n\nIto ang nangyari mula noong huli mong buod.\n\n{{items}}\n\n{{active}}\n\nLahat ng iyong abiso:\n{{list}}\n\nPiliin kung aling mga email ang matatanggap mo sa iyong mga setting ng abiso:\n{{settings}}\n\nGeoCert",
    digestNew: "Bago para sa iyo",
    digestActive: "Pinakaaktibong mga talakayan",
    digestReplies: "mga bagong sagot: {{count}}",
    unsubscribe: "Itigil ang mga email na ito sa isang click:",
  },
} satisfies PartialMessages<"notifications">;

export default notifications;
