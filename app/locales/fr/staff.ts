import type { Namespaces } from "../types";

/** French strings of the staff area (complete). */
const staff = {
  meta: {
    title: "Espace du personnel — GeoCert",
    conflictsTitle: "Conflits d’intérêts — Espace du personnel — GeoCert",
    adminTitle: "Fonctions du personnel — Administration — GeoCert",
  },
  title: "Espace du personnel",
  lead: "Ce que vos fonctions vous permettent de faire. Chaque fonction ouvre son propre travail ; les règles d’impartialité s’appliquent à l’ensemble.",
  nav: {
    label: "Espace du personnel",
    home: "Vue d’ensemble",
    conflicts: "Conflits d’intérêts",
    complaints: "Réclamations",
    applications: "Candidatures",
    appeals: "Recours",
    overview: "Chiffres des candidatures",
    exams: "Banque d’items",
    examSessions: "Sessions d’examen",
    examResults: "Résultats d’examen",
    invigilation: "Surveillance des examens",
    assessments: "Évaluations",
  },
  duties: {
    applicationReviewer: "Évaluateur des candidatures",
    certificationDecision: "Décideur de certification",
    appealsPanel: "Comité des recours",
    examAdministration: "Administration des examens",
    invigilation: "Surveillant",
    assessment: "Évaluateur",
    finance: "Finances",
  },
  dutyText: {
    applicationReviewer:
      "Examiner les candidatures à la certification : justificatifs, références et liste de contrôle du niveau.",
    certificationDecision:
      "Statuer sur les candidatures examinées : approuver, demander des compléments ou refuser en motivant.",
    appealsPanel: "Traiter les recours et les réclamations concernant des titulaires ou GeoCert, jusqu’à leur issue.",
    examAdministration: "Organiser les sessions d’examen et enregistrer leurs résultats.",
    invigilation:
      "Vérifier l’identité des candidats de vos sessions, les admettre, consigner les incidents, suspendre ou arrêter une épreuve.",
    assessment:
      "Noter les portfolios et les entretiens devant le jury selon la grille du niveau, indépendamment de l’autre évaluateur.",
    finance: "Enregistrer les paiements et les remboursements des frais.",
  },
  home: {
    yourDuties: "Vos fonctions",
    none: "Vous n’avez encore aucune fonction. Un administrateur attribue les fonctions dans Administration › Fonctions du personnel.",
    open: "Ouvrir",
    notYet: "Ses pages ne sont pas encore sur le site.",
    conflictsHeading: "Impartialité",
    conflictsText:
      "Déclarez tout conflit d’intérêts avec un candidat, un titulaire ou un collègue. Vous n’interviendrez ni sur leurs dossiers, ni sur les vôtres, ni sur un recours contre votre propre décision.",
    conflictsLink: "Vos déclarations",
    adminLink: "Attribuer et retirer des fonctions",
  },
  conflicts: {
    heading: "Conflits d’intérêts",
    text: "Déclarez un conflit avec toute personne ayant un compte ici : par adresse e-mail ou par nom. Retirez une déclaration lorsqu’elle n’a plus lieu d’être.",
    declareHeading: "Déclarer un conflit",
    person: "Personne (adresse e-mail ou nom)",
    personHint: "Une adresse e-mail exacte, ou une partie du nom qu’un seul compte possède.",
    reason: "Motif",
    reasonHint: "Par exemple : un proche, un ancien employeur, un associé.",
    declare: "Déclarer",
    mineHeading: "Vos déclarations en vigueur",
    allHeading: "Toutes les déclarations en vigueur",
    none: "Aucune déclaration en vigueur.",
    staffMember: "Membre du personnel",
    personColumn: "Personne",
    reasonColumn: "Motif",
    declaredColumn: "Déclaré le",
    withdraw: "Retirer",
    withdrawLabel: "Retirer la déclaration concernant {{name}}",
  },
  admin: {
    heading: "Fonctions du personnel",
    text: "Les comptes ayant le rôle de personnel et leurs fonctions. Donnez d’abord à un compte le rôle de personnel dans Utilisateurs ; les administrateurs détiennent toutes les fonctions.",
    none: "Aucun compte du personnel pour l’instant. Donnez à un compte le rôle de personnel dans Utilisateurs.",
    name: "Membre du personnel",
    dutiesColumn: "Fonctions",
    grant: "Attribuer",
    remove: "Retirer",
    grantLabel: "Attribuer {{duty}} à {{name}}",
    removeLabel: "Retirer {{duty}} à {{name}}",
    held: "attribuée",
    notHeld: "non attribuée",
  },
  done: {
    declared: "Votre conflit d’intérêts avec {{name}} est enregistré.",
    alreadyDeclared: "Une déclaration concernant {{name}} est déjà en vigueur.",
    withdrawn: "La déclaration est retirée.",
    granted: "{{name}} détient désormais la fonction {{duty}}.",
    removed: "{{name}} ne détient plus la fonction {{duty}}.",
  },
  errors: {
    personRequired: "Saisissez une adresse e-mail ou un nom.",
    personNone: "Aucun compte n’a cette adresse e-mail ou ce nom.",
    personSeveral: "Plusieurs comptes correspondent à ce nom : saisissez plutôt l’adresse e-mail.",
    personSelf: "Vous ne pouvez pas déclarer un conflit avec vous-même.",
    reasonShort: "Indiquez un motif d’au moins 5 caractères.",
    reasonLong: "Le motif doit faire moins de 1 000 caractères.",
    notStaff: "Seuls les comptes ayant le rôle de personnel détiennent des fonctions.",
    notFound: "Cette déclaration n’est pas (ou plus) en vigueur.",
  },
  impartiality: {
    own: "Il s’agit de votre propre dossier : quelqu’un d’autre le traite.",
    conflict:
      "Vous avez déclaré un conflit d’intérêts avec une personne de ce dossier (ou elle avec vous) : quelqu’un d’autre le traite.",
    sameDecider: "Vous avez pris la décision en cause : quelqu’un d’autre le traite.",
  },
} satisfies Namespaces["staff"];

export default staff;
