import type { Namespaces } from "../types";

const credentials = {
  meta: {
    title: "Mes certifications — GeoCert",
    description:
      "Vos certifications GeoCert avec leur statut en direct et leurs pages publiques, et les certifications délivrées à votre adresse à réclamer.",
    publicTitle: "{{certification}} de {{name}} — GeoCert",
    publicDescription:
      "{{name}} détient la certification GeoCert {{id}} ({{certification}}). Statut aujourd'hui : {{status}}. Vérifiez-la en direct dans le registre GeoCert.",
  },
  mine: {
    title: "Mes certifications",
    lead: "Les certifications rattachées à votre compte, avec leur statut en direct, leurs pages publiques et leurs téléchargements.",
    account: "Votre compte",
    heldHeading: "Certifications détenues",
    empty: "Aucune certification n'est encore rattachée à votre compte.",
    emptyHelp:
      "Les certifications délivrées à {{email}} apparaissent sur cette page pour que vous les réclamiez. Si la vôtre a été délivrée à une autre adresse, écrivez-nous et nous la rattacherons à votre compte.",
    contact: "Écrire à GeoCert",
  },
  renewal: {
    open: "Renouvellement ouvert",
    renew: "Renouveler",
    renewLabel: "Renouveler la certification {{id}}",
    underReview: "Renouvellement en cours d’examen",
  },
  claim: {
    heading: "Délivrées à votre adresse",
    text: "Ces certifications ont été délivrées à {{email}}. Réclamez-les pour les rattacher à votre compte.",
    submit: "Réclamer",
    submitLabel: "Réclamer la certification {{id}}",
    done: "La certification {{id}} est désormais rattachée à votre compte.",
  },
  card: {
    levelLabel: "Niveau {{number}} · {{level}}",
    holder: "Titulaire",
    id: "Identifiant de la certification",
    issued: "Délivrée le",
    expires: "Valable jusqu'au",
    expired: "Expirée le",
    domains: "Domaines de compétence",
    status: "Statut",
  },
  statuses: {
    valid: "Active",
    expired: "Expirée",
    suspended: "Suspendue",
    revoked: "Révoquée",
  },
  statusText: {
    valid: "Le registre GeoCert confirme cette certification aujourd'hui.",
    expired: "Cette certification a expiré et n'est plus valable tant qu'elle n'est pas renouvelée.",
    suspended: "GeoCert a suspendu cette certification : elle n'est pas valable pendant la suspension.",
    revoked: "GeoCert a révoqué cette certification : elle n'est plus valable.",
  },
  publicPage: {
    heading: "Page publique",
    on: "Activée : toute personne disposant du lien peut ouvrir la page de cette certification.",
    off: "Désactivée : seuls vous et l'équipe GeoCert pouvez ouvrir la page de cette certification.",
    switchOn: "Activer la page publique",
    switchOff: "Désactiver la page publique",
    switchLabel: "{{action}} de la certification {{id}}",
    open: "Ouvrir la page publique",
    openLabel: "Ouvrir la page publique de la certification {{id}}",
    preview: "Aperçu de la page",
    previewLabel: "Aperçu de la page de la certification {{id}}",
    doneOn: "La page publique de la certification {{id}} est activée.",
    doneOff: "La page publique de la certification {{id}} est désactivée.",
  },
  page: {
    issuedTo: "Délivrée à",
    issuedBy: "Délivrée par GeoCert",
    checked: "Statut lu en direct dans le registre GeoCert le {{date}}.",
    verifyHeading: "Vérifier cette certification",
    verifyText:
      "Chacun peut confirmer cette certification dans le registre GeoCert avec son identifiant et le nom de famille du titulaire, sans compte.",
    verifyLink: "Vérifier dans le registre",
    verifyLabel: "Vérifier dans le registre : certification {{id}}",
    shareHeading: "Partager cette certification",
    shareText:
      "Envoyez ce lien ou ajoutez-le à votre CV ou à votre profil : la page affiche toujours le statut actuel de la certification.",
    shareLabel: "Lien vers cette page",
    copy: "Copier le lien",
    copied: "Lien copié",
    privateNotice: "Seuls vous et l'équipe GeoCert pouvez ouvrir cette page : sa page publique est désactivée.",
    privateAction: "La gérer dans Mes certifications",
    staffNotice:
      "Vous voyez cette page en tant que membre de l'équipe GeoCert : son titulaire ne l'a pas rendue publique.",
    badgeLabel: "Badge de certification GeoCert, niveau {{level}}",
  },
  errors: {
    cannotClaim:
      "Cette certification ne peut pas être réclamée avec votre compte. Si elle est à vous, écrivez-nous et nous la rattacherons à votre compte.",
    notYours: "Cette certification n'est pas rattachée à votre compte.",
  },
} satisfies Namespaces["credentials"];

export default credentials;
