import type { PartialMessages } from "../types";

/** Tagalog strings of the Certification framework page (competency texts fall back to English). */
export default {
  meta: {
    title: "Balangkas ng sertipikasyon — GeoCert",
    description:
      "Ang balangkas ng kakayahan ng GeoCert: walong larangan ng kasanayan sa apat na antas ng sertipikasyon, kasama ang mga kakayahang inaasahan sa bawat antas.",
  },
  header: {
    eyebrow: "Balangkas ng kakayahan",
    title: "Balangkas ng sertipikasyon",
    lead: "Ang dapat malaman at magawa ng isang propesyonal sa geothermal sa walong larangan ng kasanayan, sa bawat isa sa apat na antas ng sertipikasyon.",
  },
  intro: {
    heading: "Paano gumagana ang balangkas",
    text: "Ang bawat antas ng sertipikasyon ay nakasalalay sa nauna rito. Inililista ng matrix, para sa bawat larangan ng kasanayan, ang mga kakayahang dapat ipakita ng kandidato sa antas na iyon; isinusulat ang mga pagsusulit, portfolio at panayam batay sa mga pahayag na ito.",
    levelsHeading: "Ang apat na antas sa isang sulyap",
    levelLabel: "Antas {{number}}",
  },
  levelDescriptors: {
    associate: "Nagtatrabaho sa ilalim ng superbisyon at ligtas na sumusunod sa mga itinakdang pamamaraan.",
    professional:
      "Nagtatrabaho nang nakapag-iisa, lumulutas ng karaniwang teknikal na problema at naglalapat ng mga pamantayan sa totoong proyekto.",
    senior: "Namumuno sa mga team at gawain, sinusuri at inaaprubahan ang gawa ng iba.",
    expert: "Humuhubog ng mga kasanayan, estratehiya at pamantayan para sa mga organisasyon at sa buong industriya.",
  },
  filters: {
    heading: "I-filter ang matrix",
    domain: "Larangan ng kasanayan",
    level: "Antas ng sertipikasyon",
    allDomains: "Lahat ng larangan",
    allLevels: "Lahat ng antas",
    statusAll:
      "Ipinapakita ang lahat ng {{domains}} larangan ng kasanayan sa lahat ng {{levels}} antas: {{competencies}}.",
    statusDomain: "Ipinapakita ang {{domain}} sa lahat ng {{levels}} antas: {{competencies}}.",
    statusLevel: "Ipinapakita ang lahat ng {{domains}} larangan ng kasanayan sa antas na {{level}}: {{competencies}}.",
    statusBoth: "Ipinapakita ang {{domain}} sa antas na {{level}}: {{competencies}}.",
    competencyCount_one: "{{count}} kakayahan",
    competencyCount_other: "{{count}} kakayahan",
  },
  matrix: {
    heading: "Matrix ng kakayahan",
    caption: "Mga kakayahan ayon sa larangan ng kasanayan at antas ng sertipikasyon",
    domainColumn: "Larangan ng kasanayan",
    listHint: "Sa maliliit na screen, ipinapakita ang matrix bilang listahan para sa bawat larangan.",
  },
  print: {
    title: "Balangkas ng sertipikasyon ng GeoCert",
    note: "Inilimbag mula sa website ng GeoCert. Sinusuri ng advisory board ang balangkas taun-taon.",
  },
  cta: {
    heading: "Nasaan na kayo?",
    text: "Sagutan ang training quiz para makita kung aling antas ang tugma sa inyong karanasan, o paghambingin ang mga sertipikasyon, ang kanilang pagsusulit at bayarin.",
    quiz: "Sagutan ang training quiz",
    certifications: "Paghambingin ang mga sertipikasyon",
  },
} satisfies PartialMessages<"framework">;
