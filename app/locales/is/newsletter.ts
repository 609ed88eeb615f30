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
  mail: {
    confirmSubject: "Staðfestu áskrift að fréttabréfi GeoCert",
    confirmBody:
      "Einhver bað um að fá fréttabréf GeoCert sent á þetta netfang. Til að staðfesta skaltu nota hnappinn hér fyrir neðan innan 7 daga:\n\n{{link}}\n\nEf þetta varst ekki þú skaltu hunsa þennan póst: án staðfestingar er netfangið ekki skráð og því er eytt eftir 7 daga.",
    confirmButton: "Staðfesta áskriftina",
  },
} satisfies Namespaces["newsletter"];

export default newsletter;
