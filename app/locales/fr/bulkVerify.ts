import type { PartialMessages } from "../types";

const bulkVerify = {
  meta: {
    title: "Vérification groupée — GeoCert",
    description:
      "Les partenaires vérifient jusqu’à 5 000 certifications GeoCert à la fois à partir d’un fichier CSV ou de lignes collées.",
  },
  header: {
    eyebrow: "Pour les partenaires",
    title: "Vérification groupée",
    lead: "Vérifiez de nombreuses certifications à la fois : importez un tableau d’identifiants et de noms de famille, ou collez les lignes.",
  },
  trail: {
    partners: "Partenaires",
  },
  form: {
    heading: "Certifications à vérifier",
    template: "Télécharger le modèle CSV",
    file: "Fichier CSV",
    or: "ou",
    paste: "Coller des lignes",
    submit: "Vérifier les certifications",
    checking: "Vérification…",
  },
  progress: {
    label: "Progression de la vérification",
    reading: "Lecture du fichier…",
    status: "{{done}} lignes vérifiées sur {{total}}",
  },
  errors: {
    empty: "Rien à vérifier : choisissez un fichier ou collez des lignes.",
    tooLarge: "Ce fichier dépasse {{size}}. Divisez-le en fichiers plus petits.",
    tooManyRows: "Ce fichier compte plus de {{rows}} lignes. Divisez-le en fichiers plus petits.",
    rateLimited: "Trop de vérifications depuis votre compte. Réessayez dans {{minutes}} minutes.",
    failed: "La vérification n’a pas pu aboutir. Veuillez réessayer.",
    idRequired: "Identifiant manquant",
    idFormat: "Pas un identifiant de certification",
    idCheck: "Faute de frappe dans l’identifiant (caractère de contrôle)",
    nameRequired: "Nom de famille manquant",
    nameLong: "Nom de famille trop long",
  },
  statuses: {
    valid: "Valide",
    expired: "Expirée",
    suspended: "Suspendue",
    revoked: "Révoquée",
    notFound: "Introuvable",
    error: "Erreur de ligne",
  },
  results: {
    heading: "Résultats",
    summary: "Synthèse",
    row: "Ligne",
    id: "Identifiant",
    lastName: "Nom envoyé",
    status: "Statut",
    holder: "Titulaire",
    level: "Niveau",
    expires: "Valide jusqu’au",
    download: "Télécharger les résultats (CSV)",
    again: "Vérifier d’autres certifications",
  },
} satisfies PartialMessages<"bulkVerify">;

export default bulkVerify;
