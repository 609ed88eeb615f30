import type { Namespaces } from "../types";

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
    idHint:
      "Tel qu’imprimé sur le certificat, p. ex. GCF-2026-7KQ4-XM. Majuscules, espaces et tirets n’ont pas d’importance.",
    name: "Nom de famille du titulaire",
    nameHint: "Comme sur le certificat ; accents et majuscules n’ont pas d’importance.",
    submit: "Vérifier",
    checking: "Vérification…",
    privacy:
      "Les deux sont nécessaires, afin que le registre ne puisse pas être parcouru. Nous n’affichons que ce que montre le certificat.",
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
  statusText: {
    valid: "Cette certification est valide : le titulaire est certifié au niveau indiqué ci-dessous.",
    expired: "Cette certification a expiré. Le titulaire était certifié, mais ne l’a pas renouvelée.",
    suspended: "Cette certification est suspendue. Le titulaire ne peut pas s’en prévaloir avant sa réactivation.",
    revoked: "Cette certification a été révoquée. Elle n’est plus valide.",
    notFound:
      "Aucune certification ne correspond à cet identifiant et à ce nom de famille. Comparez-les avec le certificat, ou demandez-en une copie au titulaire.",
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
    domainsHint: "Chaque domaine renvoie à ses compétences dans le référentiel.",
    checked: "Vérifié auprès du registre en direct le {{date}}.",
  },
  share: {
    heading: "Partager cette vérification",
    text: "Le lien interroge à nouveau le registre à chaque ouverture : il affiche donc toujours le statut actuel.",
    link: "Lien de vérification",
    copy: "Copier le lien",
    copied: "Lien copié",
    qr: "Code QR du lien de vérification",
    print: "Imprimer",
  },
  aside: {
    heading: "Comment fonctionne la vérification",
    items: {
      live: "Les réponses proviennent du registre en direct, pas d’une copie.",
      minimal:
        "Nous affichons le statut, le nom du titulaire, le niveau, les dates et les domaines — jamais de coordonnées.",
      limit:
        "Les recherches sont limitées à 30 toutes les 10 minutes par connexion, pour empêcher les essais au hasard.",
    },
    bulkHeading: "De nombreuses certifications à vérifier ?",
    bulkText: "Les partenaires peuvent vérifier jusqu’à 5 000 certifications à la fois à partir d’un tableur.",
    bulkLink: "Vérification groupée",
  },
} satisfies Namespaces["verify"];

export default verify;
