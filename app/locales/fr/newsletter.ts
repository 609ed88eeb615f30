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
  admin: {
    metaTitle: "Lettre d’information — Administration — GeoCert",
    heading: "Numéros de la lettre d’information",
    text: "Rédigez un numéro en anglais et, si vous le souhaitez, dans d’autres langues : chaque abonné confirmé reçoit la version dans sa langue, ou l’anglaise.",
    newIssue: "Nouveau numéro",
    empty: "Aucun numéro pour l’instant.",
    columns: {
      subject: "Objet",
      status: "État",
      progress: "Progression",
      created: "Créé",
    },
    status: { draft: "Brouillon", sending: "Envoi en cours", sent: "Envoyé" },
  },
  issue: {
    newTitle: "Nouveau numéro — Administration — GeoCert",
    newHeading: "Nouveau numéro",
    editTitle: "Numéro de la lettre d’information — Administration — GeoCert",
    editHeading: "Numéro",
    english: "Anglais (obligatoire)",
    otherLanguages: "Autres langues (facultatif : sans version, les abonnés reçoivent l’anglaise)",
    subject: "Objet",
    body: "Texte (markdown)",
    bodyHint:
      "Markdown : **gras**, *italique*, [lien](https://…), listes et titres. Les scripts et styles sont supprimés.",
    save: "Enregistrer le brouillon",
    previewHeading: "Aperçu",
    previewLanguage: "Langue",
    preview: "Enregistrer et prévisualiser",
    previewFrame: "Le numéro tel que le courriel s’affiche en {{language}}",
    previewFallback: "Pas de version dans cette langue : ses abonnés reçoivent l’anglaise, affichée ici.",
    sendHeading: "Envoyer",
    sendText:
      "Destinataires actuels : {{count}} abonnés confirmés, chacun dans sa langue. Une fois l’envoi commencé, le numéro ne peut plus être modifié.",
    confirm: "J’ai vérifié l’aperçu et je veux envoyer ce numéro maintenant",
    send: "Envoyer le numéro",
    progressLabel: "Progression de l’envoi",
    progress: "{{sent}} courriels sur {{total}} remis à la file d’envoi",
    back: "Tous les numéros",
    readOnly: "Ce numéro est en cours d’envoi ou a été envoyé : son texte ne peut plus être modifié.",
    done: {
      created: "Le brouillon est enregistré.",
      saved: "Le brouillon est enregistré.",
      sending: "L’envoi a commencé. Destinataires : {{count}}.",
    },
    errors: {
      subjectRequired: "Saisissez l’objet en anglais.",
      bodyRequired: "Saisissez le texte en anglais.",
      subjectMissing: "Ajoutez un objet pour cette langue, ou laissez les deux champs vides.",
      bodyMissing: "Ajoutez un texte pour cette langue, ou laissez les deux champs vides.",
      subjectTooLong: "L’objet peut compter au plus 200 caractères.",
      bodyTooLong: "Le texte peut compter au plus 50 000 caractères.",
      confirmRequired: "Cochez la case pour confirmer l’envoi.",
      notDraft: "Ce numéro est déjà en cours d’envoi : il ne peut plus être modifié.",
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
