import type { PartialMessages } from "../types";

const directory = {
  meta: {
    title: "Annuaire professionnel",
    description:
      "Trouvez des professionnels certifiés de la géothermie par nom, pays, niveau et domaine. Les membres choisissent ce qu’ils affichent ; le contact passe par un formulaire.",
  },
  title: "Annuaire professionnel",
  lead: "Des professionnels certifiés qui ont choisi d’y figurer : cherchez par nom, pays, niveau et domaine, et écrivez-leur via un formulaire.",
  search: {
    heading: "Rechercher dans l’annuaire",
    name: "Nom",
    country: "Pays",
    level: "Niveau",
    anyLevel: "Tous les niveaux",
    domain: "Domaine",
    anyDomain: "Tous les domaines",
    submit: "Rechercher",
    reset: "Effacer",
  },
  empty: "Aucun professionnel inscrit ne correspond à cette recherche.",
  entry: {
    verified: "Certification vérifiée",
    location: "Lieu",
    level: "Niveau",
    domains: "Domaines",
    employer: "Employeur",
    languages: "Langues",
    contact: "Contacter",
    contactLabel: "Contacter {{name}}",
  },
  profile: {
    heading: "Votre profil dans l’annuaire",
    signInButton: "Se connecter",
    listed: "M’inscrire dans l’annuaire",
    country: "Pays",
    city: "Ville",
    level: "Niveau de certification",
    noLevel: "Non indiqué",
    domains: "Domaines",
    employer: "Employeur",
    bio: "À propos de vous",
    languages: "Langues",
    credentialId: "Identifiant de certification (facultatif)",
    save: "Enregistrer le profil",
    remove: "Supprimer mon profil",
  },
  contact: {
    heading: "Écrire à {{name}}",
    message: "Votre message",
    send: "Envoyer le message",
    sent: "Votre message a été envoyé.",
    back: "Retour à l’annuaire",
  },
  errors: {
    messageShort: "Écrivez au moins 20 caractères.",
    messageLong: "3 000 caractères au maximum.",
    rateLimited: "Vous avez envoyé plusieurs messages en peu de temps. Veuillez réessayer plus tard.",
    failed: "Une erreur s’est produite. Veuillez réessayer.",
  },
  mail: {
    contactSubject: "Annuaire GeoCert : un message de {{name}}",
  },
} satisfies PartialMessages<"directory">;

export default directory;
