import type { Namespaces } from "../types";

/** Tagalog strings of the Expert portfolio and panel (complete; decision 053). */
const examPanel = {
  mail: {
    greeting: "Kumusta {{name}},",
    subject: "Ang resulta ng panel sa iyong portfolio",
    released:
      "Kumpleto na ang mga marka ng iyong portfolio at panayam, at inilabas na ng pangasiwaan ng pagsusulit ang resulta ng panel: {{outcome}}. Makikita ito sa iyong pahina ng pagsusulit; isinasaalang-alang ng desisyon sa sertipikasyon ang iyong nakasulat na pagsusulit at ang panel.",
    passed: "pumasa",
    notPassed: "hindi pumasa",
    link: "Buksan ang iyong pahina ng pagsusulit",
  },
} satisfies Namespaces["examPanel"];

export default examPanel;
