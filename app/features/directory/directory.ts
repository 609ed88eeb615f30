import { z } from "zod";
import { frameworkDomains, frameworkLevels, type FrameworkDomain } from "~/content/framework";
import { checkboxList, lastName, spokenLanguageCodes } from "~/lib/community/community";

export const DIRECTORY_PAGE_SIZE = 12;

/** The optional fields of a directory entry; each has its own visibility switch. */
export const directoryFields = ["country", "city", "level", "domains", "employer", "bio", "languages"] as const;
export type DirectoryField = (typeof directoryFields)[number];

const text = (max: number, message: string) => z.string().trim().max(max, message).optional().default("");

/** The member's own entry (messages are keys of the directory namespace). */
export const directoryProfileSchema = z.object({
  country: text(80, "errors.countryLong"),
  city: text(80, "errors.cityLong"),
  level: z
    .union([z.enum(frameworkLevels), z.literal("")], { error: "errors.level" })
    .optional()
    .default(""),
  domains: z.preprocess(
    checkboxList,
    z
      .array(z.enum(frameworkDomains as unknown as [FrameworkDomain, ...FrameworkDomain[]]), {
        error: "errors.domains",
      })
      .max(frameworkDomains.length),
  ),
  employer: text(120, "errors.employerLong"),
  bio: text(800, "errors.bioLong"),
  languages: z.preprocess(checkboxList, z.array(z.enum(spokenLanguageCodes), { error: "errors.languages" })),
  /** Which optional fields are shown. */
  show: z.preprocess(checkboxList, z.array(z.enum(directoryFields))),
  credentialId: z
    .string()
    .trim()
    .max(40, "errors.credentialId")
    .regex(/^[A-Za-z0-9-]*$/, "errors.credentialId")
    .optional()
    .default(""),
  /** The "listed" checkbox: any value is "on". */
  listed: z.preprocess((value) => (value ? "on" : undefined), z.literal("on").optional()),
});
export type DirectoryProfileInput = z.infer<typeof directoryProfileSchema>;

/** Search (GET): bad values are ignored, never an error. */
export const directorySearchSchema = z.object({
  q: z.string().trim().max(100).catch(""),
  country: z.string().trim().max(80).catch(""),
  level: z.enum(frameworkLevels).optional().catch(undefined),
  domain: z
    .enum(frameworkDomains as unknown as [FrameworkDomain, ...FrameworkDomain[]])
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().min(1).max(500).catch(1),
});
export type DirectorySearch = z.infer<typeof directorySearchSchema>;

export const contactMemberSchema = z.object({
  message: z.string().trim().min(20, "errors.messageShort").max(3000, "errors.messageLong"),
});

/** The two forms of the directory page, by their `intent`: the member's own entry, and removing it. */
export const directoryForms = z.discriminatedUnion("intent", [
  directoryProfileSchema.extend({ intent: z.literal("save") }),
  z.object({ intent: z.literal("remove") }),
]);
export type DirectoryForm = z.infer<typeof directoryForms>;

/** The form of a directory entry's page: a message to the member, by mail. */
export const contactMemberForm = contactMemberSchema.extend({ intent: z.literal("message") });

/** A stored profile as the data layer returns it. */
export type StoredDirectoryProfile = {
  userId: string;
  name: string;
  country: string;
  city: string;
  level: string;
  domains: string[];
  employer: string;
  bio: string;
  languages: string[];
  showCountry: boolean;
  showCity: boolean;
  showLevel: boolean;
  showDomains: boolean;
  showEmployer: boolean;
  showBio: boolean;
  showLanguages: boolean;
  credentialId: string | null;
};

/** What a visitor may see of an entry: the name, and only the fields the member chose to show. */
export type PublicDirectoryEntry = {
  id: string;
  name: string;
  country?: string;
  city?: string;
  level?: string;
  domains?: string[];
  employer?: string;
  bio?: string;
  languages?: string[];
  /** Link to the live check of the member's credential, when they gave its id. */
  verifyHref?: string;
};

export function publicEntry(profile: StoredDirectoryProfile): PublicDirectoryEntry {
  const entry: PublicDirectoryEntry = { id: profile.userId, name: profile.name };
  const shown = (flag: boolean, value: string) => (flag && value ? value : undefined);
  entry.country = shown(profile.showCountry, profile.country);
  entry.city = shown(profile.showCity, profile.city);
  entry.level = shown(profile.showLevel, profile.level);
  entry.employer = shown(profile.showEmployer, profile.employer);
  entry.bio = shown(profile.showBio, profile.bio);
  if (profile.showDomains && profile.domains.length) entry.domains = profile.domains;
  if (profile.showLanguages && profile.languages.length) entry.languages = profile.languages;
  if (profile.credentialId) entry.verifyHref = verifyHref(profile.credentialId, profile.name);
  // No undefined keys: what is hidden is not even named in the page data.
  return Object.fromEntries(Object.entries(entry).filter(([, v]) => v !== undefined)) as PublicDirectoryEntry;
}

export function verifyHref(credentialId: string, name: string): string {
  return `/partners/verify?${new URLSearchParams({ id: credentialId, name: lastName(name) }).toString()}`;
}
