import type { Namespaces } from "../types";

const credentialCheck = {
  section: {
    heading: "Vérifier un fichier de certification",
    lead: "On vous a remis une certification GeoCert sous forme de fichier ? Vérifiez-la ici : sa signature, notre clé de signature, son statut actuel et ses dates.",
    fileLabel: "Fichier de la certification",
    fileHint: "La certification en JSON (.json) ou l’image du badge qui la contient (.svg), {{size}} au plus.",
    dropHint: "ou déposez le fichier ici",
    chosen: "Choisi : {{name}}",
    submit: "Vérifier le fichier",
    checking: "Vérification…",
    privacy: "Le fichier est vérifié sur notre serveur et n’est pas conservé.",
    apiNote:
      "Les systèmes des employeurs peuvent envoyer le même fichier à POST /api/credentials/verify et recevoir la réponse en JSON.",
  },
  result: {
    heading: "Résultat de la vérification du fichier",
    checksHeading: "Contrôles",
    summaryHeading: "Ce que dit la certification",
    holder: "Titulaire",
    achievement: "Niveau certifié",
    issuer: "Émetteur",
    validFrom: "Valable à partir du",
    validUntil: "Valable jusqu’au",
    id: "Adresse de la certification",
  },
  outcome: { pass: "Réussi", fail: "Échoué", skipped: "Non vérifié" },
  verdicts: {
    valid: {
      title: "Certification valide",
      text: "Le fichier est une certification GeoCert authentique, inchangée depuis notre signature, ni révoquée ni suspendue, et dans ses dates de validité.",
    },
    revoked: {
      title: "Révoquée",
      text: "La certification est authentique, mais GeoCert l’a révoquée. Elle n’est plus valide.",
    },
    suspended: {
      title: "Suspendue",
      text: "La certification est authentique, mais GeoCert l’a suspendue pour le moment. Elle n’est pas valide tant qu’elle est suspendue.",
    },
    expired: { title: "Expirée", text: "La certification est authentique, mais sa validité a pris fin." },
    notYetValid: {
      title: "Pas encore valable",
      text: "La certification est authentique, mais sa période de validité n’a pas encore commencé.",
    },
    tampered: {
      title: "Modifiée ou signature non valide",
      text: "Le fichier a été modifié depuis la signature de GeoCert, ou sa signature n’est pas la nôtre. Ne vous y fiez pas.",
    },
    otherIssuer: {
      title: "Non émise par GeoCert",
      text: "Cette certification indique un autre émetteur. Nous ne pouvons garantir que celles que nous émettons : demandez à son émetteur de la vérifier.",
    },
    statusUnavailable: {
      title: "Statut impossible à vérifier",
      text: "La signature est correcte, mais le statut de la certification n’a pas pu être lu pour l’instant. Réessayez dans un moment.",
    },
    notCredential: {
      title: "Pas une certification",
      text: "Ce fichier ne contient pas de certification Open Badges 3.0 que nous puissions lire.",
    },
  },
  checks: {
    schema: {
      label: "Forme",
      ok: "Une certification Open Badges 3.0",
      notJson: "Le fichier n’est ni du JSON valide ni une image SVG",
      noBakedCredential: "L’image SVG ne contient aucune certification",
      notCredential: "Les données ne sont pas une attestation vérifiable",
      notOpenBadge: "Une attestation vérifiable, mais pas une certification Open Badges 3.0 complète",
      tooLarge: "Le fichier dépasse {{size}}",
      empty: "Le fichier est vide",
      skipped: "Non vérifié",
    },
    issuer: {
      label: "Émetteur et clé",
      currentKey: "Émise par GeoCert, signée avec notre clé actuelle",
      retiredKey: "Émise par GeoCert, signée avec l’une de nos clés précédentes (toujours valable)",
      otherIssuer: "Émise par un autre organisme que GeoCert",
      unknownKey: "Se dit émise par GeoCert, mais la clé de signature n’est pas la nôtre",
      skipped: "Non vérifié",
    },
    proof: {
      label: "Signature électronique",
      ok: "La signature correspond : rien n’a été modifié",
      invalid: "La signature ne correspond pas au contenu",
      skipped: "Non vérifié",
    },
    status: {
      label: "Statut",
      active: "Ni révoquée ni suspendue",
      revoked: "Révoquée par GeoCert",
      suspended: "Suspendue par GeoCert",
      unavailable: "La liste de statuts n’a pas pu être lue",
      skipped: "Non vérifié",
    },
    dates: {
      label: "Dates de validité",
      current: "Dans ses dates de validité",
      expired: "Sa validité a pris fin",
      notYetValid: "Sa validité n’a pas encore commencé",
      skipped: "Non vérifié",
    },
  },
  adminKeys: {
    meta: "Clés de signature — GeoCert",
    heading: "Clés de signature des certifications",
    text: "Les clés Ed25519 de l’émetteur signent les certifications Open Badges et leurs listes de statuts. Les clés retirées restent publiées : les certifications signées avec elles restent vérifiables.",
    did: "DID de l’émetteur",
    didDocument: "Clés publiées (document DID)",
    caption: "Clés de signature, la plus récente en dernier",
    columns: {
      id: "Clé",
      created: "Créée le",
      retired: "Retirée le",
      state: "État",
      storage: "Stockage",
    },
    states: { current: "Actuelle", retired: "Retirée" },
    storage: { sealed: "Scellée avec ISSUER_KEY_SECRET", plain: "Non scellée" },
    sealWarning:
      "ISSUER_KEY_SECRET n’est pas défini : les nouvelles clés secrètes sont stockées sans scellement dans la base de données (voir la décision 022).",
    rotate: {
      heading: "Renouveler la clé de signature",
      text: "Une nouvelle clé signe désormais ; la clé actuelle est retirée mais reste publiée. Les certifications signées auparavant restent vérifiables.",
      confirm: "Oui, retirer la clé actuelle et en créer une nouvelle",
      submit: "Renouveler la clé de signature",
    },
    done: {
      rotated: "La clé de signature a été renouvelée : {{id}} signe désormais.",
      alreadyRotated: "Quelqu’un venait de renouveler la clé : {{id}} signe désormais.",
    },
    errors: { confirm: "Cochez la case pour confirmer le renouvellement." },
  },
  errors: {
    fileRequired: "Choisissez un fichier de certification (.json ou .svg).",
    tooLarge: "Le fichier dépasse {{size}}.",
    rateLimited_one: "Trop de vérifications depuis votre connexion. Réessayez dans {{count}} minute.",
    rateLimited_other: "Trop de vérifications depuis votre connexion. Réessayez dans {{count}} minutes.",
  },
} satisfies Namespaces["credentialCheck"];

export default credentialCheck;
