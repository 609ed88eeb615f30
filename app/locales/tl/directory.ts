import type { PartialMessages } from "../types";

const directory = {
  meta: {
    title: "Direktoryo ng mga propesyonal",
    description:
      "Maghanap ng mga sertipikadong propesyonal sa geothermal ayon sa pangalan, bansa, antas at larangan. Pinipili ng mga miyembro ang ipinapakita; makipag-ugnayan sa pamamagitan ng form.",
  },
  title: "Direktoryo ng mga propesyonal",
  search: {
    heading: "Maghanap sa direktoryo",
    name: "Pangalan",
    country: "Bansa",
    level: "Antas",
    anyLevel: "Lahat ng antas",
    domain: "Larangan",
    anyDomain: "Lahat ng larangan",
    submit: "Maghanap",
  },
  empty: "Walang nakalistang propesyonal na tugma sa paghahanap na ito.",
  entry: {
    verified: "Beripikadong sertipikasyon",
    level: "Antas",
    domains: "Larangan",
    employer: "Employer",
    languages: "Mga wika",
    contact: "Makipag-ugnayan",
    contactLabel: "Makipag-ugnayan kay {{name}}",
  },
  profile: {
    heading: "Ang iyong profile sa direktoryo",
    signInButton: "Mag-sign in",
    listed: "Isama ako sa direktoryo",
    country: "Bansa",
    city: "Lungsod",
    level: "Ang iyong antas ng sertipikasyon",
    domains: "Larangan",
    employer: "Employer",
    bio: "Tungkol sa iyo",
    languages: "Mga wika",
    credentialId: "ID ng sertipikasyon (opsyonal)",
    save: "I-save ang profile",
    remove: "Alisin ang aking profile",
  },
  contact: {
    message: "Ang iyong mensahe",
    send: "Ipadala ang mensahe",
    sent: "Naipadala na ang iyong mensahe.",
    back: "Bumalik sa direktoryo",
  },
  errors: {
    messageShort: "Sumulat ng hindi bababa sa 20 character.",
    rateLimited: "Masyadong maraming kahilingan. Pakisubukang muli mamaya.",
    failed: "May nangyaring mali. Pakisubukang muli.",
  },
  mail: {
    contactSubject: "GeoCert direktoryo: mensahe mula kay {{name}}",
  },
} satisfies PartialMessages<"directory">;

export default directory;
