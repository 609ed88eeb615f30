import type { Namespaces } from "../types";

/** Swahili strings of the Expert portfolio and panel (complete; decision 053). */
const examPanel = {
  mail: {
    greeting: "Habari {{name}},",
    subject: "Matokeo ya jopo kuhusu jalada lako",
    released:
      "Alama za jalada lako na mahojiano yako zimekamilika, na usimamizi wa mitihani umetoa matokeo ya jopo: {{outcome}}. Ukurasa wako wa mtihani unayaonyesha; uamuzi wa uthibitisho unazingatia mtihani wako wa maandishi na jopo.",
    passed: "umefaulu",
    notPassed: "hujafaulu",
    link: "Fungua ukurasa wako wa mtihani",
  },
} satisfies Namespaces["examPanel"];

export default examPanel;
