import type { Namespaces } from "../types";

/** French strings of the Expert portfolio and panel (complete; decision 053). */
const examPanel = {
  mail: {
    greeting: "Bonjour {{name}},",
    subject: "Le résultat du jury sur votre portfolio",
    released:
      "Les notes de votre portfolio et de votre entretien sont enregistrées et l'administration des examens a publié le résultat du jury : {{outcome}}. Votre page d'examen l'affiche ; la décision de certification tient compte à la fois de votre examen écrit et du jury.",
    passed: "réussi",
    notPassed: "non réussi",
    link: "Ouvrir votre page d'examen",
  },
} satisfies Namespaces["examPanel"];

export default examPanel;
