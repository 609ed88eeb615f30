import type { Namespaces } from "../types";

/** French strings of the auth namespace (complete). */
const auth = {
  meta: {
    title: "Se connecter ou créer un compte — GeoCert",
    description:
      "Connectez-vous à GeoCert pour conserver vos résultats au questionnaire de préparation, gérer votre profil et participer à la communauté.",
    forgotTitle: "Réinitialiser votre mot de passe — GeoCert",
    resetTitle: "Choisir un nouveau mot de passe — GeoCert",
    verifyTitle: "Confirmer votre adresse e-mail — GeoCert",
  },
  title: "Votre compte GeoCert",
  lead: "Un seul compte pour vos résultats au questionnaire de préparation, votre profil, la communauté et, pour les partenaires, la vérification des certificats.",
  tabs: {
    label: "Se connecter ou s’inscrire",
    signIn: "Se connecter",
    signUp: "Créer un compte",
  },
  signIn: {
    heading: "Se connecter",
    email: "Adresse e-mail",
    password: "Mot de passe",
    submit: "Se connecter",
    forgot: "Mot de passe oublié ?",
    noAccount: "Nouveau sur GeoCert ? Créez un compte",
  },
  signUp: {
    heading: "Créer un compte",
    name: "Nom complet",
    nameHint: "Tel qu’il doit figurer sur les certificats.",
    email: "Adresse e-mail",
    emailHint: "Nous envoyons un lien de confirmation à cette adresse.",
    password: "Mot de passe",
    passwordHint: "Au moins 10 caractères, avec des lettres et au moins un chiffre ou un symbole.",
    submit: "Créer le compte",
    terms:
      "En créant un compte, vous acceptez que nous conservions votre nom et votre adresse e-mail pour gérer votre compte. Vous pouvez le supprimer à tout moment.",
  },
  checkMail: {
    heading: "Consultez votre boîte de réception",
    text: "Si l’adresse {{email}} peut être utilisée pour un nouveau compte, un lien de confirmation vous a été envoyé. Ouvrez-le dans l’heure pour activer votre compte, puis connectez-vous.",
    back: "Retour à la connexion",
  },
  verify: {
    heading: "Confirmez votre adresse e-mail",
    text: "Pour confirmer {{email}}, saisissez le mot de passe choisi à la création du compte. Vous serez ensuite connecté.",
    password: "Mot de passe du compte",
    submit: "Confirmer et se connecter",
    notYou:
      "Vous n’avez pas créé ce compte, ou vous n’en connaissez pas le mot de passe ? Choisissez plutôt un nouveau mot de passe : cela confirme aussi l’adresse, et seul votre mot de passe fonctionnera ensuite.",
    chooseNew: "Choisir un nouveau mot de passe",
    okHeading: "Adresse e-mail confirmée",
    okText: "Merci. Votre compte est actif et vous êtes connecté.",
    failedHeading: "Ce lien n’est plus valable",
    failedText:
      "Les liens de confirmation expirent au bout d’une heure et ne fonctionnent qu’une fois. Connectez-vous avec votre adresse e-mail et votre mot de passe pour en recevoir un nouveau.",
    toAccount: "Accéder à votre compte",
    toSignIn: "Aller à la connexion",
  },
  forgot: {
    heading: "Réinitialiser votre mot de passe",
    text: "Saisissez l’adresse e-mail de votre compte. Nous vous envoyons un lien pour choisir un nouveau mot de passe ; il est valable une heure.",
    email: "Adresse e-mail",
    submit: "Envoyer le lien de réinitialisation",
    sentHeading: "Consultez votre boîte de réception",
    sentText:
      "Si un compte utilise l’adresse {{email}}, un lien de réinitialisation vous a été envoyé. Il ne fonctionne qu’une fois, pendant une heure.",
    back: "Retour à la connexion",
  },
  reset: {
    heading: "Choisir un nouveau mot de passe",
    password: "Nouveau mot de passe",
    confirm: "Répétez le nouveau mot de passe",
    submit: "Enregistrer le nouveau mot de passe",
    done: "Votre mot de passe a été modifié. Connectez-vous avec le nouveau.",
    invalidHeading: "Ce lien de réinitialisation n’est plus valable",
    invalidText:
      "Les liens de réinitialisation expirent au bout d’une heure et ne fonctionnent qu’une fois. Demandez-en un nouveau.",
    again: "Demander un nouveau lien",
  },
  errors: {
    name: "Veuillez saisir votre nom (2 caractères au minimum).",
    nameLong: "Veuillez raccourcir votre nom à 120 caractères maximum.",
    email: "Veuillez saisir une adresse e-mail valide, par exemple nom@exemple.com.",
    passwordRequired: "Veuillez saisir votre mot de passe.",
    passwordShort: "Votre mot de passe doit comporter au moins 10 caractères.",
    passwordLong: "Votre mot de passe doit comporter au plus 128 caractères.",
    passwordWeak: "Veuillez associer des lettres à au moins un chiffre ou un symbole.",
    passwordEmail: "Veuillez choisir un mot de passe qui ne contient pas votre adresse e-mail.",
    passwordMismatch: "Les deux mots de passe ne sont pas identiques.",
    invalidCredentials: "L’adresse e-mail ou le mot de passe est incorrect. Veuillez réessayer.",
    notVerified:
      "Veuillez d’abord confirmer votre adresse e-mail. Nous vous avons envoyé un nouveau lien de confirmation.",
    disabled: "Ce compte a été désactivé. Contactez-nous si vous pensez qu’il s’agit d’une erreur.",
    tooManyAttempts_one: "Trop de tentatives de connexion. Veuillez patienter une minute, puis réessayer.",
    tooManyAttempts_other: "Trop de tentatives de connexion. Veuillez patienter {{minutes}} minutes, puis réessayer.",
    rateLimited: "Trop de requêtes. Veuillez patienter quelques minutes, puis réessayer.",
    failed: "Un problème est survenu de notre côté. Veuillez réessayer.",
    confirmPassword:
      "Ce n’est pas le mot de passe de ce compte. Si vous ne l’avez pas choisi, choisissez plutôt un nouveau mot de passe.",
  },
  mail: {
    verifySubject: "Confirmez votre compte GeoCert",
    verifyBody:
      "Bonjour,\n\nun compte GeoCert a été créé avec cette adresse e-mail. Pour confirmer l’adresse, ouvrez ce lien et saisissez le mot de passe choisi pour le compte :\n\n{{link}}\n\nCe lien fonctionne pendant une heure. Si vous n’avez pas créé de compte, ignorez ce message : un compte non confirmé est supprimé au bout de 7 jours.\n\nGeoCert",
    resetSubject: "Réinitialisez votre mot de passe GeoCert",
    resetBody:
      "Bonjour,\n\nquelqu’un a demandé la réinitialisation du mot de passe de votre compte GeoCert. Pour en choisir un nouveau, ouvrez :\n\n{{link}}\n\nCe lien ne fonctionne qu’une fois et expire dans une heure. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.\n\nGeoCert",
    existingSubject: "Quelqu’un a essayé de créer un compte GeoCert avec votre adresse",
    existingBody:
      "Bonjour,\n\nquelqu’un, peut-être vous, a essayé de créer un compte GeoCert avec cette adresse e-mail. Elle a déjà un compte, et rien n’a été modifié.\n\nSi c’était vous, connectez-vous sur {{signIn}} ou choisissez un nouveau mot de passe avec ce lien (il confirme aussi votre adresse et déconnecte toutes les sessions du compte) :\n\n{{link}}\n\nCe lien ne fonctionne qu’une fois et expire dans une heure. Si ce n’était pas vous, ignorez ce message.\n\nGeoCert",
  },
} satisfies Namespaces["auth"];

export default auth;
