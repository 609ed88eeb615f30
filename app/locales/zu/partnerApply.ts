import type { PartialMessages } from "../types";

const partnerApply = {
  meta: {
    title: "Faka isicelo sokuba ngozakwethu — GeoCert",
    description:
      "Faka isicelo sokweseka i-GeoCert njengozakwethu wemboni, wezemfundo, woqeqesho noma kahulumeni: izinyathelo ezine ezimfushane.",
  },
  header: {
    eyebrow: "Ubambiswano",
    title: "Faka isicelo sokuba ngozakwethu",
    lead: "Sitshele ngenhlangano yakho nokuthi ungathanda ukufaka isandla kanjani; ithimba lethu lobambiswano liphendula phakathi kwezinsuku zokusebenza eziyishumi.",
  },
  trail: {
    partners: "Ozakwethu",
  },
  progress: {
    label: "Isinyathelo {{step}} kwezingu-{{total}}",
    steps: "Izinyathelo zesicelo",
    done: "kuqediwe",
  },
  steps: {
    organisation: {
      title: "Inhlangano",
    },
    contact: {
      title: "Umuntu wokuxhumana",
    },
    contribution: {
      title: "Umnikelo",
    },
    review: {
      title: "Buyekeza bese uthumela",
    },
  },
  fields: {
    organisation: "Igama lenhlangano",
    organisationType: "Uhlobo lwenhlangano",
    tier: "Izinga olithandayo",
    country: "Izwe",
    website: "Iwebhusayithi",
    contactName: "Igama eligcwele",
    contactRole: "Isikhundla",
    email: "I-imeyili",
    phone: "Ucingo",
    contribution: "Ningafaka isandla kanjani?",
    areas: "Imikhakha yomnikelo",
  },
  types: {
    industry: "Imboni",
    academic: "Ezemfundo ephakeme",
    training: "Umhlinzeki woqeqesho",
    government: "Uhulumeni noma i-NGO",
  },
  tiers: {
    platinum: "Iplatinamu",
    gold: "Igolide",
    silver: "Isiliva",
  },
  buttons: {
    next: "Qhubeka",
    back: "Emuva",
    edit: "Shintsha",
    submit: "Thumela isicelo",
    saving: "Kuyalondolozwa…",
  },
  errors: {
    organisation: "Faka igama lenhlangano (okungenani izinhlamvu ezi-2).",
    organisationType: "Khetha uhlobo lwenhlangano.",
    tier: "Khetha izinga.",
    country: "Faka izwe.",
    website: "Faka ikheli lewebhu elifana no-https://example.org, noma ulishiye lingenalutho.",
    contactName: "Faka igama eligcwele lomuntu wokuxhumana.",
    email: "Faka ikheli le-imeyili elivumelekile.",
    phone: "Faka inombolo yocingo evumelekile, noma uyishiye ingenalutho.",
    contribution: "Chaza umnikelo wenu ngezinhlamvu okungenani ezingu-20.",
    contributionLong: "Sicela ungedluli ezinhlamvini ezingu-3,000.",
    consent: "Sicela uvume ukuze sikwazi ukugcina isicelo sakho.",
    tooLong: "Lokhu kude kakhulu.",
    rateLimited: "Kunemizamo eminingi kakhulu kusuka ekuxhumekeni kwakho. Zama futhi emva kwemizuzu embalwa.",
    failed: "Isicelo sakho asikwazanga ukulondolozwa. Sicela uzame futhi.",
  },
  sent: {
    heading: "Siyabonga — isicelo sakho sithunyelwe",
    back: "Buyela ekhasini lozakwethu",
  },
  mail: {
    subject: "Isicelo sakho sobambiswano ne-GeoCert",
  },
  admin: {
    heading: "Izicelo zozakwethu",
    status: "Isimo",
    notes: "Amanothi",
    save: "Londoloza",
    statuses: {
      new: "Okusha",
      inReview: "Kuyabuyekezwa",
      approved: "Kwamukelwe",
      declined: "Kwenqatshiwe",
    },
  },
} satisfies PartialMessages<"partnerApply">;

export default partnerApply;
