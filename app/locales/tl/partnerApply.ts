import type { PartialMessages } from "../types";

const partnerApply = {
  meta: {
    title: "Mag-apply bilang katuwang — GeoCert",
    description:
      "Mag-apply na suportahan ang GeoCert bilang katuwang mula sa industriya, akademya, pagsasanay o pamahalaan: apat na maikling hakbang.",
  },
  header: {
    eyebrow: "Pakikipagtuwang",
    title: "Mag-apply bilang katuwang",
    lead: "Ikuwento ang iyong organisasyon at kung paano mo gustong mag-ambag; sumasagot ang aming partnerships team sa loob ng sampung araw ng trabaho.",
  },
  trail: {
    partners: "Mga katuwang",
  },
  progress: {
    label: "Hakbang {{step}} sa {{total}}",
    steps: "Mga hakbang ng aplikasyon",
    done: "tapos na",
  },
  steps: {
    organisation: {
      title: "Organisasyon",
    },
    contact: {
      title: "Contact person",
    },
    contribution: {
      title: "Ambag",
    },
    review: {
      title: "Suriin at ipadala",
    },
  },
  fields: {
    organisation: "Pangalan ng organisasyon",
    organisationType: "Uri ng organisasyon",
    tier: "Antas na interesado ka",
    country: "Bansa",
    website: "Website",
    contactName: "Buong pangalan",
    contactRole: "Posisyon",
    email: "Email",
    phone: "Telepono",
    contribution: "Paano kayo mag-aambag?",
    areas: "Mga larangan ng ambag",
  },
  types: {
    industry: "Industriya",
    academic: "Akademya",
    training: "Tagapagbigay ng pagsasanay",
    government: "Pamahalaan o NGO",
  },
  tiers: {
    platinum: "Platinum",
    gold: "Gold",
    silver: "Silver",
  },
  buttons: {
    next: "Magpatuloy",
    back: "Bumalik",
    edit: "Baguhin",
    submit: "Ipadala ang aplikasyon",
    saving: "Sine-save…",
  },
  errors: {
    organisation: "Ilagay ang pangalan ng organisasyon (hindi bababa sa 2 karakter).",
    organisationType: "Piliin ang uri ng organisasyon.",
    tier: "Pumili ng antas.",
    country: "Ilagay ang bansa.",
    website: "Maglagay ng web address gaya ng https://example.org, o iwanang blangko.",
    contactName: "Ilagay ang buong pangalan ng contact person.",
    email: "Maglagay ng wastong email address.",
    phone: "Maglagay ng wastong numero ng telepono, o iwanang blangko.",
    contribution: "Ilarawan ang inyong ambag sa hindi bababa sa 20 karakter.",
    contributionLong: "Panatilihin itong mas maikli sa 3,000 karakter.",
    consent: "Pakisang-ayunan upang maitago namin ang iyong aplikasyon.",
    tooLong: "Masyadong mahaba ito.",
    rateLimited: "Masyadong maraming pagtatangka mula sa iyong koneksyon. Subukang muli pagkalipas ng ilang minuto.",
    failed: "Hindi na-save ang iyong aplikasyon. Pakisubukang muli.",
  },
  sent: {
    heading: "Salamat — naipadala na ang iyong aplikasyon",
    back: "Bumalik sa pahina ng mga katuwang",
  },
  mail: {
    subject: "Ang iyong aplikasyon sa pakikipagtuwang sa GeoCert",
  },
  admin: {
    heading: "Mga aplikasyon ng katuwang",
    status: "Katayuan",
    notes: "Mga tala",
    save: "I-save",
    statuses: {
      new: "Bago",
      inReview: "Sinusuri",
      approved: "Inaprubahan",
      declined: "Tinanggihan",
    },
  },
} satisfies PartialMessages<"partnerApply">;

export default partnerApply;
