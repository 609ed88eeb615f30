import type { PartialMessages } from "../types";

const about = {
  meta: {
    title: "Tungkol sa Amin — GeoCert",
    description:
      "Sino ang GeoCert: misyon, pamamahala, pagsasarili, paano gumagana ang sertipikasyon, ang mga pamantayang sinusunod namin, at mga sagot sa karaniwang tanong.",
  },
  header: {
    eyebrow: "Tungkol sa GeoCert",
    title: "Isang lupon ng sertipikasyon para sa mga manggagawa ng enerhiyang geothermal",
    lead: "Ang GeoCert ay isang malaya at di-pangkalakal na organisasyong sumusubok at nagsesertipika ng kakayahan ng mga propesyonal sa geothermal, saanman sila nagtatrabaho.",
  },
  toc: {
    "who-we-are": "Sino kami",
    governance: "Pamamahala",
    independence: "Pagsasarili at walang kinikilingan",
    "how-it-works": "Paano gumagana ang sertipikasyon",
    standards: "Mga pamantayan at akreditasyon",
    faq: "Mga madalas itanong",
  },
  who: {
    heading: "Sino kami",
    lead: "Itinatag ng mga propesyonal, guro at employer na naghangad ng iisang mapagkakatiwalaan at kinikilalang patunay ng kakayahan.",
    mission: { title: "Misyon" },
    vision: { title: "Bisyon" },
    values: {
      title: "Ang aming mga pinahahalagahan",
      items: {
        impartiality: { title: "Walang kinikilingan" },
        rigour: { title: "Masusing pamantayan" },
        openness: { title: "Pagiging bukas" },
        inclusion: { title: "Pagsasama ng lahat" },
      },
    },
  },
  governance: {
    heading: "Pamamahala",
    lead: "Isang lupon ng mga direktor ang may pananagutan sa GeoCert; isang lupon ng mga tagapayo ang gumagabay sa balangkas ng kakayahan.",
    directorsHeading: "Lupon ng mga direktor",
    directorsLead:
      "Anim na direktor na hinalal para sa tatlong taon. Hindi bababa sa dalawa ang malaya sa industriya at isa ang sertipikadong propesyonal.",
    advisoryHeading: "Lupon ng mga tagapayo",
    advisoryLead:
      "Sinusuri ng mga propesyonal at iskolar mula sa limang kontinente ang balangkas at ang plano ng mga pagsusulit.",
    fictionalNote: "Kathang-isip lamang ang mga taong ipinapakita.",
    directorRoles: {
      chair: "Tagapangulo",
      viceChair: "Pangalawang Tagapangulo",
      treasurer: "Ingat-yaman",
      secretary: "Kalihim",
      publicInterest: "Direktor para sa interes ng publiko",
      practitioner: "Direktor mula sa mga propesyonal",
    },
    backgrounds: {
      energyRegulation: "Regulasyon ng enerhiya",
      geothermalEngineering: "Inhinyeriyang geothermal",
      publicFinance: "Pampublikong pananalapi",
      vocationalEducation: "Bokasyonal na edukasyon",
      consumerProtection: "Proteksyon ng mamimili",
      plantOperations: "Operasyon ng planta",
    },
    advisoryRoles: {
      chair: "Tagapangulo",
      academicLead: "Pinuno sa Akademya",
      industryLead: "Pinuno sa Industriya",
      technicalAdvisor: "Teknikal na Tagapayo",
      workforceDevelopment: "Pagpapaunlad ng mga Manggagawa",
      regionalAdvisor: "Panrehiyong Tagapayo",
    },
    expertise: {
      reservoirModelling: "Pagmomodelo ng reservoir",
      geothermalEducation: "Edukasyon sa geothermal",
      plantOperations: "Operasyon ng planta",
      drillingSafety: "Kaligtasan sa pagbabarena",
      skillsPolicy: "Patakaran sa kasanayan",
      asiaPacific: "Mga merkado sa Asia-Pacific",
    },
  },
  independence: {
    heading: "Pagsasarili at walang kinikilingan",
    lead: "Ang halaga ng isang sertipiko ay nakasalalay sa tiwalang nasa likod nito. Pinananatili ng mga patakarang ito na malaya ang aming mga desisyon sa komersyal na presyon.",
    pointsHeading: "Paano namin pinangangalagaan ang pagiging walang kinikilingan",
  },
  process: {
    heading: "Paano gumagana ang sertipikasyon",
    lead: "Apat na hakbang, pare-pareho sa bawat antas at bawat bansa.",
    stepLabel: "Hakbang {{number}}",
    steps: {
      learn: { title: "Matuto" },
      assess: { title: "Masuri" },
      certify: { title: "Masertipikahan" },
      maintain: { title: "Panatilihin" },
    },
  },
  standards: {
    heading: "Mga pamantayan at akreditasyon",
    lead: "Itinatayo namin ang programa sa kinikilalang pandaigdigang kasanayan. Sinasabi namin kung nasaan kami at hindi kami nag-aangkin ng hindi pa namin nakakamit.",
    status: { alignedWith: "Nakaayon sa", workingTowards: "Pinagsisikapang makamit" },
    items: {
      iso17024: { title: "ISO/IEC 17024" },
      iga: { title: "Gabay ng International Geothermal Association (IGA)" },
      regional: { title: "Mga panrehiyong samahan sa geothermal" },
    },
    note: "Ang GeoCert ay isang demonstration site: kathang-isip ang organisasyon at ang katayuan ng akreditasyon nito.",
  },
  faq: {
    heading: "Mga madalas itanong",
    lead: "Ang pinakamadalas itanong sa amin ng mga kandidato at employer.",
    items: {
      eligibility: { question: "Sino ang maaaring mag-aplay para sa sertipikasyon?" },
      languages: { question: "Sa anong mga wika ako maaaring kumuha ng pagsusulit?" },
      fees: { question: "Magkano ang sertipikasyon?" },
      recertification: { question: "Paano ko mapapanatiling balido ang aking sertipiko?" },
      verification: { question: "Paano masusuri ng employer ang isang sertipiko?" },
      privacy: { question: "Ano ang ginagawa ninyo sa aking personal na datos?" },
      appeals: { question: "Maaari ba akong umapela sa isang desisyon?" },
      accommodations: { question: "Maaari ba akong humiling ng akomodasyon dahil sa kapansanan?" },
      training: { question: "Kailangan ko bang kumuha ng partikular na kurso?" },
    },
  },
} satisfies PartialMessages<"about">;

export default about;
