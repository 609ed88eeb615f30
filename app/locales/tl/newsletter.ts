import type { Namespaces } from "../types";

const newsletter = {
  confirm: {
    metaTitle: "Kumpirmahin ang inyong subscription — GeoCert",
    heading: "Kumpirmahin ang subscription sa newsletter",
    lead: "Isang click lang at makakatanggap ang address na ito ng newsletter ng GeoCert minsan sa isang buwan. Maaari kayong mag-unsubscribe mula sa bawat isyu.",
    button: "Kumpirmahin ang subscription",
    done: "Tapos na: makakatanggap na ang address na ito ng newsletter ng GeoCert.",
    invalidHeading: "Hindi gumagana ang link na ito ng pagkumpirma",
    invalidText:
      "Kulang ang link, nagamit na, o higit na sa 7 araw. Mag-sign up muli sa home page at padadalhan namin kayo ng bagong link.",
    home: "Pumunta sa home page",
    errors: {
      invalid: "Hindi gumagana ang link na ito ng pagkumpirma. Mag-sign up muli para sa bago.",
      failed: "May nangyaring mali sa aming panig. Pakisubukang muli.",
    },
  },
  mail: {
    confirmSubject: "Kumpirmahin ang inyong subscription sa newsletter ng GeoCert",
    confirmBody:
      "May humiling na matanggap ang newsletter ng GeoCert sa address na ito. Para kumpirmahin, gamitin ang button sa ibaba sa loob ng 7 araw:\n\n{{link}}\n\nKung hindi kayo iyon, huwag pansinin ang email na ito: kung walang pagkumpirma, hindi naka-subscribe ang address at buburahin ito pagkalipas ng 7 araw.",
    confirmButton: "Kumpirmahin ang subscription",
  },
} satisfies Namespaces["newsletter"];

export default newsletter;
