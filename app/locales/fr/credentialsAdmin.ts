import type { PartialMessages } from "../types";

const credentialsAdmin = {
  meta: {
    title: "Certifications — Administration — GeoCert",
    importTitle: "Importer des certifications — Administration — GeoCert",
  },
  list: {
    heading: "Registre des certifications",
    search: "Rechercher",
    id: "Identifiant",
    holder: "Titulaire",
    level: "Niveau",
    status: "Statut",
    actions: "Actions",
  },
  statuses: {
    valid: "Valide",
    active: "Active",
    expired: "Expirée",
    suspended: "Suspendue",
    revoked: "Révoquée",
    notFound: "Introuvable",
  },
  change: {
    open: "Changer le statut",
    status: "Nouveau statut",
    reason: "Motif",
    date: "Date d’effet",
    submit: "Enregistrer le statut",
  },
  issue: {
    heading: "Délivrer une certification",
    givenNames: "Prénoms",
    lastName: "Nom de famille",
    email: "E-mail",
    level: "Niveau",
    domains: "Domaines de compétence",
    issuedOn: "Délivrée le",
    expiresOn: "Valide jusqu’au",
    submit: "Délivrer la certification",
  },
  import: {
    link: "Importer un CSV",
    heading: "Importer des certifications depuis un CSV",
    template: "Télécharger le modèle CSV",
    file: "Fichier CSV",
    preview: "Vérifier le fichier",
    row: "Ligne",
    problems: "Problèmes",
  },
  errors: {
    givenNames: "Saisissez les prénoms.",
    lastName: "Saisissez le nom de famille.",
    email: "Saisissez une adresse e-mail valide, ou laissez vide.",
    level: "Choisissez l’un des quatre niveaux.",
    domains: "Choisissez au moins un domaine de compétence.",
    date: "Saisissez une date au format AAAA-MM-JJ.",
    expiryBeforeIssue: "La date d’expiration doit suivre la date de délivrance.",
    status: "Choisissez un statut.",
    reason: "Indiquez un motif (au moins 3 caractères).",
  },
} satisfies PartialMessages<"credentialsAdmin">;

export default credentialsAdmin;
