import type { Namespaces } from "../types";

const newsletter = {
  confirm: {
    metaTitle: "Confirmez votre abonnement — GeoCert",
    heading: "Confirmez votre abonnement à la lettre d’information",
    lead: "Un clic, et cette adresse reçoit la lettre d’information de GeoCert une fois par mois. Vous pouvez vous désabonner depuis chaque numéro.",
    button: "Confirmer l’abonnement",
    done: "C’est fait : cette adresse reçoit désormais la lettre d’information de GeoCert.",
    invalidHeading: "Ce lien de confirmation ne fonctionne pas",
    invalidText:
      "Le lien est incomplet, a déjà servi ou date de plus de 7 jours. Inscrivez-vous à nouveau sur la page d’accueil et nous vous enverrons un nouveau lien.",
    home: "Aller à la page d’accueil",
    errors: {
      invalid: "Ce lien de confirmation ne fonctionne pas. Inscrivez-vous à nouveau pour en recevoir un autre.",
      failed: "Un problème est survenu de notre côté. Veuillez réessayer.",
    },
  },
  mail: {
    confirmSubject: "Confirmez votre abonnement à la lettre d’information de GeoCert",
    confirmBody:
      "Quelqu’un a demandé à recevoir la lettre d’information de GeoCert à cette adresse. Pour confirmer, utilisez le bouton ci-dessous dans les 7 jours :\n\n{{link}}\n\nSi ce n’était pas vous, ignorez ce message : sans confirmation, l’adresse n’est pas abonnée et elle est effacée après 7 jours.",
    confirmButton: "Confirmer l’abonnement",
  },
} satisfies Namespaces["newsletter"];

export default newsletter;
