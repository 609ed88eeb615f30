import type { Namespaces } from "../types";

const newsletter = {
  confirm: {
    metaTitle: "Thibitisha usajili wako — GeoCert",
    heading: "Thibitisha usajili wa jarida",
    lead: "Bofya mara moja na anwani hii itapokea jarida la GeoCert mara moja kwa mwezi. Unaweza kujiondoa kutoka kila toleo.",
    button: "Thibitisha usajili",
    done: "Imekamilika: anwani hii sasa inapokea jarida la GeoCert.",
    invalidHeading: "Kiungo hiki cha uthibitisho hakifanyi kazi",
    invalidText:
      "Kiungo hakijakamilika, kimeshatumika, au kina zaidi ya siku 7. Jisajili tena kwenye ukurasa wa mwanzo nasi tutakutumia kiungo kipya.",
    home: "Nenda ukurasa wa mwanzo",
    errors: {
      invalid: "Kiungo hiki cha uthibitisho hakifanyi kazi. Jisajili tena upate kipya.",
      failed: "Hitilafu imetokea upande wetu. Tafadhali jaribu tena.",
    },
  },
  mail: {
    confirmSubject: "Thibitisha usajili wako wa jarida la GeoCert",
    confirmBody:
      "Mtu fulani aliomba kupokea jarida la GeoCert kwenye anwani hii. Ili kuthibitisha, tumia kitufe kilicho hapa chini ndani ya siku 7:\n\n{{link}}\n\nKama si wewe, puuza barua pepe hii: bila uthibitisho anwani haisajiliwi na inafutwa baada ya siku 7.",
    confirmButton: "Thibitisha usajili",
  },
} satisfies Namespaces["newsletter"];

export default newsletter;
