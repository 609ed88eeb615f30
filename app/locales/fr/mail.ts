import type { Namespaces } from "../types";

const mail = {
  layout: {
    tagline: "Certification mondiale pour les métiers de la géothermie",
    unsubscribe: "Se désabonner",
    unsubscribeLead: "Vous ne souhaitez plus recevoir ces e-mails ?",
    linkFallback: "Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :",
  },
  reasons: {
    account: "Vous recevez cet e-mail parce qu’il concerne un compte GeoCert qui utilise cette adresse.",
    form: "Vous recevez cet e-mail parce que cette adresse a été saisie dans un formulaire du site GeoCert.",
    member: "Vous recevez cet e-mail en tant que membre de la communauté GeoCert.",
    newsletter: "Vous recevez la lettre d’information GeoCert parce que cette adresse s’y est abonnée.",
  },
  actions: {
    confirmAddress: "Confirmer votre adresse",
    choosePassword: "Choisir un nouveau mot de passe",
    mentorships: "Ouvrir vos mentorats",
    directory: "Ouvrir l’annuaire",
  },
  unsubscribe: {
    metaTitle: "Se désabonner — GeoCert",
    heading: "Se désabonner",
    lead: "Arrêtez un type d’e-mail de GeoCert. Aucune connexion n’est nécessaire, et c’est immédiat.",
    willStop: "Ceci arrête :",
    button: "Se désabonner",
    done: "C’est fait : vous ne recevrez plus {{what}}.",
    already: "Vous ne recevez plus {{what}}.",
    invalidHeading: "Ce lien de désabonnement ne fonctionne pas",
    invalidText:
      "Le lien est incomplet, a été modifié ou est trop ancien. Utilisez le lien d’un e-mail plus récent, ou écrivez-nous via la page de contact et nous arrêterons les e-mails pour vous.",
    contact: "Nous contacter",
    errors: {
      invalid: "Ce lien de désabonnement ne fonctionne pas. Utilisez le lien d’un e-mail plus récent.",
      failed: "Une erreur s’est produite de notre côté. Veuillez réessayer.",
    },
  },
  kinds: {
    newsletter: "la lettre d’information GeoCert à l’adresse {{email}}",
  },
  preview: {
    metaTitle: "Modèles d’e-mails — Administration",
    heading: "Modèles d’e-mails",
    lead: "Chaque e-mail envoyé par le site, rendu avec des données d’exemple fictives dans la langue de votre choix. Rien n’est envoyé depuis cette page.",
    templates: "Modèles",
    language: "Langue",
    show: "Afficher",
    subject: "Objet",
    category: "Type",
    categories: {
      transactional: "Transactionnel (sans désabonnement)",
      notification: "Notification (avec désabonnement)",
      newsletter: "Lettre d’information (avec désabonnement)",
    },
    html: "Partie HTML",
    frameTitle: "La partie HTML de « {{name}} »",
    text: "Partie texte brut",
    names: {
      verify: "Compte : confirmer l’adresse",
      reset: "Compte : réinitialiser le mot de passe",
      existing: "Compte : quelqu’un a tenté de s’inscrire avec cette adresse",
      contactConfirmation: "Formulaire de contact : confirmation au visiteur",
      contactStaff: "Formulaire de contact : avis à l’équipe",
      partnerConfirmation: "Candidature de partenariat : confirmation au candidat",
      partnerStaff: "Candidature de partenariat : avis à l’équipe",
      mentorshipRequest: "Mentorat : demande reçue",
      mentorshipAccepted: "Mentorat : demande acceptée (au mentoré)",
      mentorshipAcceptedMentor: "Mentorat : demande acceptée (au mentor)",
      mentorshipDeclined: "Mentorat : demande refusée",
      mentorshipEnded: "Mentorat : mentorat terminé",
      directoryMessage: "Annuaire : un message d’un membre",
      newsletterFrame: "Lettre d’information : le cadre d’un numéro, avec son lien de désabonnement",
      partnerGranted: "Partenariat : approuvé, rôle de partenaire donné",
      partnerInvited: "Partenariat : approuvé, invitation à créer un compte",
      partnerDeclined: "Partenariat : refusé, avec le motif",
      mentorshipEnding: "Mentorat : se termine bientôt",
    },
    sampleHeading: "Un numéro d’exemple",
    sampleText:
      "Ce texte montre seulement le cadre de chaque numéro : l’en-tête, le pied de page et le lien de désabonnement. L’adresse est fictive.",
    sampleQuote: "Un extrait cité, comme un e-mail montre une contribution ou un message.",
    sampleReason: "Un exemple de motif écrit par notre équipe, tel que le demandeur le reçoit.",
  },
} satisfies Namespaces["mail"];

export default mail;
