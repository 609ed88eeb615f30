import type { Namespaces } from "../types";

/** French strings of the account namespace (complete). */
const account = {
  meta: {
    title: "Votre compte — GeoCert",
    description:
      "Votre profil GeoCert, vos résultats au questionnaire de préparation, votre mot de passe et vos paramètres de confidentialité.",
  },
  title: "Votre compte",
  lead: "Votre profil, vos résultats au questionnaire de préparation et vos paramètres de confidentialité, réunis en un seul endroit.",
  memberSince: "Membre depuis le {{date}}",
  /** The account navigation's link to /account/events. */
  eventsLink: "Mes événements",
  roles: {
    member: "Membre",
    partner: "Partenaire",
    admin: "Administrateur",
  },
  /** The link to the CPD ledger. */
  cpdLink: "Registre de DPC",
  sections: {
    label: "Rubriques du compte",
    profile: "Profil",
    credentials: "Mes certifications",
    results: "Résultats au questionnaire",
    password: "Mot de passe",
    delete: "Supprimer le compte",
  },
  profile: {
    heading: "Profil",
    text: "Votre nom figure sur les certificats et, si vous y participez, dans la communauté.",
    name: "Nom complet",
    email: "Adresse e-mail",
    emailHint: "Pour modifier votre adresse de connexion, veuillez nous contacter.",
    country: "Pays",
    countryHint: "Facultatif. Nous aide à vous proposer des événements et des sections près de chez vous.",
    language: "Langue préférée",
    languageHint: "Les pages et les e-mails que nous vous envoyons utilisent cette langue.",
    newsletter: "M’envoyer la lettre d’information GeoCert",
    newsletterHint:
      "Environ une fois par mois : nouvelles certifications, événements et actualités. Vous pouvez l’arrêter ici à tout moment.",
    submit: "Enregistrer le profil",
    saved: "Votre profil a été enregistré.",
  },
  credentials: {
    heading: "Mes certifications",
    text: "Vos certifications GeoCert : leur statut en direct, leurs pages publiques et leurs téléchargements.",
    none: "Aucune certification n'est encore rattachée à votre compte.",
    held_one: "Vous détenez {{count}} certification.",
    held_other: "Vous détenez {{count}} certifications.",
    claimable_one: "{{count}} certification délivrée à votre adresse attend d'être réclamée.",
    claimable_other: "{{count}} certifications délivrées à votre adresse attendent d'être réclamées.",
    open: "Ouvrir Mes certifications",
  },
  results: {
    heading: "Résultats au questionnaire de préparation",
    text: "Les questionnaires que vous avez terminés en étant connecté. Chaque page de résultats peut être partagée ou imprimée.",
    empty:
      "Aucun résultat pour l’instant. Le questionnaire de préparation prend environ 15 minutes et recommande votre niveau de départ.",
    takeQuiz: "Répondre au questionnaire de préparation",
    date: "Date",
    level: "Niveau recommandé",
    score: "Score",
    view: "Voir le résultat",
    viewLabel: "Voir le résultat du {{date}}",
  },
  password: {
    heading: "Modifier le mot de passe",
    text: "Vous serez déconnecté des autres appareils sur lesquels vous êtes connecté.",
    current: "Mot de passe actuel",
    new: "Nouveau mot de passe",
    newHint: "Au moins 10 caractères, avec des lettres et au moins un chiffre ou un symbole.",
    confirm: "Répétez le nouveau mot de passe",
    submit: "Modifier le mot de passe",
    changed: "Votre mot de passe a été modifié.",
  },
  delete: {
    heading: "Supprimer le compte",
    text: "Cette action supprime votre nom, votre adresse e-mail, votre mot de passe, votre abonnement à la lettre d’information et le lien vers vos résultats au questionnaire. Vos messages dans la communauté restent visibles, attribués à un ancien membre. Cette action est irréversible.",
    password: "Votre mot de passe, pour confirmer",
    confirm: "Je comprends que mon compte sera définitivement supprimé",
    submit: "Supprimer mon compte",
    done: "Votre compte a été supprimé.",
  },
  errors: {
    name: "Veuillez saisir votre nom (2 caractères au minimum).",
    nameLong: "Veuillez raccourcir votre nom à 120 caractères maximum.",
    countryLong: "Veuillez raccourcir le nom du pays à 80 caractères maximum.",
    language: "Veuillez choisir l’une des langues de la liste.",
    passwordRequired: "Veuillez saisir votre mot de passe actuel.",
    wrongPassword: "Ce n’est pas votre mot de passe actuel.",
    passwordShort: "Votre mot de passe doit comporter au moins 10 caractères.",
    passwordLong: "Votre mot de passe doit comporter au plus 128 caractères.",
    passwordWeak: "Veuillez associer des lettres à au moins un chiffre ou un symbole.",
    passwordMismatch: "Les deux mots de passe ne sont pas identiques.",
    lastAdmin:
      "Vous êtes le seul administrateur actif : nommez d'abord un autre administrateur avant de supprimer votre compte.",
    deleteConfirm: "Veuillez cocher la case pour confirmer.",
    rateLimited: "Trop de tentatives. Veuillez patienter quelques minutes, puis réessayer.",
    failed: "Un problème est survenu de notre côté. Aucune modification n’a été apportée. Veuillez réessayer.",
  },
} satisfies Namespaces["account"];

export default account;
