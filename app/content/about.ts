/**
 * The About page's structure: sections, certification steps, standards and FAQ. Words live in the
 * "about" namespace (app/locales/<lang>/about.ts). The board of directors is in about.server.ts.
 */
import type { Namespaces } from "~/locales/types";

type AboutMessages = Namespaces["about"];

/** The page's sections in order: ids for the table of contents and the headings they link to. */
export const aboutSections = [
  "who-we-are",
  "governance",
  "independence",
  "how-it-works",
  "standards",
  "faq",
] as const satisfies ReadonlyArray<keyof AboutMessages["toc"]>;

export const values = ["impartiality", "rigour", "openness", "inclusion"] as const satisfies ReadonlyArray<
  keyof AboutMessages["who"]["values"]["items"]
>;

export const independencePoints = [
  "separation",
  "conflicts",
  "committee",
  "decisions",
] as const satisfies ReadonlyArray<keyof AboutMessages["independence"]["points"]>;

/** How certification works, in order; the icon names are lucide's. */
export const certificationSteps = [
  { key: "learn", icon: "book" },
  { key: "assess", icon: "clipboard" },
  { key: "certify", icon: "badge" },
  { key: "maintain", icon: "refresh" },
] as const satisfies ReadonlyArray<{
  key: keyof AboutMessages["process"]["steps"];
  icon: "book" | "clipboard" | "badge" | "refresh";
}>;

/** Standards GeoCert follows. None is claimed as achieved: "aligned with" or "working towards". */
export const standards = [
  { key: "iso17024", status: "workingTowards" },
  { key: "iga", status: "alignedWith" },
  { key: "regional", status: "alignedWith" },
] as const satisfies ReadonlyArray<{
  key: keyof AboutMessages["standards"]["items"];
  status: keyof AboutMessages["standards"]["status"];
}>;

export const aboutFaq = [
  "eligibility",
  "languages",
  "fees",
  "recertification",
  "verification",
  "privacy",
  "appeals",
  "accommodations",
  "training",
] as const satisfies ReadonlyArray<keyof AboutMessages["faq"]["items"]>;
