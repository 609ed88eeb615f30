import { z } from "zod";

export const organisationTypes = ["industry", "academic", "training", "government"] as const;
export const partnerTiers = ["platinum", "gold", "silver"] as const;
export const contributionAreas = [
  "sponsorship",
  "placements",
  "examCentre",
  "curriculum",
  "training",
  "assessors",
  "research",
  "events",
] as const;

export const applicationSteps = ["organisation", "contact", "contribution", "review"] as const;
export type ApplicationStep = (typeof applicationSteps)[number];
export const APPLICATION_STEP_COUNT = applicationSteps.length;

/** "example.org" is read as "https://example.org"; only http(s) addresses are kept. */
const website = z
  .string()
  .trim()
  .max(200, "errors.website")
  .transform((value) => (value === "" || /^https?:\/\//i.test(value) ? value : `https://${value}`))
  .refine((value) => {
    if (value === "") return true;
    try {
      const url = new URL(value);
      return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
    } catch {
      return false;
    }
  }, "errors.website");

/** One schema per step, shared by browser and server; messages are keys of the partnerApply namespace. */
export const stepSchemas = {
  organisation: z.object({
    organisation: z.string().trim().min(2, "errors.organisation").max(160, "errors.tooLong"),
    organisationType: z.enum(organisationTypes, { error: "errors.organisationType" }),
    tier: z.enum(partnerTiers, { error: "errors.tier" }),
    country: z.string().trim().min(2, "errors.country").max(80, "errors.tooLong"),
    website,
  }),
  contact: z.object({
    contactName: z.string().trim().min(2, "errors.contactName").max(120, "errors.tooLong"),
    contactRole: z.string().trim().max(120, "errors.tooLong"),
    email: z.string().trim().toLowerCase().max(254, "errors.email").pipe(z.email("errors.email")),
    phone: z
      .string()
      .trim()
      .max(40, "errors.phone")
      .refine((value) => value === "" || /^[+()\d][\d\s().-]{5,}$/.test(value), "errors.phone"),
  }),
  contribution: z.object({
    contribution: z.string().trim().min(20, "errors.contribution").max(3000, "errors.contributionLong"),
    areas: z.array(z.enum(contributionAreas, { error: "errors.areas" })).max(contributionAreas.length),
  }),
  review: z.object({
    consent: z.literal("on", { error: "errors.consent" }),
  }),
} as const;

/** The form fields of each step (checkbox groups are lists). */
export const stepFields: Record<ApplicationStep, readonly string[]> = {
  organisation: ["organisation", "organisationType", "tier", "country", "website"],
  contact: ["contactName", "contactRole", "email", "phone"],
  contribution: ["contribution", "areas"],
  review: ["consent"],
};

export type RawValues = Record<string, string | string[]>;

/** A step's values as typed (strings, lists for checkbox groups), never longer than a field allows. */
export function readStepValues(step: ApplicationStep, form: FormData): RawValues {
  const values: RawValues = {};
  for (const field of stepFields[step]) {
    values[field] =
      field === "areas"
        ? form
            .getAll(field)
            .map(String)
            .filter((v) => (contributionAreas as readonly string[]).includes(v))
        : String(form.get(field) ?? "").slice(0, 5000);
  }
  return values;
}

export function validateStep(step: ApplicationStep, values: RawValues) {
  const input = Object.fromEntries(
    stepFields[step].map((field) => [field, values[field] ?? (field === "areas" ? [] : "")]),
  );
  return stepSchemas[step].safeParse(input);
}

/** A refused post's typed values (a reply keeps lists joined by commas) back as the step's values. */
export function typedToValues(step: ApplicationStep, typed: Record<string, string>): RawValues {
  const values: RawValues = {};
  for (const field of stepFields[step]) {
    const value = typed[field] ?? "";
    values[field] = field === "areas" ? value.split(",").filter(Boolean) : value;
  }
  return values;
}
