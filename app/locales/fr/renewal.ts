import type { Namespaces } from "../types";

const renewal = {
  meta: {
    title: "Renouveler {{id}} — GeoCert",
    description:
      "Renouvelez votre certification GeoCert : vos progrès de DPC, ce qui manque et la demande de renouvellement.",
    adminTitle: "Renouvellements — Administration GeoCert",
    adminDetailTitle: "Renouvellement de {{id}} — Administration GeoCert",
  },
  page: {
    title: "Renouveler votre certification",
    lead: {
      valid: "{{certification}}, certification {{id}}, valable jusqu’au {{date}}.",
      expired: "{{certification}}, certification {{id}}, a expiré le {{date}}.",
      grace:
        "{{certification}}, certification {{id}}, a expiré le {{date}}. Vous avez envoyé votre renouvellement au plus tard ce jour-là : elle reste donc valable pendant la période de grâce, jusqu’au {{until}}, le temps de l’examen du renouvellement.",
      suspended: "{{certification}}, certification {{id}}, suspendue.",
      revoked: "{{certification}}, certification {{id}}, révoquée.",
    },
    credentials: "Mes certifications",
    phase: {
      notYet_one:
        "Le renouvellement ouvre le {{opens}}, {{count}} mois avant l’expiration de votre certification le {{date}}. Continuez à consigner votre DPC d’ici là.",
      notYet_other:
        "Le renouvellement ouvre le {{opens}}, {{count}} mois avant l’expiration de votre certification le {{date}}. Continuez à consigner votre DPC d’ici là.",
      open: "Le renouvellement est ouvert jusqu’à l’expiration de votre certification le {{date}}.",
      grace:
        "Votre certification a expiré le {{date}}. Vous pouvez encore la renouveler jusqu’au {{graceEnds}} ; ensuite, elle devient caduque.",
      reinstatement:
        "Votre certification est caduque. Vous pouvez la rétablir sans nouvel examen jusqu’au {{until}} : renouvelez-la ci-dessous.",
      closed_one:
        "Votre certification a expiré il y a plus de {{count}} mois : elle ne peut plus être rétablie. Pour l’obtenir de nouveau, repassez l’examen.",
      closed_other:
        "Votre certification a expiré il y a plus de {{count}} mois : elle ne peut plus être rétablie. Pour l’obtenir de nouveau, repassez l’examen.",
      blocked:
        "Cette certification est suspendue ou révoquée : elle ne peut pas être renouvelée ici. Écrivez-nous pour toute question.",
    },
    progressHeading: "DPC de ce cycle",
    progressText: "Les activités datées du {{start}} au {{end}} comptent, chaque catégorie jusqu’à son plafond.",
    progressToday: {
      grace:
        "Les activités du {{start}} à aujourd’hui comptent pour le renouvellement, y compris celles postérieures à l’expiration de votre certification le {{expired}}, chaque catégorie jusqu’à son plafond.",
      reinstatement:
        "Les activités du {{start}} à aujourd’hui comptent pour le rétablissement, y compris celles postérieures à l’expiration de votre certification le {{expired}}, chaque catégorie jusqu’à son plafond.",
    },
    counted: "{{counted}} heures comptées sur {{required}}",
    missing: "Il manque encore {{missing}} heures.",
    met: "L’exigence est remplie.",
    table: {
      caption: "Heures par catégorie dans ce cycle",
      category: "Catégorie",
      logged: "Consignées",
      counted: "Comptées",
      cap: "Plafond",
      noCap: "Sans plafond",
    },
    ledger: "Ouvrir votre registre de DPC",
    feeHeading: "Frais de renouvellement",
    fee: "Pour la {{certification}} : {{fee}} (membres / autres). Ils sont dus une fois votre renouvellement approuvé ; le courriel d’approbation les indique.",
    submitHeading: "Demander le renouvellement",
    submitText:
      "L’équipe examine les activités comptées ci-dessus. Une part des renouvellements, tirée au sort, est auditée : nous demandons alors des justificatifs des activités.",
    conduct: "Je confirme respecter le code de conduite de GeoCert.",
    submit: "Envoyer mon renouvellement",
    notMetYet: "Vous pourrez envoyer votre renouvellement une fois l’exigence remplie.",
    statusHeading: "Votre renouvellement",
    sentOn: "Envoyé le {{date}}.",
    status: {
      submitted: "Envoyé : l’équipe va l’examiner.",
      inAudit: "Tiré au sort pour un audit : justificatifs demandés.",
      evidenceReady: "Justificatifs prêts : l’équipe les examine.",
      approved: "Approuvé : votre certification est valable jusqu’au {{date}}.",
      declined: "Refusé.",
    },
    auditText:
      "Joignez des justificatifs (un certificat, une attestation de présence, une facture) aux activités ci-dessous qui n’en ont pas, dans votre registre de DPC. Dites-nous ensuite qu’ils sont prêts.",
    evidenceMissing: "Aucun justificatif",
    evidenceAttached: "Justificatif joint",
    evidenceReady: "Les justificatifs sont prêts",
    declinedReason: "Motif donné par l’équipe :",
    renewAgain: "Vous pouvez envoyer une nouvelle demande une fois le motif traité.",
    entriesHeading: "Activités envoyées pour examen",
    entries: {
      caption: "Activités du registre comptées dans ce renouvellement",
      date: "Date",
      category: "Catégorie",
      hours: "Heures",
      provider: "Organisme",
      evidence: "Justificatif",
    },
  },
  categories: {
    courses: "Formations",
    events: "Événements",
    teaching: "Enseignement",
    publishing: "Publications",
    mentoring: "Mentorat",
    community: "Communauté",
    service: "Engagement bénévole",
  },
  admin: {
    heading: "Renouvellements",
    lead: "Certifications à renouveler bientôt, renouvellements à examiner et audits en cours.",
    expiringHeading: "Expirent bientôt",
    within: "Sous {{days}} jours",
    chartLabel: "Certifications actives qui expirent sous {{spans}} jours",
    chartTable: "Chiffres du graphique",
    span: "Délai",
    count: "Certifications",
    toReview: "Renouvellements à examiner",
    audits: "Audits en cours",
    decided: "Décidés récemment",
    none: "Aucun.",
    expiringList_one: "Expirent sous {{count}} jour",
    expiringList_other: "Expirent sous {{count}} jours",
    columns: {
      credential: "Certification",
      holder: "Titulaire",
      level: "Niveau",
      status: "Statut",
      sent: "Envoyé",
      expires: "Expire",
      audit: "Contrôle",
    },
    sampled: "Tiré au sort",
    notSampled: "Non tiré au sort",
    held: "Liée à un compte",
    unheld: "Non réclamée",
    renewalOpen: "Renouvellement envoyé",
    rateHeading: "Taux d’audit",
    rateLabel: "Part des renouvellements tirés au sort pour un audit (pour cent)",
    rateHint: "Chaque renouvellement est tiré au sort à ce taux lors de son envoi. {{rate}} par défaut.",
    rateSave: "Enregistrer le taux",
    back: "Tous les renouvellements",
    detailHeading: "Renouvellement de {{id}}",
    holder: "Titulaire",
    cycle: "Période comptée",
    cycleValue: "Du {{start}} au {{end}}",
    draw: "Tirage d’audit",
    drawValue: "{{draw}} sur 10 000 à un taux de {{rate}} % : {{outcome}}",
    conduct: "Code de conduite",
    conductValue: "Confirmé le {{date}}",
    credentialStatus: "Certification aujourd’hui",
    credentialStatuses: { valid: "Valide", expired: "Expirée", suspended: "Suspendue", revoked: "Révoquée" },
    statuses: {
      submitted: "Envoyé",
      inAudit: "En audit",
      evidenceReady: "Justificatifs prêts",
      approved: "Approuvé",
      declined: "Refusé",
    },
    open: "Examiner",
    openLabel: "Examiner le renouvellement de {{id}}",
    newValidity: "Nouvelle validité",
    evidenceLink: "Voir le justificatif de l’activité du {{date}}",
    evidenceView: "Voir le justificatif",
    removed: "Activité supprimée depuis",
    reviewHeading: "Décision",
    requestEvidence: "Demander des justificatifs",
    requestEvidenceText:
      "Le titulaire reçoit un courriel lui demandant de joindre des justificatifs dans son registre.",
    approve: "Approuver le renouvellement",
    approveText:
      "La certification reçoit son cycle suivant ({{years}} ans) et une version signée de nouveau ; le titulaire est prévenu par courriel.",
    waitingEvidence: "En attente des justificatifs du titulaire avant toute décision.",
    reason: "Motif du refus",
    reasonHint: "Envoyé au titulaire tel quel.",
    decline: "Refuser le renouvellement",
    decidedOn: "Décidé le {{date}}.",
  },
  mail: {
    button: "Ouvrir votre renouvellement",
    reminder: {
      subject: "Votre certification GeoCert {{id}} expire dans {{days}} jours",
      body: "Votre {{certification}} (certification {{id}}) expire le {{date}}.\n\nLe renouvellement est ouvert : vérifiez vos heures de DPC et envoyez votre demande de renouvellement.\n\n{{link}}\n\nVotre registre de DPC : {{ledger}}",
    },
    lapse: {
      subject: "Votre certification GeoCert {{id}} est caduque",
      body_one:
        "Votre {{certification}} (certification {{id}}) a expiré le {{date}} et la période de grâce est terminée : elle apparaît désormais comme expirée.\n\nVous pouvez encore la rétablir sans nouvel examen jusqu’au {{until}} ({{count}} mois après l’expiration) en envoyant une demande de renouvellement. Les heures de DPC que vous consignez maintenant comptent pour ce rétablissement : les activités du {{start}} jusqu’au jour où vous envoyez la demande, chaque catégorie jusqu’à son plafond.\n\n{{link}}\n\nVotre registre de DPC : {{ledger}}",
      body_other:
        "Votre {{certification}} (certification {{id}}) a expiré le {{date}} et la période de grâce est terminée : elle apparaît désormais comme expirée.\n\nVous pouvez encore la rétablir sans nouvel examen jusqu’au {{until}} ({{count}} mois après l’expiration) en envoyant une demande de renouvellement. Les heures de DPC que vous consignez maintenant comptent pour ce rétablissement : les activités du {{start}} jusqu’au jour où vous envoyez la demande, chaque catégorie jusqu’à son plafond.\n\n{{link}}\n\nVotre registre de DPC : {{ledger}}",
    },
    evidence: {
      subject: "Votre renouvellement GeoCert a été tiré au sort pour un audit",
      body: "Votre renouvellement de la {{certification}} (certification {{id}}) a été tiré au sort pour un audit.\n\nJoignez des justificatifs aux activités qui n’en ont pas dans votre registre de DPC ({{ledger}}), puis appuyez sur « Les justificatifs sont prêts » sur la page de votre renouvellement.\n\n{{link}}",
    },
    approved: {
      subject: "Votre certification GeoCert {{id}} est renouvelée",
      body: "Votre renouvellement de la {{certification}} (certification {{id}}) est approuvé. Votre certification est maintenant valable jusqu’au {{date}} ; sa version signée et son certificat portent les nouvelles dates.\n\nFrais de renouvellement : {{fee}} (membres / autres).\n\n{{link}}",
    },
    declined: {
      subject: "Votre renouvellement GeoCert de {{id}} a été refusé",
      body: "Votre renouvellement de la {{certification}} (certification {{id}}) a été refusé pour ce motif :\n\n{{reason}}\n\nVous pouvez envoyer une nouvelle demande depuis la page de votre renouvellement.\n\n{{link}}",
    },
  },
  errors: {
    conduct: "Confirmez que vous respectez le code de conduite.",
    notMet: "L’exigence de DPC n’est pas encore remplie : votre renouvellement n’a pas été envoyé.",
    phase: "Cette certification ne peut pas être renouvelée maintenant.",
    state: "Ce renouvellement a changé entre-temps : rechargez la page.",
    auditFirst: "Ce renouvellement est audité : demandez les justificatifs et attendez qu’ils soient prêts.",
    revoked: "La certification est révoquée : elle ne peut pas être renouvelée.",
    reason: "Indiquez un motif d’au moins 3 caractères.",
    reasonLong: "Le motif est trop long (2 000 caractères au plus).",
    rate: "Saisissez un nombre entier de 0 à 100.",
  },
  done: {
    submitted: "Votre renouvellement a été envoyé.",
    evidenceReady: "Merci : l’équipe va examiner vos justificatifs.",
    evidenceRequested: "Justificatifs demandés : le titulaire a reçu un courriel.",
    approved: "Renouvellement approuvé : la certification a sa nouvelle validité.",
    declined: "Renouvellement refusé : le motif a été envoyé au titulaire.",
    rateSaved: "Le taux d’audit est maintenant de {{rate}} %.",
  },
} satisfies Namespaces["renewal"];

export default renewal;
