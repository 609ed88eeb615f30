import type { PartialMessages } from "../types";

const partnerApply = {
  meta: {
    title: "Devenir partenaire — GeoCert",
    description:
      "Proposez votre soutien à GeoCert en tant que partenaire industriel, académique, de formation ou public : quatre étapes courtes.",
  },
  header: {
    eyebrow: "Partenariat",
    title: "Devenir partenaire",
    lead: "Présentez votre organisation et votre contribution ; notre équipe partenariats répond sous dix jours ouvrés.",
  },
  trail: {
    partners: "Partenaires",
  },
  progress: {
    label: "Étape {{step}} sur {{total}}",
    steps: "Étapes de la candidature",
    done: "terminée",
  },
  steps: {
    organisation: {
      title: "Organisation",
    },
    contact: {
      title: "Personne de contact",
    },
    contribution: {
      title: "Contribution",
    },
    review: {
      title: "Vérifier et envoyer",
    },
  },
  fields: {
    organisation: "Nom de l’organisation",
    organisationType: "Type d’organisation",
    tier: "Niveau de partenariat souhaité",
    country: "Pays",
    website: "Site web",
    contactName: "Nom complet",
    contactRole: "Fonction",
    email: "E-mail",
    phone: "Téléphone",
    contribution: "Comment contribueriez-vous ?",
    areas: "Domaines de contribution",
  },
  types: {
    industry: "Industrie",
    academic: "Monde académique",
    training: "Organisme de formation",
    government: "Administration ou ONG",
  },
  tiers: {
    platinum: "Platine",
    gold: "Or",
    silver: "Argent",
  },
  buttons: {
    next: "Continuer",
    back: "Retour",
    edit: "Modifier",
    submit: "Envoyer la candidature",
    saving: "Enregistrement…",
  },
  errors: {
    organisation: "Saisissez le nom de l’organisation (au moins 2 caractères).",
    organisationType: "Choisissez le type d’organisation.",
    tier: "Choisissez un niveau.",
    country: "Saisissez le pays.",
    website: "Saisissez une adresse web comme https://example.org, ou laissez vide.",
    contactName: "Saisissez le nom complet de la personne de contact.",
    email: "Saisissez une adresse e-mail valide.",
    phone: "Saisissez un numéro de téléphone valide, ou laissez vide.",
    contribution: "Décrivez votre contribution en 20 caractères au moins.",
    contributionLong: "Restez sous 3 000 caractères.",
    consent: "Veuillez donner votre accord pour que nous conservions votre candidature.",
    tooLong: "C’est trop long.",
    rateLimited: "Trop de tentatives depuis votre connexion. Réessayez dans quelques minutes.",
    failed: "Votre candidature n’a pas pu être enregistrée. Veuillez réessayer.",
  },
  sent: {
    heading: "Merci — votre candidature a été envoyée",
    back: "Retour à la page des partenaires",
  },
  mail: {
    subject: "Votre candidature de partenariat auprès de GeoCert",
  },
  admin: {
    heading: "Candidatures de partenariat",
    status: "Statut",
    notes: "Notes",
    save: "Enregistrer",
    statuses: {
      new: "Nouvelle",
      inReview: "En cours d’examen",
      approved: "Acceptée",
      declined: "Refusée",
    },
  },
} satisfies PartialMessages<"partnerApply">;

export default partnerApply;
