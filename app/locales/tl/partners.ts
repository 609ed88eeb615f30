import type { Namespaces } from "../types";

/** Tagalog strings of the partners namespace (complete). */
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
    names: {
      platinum: "Platinum",
      gold: "Ginto",
      silver: "Pilak",
    },
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
      apply: {
        title: "Mag-aplay",
        text: "Ikuwento sa amin ang inyong organisasyon at ang antas na nais ninyo gamit ang online na form.",
      },
      conversation: {
        title: "Makipag-usap sa amin",
        text: "Tatawagan kayo ng aming koponan sa pakikipagtuwang upang pagkasunduan ang mga layunin, benepisyo at kontribusyon para sa inyong antas.",
      },
      agreement: {
        title: "Pirmahan ang kasunduan",
        text: "Kasama sa kasunduan ang aming mga pangako sa pagiging walang kinikilingan, na tinatanggap ng bawat katuwang.",
      },
      onboarding: {
        title: "Magsimula",
        text: "Idinaragdag namin kayo sa site, inihahanda ang inyong account para sa pagberipika at ipinapadala ang inyong mga voucher sa pagsusulit.",
      },
    },
    apply: "Mag-aplay bilang katuwang",
  },
  tools: {
    heading: "Mga kasangkapan sa pagberipika",
    lead: "Tiyaking hawak ng mga kinukuha ninyo ang mga sertipikong sinasabi nila.",
    items: {
      verify: {
        title: "Beripikahin ang sertipiko",
        text: "Ilagay ang numero ng sertipiko para makita ang may hawak nito, ang antas at ang katayuan.",
        link: "Beripikahin ang sertipiko",
      },
      bulkVerify: {
        title: "Maramihang pagberipika",
        text: "Mag-upload ng listahan ng mga numero ng sertipiko at suriin ang lahat nang sabay-sabay: ginawa para sa mga koponan sa pag-hire at mga kontratista.",
        link: "Beripikahin ang maraming sertipiko",
      },
    },
  },
  faq: {
    heading: "Mga tanong mula sa mga katuwang",
    lead: "Ang mga sagot na hinihingi ng mga organisasyon bago sila sumali.",
    items: {
      who: {
        question: "Aling mga organisasyon ang maaaring maging katuwang?",
        answer:
          "Mga employer, developer, operator, gumagawa ng kagamitan, consultancy, unibersidad at tagapagbigay ng pagsasanay na aktibo sa enerhiyang geothermal, sa anumang bansa.",
      },
      influence: {
        question: "Nakaiimpluwensya ba ang pakikipagtuwang sa mga desisyon sa sertipikasyon?",
        answer:
          "Hindi. Hindi kailanman nakikita ng mga katuwang ang mga tanong sa pagsusulit, hindi sila nakikilahok sa pagmamarka at hindi nila nalalaman ang mga resulta ng mga kandidato. Sinusuri ng aming komite sa pagiging walang kinikilingan ang bawat pakikipagtuwang minsan sa isang taon.",
      },
      contribution: {
        question: "Magkano ang pakikipagtuwang?",
        answer:
          "Nakadepende ang taunang kontribusyon sa antas at sa laki ng inyong organisasyon; pinagkakasunduan namin ito sa unang pag-uusap at inilalathala ang talaan ng halaga sa aming taunang ulat.",
      },
      changeTier: {
        question: "Maaari ba kaming magpalit ng antas sa ibang pagkakataon?",
        answer: "Oo, sa bawat taunang pag-renew. Magsisimula ang mga benepisyo ng bagong antas sa petsa ng pag-renew.",
      },
      nonprofits: {
        question: "May espesyal bang kondisyon para sa maliliit at di-pangkalakal na organisasyon?",
        answer:
          "Oo. Ang mga unibersidad, di-pangkalakal na organisasyon at kumpanyang may mas kaunti sa 50 kawani ay nagbabayad ng mas mababang kontribusyon para sa antas na Pilak.",
      },
    },
  },
} satisfies Namespaces["partners"];

export default partners;
