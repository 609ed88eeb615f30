/**
 * The home page's figures and lists (spec §1, §3, §9): server-only, sent by the loaders of the
 * pages that show them, so no client bundle holds them (decision 018). Text lives in the locale files;
 * this module holds the keys, numbers, names and structure.
 */
import type { HomeMessages } from "~/locales/types";
import type { ContributorTier, Figure, RoadmapPhase } from "./home";

export const headlineStats = [
  { key: "certifiedProfessionals", value: 1000, suffix: "+" },
  { key: "countries", value: 35 },
  { key: "passRate", value: 95, suffix: "%" },
  { key: "higherSalaries", value: 23, suffix: "%" },
] as const satisfies ReadonlyArray<Figure & { key: keyof HomeMessages["stats"]["headline"] }>;

export const ecosystemStats = [
  { key: "industryPartners", value: 50, suffix: "+" },
  { key: "academicInstitutions", value: 75 },
  { key: "jobPlacements", value: 800, suffix: "+" },
  { key: "trainingProgrammes", value: 120, suffix: "+" },
] as const satisfies ReadonlyArray<Figure & { key: keyof HomeMessages["stats"]["ecosystem"] }>;

export const researchStats = [
  { key: "fasterProgress", value: 67, suffix: "%" },
  { key: "employersPrefer", value: 89, suffix: "%" },
  { key: "professionalsRecommend", value: 92, suffix: "%" },
] as const satisfies ReadonlyArray<Figure & { key: keyof HomeMessages["stats"]["research"] }>;

export const newsletterStats = [
  { key: "subscribers", value: 5000, suffix: "+" },
  { key: "openRate", value: 95, suffix: "%" },
  { key: "resources", value: 12, suffix: "+" },
] as const satisfies ReadonlyArray<Figure & { key: keyof HomeMessages["newsletter"]["stats"] }>;

/** Fictional placeholder people (spec §1): not real data. */
export const advisoryBoard = [
  {
    name: "Dr. Elín Sigurðardóttir",
    initials: "ES",
    role: "chair",
    affiliation: "Nordic Institute of Geothermal Studies",
    expertise: "reservoirModelling",
  },
  {
    name: "Prof. Amani Otieno",
    initials: "AO",
    role: "academicLead",
    affiliation: "Rift Valley University of Technology",
    expertise: "geothermalEducation",
  },
  {
    name: "Carlos Mendoza Ruiz",
    initials: "CM",
    role: "industryLead",
    affiliation: "Volcanica Power Partners",
    expertise: "plantOperations",
  },
  {
    name: "Dr. Aylin Demir",
    initials: "AD",
    role: "technicalAdvisor",
    affiliation: "Anatolian Geoenergy Laboratory",
    expertise: "drillingSafety",
  },
  {
    name: "Maria Santos-Reyes",
    initials: "MS",
    role: "workforceDevelopment",
    affiliation: "Pacific Geothermal Skills Alliance",
    expertise: "skillsPolicy",
  },
  {
    name: "Kenji Watanabe",
    initials: "KW",
    role: "regionalAdvisor",
    affiliation: "Kyushu Geothermal Consortium",
    expertise: "asiaPacific",
  },
] as const satisfies ReadonlyArray<{
  name: string;
  initials: string;
  role: keyof HomeMessages["board"]["roles"];
  affiliation: string;
  expertise: keyof HomeMessages["board"]["expertise"];
}>;

/** Fictional organisations. Platinum ones carry an SVG logo (app/components/contributor-logo.tsx). */
export const contributorTiers = [
  {
    level: "platinum",
    colour: "platinum",
    companies: [
      { name: "Magma Energy Co.", logo: "magma" },
      { name: "Steamfield Systems", logo: "steamfield" },
      { name: "Caldera Power", logo: "caldera" },
    ],
  },
  {
    level: "gold",
    colour: "gold",
    companies: [{ name: "Basalt Drilling Group" }, { name: "Hotspring Analytics" }, { name: "Fumarole Engineering" }],
  },
  {
    level: "silver",
    colour: "silver",
    companies: [
      { name: "GeoHeat Solutions" },
      { name: "Aquifer Labs" },
      { name: "Rift Valley Renewables" },
      { name: "Tectonic Training Co." },
    ],
  },
] as const satisfies ReadonlyArray<ContributorTier>;

/** Spec §4: phase 1 in progress, 2-4 upcoming, no item completed yet. */
export const roadmap: ReadonlyArray<RoadmapPhase> = [
  {
    key: "foundation",
    period: { from: 2025, to: 2026 },
    status: "in-progress",
    items: [
      { key: "framework", completed: false },
      { key: "board", completed: false },
      { key: "associateExam", completed: false },
      { key: "first100", completed: false },
    ],
  },
  {
    key: "growth",
    period: { from: 2026, to: 2027 },
    status: "upcoming",
    items: [
      { key: "professionalExams", completed: false },
      { key: "trainingPartners", completed: false },
      { key: "chapters", completed: false },
      { key: "milestone1000", completed: false },
    ],
  },
  {
    key: "scale",
    period: { from: 2027 },
    status: "upcoming",
    items: [
      { key: "expertFellowship", completed: false },
      { key: "recognition", completed: false },
      { key: "onlineExams", completed: false },
      { key: "milestone5000", completed: false },
    ],
  },
  {
    key: "maturity",
    period: { from: 2027 },
    status: "upcoming",
    items: [
      { key: "accreditation", completed: false },
      { key: "research", completed: false },
      { key: "continuingEducation", completed: false },
      { key: "governance", completed: false },
    ],
  },
];

/** Everything the home page shows from this module, for its loader. */
export function homeContent() {
  return {
    headlineStats,
    ecosystemStats,
    researchStats,
    newsletterStats,
    advisoryBoard,
    contributorTiers,
    roadmap,
  };
}

export type HomeContent = ReturnType<typeof homeContent>;
