import type { PartialMessages } from "../types";

const notifications = {
  meta: { title: "Notifications — GeoCert", preferencesTitle: "Réglages des notifications — GeoCert" },
  page: {
    heading: "Notifications",
    intro: "Ce qui s’est passé dans les discussions auxquelles vous participez, vos mentorats et vos offres.",
    empty: "Rien pour l’instant. Quand quelqu’un vous répond ou vous mentionne, cela s’affiche ici.",
    markAllRead: "Tout marquer comme lu",
    unread: "Non lue",
    settings: "Réglages des notifications",
    listLabel: "Vos notifications",
  },
  types: {
    forum: {
      reply: { label: "Réponses à mes discussions", text: "{{actor}} a répondu dans « {{title}} »" },
      replyAfter: {
        label: "Réponses après la mienne dans une discussion",
        text: "{{actor}} a aussi répondu dans « {{title}} »",
      },
      mention: { label: "Quelqu’un me mentionne", text: "{{actor}} vous a mentionné dans « {{title}} »" },
      accepted: {
        label: "Ma réponse est acceptée comme solution",
        text: "Votre réponse dans « {{title}} » a été acceptée comme solution",
      },
      watched: {
        label: "Discussions et catégories que je suis",
        text: "{{actor}} a publié dans « {{title}} », que vous suivez",
      },
    },
    mentorship: {
      request: {
        label: "Demandes de mentorat qui me sont adressées",
        text: "{{actor}} vous demande d’être son mentor",
      },
      accepted: { label: "Ma demande de mentorat est acceptée", text: "{{actor}} a accepté votre demande de mentorat" },
      declined: {
        label: "Ma demande de mentorat est refusée",
        text: "{{actor}} ne peut pas accepter votre demande de mentorat",
      },
      ending: { label: "Un mentorat se termine bientôt", text: "Votre mentorat avec {{actor}} se termine bientôt" },
    },
    jobs: {
      expiring: {
        label: "Mon offre d’emploi expire bientôt",
        text: "Votre offre d’emploi « {{title}} » expire dans 3 jours",
      },
    },
  },
  groups: { forum: "Forum", mentorship: "Mentorat", jobs: "Offres d’emploi" },
  delivery: {
    instant: "E-mail immédiat",
    daily: "Résumé quotidien",
    weekly: "Résumé hebdomadaire",
    off: "Pas d’e-mail",
  },
  preferences: {
    heading: "Réglages des notifications",
    intro:
      "Tout reste dans votre liste de notifications. Choisissez pour chaque type si vous recevez aussi un e-mail immédiat, un par jour (07:00 UTC) ou par semaine (le lundi), ou aucun.",
    save: "Enregistrer les réglages",
    back: "Retour à votre compte",
    watching: "Discussions et catégories que vous suivez ou mettez en sourdine",
    watchingNone: "Vous ne suivez rien pour l’instant. Utilisez « Suivre » sur une discussion ou une catégorie.",
    watched: "Suivie",
    muted: "En sourdine",
    category: "Catégorie",
    unwatch: "Ne plus suivre {{title}}",
    unmute: "Réactiver {{title}}",
  },
  done: { saved: "Vos réglages de notifications sont enregistrés." },
  errors: { invalid: "Choisissez une des options." },
  mail: {
    subject: "GeoCert : {{text}}",
    open: "Ouvrir sur GeoCert",
    instantBody:
      "Bonjour {{name}},\n\n{{text}}.\n\n{{link}}\n\nChoisissez les e-mails que vous recevez, par type, dans vos réglages de notifications :\n{{settings}}\n\nGeoCert",
    reason: "Vous recevez cet e-mail en raison des réglages de notifications de votre compte GeoCert.",
    kindType: "les e-mails « {{label}} » de votre compte GeoCert",
    kindDigest: "les résumés quotidiens et hebdomadaires de notifications de votre compte GeoCert",
    dailySubject: "GeoCert : votre résumé du jour",
    weeklySubject: "GeoCert : votre résumé de la semaine",
    digestBody:
      "Bonjour {{name}},\n\nVoici ce qui s’est passé depuis votre dernier résumé.\n\n{{items}}\n\n{{active}}\n\nToutes vos notifications :\n{{list}}\n\nChoisissez les e-mails que vous recevez dans vos réglages de notifications :\n{{settings}}\n\nGeoCert",
    digestNew: "Nouveau pour vous",
    digestActive: "Discussions les plus actives",
    digestReplies: "nouvelles réponses : {{count}}",
    unsubscribe: "Arrêtez ces e-mails en un clic :",
  },
} satisfies PartialMessages<"notifications">;

export default notifications;
