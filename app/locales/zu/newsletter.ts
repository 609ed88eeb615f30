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
  admin: {
    metaTitle: "Incwadi yezindaba — Ukuphatha — GeoCert",
    heading: "Izinhlelo zencwadi yezindaba",
    text: "Bhala uhlelo ngesiNgisi futhi, uma uthanda, nangezinye izilimi: obhalisile oqinisekisiwe uthola inguqulo yolimi lwakhe, noma eyesiNgisi.",
    newIssue: "Uhlelo olusha",
    empty: "Azikabikho izinhlelo.",
    columns: {
      subject: "Isihloko",
      status: "Isimo",
      progress: "Inqubekela phambili",
      created: "Kwakhiwe",
    },
    status: { draft: "Okusalungiswa", sending: "Kuyathunyelwa", sent: "Kuthunyelwe" },
  },
  issue: {
    newTitle: "Uhlelo olusha lwencwadi yezindaba — Ukuphatha — GeoCert",
    newHeading: "Uhlelo olusha",
    editTitle: "Uhlelo lwencwadi yezindaba — Ukuphatha — GeoCert",
    editHeading: "Uhlelo",
    english: "IsiNgisi (kuyadingeka)",
    otherLanguages: "Ezinye izilimi (kungokuzithandela: uma ingekho inguqulo, ababhalisile bathola eyesiNgisi)",
    subject: "Isihloko",
    body: "Umbhalo (markdown)",
    bodyHint:
      "Markdown: **okugqamile**, *okutsekile*, [isixhumanisi](https://…), uhlu nezihloko. Imibhalo yekhodi nezitayela kuyasuswa.",
    save: "Londoloza okusalungiswa",
    previewHeading: "Ukubuka kuqala",
    previewLanguage: "Ulimi",
    preview: "Londoloza futhi ubuke",
    previewFrame: "Uhlelo njengoba i-imeyili ibukeka nge-{{language}}",
    previewFallback: "Ayikho inguqulo ngalolu limi: ababhalisile balo bathola eyesiNgisi, ekhonjiswe lapha.",
    sendHeading: "Thumela",
    sendText:
      "Abamukeli manje: ababhalisile abaqinisekisiwe abangu-{{count}}, ngamunye ngolimi lwakhe. Uma ukuthumela sekuqalile, uhlelo alusakwazi ukushintshwa.",
    confirm: "Ngibhekile ukubuka kuqala futhi ngifuna ukuthumela lolu hlelo manje",
    send: "Thumela uhlelo",
    progressLabel: "Inqubekela phambili yokuthumela",
    progress: "Ama-imeyili angu-{{sent}} kwangu-{{total}} anikezwe ulayini wama-imeyili",
    back: "Zonke izinhlelo",
    readOnly: "Lolu hlelo luyathunyelwa noma seluthunyelwe: umbhalo walo awusakwazi ukushintshwa.",
    done: {
      created: "Okusalungiswa kulondoloziwe.",
      saved: "Okusalungiswa kulondoloziwe.",
      sending: "Ukuthumela sekuqalile. Abamukeli: {{count}}.",
    },
    errors: {
      subjectRequired: "Faka isihloko sesiNgisi.",
      bodyRequired: "Faka umbhalo wesiNgisi.",
      subjectMissing: "Engeza isihloko salolu limi, noma ushiye zombili izinkambu zingenalutho.",
      bodyMissing: "Engeza umbhalo walolu limi, noma ushiye zombili izinkambu zingenalutho.",
      subjectTooLong: "Isihloko singaba nezinhlamvu ezingu-200 kuphela.",
      bodyTooLong: "Umbhalo ungaba nezinhlamvu ezingu-50,000 kuphela.",
      confirmRequired: "Maka ibhokisi ukuze uqinisekise ukuthumela.",
      notDraft: "Lolu hlelo seluyathunyelwa: alusakwazi ukushintshwa.",
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
