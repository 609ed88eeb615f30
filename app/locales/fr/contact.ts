import type { Namespaces } from "../types";

/** French strings of the contact namespace (complete). */
const contact = {
  meta: {
    title: "Contact — GeoCert",
    description:
      "Des questions sur la certification, les examens, la vérification ou un partenariat ? Écrivez à l’équipe GeoCert.",
  },
  title: "Nous contacter",
  lead: "Certification, examens, vérification des certificats ou partenariat : notre équipe vous répond sous deux jours ouvrés.",
  form: {
    heading: "Envoyez-nous un message",
    name: "Votre nom",
    email: "Adresse e-mail",
    emailHint: "Nous vous répondrons à cette adresse et ne la communiquerons jamais à des tiers.",
    organisation: "Organisation",
    topic: "Sujet",
    topicPlaceholder: "Choisissez un sujet…",
    message: "Message",
    messageHint: "20 caractères au minimum. Merci de ne pas envoyer de documents personnels.",
    submit: "Envoyer le message",
    privacy: "Nous conservons votre message afin d’y répondre et le supprimons au bout de deux ans.",
  },
  topics: {
    certification: "Certification et conditions d’admissibilité",
    exam: "Examens et sessions d’examen",
    verification: "Vérification d’un certificat",
    partnership: "Partenariat et contribution",
    training: "Organismes de formation",
    media: "Presse et médias",
    other: "Autre sujet",
  },
  errors: {
    name: "Veuillez saisir votre nom (2 caractères au minimum).",
    nameLong: "Veuillez raccourcir votre nom à 120 caractères maximum.",
    email: "Veuillez saisir une adresse e-mail valide, par exemple nom@exemple.com.",
    organisationLong: "Veuillez raccourcir le nom de l’organisation à 160 caractères maximum.",
    topic: "Veuillez choisir un sujet.",
    messageShort: "Veuillez écrire au moins 20 caractères afin que nous puissions vous aider.",
    messageLong: "Votre message doit compter moins de 5 000 caractères.",
    rateLimited: "Vous avez déjà envoyé plusieurs messages. Veuillez réessayer dans une heure.",
    failed: "Nous n’avons pas pu envoyer votre message. Veuillez réessayer ou nous écrire par e-mail.",
  },
  sent: {
    heading: "Merci, votre message a bien été envoyé",
    text: "Nous vous avons envoyé une confirmation par e-mail et vous répondrons sous deux jours ouvrés.",
    another: "Envoyer un autre message",
  },
  office: {
    heading: "Secrétariat",
    address: "Secrétariat de GeoCert (fictif)\n12, rue du Flux-de-Chaleur\n105 Reykjavík, Islande",
    hours: "Du lundi au vendredi, 09:00–17:00 (GMT)",
    emailLabel: "E-mail",
    hoursLabel: "Horaires d’ouverture",
    addressLabel: "Adresse",
  },
  faq: {
    complaints: "Déposer une réclamation",
    heading: "Avant de nous écrire",
    text: "Vous trouverez la réponse à de nombreuses questions sur ces pages :",
    about: "Fonctionnement de la certification et questions fréquentes",
    certifications: "Niveaux, conditions d’admissibilité, examens et tarifs",
    events: "Prochaines sessions d’examen et événements",
    partners: "Devenir partenaire",
  },
  mail: {
    confirmationSubject: "Nous avons bien reçu votre message — GeoCert",
    confirmationBody:
      "Bonjour,\n\nMerci d’avoir écrit à GeoCert. Nous avons bien reçu votre message concernant « {{topic}} » le {{date}} et vous répondrons sous deux jours ouvrés.\n\nVotre référence : {{reference}}\n\nSi vous ne nous avez pas écrit, vous pouvez ignorer ce message.\n\nL’équipe GeoCert",
  },
} satisfies Namespaces["contact"];

export default contact;
