import type { Namespaces } from "../types";

/** Zulu strings of the Expert portfolio and panel (complete; decision 053). */
const examPanel = {
  mail: {
    greeting: "Sawubona {{name}},",
    subject: "Umphumela wephaneli ngephothifoliyo yakho",
    released:
      "Amamaki ephothifoliyo yakho nenhlolokhono yakho aphelele, futhi abaphathi bezivivinyo bakhiphe umphumela wephaneli: {{outcome}}. Ikhasi lakho lesivivinyo liyawubonisa; isinqumo sokuqinisekisa sibheka kokubili isivivinyo sakho esibhaliwe nephaneli.",
    passed: "uphumelele",
    notPassed: "awuphumelelanga",
    link: "Vula ikhasi lakho lesivivinyo",
  },
} satisfies Namespaces["examPanel"];

export default examPanel;
