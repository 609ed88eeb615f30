import type { PartialMessages } from "../types";

const jobScraping = {
  meta: {
    title: "Collecte d’offres · GeoCert",
    newTitle: "Ajouter une source · GeoCert",
    editTitle: "Source · GeoCert",
  },
  heading: "Collecte d’offres",
  list: {
    add: "Ajouter une source",
    name: "Source",
    schedule: "Planification",
    status: "Statut",
    lastRun: "Dernière exécution",
    actions: "Actions",
    never: "Jamais exécutée",
    runNow: "Exécuter maintenant",
    edit: "Paramètres et journal",
    enabled: "Activée",
    disabled: "Désactivée",
    manual: "Sur demande uniquement",
  },
  kinds: {
    greenhouse: "Greenhouse",
    lever: "Lever",
    ashby: "Ashby",
    rss: "RSS / Atom",
    html: "HTML",
  },
  form: {
    newHeading: "Ajouter une source",
    name: "Nom",
    kind: "Type de source",
    keywords: "Filtres par mot-clé",
    scheduleLegend: "Planification",
    create: "Ajouter une source",
    save: "Enregistrer les modifications",
    cancel: "Annuler",
    delete: "Supprimer la source",
  },
  runs: {
    heading: "Journal des exécutions",
    started: "Début",
    status: "Résultat",
    found: "Trouvées",
    created: "Nouvelles",
    updated: "Mises à jour",
    expired: "Expirée",
    error: "Erreur",
    triggers: {
      manual: "Exécuter maintenant",
      schedule: "Planification",
    },
    statuses: {
      running: "En cours",
      ok: "Réussie",
      failed: "Échec",
    },
  },
  done: {
    failed: "L’exécution a échoué ; le journal en indique la raison.",
    busy: "Cette source est déjà en cours d’exécution. Réessayez dans un instant.",
  },
  errors: {
    name: "Saisissez un nom d’au moins 2 caractères.",
    identifier: "Saisissez l’identifiant du tableau, le nom du site ou l’adresse.",
    cron: "Saisissez une expression cron valide à cinq champs, par exemple 0 6 * * *.",
    interval: "Saisissez un nombre entier de minutes entre 15 et 10 080.",
  },
} satisfies PartialMessages<"jobScraping">;

export default jobScraping;
