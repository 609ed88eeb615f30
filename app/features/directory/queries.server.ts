import { and, asc, count, eq, ilike, sql } from "drizzle-orm";
import type { DirectoryProfileInput, DirectorySearch, StoredDirectoryProfile } from "~/features/directory/directory";
import { DIRECTORY_PAGE_SIZE } from "~/features/directory/directory";
import type { Database } from "~/db/client.server";
import { containsPattern } from "~/lib/data/like-pattern";
import { directoryProfiles, users } from "~/db/schema";

export async function saveDirectoryProfile(db: Database, userId: string, input: DirectoryProfileInput) {
  const show = new Set(input.show);
  const values = {
    listed: input.listed === "on",
    country: input.country,
    city: input.city,
    level: input.level,
    domains: input.domains,
    employer: input.employer,
    bio: input.bio,
    languages: input.languages,
    showCountry: show.has("country"),
    showCity: show.has("city"),
    showLevel: show.has("level"),
    showDomains: show.has("domains"),
    showEmployer: show.has("employer"),
    showBio: show.has("bio"),
    showLanguages: show.has("languages"),
    credentialId: input.credentialId || null,
    updatedAt: new Date(),
  };
  await db
    .insert(directoryProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: directoryProfiles.userId, set: values });
}

export async function deleteDirectoryProfile(db: Database, userId: string) {
  await db.delete(directoryProfiles).where(eq(directoryProfiles.userId, userId));
}

const profileColumns = {
  userId: directoryProfiles.userId,
  name: users.name,
  listed: directoryProfiles.listed,
  country: directoryProfiles.country,
  city: directoryProfiles.city,
  level: directoryProfiles.level,
  domains: directoryProfiles.domains,
  employer: directoryProfiles.employer,
  bio: directoryProfiles.bio,
  languages: directoryProfiles.languages,
  showCountry: directoryProfiles.showCountry,
  showCity: directoryProfiles.showCity,
  showLevel: directoryProfiles.showLevel,
  showDomains: directoryProfiles.showDomains,
  showEmployer: directoryProfiles.showEmployer,
  showBio: directoryProfiles.showBio,
  showLanguages: directoryProfiles.showLanguages,
  credentialId: directoryProfiles.credentialId,
};

/** The member's own entry (every field, shown or not), for their form. */
export async function getDirectoryProfile(db: Database, userId: string) {
  const [row] = await db
    .select(profileColumns)
    .from(directoryProfiles)
    .innerJoin(users, eq(users.id, directoryProfiles.userId))
    .where(eq(directoryProfiles.userId, userId));
  return row ?? null;
}

/** A listed entry (for its page and the contact form), or null. */
export async function getListedProfile(db: Database, userId: string): Promise<StoredDirectoryProfile | null> {
  const [row] = await db
    .select(profileColumns)
    .from(directoryProfiles)
    .innerJoin(users, eq(users.id, directoryProfiles.userId))
    .where(
      and(eq(directoryProfiles.userId, userId), eq(directoryProfiles.listed, true), sql`${users.disabledAt} is null`),
    );
  return row ?? null;
}

/**
 * Listed entries matching the search, by name. Filters only ever match fields the member shows:
 * searching a hidden country, level or domain finds nothing, so a search cannot reveal them.
 */
export async function searchDirectory(
  db: Database,
  search: Partial<DirectorySearch>,
  pageSize = DIRECTORY_PAGE_SIZE,
): Promise<{ rows: StoredDirectoryProfile[]; total: number }> {
  const where = [eq(directoryProfiles.listed, true), sql`${users.disabledAt} is null`];
  if (search.q) where.push(ilike(users.name, containsPattern(search.q)));
  if (search.country) {
    where.push(
      eq(directoryProfiles.showCountry, true),
      ilike(directoryProfiles.country, containsPattern(search.country)),
    );
  }
  if (search.level) where.push(eq(directoryProfiles.showLevel, true), eq(directoryProfiles.level, search.level));
  if (search.domain) {
    where.push(
      eq(directoryProfiles.showDomains, true),
      sql`${directoryProfiles.domains} @> ${JSON.stringify([search.domain])}::jsonb`,
    );
  }
  const condition = and(...where);
  const page = search.page ?? 1;
  const [rows, [total]] = await Promise.all([
    db
      .select(profileColumns)
      .from(directoryProfiles)
      .innerJoin(users, eq(users.id, directoryProfiles.userId))
      .where(condition)
      .orderBy(asc(users.name), asc(directoryProfiles.userId))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: count() })
      .from(directoryProfiles)
      .innerJoin(users, eq(users.id, directoryProfiles.userId))
      .where(condition),
  ]);
  return { rows, total: total?.total ?? 0 };
}
