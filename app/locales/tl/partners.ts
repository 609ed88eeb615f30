import type { PartialMessages } from "../types";

const partners = {
  meta: {
    title: "Mga Katuwang — GeoCert",
    description:
      "Ang mga organisasyong nagpopondo, sumusuri at sumusubok sa programa ng GeoCert, ang mga benepisyo ng bawat antas, paano maging katuwang, at mga kasangkapan sa pagberipika.",
  },
  header: {
    eyebrow: "Mga Katuwang",
    title: "Mga katuwang at kontribyutor",
    lead: "Mga employer, developer at training provider na nagpopondo, sumusuri at sumusubok sa programa, nang walang anumang boses kung sino ang masesertipikahan.",
  },
  tiers: {
    heading: "Ang aming mga kontribyutor",
    lead: "Tatlong antas ng suporta. Iisang patakaran sa pagiging walang kinikilingan ang tinatanggap ng bawat kontribyutor, anuman ang antas nito.",
    tierLabel: "Mga kontribyutor na {{tier}}",
    names: { platinum: "Platinum", gold: "Gold", silver: "Silver" },
    fictionalNote: "Kathang-isip lamang ang lahat ng organisasyong binanggit sa pahinang ito.",
  },
  benefits: {
    heading: "Mga benepisyo ng katuwang",
    lead: "Ang kasama sa bawat antas, sa bawat taon ng pakikipagtuwang.",
    caption: "Mga benepisyo ayon sa antas ng katuwang",
    benefit: "Benepisyo",
    included: "Kasama",
    notIncluded: "Hindi kasama",
    perYear: "{{value}} bawat taon",
    rows: {
      listing: "Nakalista sa site na ito at sa taunang ulat",
      bulkVerification: "Maramihang pagberipika ng sertipiko ng mga kandidato",
      examVouchers: "Mga voucher sa pagsusulit para sa kawani",
      eventPlaces: "Libreng puwesto sa mga kaganapan ng GeoCert",
      reviewPanels: "Upuan sa mga teknikal na panel ng pagsusuri",
      coHostedEvents: "Magkasamang panrehiyong kaganapan",
      pilotAccess: "Maagang access sa mga pilot na pagsusulit",
      workingGroup: "Isang kasapi sa working group ng balangkas",
    },
    note: "Nagbibigay-puna ang mga panel ng pagsusuri sa balangkas; hindi nila kailanman nakikita ang mga tanong sa aktuwal na pagsusulit o ang resulta ng mga kandidato.",
  },
  join: {
    heading: "Paano maging katuwang",
    lead: "Mula sa unang pagtatanong hanggang sa pinirmahang kasunduan, karaniwang apat hanggang anim na linggo.",
    steps: {
      apply: { title: "Mag-aplay" },
      conversation: { title: "Makipag-usap sa amin" },
      agreement: { title: "Pirmahan ang kasunduan" },
      onboarding: { title: "Magsimula" },
    },
    apply: "Mag-aplay bilang katuwang",
  },
  tools: {
    heading: "Mga kasangkapan sa pagberipika",
    lead: "Tiyaking hawak ng mga kinukuha ninyo ang mga sertipikong sinasabi nila.",
    items: {
      verify: { title: "Beripikahin ang sertipiko", link: "Beripikahin ang sertipiko" },
      bulkVerify: { title: "Maramihang pagberipika", link: "Beripikahin ang maraming sertipiko" },
    },
  },
  faq: {
    heading: "Mga tanong mula sa mga katuwang",
    lead: "Ang mga sagot na hinihingi ng mga organisasyon bago sila sumali.",
    items: {
      who: { question: "Aling mga organisasyon ang maaaring maging katuwang?" },
      influence: { question: "Nakaiimpluwensya ba ang pakikipagtuwang sa mga desisyon sa sertipikasyon?" },
      contribution: { question: "Magkano ang pakikipagtuwang?" },
      changeTier: { question: "Maaari ba kaming magpalit ng antas sa ibang pagkakataon?" },
      nonprofits: { question: "May espesyal bang kondisyon para sa maliliit at di-pangkalakal na organisasyon?" },
    },
  },
} satisfies PartialMessages<"partners">;

export default partners;
