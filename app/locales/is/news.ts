import type { Namespaces } from "../types";

/** Icelandic strings of the News pages. */
export default {
  meta: {
    title: "Fréttir — GeoCert",
    description:
      "Fréttir frá GeoCert: ný verkefni, breytingar á hæfnirammanum, fréttir af samstarfsaðilum, rannsóknir og fréttir úr svæðisdeildum.",
  },
  header: {
    title: "Fréttir",
    lead: "Ný verkefni, breytingar á hæfnirammanum, rannsóknir og fréttir af samstarfsaðilum og svæðisdeildum.",
  },
  list: {
    heading: "Nýjustu greinar",
    by: "Höfundur: {{author}}",
    feed: "Gerast áskrifandi að RSS-straumnum",
    feedTitle: "Fréttir GeoCert",
    feedDescription:
      "Ný verkefni, breytingar á hæfnirammanum, rannsóknir og fréttir af samstarfsaðilum og deildum GeoCert.",
  },
  article: {
    details: "Um greinina",
    author: "Höfundur",
    published: "Birt",
    tags: "Efnisflokkar",
    related: "Tengdar greinar",
    allNews: "Allar fréttir",
  },
  tags: {
    programmes: "Ný verkefni",
    framework: "Hæfniramminn",
    partners: "Samstarfsaðilar",
    research: "Rannsóknir",
    chapters: "Fréttir úr deildum",
    exams: "Próf",
  },
  roles: {
    communicationsLead: "Samskiptastjóri",
    frameworkDirector: "Forstöðumaður hæfnirammans",
    chaptersCoordinator: "Umsjónarmaður deilda",
    researchManager: "Rannsóknastjóri",
    partnershipsManager: "Samstarfsstjóri",
  },
  months: [
    "janúar",
    "febrúar",
    "mars",
    "apríl",
    "maí",
    "júní",
    "júlí",
    "ágúst",
    "september",
    "október",
    "nóvember",
    "desember",
  ],
  dateFormat: "{{day}}. {{month}} {{year}}",
  monthYearFormat: "{{month}} {{year}}",
} satisfies Namespaces["news"];
