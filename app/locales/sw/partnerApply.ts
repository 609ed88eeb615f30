import type { PartialMessages } from "../types";

const partnerApply = {
  meta: {
    title: "Omba kuwa mshirika — GeoCert",
    description: "Omba kuiunga mkono GeoCert kama mshirika wa sekta, taaluma, mafunzo au serikali: hatua nne fupi.",
  },
  header: {
    eyebrow: "Ushirikiano",
    title: "Omba kuwa mshirika",
    lead: "Tueleze kuhusu taasisi yako na jinsi mngependa kuchangia; timu yetu ya ushirikiano hujibu ndani ya siku kumi za kazi.",
  },
  trail: {
    partners: "Washirika",
  },
  progress: {
    label: "Hatua {{step}} kati ya {{total}}",
    steps: "Hatua za maombi",
    done: "imekamilika",
  },
  steps: {
    organisation: {
      title: "Taasisi",
    },
    contact: {
      title: "Mtu wa mawasiliano",
    },
    contribution: {
      title: "Mchango",
    },
    review: {
      title: "Kagua na utume",
    },
  },
  fields: {
    organisation: "Jina la taasisi",
    organisationType: "Aina ya taasisi",
    tier: "Daraja unalolipenda",
    country: "Nchi",
    website: "Tovuti",
    contactName: "Jina kamili",
    contactRole: "Wadhifa",
    email: "Barua pepe",
    phone: "Simu",
    contribution: "Mngechangia vipi?",
    areas: "Nyanja za mchango",
  },
  types: {
    industry: "Sekta",
    academic: "Taaluma",
    training: "Mtoa mafunzo",
    government: "Serikali au shirika lisilo la kiserikali",
  },
  tiers: {
    platinum: "Platinamu",
    gold: "Dhahabu",
    silver: "Fedha",
  },
  buttons: {
    next: "Endelea",
    back: "Rudi",
    edit: "Badilisha",
    submit: "Tuma maombi",
    saving: "Inahifadhi…",
  },
  errors: {
    organisation: "Weka jina la taasisi (angalau herufi 2).",
    organisationType: "Chagua aina ya taasisi.",
    tier: "Chagua daraja.",
    country: "Weka nchi.",
    website: "Weka anwani ya wavuti kama https://example.org, au iache wazi.",
    contactName: "Weka jina kamili la mtu wa mawasiliano.",
    email: "Weka barua pepe sahihi.",
    phone: "Weka namba ya simu sahihi, au iache wazi.",
    contribution: "Eleza mchango wenu kwa angalau herufi 20.",
    contributionLong: "Tafadhali usizidi herufi 3,000.",
    consent: "Tafadhali kubali ili tuweze kuhifadhi maombi yako.",
    tooLong: "Hii ni ndefu mno.",
    rateLimited: "Majaribio mengi mno kutoka kwenye muunganisho wako. Jaribu tena baada ya dakika chache.",
    failed: "Maombi yako hayakuweza kuhifadhiwa. Tafadhali jaribu tena.",
  },
  sent: {
    heading: "Asante — maombi yako yametumwa",
    back: "Rudi kwenye ukurasa wa washirika",
  },
  mail: {
    subject: "Maombi yako ya ushirikiano na GeoCert",
  },
  admin: {
    heading: "Maombi ya washirika",
    status: "Hali",
    notes: "Maelezo",
    save: "Hifadhi",
    statuses: {
      new: "Mapya",
      inReview: "Yanakaguliwa",
      approved: "Yamekubaliwa",
      declined: "Yamekataliwa",
    },
  },
} satisfies PartialMessages<"partnerApply">;

export default partnerApply;
