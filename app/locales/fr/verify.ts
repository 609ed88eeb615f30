import type { PartialMessages } from "../types";

const verify = {
  meta: {
    title: "Vérifier une certification — GeoCert",
    description:
      "Vérifiez qu’une personne détient une certification GeoCert : saisissez l’identifiant et le nom de famille du titulaire pour voir son statut, son niveau, ses dates et ses domaines.",
  },
  header: {
    eyebrow: "Pour les employeurs et les partenaires",
    title: "Vérifier une certification",
    lead: "Saisissez l’identifiant de la certification et le nom de famille du titulaire pour savoir, d’après le registre en direct, si elle est valide.",
  },
  trail: {
    partners: "Partenaires",
  },
  form: {
    heading: "Rechercher une certification",
    id: "Identifiant de la certification",
    name: "Nom de famille du titulaire",
    submit: "Vérifier",
    checking: "Vérification…",
  },
  errors: {
    idRequired: "Saisissez l’identifiant de la certification.",
    idFormat:
      "Ce n’est pas un identifiant de certification. Il ressemble à GCF-2026-7KQ4-XM : une année et six lettres ou chiffres (jamais O, I, L, 0 ni 1).",
    idCheck:
      "Cet identifiant contient une faute de frappe : un caractère est erroné ou deux sont inversés. Comparez-le avec le certificat.",
    nameRequired: "Saisissez le nom de famille du titulaire.",
    nameLong: "Le nom de famille est trop long.",
    rateLimited_one: "Trop de recherches depuis votre connexion. Réessayez dans {{count}} minute.",
    rateLimited_other: "Trop de recherches depuis votre connexion. Réessayez dans {{count}} minutes.",
  },
  statuses: {
    valid: "Valide",
    expired: "Expirée",
    suspended: "Suspendue",
    revoked: "Révoquée",
    notFound: "Introuvable",
  },
  result: {
    heading: "Résultat",
    credentialId: "Identifiant",
    holder: "Titulaire",
    level: "Niveau",
    issued: "Délivrée le",
    expires: "Valide jusqu’au",
    expired: "Expirée le",
    domains: "Domaines de compétence",
  },
  share: {
    heading: "Partager cette vérification",
    link: "Lien de vérification",
    copy: "Copier le lien",
    copied: "Lien copié",
    qr: "Code QR du lien de vérification",
    print: "Imprimer",
  },
} satisfies PartialMessages<"verify">;

export default verify;
