import type { PartialMessages } from "../types";

const directory = {
  meta: {
    title: "Saraka ya wataalamu",
    description:
      "Tafuta wataalamu wa jotoardhi walioidhinishwa kwa jina, nchi, ngazi na fani. Wanachama huchagua kinachoonyeshwa; mawasiliano ni kupitia fomu.",
  },
  title: "Saraka ya wataalamu",
  search: {
    heading: "Tafuta kwenye saraka",
    name: "Jina",
    country: "Nchi",
    level: "Ngazi",
    anyLevel: "Ngazi zote",
    domain: "Fani",
    anyDomain: "Fani zote",
    submit: "Tafuta",
  },
  empty: "Hakuna mtaalamu aliyeorodheshwa anayelingana na utafutaji huu.",
  entry: {
    verified: "Cheti kimethibitishwa",
    level: "Ngazi",
    domains: "Fani",
    employer: "Mwajiri",
    languages: "Lugha",
    contact: "Wasiliana",
    contactLabel: "Wasiliana na {{name}}",
  },
  profile: {
    heading: "Wasifu wako kwenye saraka",
    signInButton: "Ingia",
    listed: "Niorodheshe kwenye saraka",
    country: "Nchi",
    city: "Mji",
    level: "Ngazi yako ya cheti",
    domains: "Fani",
    employer: "Mwajiri",
    bio: "Kuhusu wewe",
    languages: "Lugha",
    credentialId: "Kitambulisho cha cheti (si lazima)",
    save: "Hifadhi wasifu",
    remove: "Ondoa wasifu wangu",
  },
  contact: {
    message: "Ujumbe wako",
    send: "Tuma ujumbe",
    sent: "Ujumbe wako umetumwa.",
    back: "Rudi kwenye saraka",
  },
  errors: {
    messageShort: "Andika angalau herufi 20.",
    rateLimited: "Maombi mengi mno. Tafadhali jaribu tena baadaye.",
    failed: "Hitilafu imetokea. Tafadhali jaribu tena.",
  },
  mail: {
    contactSubject: "Saraka ya GeoCert: ujumbe kutoka kwa {{name}}",
  },
} satisfies PartialMessages<"directory">;

export default directory;
