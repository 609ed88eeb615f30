import type { PartialMessages } from "../types";

const testimonials = {
  meta: {
    title: "Mga Kuwento — GeoCert",
    description:
      "Mga kuwento ng mga sertipikadong propesyonal sa geothermal mula sa limang rehiyon at lahat ng antas, mula sa field technician hanggang expert fellow.",
  },
  header: {
    eyebrow: "Mga Kuwento",
    title: "Mga kuwento ng mga sertipikadong propesyonal",
    lead: "Ikinukuwento ng mga technician, inhinyero, tagapamahala at siyentipiko kung ano ang binago ng sertipikasyon sa kanilang karera sa geothermal.",
  },
  filters: {
    heading: "Salain ang mga kuwento",
    level: "Antas ng sertipikasyon",
    region: "Rehiyon",
    allLevels: "Lahat ng antas",
    allRegions: "Lahat ng rehiyon",
  },
  results: {
    heading: "Mga Kuwento",
    showing: "Ipinapakita ang {{shown}} sa {{total}} kuwento",
    empty: "Wala pang kuwentong tumutugma sa antas at rehiyong ito.",
    showAll: "Ipakita ang lahat ng kuwento",
  },
  levels: {
    associate: "Panimulang Antas",
    professional: "Propesyonal",
    senior: "Senior na Propesyonal",
    expert: "Expert Fellow",
  },
  regions: {
    africa: "Africa",
    americas: "Amerika",
    asiaPacific: "Asya at Pasipiko",
    europe: "Europa",
    westAsia: "Kanlurang Asya",
  },
  fictionalNote: "Kathang-isip lamang ang mga tao, organisasyon at kuwento sa pahinang ito.",
  stories: {
    wanjiru: { role: "Field technician" },
    guorun: { role: "Inhinyero sa operasyon ng planta" },
    mehmet: { role: "Superbisor sa pagbabarena" },
    hana: { role: "Teknikal na direktor" },
    rosa: { role: "Geochemist" },
    ayu: { role: "Opisyal pangkapaligiran" },
    joseph: { role: "Reservoir engineer" },
    miguel: { role: "Tagapamahala ng operasyon" },
    elif: { role: "Trainee na operator ng planta" },
    lars: { role: "Project manager ng district heating" },
    tama: { role: "Punong geoscientist" },
    samuel: { role: "Tagapayo sa patakaran sa paggawa" },
  },
} satisfies PartialMessages<"testimonials">;

export default testimonials;
