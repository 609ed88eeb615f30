import type { LanguageCode } from "~/lib/i18n/languages";
/** Navigation of the header and footer (spec §1): one list, used everywhere. */
export const primaryNav = [
  { key: "about", to: "/about" },
  { key: "certifications", to: "/certifications" },
  { key: "resources", to: "/resources" },
  { key: "events", to: "/events" },
  { key: "news", to: "/news" },
  { key: "partners", to: "/partners" },
  { key: "contact", to: "/contact" },
] as const;

export const communityNav = [
  { key: "forum", to: "/community" },
  { key: "jobs", to: "/community/jobs" },
  { key: "mentorship", to: "/community/mentorship" },
  { key: "directory", to: "/community/directory" },
  { key: "chapters", to: "/community/chapters" },
] as const;

export const footerQuickLinks = [
  { key: "about", to: "/about" },
  { key: "certifications", to: "/certifications" },
  { key: "resources", to: "/resources" },
  { key: "events", to: "/events" },
  { key: "news", to: "/news" },
  { key: "community", to: "/community" },
] as const;

export const routes = {
  trainingQuiz: "/training-quiz",
  about: "/about",
  certifications: "/certifications",
  eligibility: "/certifications/eligibility",
  learningNeeds: "/learning-needs",
  contact: "/contact",
  partnersApply: "/partners/apply",
} as const;

/**
 * Languages whose header labels do not fit one row even at the header's widest (1216 px): their
 * header keeps the menu button at every width. Checked for every language by tests/e2e/header.spec.ts.
 */
const menuOnlyLanguages: ReadonlySet<LanguageCode> = new Set(["tl"]);
export const hasInlineNavigation = (language: LanguageCode) => !menuOnlyLanguages.has(language);
