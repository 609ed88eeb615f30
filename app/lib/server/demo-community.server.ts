import { randomUUID } from "node:crypto";
import type { Database } from "~/db/client.server";
import { saveDirectoryProfile } from "~/features/directory/index.server";
import { joinChapter } from "~/features/chapters/index.server";
import { saveMentorProfile } from "~/features/mentorship/index.server";
import { users } from "~/db/schema";
import { insertSettingIfAbsent } from "~/lib/server/settings.server";
import type { FrameworkDomain, FrameworkLevel } from "~/content/framework";
import type { ChapterSlug } from "~/content/chapters";
import { findChapter } from "~/content/chapters.server";
import type { SpokenLanguage } from "~/lib/community/community";
import type { DirectoryField } from "~/features/directory";

type DemoPerson = {
  name: string;
  email: string;
  language: string;
  country: string;
  city: string;
  chapter: ChapterSlug;
  level: FrameworkLevel;
  domains: FrameworkDomain[];
  languages: SpokenLanguage[];
  employer: string;
  bio: string;
  show: DirectoryField[];
  /** Offers to mentor this many mentees (absent: not a mentor). */
  mentorCapacity?: number;
};

/**
 * Clearly fictional professionals (example.org addresses, invented employers). They have no
 * password, so nobody can sign in as them; they fill the directory, the mentor list and chapters.
 */
const people: DemoPerson[] = [
  {
    name: "Guðrún Hafsteinsdóttir",
    email: "gudrun.demo@example.org",
    language: "is",
    country: "Iceland",
    city: "Reykjavík",
    chapter: "iceland",
    level: "expert",
    domains: ["reservoirEngineering", "resourceAssessment"],
    languages: ["is", "en"],
    employer: "Demo Varmaorka hf.",
    bio: "Reservoir engineer for twenty years on high-temperature fields; glad to help engineers preparing for the Professional exam.",
    show: ["country", "city", "level", "domains", "bio", "languages"],
    mentorCapacity: 3,
  },
  {
    name: "Amani Njoroge",
    email: "amani.demo@example.org",
    language: "sw",
    country: "Kenya",
    city: "Naivasha",
    chapter: "kenya",
    level: "senior",
    domains: ["drillingOperations", "riskAssessment"],
    languages: ["sw", "en"],
    employer: "Demo Rift Drilling Co.",
    bio: "Drilling supervisor in the Rift Valley. I mentor technicians moving into drilling safety and well control.",
    show: ["country", "city", "level", "domains", "languages", "employer"],
    mentorCapacity: 2,
  },
  {
    name: "Elif Demirtaş",
    email: "elif.demo@example.org",
    language: "tr",
    country: "Türkiye",
    city: "Denizli",
    chapter: "turkiye",
    level: "senior",
    domains: ["powerPlantOperations", "environmentalManagement"],
    languages: ["tr", "en", "de"],
    employer: "Demo Ege Jeotermal A.Ş.",
    bio: "Binary plant operations lead; interested in scaling control and brine management.",
    show: ["country", "level", "domains", "languages", "bio"],
    mentorCapacity: 2,
  },
  {
    name: "Putu Wijaya",
    email: "putu.demo@example.org",
    language: "id",
    country: "Indonesia",
    city: "Bandung",
    chapter: "indonesia",
    level: "professional",
    domains: ["resourceAssessment", "projectDevelopment"],
    languages: ["id", "en"],
    employer: "Demo Nusantara Panas Bumi",
    bio: "Geoscientist working on exploration surveys in West Java.",
    show: ["country", "city", "level", "domains"],
  },
  {
    name: "Hiroshi Sato",
    email: "hiroshi.demo@example.org",
    language: "ja",
    country: "Japan",
    city: "Beppu",
    chapter: "japan",
    level: "expert",
    domains: ["regulatoryCompliance", "environmentalManagement", "projectDevelopment"],
    languages: ["ja", "en"],
    employer: "Demo Onsen Energy K.K.",
    bio: "Permitting and community agreements for small geothermal plants near hot-spring towns.",
    show: ["country", "level", "domains", "languages", "bio"],
    mentorCapacity: 1,
  },
  {
    name: "Sofía Ramírez Ortega",
    email: "sofia.demo@example.org",
    language: "es",
    country: "Mexico",
    city: "Guadalajara",
    chapter: "mexico",
    level: "professional",
    domains: ["projectDevelopment", "riskAssessment"],
    languages: ["es", "en"],
    employer: "Demo Geotermia del Occidente",
    bio: "Project engineer on well-pad construction and contractor coordination.",
    show: ["country", "city", "level", "domains", "languages"],
  },
  {
    name: "Tane Parata",
    email: "tane.demo@example.org",
    language: "en",
    country: "New Zealand",
    city: "Taupō",
    chapter: "new-zealand",
    level: "senior",
    domains: ["powerPlantOperations", "drillingOperations"],
    languages: ["en", "mi"],
    employer: "Demo Waiora Power Ltd.",
    bio: "Shift manager at a flash plant; happy to talk careers with anyone starting out in operations.",
    show: ["country", "city", "level", "domains", "languages", "bio"],
    mentorCapacity: 3,
  },
  {
    name: "Lucia Ferri",
    email: "lucia.demo@example.org",
    language: "en",
    country: "Italy",
    city: "Pisa",
    chapter: "italy",
    level: "associate",
    domains: ["environmentalManagement"],
    languages: ["it", "en"],
    employer: "Demo Toscana Vapore S.r.l.",
    bio: "Environmental technician sampling fluids and gases around Larderello.",
    show: ["country", "level", "domains"],
  },
  {
    name: "Ramon dela Cruz",
    email: "ramon.demo@example.org",
    language: "tl",
    country: "Philippines",
    city: "Manila",
    chapter: "philippines",
    level: "professional",
    domains: ["powerPlantOperations", "riskAssessment"],
    languages: ["tl", "en"],
    employer: "Demo Bulkan Energy Corp.",
    bio: "Control-room operator and HAZOP facilitator.",
    show: ["country", "level", "domains", "languages"],
  },
  {
    name: "Morgan Ellis",
    email: "morgan.demo@example.org",
    language: "en",
    country: "United States",
    city: "Reno",
    chapter: "usa-west",
    level: "senior",
    domains: ["resourceAssessment", "reservoirEngineering"],
    languages: ["en", "es"],
    employer: "Demo Basin & Range Geothermal",
    bio: "Exploration geologist in the Great Basin. I mentor early-career geoscientists.",
    show: ["country", "city", "level", "domains", "languages", "bio"],
    mentorCapacity: 2,
  },
];

/** Mentorship, directory and chapter demo data, once (its own marker). */
export async function seedCommunity(db: Database): Promise<boolean> {
  if (!(await insertSettingIfAbsent(db, "demo_community_seeded_at", new Date().toISOString()))) return false;
  for (const person of people) {
    const [created] = await db
      .insert(users)
      .values({
        id: randomUUID(),
        name: person.name,
        email: person.email,
        emailVerified: true,
        role: "member",
        country: person.country,
        language: person.language,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!created) continue;
    const id = created.id;
    await saveDirectoryProfile(db, id, {
      listed: "on",
      country: person.country,
      city: person.city,
      level: person.level,
      domains: person.domains,
      employer: person.employer,
      bio: person.bio,
      languages: person.languages,
      show: person.show,
      credentialId: "",
    });
    if (person.mentorCapacity) {
      await saveMentorProfile(db, id, {
        domains: person.domains,
        level: person.level,
        languages: person.languages,
        region: findChapter(person.chapter)!.region, // mentors name their chapter's world region
        capacity: person.mentorCapacity,
        bio: person.bio,
      });
    }
    await joinChapter(db, id, person.chapter);
  }
  return true;
}
