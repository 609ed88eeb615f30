import type { Namespaces } from "../types";

const newsletter = {
  confirm: {
    metaTitle: "Staðfestu áskriftina — GeoCert",
    heading: "Staðfestu áskrift að fréttabréfinu",
    lead: "Einn smellur og þetta netfang fær fréttabréf GeoCert einu sinni í mánuði. Þú getur sagt upp áskriftinni úr hverju tölublaði.",
    button: "Staðfesta áskriftina",
    done: "Lokið: þetta netfang fær nú fréttabréf GeoCert.",
    invalidHeading: "Þessi staðfestingarhlekkur virkar ekki",
    invalidText:
      "Hlekkurinn er ófullkominn, hefur þegar verið notaður eða er eldri en 7 daga. Skráðu þig aftur á forsíðunni og við sendum nýjan hlekk.",
    home: "Á forsíðuna",
    errors: {
      invalid: "Þessi staðfestingarhlekkur virkar ekki. Skráðu þig aftur til að fá nýjan.",
      failed: "Eitthvað fór úrskeiðis hjá okkur. Reyndu aftur.",
    },
  },
  admin: {
    metaTitle: "Fréttabréf — Stjórnun — GeoCert",
    heading: "Tölublöð fréttabréfsins",
    text: "Skrifaðu tölublað á ensku og, ef þú vilt, á fleiri málum: hver staðfestur áskrifandi fær útgáfuna á sínu máli, annars þá ensku.",
    newIssue: "Nýtt tölublað",
    empty: "Engin tölublöð enn.",
    columns: {
      subject: "Efni",
      status: "Staða",
      progress: "Framvinda",
      created: "Stofnað",
    },
    status: { draft: "Drög", sending: "Í sendingu", sent: "Sendt" },
  },
  issue: {
    newTitle: "Nýtt tölublað — Stjórnun — GeoCert",
    newHeading: "Nýtt tölublað",
    editTitle: "Tölublað fréttabréfs — Stjórnun — GeoCert",
    editHeading: "Tölublað",
    english: "Enska (nauðsynleg)",
    otherLanguages: "Önnur mál (valfrjálst: án útgáfu fá áskrifendur þá ensku)",
    subject: "Efni",
    body: "Texti (markdown)",
    bodyHint:
      "Markdown: **feitletrað**, *skáletrað*, [hlekkur](https://…), listar og fyrirsagnir. Skriftur og stílar eru fjarlægð.",
    save: "Vista drögin",
    previewHeading: "Forskoðun",
    previewLanguage: "Tungumál",
    preview: "Vista og forskoða",
    previewFrame: "Tölublaðið eins og pósturinn lítur út á {{language}}",
    previewFallback: "Engin útgáfa á þessu máli: áskrifendur þess fá þá ensku, sem sést hér.",
    sendHeading: "Senda",
    sendText:
      "Viðtakendur núna: {{count}} staðfestir áskrifendur, hver á sínu máli. Þegar sending er hafin er ekki hægt að breyta tölublaðinu.",
    confirm: "Ég hef skoðað forskoðunina og vil senda þetta tölublað núna",
    send: "Senda tölublaðið",
    progressLabel: "Framvinda sendingar",
    progress: "{{sent}} af {{total}} póstum afhentir póströðinni",
    back: "Öll tölublöð",
    readOnly: "Þetta tölublað er í sendingu eða hefur verið sent: textanum verður ekki breytt.",
    done: {
      created: "Drögin eru vistuð.",
      saved: "Drögin eru vistuð.",
      sending: "Sending er hafin. Viðtakendur: {{count}}.",
    },
    errors: {
      subjectRequired: "Sláðu inn efni á ensku.",
      bodyRequired: "Sláðu inn texta á ensku.",
      subjectMissing: "Bættu við efni fyrir þetta mál eða hafðu bæði svæðin auð.",
      bodyMissing: "Bættu við texta fyrir þetta mál eða hafðu bæði svæðin auð.",
      subjectTooLong: "Efnið má vera að hámarki 200 stafir.",
      bodyTooLong: "Textinn má vera að hámarki 50.000 stafir.",
      confirmRequired: "Hakaðu í reitinn til að staðfesta sendinguna.",
      notDraft: "Þetta tölublað er þegar í sendingu: því verður ekki breytt.",
    },
  },
  mail: {
    confirmSubject: "Staðfestu áskrift að fréttabréfi GeoCert",
    confirmBody:
      "Einhver bað um að fá fréttabréf GeoCert sent á þetta netfang. Til að staðfesta skaltu nota hnappinn hér fyrir neðan innan 7 daga:\n\n{{link}}\n\nEf þetta varst ekki þú skaltu hunsa þennan póst: án staðfestingar er netfangið ekki skráð og því er eytt eftir 7 daga.",
    confirmButton: "Staðfesta áskriftina",
  },
} satisfies Namespaces["newsletter"];

export default newsletter;
