import type { Namespaces } from "../types";

/** French strings of the partners namespace (complete). */
const partners = {
  meta: {
    title: "Partenaires — GeoCert",
    description:
      "Les organisations qui financent, relisent et testent le programme GeoCert, les avantages de chaque niveau, comment devenir partenaire et les outils de vérification.",
  },
  header: {
    eyebrow: "Partenaires",
    title: "Partenaires et contributeurs",
    lead: "Employeurs, développeurs et organismes de formation qui financent, relisent et testent le programme, sans aucun droit de regard sur les certifications.",
  },
  tiers: {
    heading: "Nos contributeurs",
    lead: "Trois niveaux de soutien. Chaque contributeur accepte les mêmes règles d’impartialité, quel que soit son niveau.",
    tierLabel: "Contributeurs {{tier}}",
    names: {
      platinum: "Platine",
      gold: "Or",
      silver: "Argent",
    },
    fictionalNote: "Toutes les organisations citées sur cette page sont des exemples fictifs.",
  },
  benefits: {
    heading: "Avantages des partenaires",
    lead: "Ce que comprend chaque niveau, pour chaque année de partenariat.",
    caption: "Avantages par niveau de partenariat",
    benefit: "Avantage",
    included: "Inclus",
    notIncluded: "Non inclus",
    perYear: "{{value}} par an",
    rows: {
      listing: "Mention sur ce site et dans le rapport annuel",
      bulkVerification: "Vérification groupée des certificats des candidats",
      examVouchers: "Bons d’examen pour le personnel",
      eventPlaces: "Places gratuites aux événements GeoCert",
      reviewPanels: "Sièges dans les comités de relecture technique",
      coHostedEvents: "Événements régionaux co-organisés",
      pilotAccess: "Accès anticipé aux examens pilotes",
      workingGroup: "Un membre dans un groupe de travail sur le référentiel",
    },
    note: "Les comités de relecture commentent le référentiel ; ils ne voient jamais les questions d’examen en service ni les résultats des candidats.",
  },
  join: {
    heading: "Devenir partenaire",
    lead: "Entre la première demande et la signature de l’accord, il faut généralement quatre à six semaines.",
    steps: {
      apply: {
        title: "Postuler",
        text: "Présentez-nous votre organisation et le niveau de partenariat envisagé à l’aide du formulaire en ligne.",
      },
      conversation: {
        title: "Échanger avec nous",
        text: "Notre équipe partenariats vous appelle pour convenir des objectifs, des avantages et de la contribution correspondant à votre niveau.",
      },
      agreement: {
        title: "Signer l’accord",
        text: "L’accord comprend nos engagements d’impartialité, que chaque partenaire accepte.",
      },
      onboarding: {
        title: "Démarrer",
        text: "Nous vous ajoutons au site, créons votre compte de vérification et vous envoyons vos bons d’examen.",
      },
    },
    apply: "Devenir partenaire",
  },
  tools: {
    heading: "Outils de vérification",
    lead: "Vérifiez que les personnes que vous recrutez détiennent les certificats qu’elles déclarent.",
    items: {
      verify: {
        title: "Vérifier un certificat",
        text: "Saisissez un numéro de certificat pour voir son titulaire, son niveau et son statut.",
        link: "Vérifier un certificat",
      },
      bulkVerify: {
        title: "Vérification groupée",
        text: "Téléversez une liste de numéros de certificat et vérifiez-les tous en une fois : un outil conçu pour les équipes de recrutement et les sous-traitants.",
        link: "Vérifier plusieurs certificats",
      },
    },
  },
  faq: {
    heading: "Questions des partenaires",
    lead: "Les réponses que les organisations demandent avant de nous rejoindre.",
    items: {
      who: {
        question: "Quelles organisations peuvent devenir partenaires ?",
        answer:
          "Les employeurs, développeurs, exploitants, fabricants d’équipements, bureaux d’études, universités et organismes de formation actifs dans la géothermie, dans tous les pays.",
      },
      influence: {
        question: "Un partenariat influence-t-il les décisions de certification ?",
        answer:
          "Non. Les partenaires ne voient jamais les questions d’examen, ne participent pas à la notation et n’ont pas connaissance des résultats des candidats. Notre comité d’impartialité réexamine chaque partenariat une fois par an.",
      },
      contribution: {
        question: "Combien coûte un partenariat ?",
        answer:
          "La contribution annuelle dépend du niveau et de la taille de votre organisation ; nous la fixons lors du premier échange et publions le barème dans notre rapport annuel.",
      },
      changeTier: {
        question: "Pouvons-nous changer de niveau plus tard ?",
        answer:
          "Oui, à chaque renouvellement annuel. Les avantages du nouveau niveau s’appliquent à compter de la date de renouvellement.",
      },
      nonprofits: {
        question: "Existe-t-il des conditions pour les petites structures et les associations ?",
        answer:
          "Oui. Les universités, les associations et les entreprises de moins de 50 salariés versent une contribution réduite pour le niveau Argent.",
      },
    },
  },
} satisfies Namespaces["partners"];

export default partners;
