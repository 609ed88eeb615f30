import type { Namespaces } from "../types";

/** Icelandic strings of the Expert portfolio and panel (complete; decision 053). */
const examPanel = {
  mail: {
    greeting: "Halló {{name}},",
    subject: "Niðurstaða matsnefndar um ferilmöppuna þína",
    released:
      "Einkunnir fyrir ferilmöppuna þína og viðtalið liggja fyrir og prófstjórn hefur birt niðurstöðu matsnefndarinnar: {{outcome}}. Prófsíðan þín sýnir hana; ákvörðun um vottun tekur mið af bæði skriflega prófinu og matsnefndinni.",
    passed: "staðist",
    notPassed: "ekki staðist",
    link: "Opna prófsíðuna þína",
  },
} satisfies Namespaces["examPanel"];

export default examPanel;
