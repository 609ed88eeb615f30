import type { Namespaces } from "../types";

const newsletter = {
  confirm: {
    metaTitle: "Qinisekisa ukubhalisa kwakho — GeoCert",
    heading: "Qinisekisa ukubhalisela incwadi yezindaba",
    lead: "Chofoza kanye futhi leli kheli lizothola incwadi yezindaba ye-GeoCert kanye ngenyanga. Ungazikhipha kuyo kunoma yiluphi ushicilelo.",
    button: "Qinisekisa ukubhalisa",
    done: "Kwenziwe: leli kheli manje lithola incwadi yezindaba ye-GeoCert.",
    invalidHeading: "Lesi sixhumanisi sokuqinisekisa asisebenzi",
    invalidText:
      "Isixhumanisi asiphelele, sesivele sisetshenzisiwe, noma sidlule izinsuku ezi-7. Bhalisa futhi ekhasini lasekhaya sizokuthumelela isixhumanisi esisha.",
    home: "Iya ekhasini lasekhaya",
    errors: {
      invalid: "Lesi sixhumanisi sokuqinisekisa asisebenzi. Bhalisa futhi ukuze uthole esisha.",
      failed: "Kukhona okungahambanga kahle ngasohlangothini lwethu. Sicela uzame futhi.",
    },
  },
  mail: {
    confirmSubject: "Qinisekisa ukubhalisela incwadi yezindaba ye-GeoCert",
    confirmBody:
      "Othile ucele ukuthola incwadi yezindaba ye-GeoCert kuleli kheli. Ukuze uqinisekise, sebenzisa inkinobho engezansi kungakapheli izinsuku ezi-7:\n\n{{link}}\n\nUma kungewona wena, ungayinaki le imeyili: ngaphandle kokuqinisekisa ikheli alibhaliswa futhi lisuswa ngemuva kwezinsuku ezi-7.",
    confirmButton: "Qinisekisa ukubhalisa",
  },
} satisfies Namespaces["newsletter"];

export default newsletter;
