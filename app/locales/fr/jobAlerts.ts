import type { Namespaces } from "../types";

const jobAlerts = {
  meta: {
    title: "Alertes emploi · GeoCert",
    description:
      "Les recherches du tableau des offres pour lesquelles vous recevez des courriels : changez leur fréquence ou supprimez-les.",
  },
  save: {
    heading: "Recevoir ces offres par courriel",
    lead: "Enregistrez les filtres actuels du tableau comme alerte : nous vous envoyons les offres correspondantes dès leur publication.",
    frequency: "Fréquence",
    email: "Votre adresse électronique",
    emailHint:
      "Nous envoyons d’abord un lien pour confirmer cette adresse ; rien d’autre n’est envoyé avant que vous l’ayez suivi.",
    memberNote: "Les alertes sont envoyées à l’adresse de votre compte.",
    submit: "Enregistrer l’alerte",
    manage: "Vos alertes emploi",
  },
  frequencies: {
    instant: "Dès leur publication",
    daily: "Résumé quotidien",
    weekly: "Résumé hebdomadaire",
  },
  filters: {
    all: "Toutes les offres",
    keyword: "Mot-clé : {{value}}",
    salary: "Salaire à partir de {{value}}",
  },
  page: {
    heading: "Alertes emploi",
    lead: "Les recherches du tableau des offres pour lesquelles nous vous écrivons. Chaque courriel contient aussi un lien pour l’arrêter.",
    empty: "Vous n’avez encore aucune alerte emploi. Enregistrez-en une depuis les filtres du tableau des offres.",
    board: "Tableau des offres",
    filters: "Recherche",
    frequency: "Fréquence",
    change: "Modifier",
    delete: "Supprimer l’alerte",
    deleteNamed: "Supprimer l’alerte : {{name}}",
    open: "Afficher sur le tableau des offres",
    guestHeading: "Votre alerte emploi",
    pending: "Cette alerte attend votre confirmation : aucun courriel n’est envoyé avant que vous la confirmiez.",
    confirm: "Confirmer l’alerte",
    invalid: "Ce lien n’est plus valable : l’alerte a été supprimée ou n’a pas été confirmée dans les trois jours.",
    signedInAs: "Les alertes sont envoyées à {{email}}.",
  },
  done: {
    saved: "Alerte enregistrée. Les nouvelles offres correspondant à cette recherche vous seront envoyées.",
    guestSaved:
      "Merci. Si cette adresse peut recevoir nos courriels, un lien de confirmation est en route : les alertes commencent dès que vous l’aurez suivi.",
    confirmed: "Alerte confirmée. Les nouvelles offres correspondant à cette recherche vous seront envoyées.",
    frequency: "Enregistré : {{frequency}}.",
    deleted: "Alerte supprimée. Plus aucun courriel ne sera envoyé pour elle.",
  },
  errors: {
    frequency: "Choisissez une fréquence.",
    emailRequired: "Saisissez votre adresse électronique.",
    email: "Saisissez une adresse comme nom@example.org.",
    verifyFirst:
      "Confirmez d’abord l’adresse électronique de votre compte (suivez le lien que nous vous avons envoyé), puis enregistrez l’alerte.",
    rateLimited: "Trop d’alertes en peu de temps. Réessayez dans une heure.",
  },
  mail: {
    confirmSubject: "Confirmez votre alerte emploi GeoCert",
    confirmBody:
      "Quelqu’un a demandé que des alertes emploi GeoCert soient envoyées à cette adresse.\n\nRecherche : {{filters}}\nFréquence : {{frequency}}\n\nPour commencer à les recevoir, confirmez ici :\n{{link}}\n\nSi ce n’était pas vous, ignorez ce courriel : rien d’autre ne sera envoyé et la demande sera supprimée dans {{days}} jours.",
    alertSubject: "Nouvelles offres en géothermie pour votre alerte ({{count}})",
    alertIntro: "Nouvelles offres correspondant à votre recherche ({{filters}}) :",
    more: "{{count}} de plus sur le tableau des offres :",
    allOnBoard: "Toutes les offres correspondantes sur le tableau des offres :",
    footer: "Vous recevez ce courriel parce que vous avez enregistré une alerte emploi sur GeoCert ({{frequency}}).",
    manage: "Changer la fréquence ou supprimer cette alerte :",
    unsubscribe: "Arrêter cette alerte :",
    renew: "Renouveler l’offre",
    kind: "les courriels d’alerte d’une recherche enregistrée sur le tableau des offres de GeoCert",
    reminderSubject: "Votre offre d’emploi expire dans 3 jours",
    reminderBody:
      "Votre offre d’emploi sur GeoCert expire le {{date}} :\n\n{{title}}\n\nPour la garder ouverte 30 jours de plus, renouvelez-la sur sa page (connectez-vous si on vous le demande) :\n{{link}}\n\nSi le poste est pourvu, vous n’avez rien à faire : l’offre se ferme d’elle-même.",
  },
} satisfies Namespaces["jobAlerts"];

export default jobAlerts;
