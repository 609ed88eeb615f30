import type { Namespaces } from "../types";

/** Tagalog strings of the about namespace (complete). */
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
    mission: {
      title: "Misyon",
      text: "Gawing nakikita at naihahambing sa iba't ibang bansa ang kakayahan ng mga propesyonal sa geothermal, sa pamamagitan ng patas, masusi at abot-kayang sertipikasyon.",
    },
    vision: {
      title: "Bisyon",
      text: "Isang mundo kung saan ang bawat proyektong geothermal ay itinatayo at pinatatakbo ng mga taong kinikilala ang kasanayan, anuman ang kanilang bansa, wika o landas papasok sa industriya.",
    },
    values: {
      title: "Ang aming mga pinahahalagahan",
      items: {
        impartiality: {
          title: "Walang kinikilingan",
          text: "Nakabatay lamang ang mga desisyon sa ebidensya ng kakayahan, hindi kailanman sa kung sino ang nagbabayad, nagsasanay o nag-eempleyo sa kandidato.",
        },
        rigour: {
          title: "Masusing pamantayan",
          text: "Binubuo ang bawat pagsusulit mula sa inilathalang balangkas, sinusuri ng mga eksperto sa larangan at sinusuri rin ayon sa estadistika.",
        },
        openness: {
          title: "Pagiging bukas",
          text: "Inilalathala ang aming balangkas, bayarin, patakaran at antas ng pagpasa, at maaaring beripikahin ng sinuman ang isang sertipiko.",
        },
        inclusion: {
          title: "Pagsasama ng lahat",
          text: "Mga pagsusulit sa 11 wika, mas mababang bayad kung saan mas mababa ang kita, at mga akomodasyon para sa mga kandidatong nangangailangan nito.",
        },
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
    statement:
      "Nagsesertipika ng mga tao ang GeoCert; hindi ito nagsasanay sa kanila. Pinopondohan ng mga kontribyutor at katuwang ang programa ngunit wala silang boses sa nilalaman ng pagsusulit, sa pagmamarka o sa mga desisyon sa sertipikasyon. Idinedeklara ng bawat taong kasangkot sa sertipikasyon ang kanilang mga interes, at sinusuri ng lupon ng mga direktor minsan sa isang taon ang mga panganib sa pagiging walang kinikilingan at inilalathala ang resulta.",
    pointsHeading: "Paano namin pinangangalagaan ang pagiging walang kinikilingan",
    points: {
      separation:
        "Magkahiwalay ang pagsasanay at sertipikasyon: walang sinumang nagsanay sa isang kandidato ang maaaring sumuri o magpasya tungkol sa kandidatong iyon.",
      conflicts:
        "Idinedeklara ng mga tagasuri, manunulat ng tanong at direktor ang kanilang mga conflict of interest, na nakatala sa isang rehistrong sinusuri namin taon-taon.",
      committee:
        "Ang isang komite sa pagiging walang kinikilingan, na may mga kasapi mula sa mga employer, manggagawa, guro at publiko, ay maaaring magpawalang-bisa sa mga desisyong naglalagay sa panganib sa pagiging walang kinikilingan.",
      decisions:
        "Ang mga desisyon sa sertipikasyon ay ginagawa ng mga sinanay na tagasuri na hindi nakilahok sa pagtatasa ng kandidato.",
    },
  },
  process: {
    heading: "Paano gumagana ang sertipikasyon",
    lead: "Apat na hakbang, pare-pareho sa bawat antas at bawat bansa.",
    stepLabel: "Hakbang {{number}}",
    steps: {
      learn: {
        title: "Matuto",
        text: "Pag-aralan ang balangkas ng kakayahan para sa inyong antas, sa alinmang tagapagbigay ng pagsasanay o habang nagtatrabaho. Nasa aming mga sanggunian ang mga libreng gabay sa pag-aaral at mga tanong na pampraktis.",
      },
      assess: {
        title: "Masuri",
        text: "Mag-aplay kalakip ang patunay ng inyong karanasan, pagkatapos ay kumuha ng binabantayang pagsusulit sa inyong wika sa isang test center o online; may dagdag na praktikal na pagsusulit o pagsusuri ng portfolio ang mas matataas na antas.",
      },
      certify: {
        title: "Masertipikahan",
        text: "Sinusuri ng isang independiyenteng tagasuri ang mga resulta. Tumatanggap ang mga pumasang kandidato ng digital na sertipiko at pampublikong talaan na maaaring beripikahin ng mga employer.",
      },
      maintain: {
        title: "Panatilihin",
        text: "May bisa ang mga sertipiko nang {{years}} taon. Panatilihin itong napapanahon sa pamamagitan ng patuloy na propesyonal na pag-unlad at pagsunod sa code of conduct.",
      },
    },
  },
  standards: {
    heading: "Mga pamantayan at akreditasyon",
    lead: "Itinatayo namin ang programa sa kinikilalang pandaigdigang kasanayan. Sinasabi namin kung nasaan kami at hindi kami nag-aangkin ng hindi pa namin nakakamit.",
    status: {
      alignedWith: "Nakaayon sa",
      workingTowards: "Pinagsisikapang makamit",
    },
    items: {
      iso17024: {
        title: "ISO/IEC 17024",
        text: "Ang pandaigdigang pamantayan para sa mga organisasyong nagsesertipika ng mga tao. Sinusunod ng aming mga patakaran ang mga kinakailangan nito, at naghahanda kaming mag-aplay para sa akreditasyon sa isang pambansang accreditation body; hindi pa kami akreditado.",
      },
      iga: {
        title: "Gabay ng International Geothermal Association (IGA)",
        text: "Ang aming balangkas ng kakayahan ay humahango sa inilathalang gabay ng IGA tungkol sa mga kasanayan at mabuting praktika sa geothermal. Sariling pag-aayon namin ito; hindi ito pag-endorso ng IGA.",
      },
      regional: {
        title: "Mga panrehiyong samahan sa geothermal",
        text: "Itinutugma namin ang aming mga antas sa gabay ng mga panrehiyong samahan at sa mga pambansang balangkas ng kwalipikasyon, upang maitabi ang mga sertipiko sa mga lokal na kwalipikasyon.",
      },
    },
    note: "Ang GeoCert ay isang demonstration site: kathang-isip ang organisasyon at ang katayuan ng akreditasyon nito.",
  },
  faq: {
    heading: "Mga madalas itanong",
    lead: "Ang pinakamadalas itanong sa amin ng mga kandidato at employer.",
    items: {
      eligibility: {
        question: "Sino ang maaaring mag-aplay para sa sertipikasyon?",
        answer:
          "Sinumang nagtatrabaho o papasok sa sektor ng geothermal. Walang kinakailangang karanasan para sa Panimulang Antas; {{professionalYears}} taon ng kaugnay na trabaho para sa Propesyonal, {{seniorYears}} para sa Senior na Propesyonal, at para sa Expert Fellow, isang rekord ng pamumunong sinusuri ng isang panel.",
      },
      languages: {
        question: "Sa anong mga wika ako maaaring kumuha ng pagsusulit?",
        answer:
          "Sa lahat ng 11 wika ng site na ito: Ingles, Pranses, Espanyol, Indonesian, Filipino, Hapon, Tsino, Swahili, Zulu, Icelandic at Turkish. Sinusuri ng mga nagpapraktis na inhinyero ang bawat salin.",
      },
      fees: {
        question: "Magkano ang sertipikasyon?",
        answer:
          "Nakadepende ang bayad sa antas at buong inilalathala bago kayo mag-aplay. Mas mababang bayad ang sinisingil sa mga kandidato mula sa mga bansang mas mababa ang kita, at kalahati lamang ang binabayaran ng mga estudyante. Walang nakatagong singil para sa muling pagkuha ng pagsusulit sa loob ng isang taon.",
      },
      recertification: {
        question: "Paano ko mapapanatiling balido ang aking sertipiko?",
        answer:
          "Tuwing {{years}} taon, magpapakita kayo ng {{minHours}} hanggang {{maxHours}} na oras ng patuloy na propesyonal na pag-unlad, depende sa antas, at kukumpirmahing sinusunod ninyo ang code of conduct. Kung mag-lapse ang sertipiko, may {{reinstatementMonths}} buwan kayo para i-renew ito nang hindi kumukuhang muli ng pagsusulit.",
      },
      verification: {
        question: "Paano masusuri ng employer ang isang sertipiko?",
        answer:
          "May pampublikong talaan ang bawat sertipiko na naglalaman ng pangalan ng may hawak, antas at katayuan. Sinusuri ng mga employer ang isang talaan gamit ang numero nito, o marami nang sabay-sabay gamit ang aming kasangkapan para sa maramihang pagberipika.",
      },
      privacy: {
        question: "Ano ang ginagawa ninyo sa aking personal na datos?",
        answer:
          "Ginagamit lamang namin ito para patakbuhin ang inyong sertipikasyon. Ipinapakita ng pampublikong talaan ang inyong pangalan, antas, numero ng sertipiko at katayuan, wala nang iba. Maaari kayong humingi ng kopya ng inyong datos o ng pagbura nito anumang oras, alinsunod sa mga talaang kailangan naming itago.",
      },
      appeals: {
        question: "Maaari ba akong umapela sa isang desisyon?",
        answer:
          "Oo. Maaari kayong umapela sa resulta ng pagsusulit o sa desisyon sa sertipikasyon sa loob ng 30 araw. Susuriin ito ng isang panel sa apela na binubuo ng mga taong hindi kasangkot sa orihinal na desisyon, at sasagot sila sa loob ng 30 araw.",
      },
      accommodations: {
        question: "Maaari ba akong humiling ng akomodasyon dahil sa kapansanan?",
        answer:
          "Oo. Maaaring isaayos ang dagdag na oras, isang tagabasa, malalaking titik, pahinga o lugar na madaling puntahan. Hilingin ito kapag nag-aplay kayo; kumpidensyal na hinahawakan ang mga kahilingan.",
      },
      training: {
        question: "Kailangan ko bang kumuha ng partikular na kurso?",
        answer:
          "Hindi. Hindi kami nag-aatas o nagbebenta ng pagsasanay. Anumang kurso, programa sa unibersidad o karanasang bumubuo sa mga kakayahan ng balangkas ay naghahanda sa inyo.",
      },
    },
  },
} satisfies Namespaces["about"];

export default about;
