import type { PartialMessages } from "../types";

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
    names: { platinum: "Platine", gold: "Or", silver: "Argent" },
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
      apply: { title: "Postuler" },
      conversation: { title: "Échanger avec nous" },
      agreement: { title: "Signer l’accord" },
      onboarding: { title: "Démarrer" },
    },
    apply: "Devenir partenaire",
  },
  tools: {
    heading: "Outils de vérification",
    lead: "Vérifiez que les personnes que vous recrutez détiennent les certificats qu’elles déclarent.",
    items: {
      verify: { title: "Vérifier un certificat", link: "Vérifier un certificat" },
      bulkVerify: { title: "Vérification groupée", link: "Vérifier plusieurs certificats" },
    },
  },
  faq: {
    heading: "Questions des partenaires",
    lead: "Les réponses que les organisations demandent avant de nous rejoindre.",
    items: {
      who: { question: "Quelles organisations peuvent devenir partenaires ?" },
      influence: { question: "Un partenariat influence-t-il les décisions de certification ?" },
      contribution: { question: "Combien coûte un partenariat ?" },
      changeTier: { question: "Pouvons-nous changer de niveau plus tard ?" },
      nonprofits: { question: "Existe-t-il des conditions pour les petites structures et les associations ?" },
    },
  },
} satisfies PartialMessages<"partners">;

export default partners;
