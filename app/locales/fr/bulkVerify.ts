import type { Namespaces } from "../types";

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
    text: "Deux colonnes : credential_id et last_name. Jusqu’à {{rows}} lignes et {{size}} par vérification ; rien de ce que vous envoyez n’est conservé.",
    template: "Télécharger le modèle CSV",
    file: "Fichier CSV",
    fileHint: "Séparateur virgule, point-virgule ou tabulation, UTF-8. La ligne d’en-tête est facultative.",
    or: "ou",
    paste: "Coller des lignes",
    pasteHint:
      "Une certification par ligne : l’identifiant, une virgule, puis le nom de famille. Vous pouvez coller deux colonnes d’un tableur.",
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
    unreadable: "Ce fichier n’a pas pu être lu comme CSV (vers la ligne {{line}}) : vérifiez ses guillemets.",
    unreadableNoLine: "Ce fichier n’a pas pu être lu comme CSV : vérifiez ses guillemets.",
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
    total_one: "{{formatted}} ligne vérifiée",
    total_other: "{{formatted}} lignes vérifiées",
    caption: "Résultat de chaque ligne",
    row: "Ligne",
    id: "Identifiant",
    lastName: "Nom envoyé",
    status: "Statut",
    holder: "Titulaire",
    level: "Niveau",
    expires: "Valide jusqu’au",
    download: "Télécharger les résultats (CSV)",
    again: "Vérifier d’autres certifications",
    note: "Les numéros de ligne sont ceux de votre fichier. Le téléchargement interroge à nouveau le registre et contient les mêmes lignes.",
  },
  csv: {
    row: "ligne",
    credentialId: "credential_id",
    lastName: "last_name",
    status: "statut",
    holder: "titulaire",
    level: "niveau",
    issued: "delivree_le",
    expires: "expire_le",
    error: "erreur",
  },
} satisfies Namespaces["bulkVerify"];

export default bulkVerify;
