import { validityFrom } from "~/content/cpd-rule";
import { generateCredentialId } from "~/features/registry/credential-id";
import type { CredentialLevel, CredentialStatus } from "~/features/registry/registry";
import type { Database } from "~/db/client.server";
import { credentials, partnerApplications } from "~/db/schema";
import { insertSettingIfAbsent } from "~/lib/server/settings.server";
import { findUserByEmail } from "~/features/auth/index.server";

/** A small deterministic random source, so the demo ids are the same in every new database. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return (max: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % max) as number;
  };
}

type DemoCredential = {
  givenNames: string;
  lastName: string;
  level: CredentialLevel;
  domains: string[];
  issuedOn: string;
  /** Only with a reason: otherwise the expiry date is the rule's (validityFrom). */
  validity?: { expiresOn: string; reason: string };
  status?: CredentialStatus;
  statusReason?: string;
  statusChangedOn?: string;
};

/** Clearly fictional holders (the README lists a few ids to try). */
const holders: DemoCredential[] = [
  // Valid
  {
    givenNames: "Sigríður",
    lastName: "Þórsdóttir",
    level: "professional",
    domains: ["reservoirEngineering", "resourceAssessment"],
    issuedOn: "2025-03-14",
  },
  {
    givenNames: "Wanjiru",
    lastName: "Kamau",
    level: "senior",
    domains: ["powerPlantOperations", "riskAssessment", "regulatoryCompliance"],
    issuedOn: "2026-02-02",
  },
  {
    givenNames: "Elif",
    lastName: "Yılmaz",
    level: "associate",
    domains: ["drillingOperations", "riskAssessment"],
    issuedOn: "2026-05-20",
  },
  {
    givenNames: "Taro",
    lastName: "Yamamoto",
    level: "expert",
    domains: ["reservoirEngineering", "projectDevelopment", "resourceAssessment"],
    issuedOn: "2024-09-01",
  },
  {
    givenNames: "María José",
    lastName: "Hernández López",
    level: "professional",
    domains: ["environmentalManagement", "regulatoryCompliance"],
    issuedOn: "2025-11-03",
  },
  {
    givenNames: "Putu",
    lastName: "Wirawan",
    level: "professional",
    domains: ["drillingOperations", "powerPlantOperations"],
    issuedOn: "2026-01-15",
  },
  {
    givenNames: "Jun",
    lastName: "Chen",
    level: "senior",
    domains: ["projectDevelopment", "riskAssessment"],
    issuedOn: "2025-06-30",
  },
  {
    givenNames: "Maricel",
    lastName: "Dela Cruz",
    level: "associate",
    domains: ["powerPlantOperations"],
    issuedOn: "2026-03-08",
  },
  {
    givenNames: "Thandiwe",
    lastName: "Nkosi",
    level: "professional",
    domains: ["environmentalManagement", "riskAssessment"],
    issuedOn: "2025-08-19",
  },
  {
    givenNames: "Camille",
    lastName: "Durand",
    level: "senior",
    domains: ["regulatoryCompliance", "projectDevelopment"],
    issuedOn: "2024-12-02",
  },
  {
    givenNames: "Jón",
    lastName: "Guðmundsson",
    level: "associate",
    domains: ["drillingOperations"],
    issuedOn: "2026-06-11",
  },
  {
    givenNames: "Amina",
    lastName: "Otieno",
    level: "professional",
    domains: ["resourceAssessment", "reservoirEngineering"],
    issuedOn: "2025-04-22",
  },
  {
    givenNames: "Mehmet",
    lastName: "Demir",
    level: "senior",
    domains: ["drillingOperations", "riskAssessment"],
    issuedOn: "2025-10-10",
  },
  {
    givenNames: "Aiko",
    lastName: "Suzuki",
    level: "associate",
    domains: ["environmentalManagement"],
    issuedOn: "2026-07-01",
  },
  {
    givenNames: "Diego",
    lastName: "Ramírez",
    level: "professional",
    domains: ["powerPlantOperations", "projectDevelopment"],
    issuedOn: "2025-02-27",
  },
  {
    givenNames: "Siti",
    lastName: "Rahmawati",
    level: "expert",
    domains: ["regulatoryCompliance", "environmentalManagement", "projectDevelopment"],
    issuedOn: "2024-05-05",
  },
  {
    givenNames: "Baraka",
    lastName: "Mwangi",
    level: "associate",
    domains: ["powerPlantOperations", "riskAssessment"],
    issuedOn: "2026-09-09",
  },
  {
    givenNames: "Lin",
    lastName: "Wang",
    level: "professional",
    domains: ["resourceAssessment"],
    issuedOn: "2025-12-12",
  },
  {
    givenNames: "Sipho",
    lastName: "Dlamini",
    level: "senior",
    domains: ["projectDevelopment", "regulatoryCompliance"],
    issuedOn: "2024-11-18",
  },
  {
    givenNames: "Ana",
    lastName: "Santos",
    level: "professional",
    domains: ["drillingOperations", "reservoirEngineering"],
    issuedOn: "2026-04-04",
  },
  {
    givenNames: "Einar",
    lastName: "Ólafsson",
    level: "expert",
    domains: ["powerPlantOperations", "riskAssessment", "regulatoryCompliance"],
    issuedOn: "2025-01-20",
    validity: { expiresOn: "2028-07-20", reason: "Extended six months: the 2027 expert panel review was postponed." },
  },
  {
    givenNames: "Zeynep",
    lastName: "Kaya",
    level: "professional",
    domains: ["environmentalManagement", "resourceAssessment"],
    issuedOn: "2025-09-15",
  },
  {
    givenNames: "Rizal",
    lastName: "Bautista",
    level: "associate",
    domains: ["drillingOperations"],
    issuedOn: "2026-08-21",
  },
  {
    givenNames: "Hiroshi",
    lastName: "Tanaka",
    level: "senior",
    domains: ["reservoirEngineering", "riskAssessment"],
    issuedOn: "2025-07-07",
  },
  {
    givenNames: "Grace",
    lastName: "Achieng",
    level: "associate",
    domains: ["environmentalManagement", "powerPlantOperations"],
    issuedOn: "2026-10-02",
  },
  {
    givenNames: "Lucas",
    lastName: "Moreau",
    level: "professional",
    domains: ["projectDevelopment"],
    issuedOn: "2025-05-28",
  },
  // Active, but past their expiry date: verification answers "expired".
  {
    givenNames: "Kofi",
    lastName: "Mensah",
    level: "associate",
    domains: ["powerPlantOperations"],
    issuedOn: "2022-03-01",
  },
  {
    givenNames: "Ingrid",
    lastName: "Halldórsdóttir",
    level: "professional",
    domains: ["environmentalManagement", "regulatoryCompliance"],
    issuedOn: "2021-06-15",
  },
  {
    givenNames: "Ahmet",
    lastName: "Çelik",
    level: "associate",
    domains: ["drillingOperations", "riskAssessment"],
    issuedOn: "2022-10-01",
  },
  {
    givenNames: "Yuki",
    lastName: "Nakamura",
    level: "senior",
    domains: ["reservoirEngineering"],
    issuedOn: "2020-11-11",
  },
  {
    givenNames: "Nomvula",
    lastName: "Zulu",
    level: "professional",
    domains: ["riskAssessment", "regulatoryCompliance"],
    issuedOn: "2021-02-08",
  },
  // Marked expired by staff (not renewed).
  {
    givenNames: "Pedro",
    lastName: "Alves",
    level: "associate",
    domains: ["powerPlantOperations"],
    issuedOn: "2021-04-01",
    status: "expired",
    statusReason: "Not renewed",
    statusChangedOn: "2024-04-02",
  },
  {
    givenNames: "Wei",
    lastName: "Zhang",
    level: "professional",
    domains: ["projectDevelopment", "resourceAssessment"],
    issuedOn: "2019-09-09",
    status: "expired",
    statusReason: "Not renewed",
    statusChangedOn: "2022-09-10",
  },
  {
    givenNames: "Halima",
    lastName: "Njeri",
    level: "associate",
    domains: ["environmentalManagement"],
    issuedOn: "2021-01-25",
    status: "expired",
    statusReason: "Not renewed",
    statusChangedOn: "2024-01-26",
  },
  // Suspended
  {
    givenNames: "Bjarni",
    lastName: "Sigurðsson",
    level: "professional",
    domains: ["drillingOperations", "riskAssessment"],
    issuedOn: "2024-06-01",
    status: "suspended",
    statusReason: "Continuing-education hours overdue",
    statusChangedOn: "2026-08-01",
  },
  {
    givenNames: "Kemal",
    lastName: "Aydın",
    level: "senior",
    domains: ["powerPlantOperations", "projectDevelopment"],
    issuedOn: "2023-03-03",
    status: "suspended",
    statusReason: "Complaint under investigation",
    statusChangedOn: "2026-02-14",
  },
  {
    givenNames: "Dewi",
    lastName: "Lestari",
    level: "associate",
    domains: ["environmentalManagement"],
    issuedOn: "2025-02-14",
    status: "suspended",
    statusReason: "Renewal fee unpaid",
    statusChangedOn: "2026-09-30",
  },
  // Revoked
  {
    givenNames: "Mark",
    lastName: "Fallow",
    level: "professional",
    domains: ["reservoirEngineering"],
    issuedOn: "2024-01-10",
    status: "revoked",
    statusReason: "Exam misconduct established",
    statusChangedOn: "2025-05-05",
  },
  {
    givenNames: "Olivia",
    lastName: "Crane",
    level: "senior",
    domains: ["projectDevelopment", "regulatoryCompliance"],
    issuedOn: "2023-07-19",
    status: "revoked",
    statusReason: "Falsified work experience",
    statusChangedOn: "2026-03-12",
  },
  {
    givenNames: "Tomás",
    lastName: "Ruiz",
    level: "associate",
    domains: ["drillingOperations"],
    issuedOn: "2025-06-06",
    status: "revoked",
    statusReason: "Issued in error",
    statusChangedOn: "2025-06-20",
  },
];

const random = seededRandom(20_261_126);
/** The demo credentials with their ids (the same in every new database). */
export const demoCredentials = holders.map((holder) => ({
  ...holder,
  id: generateCredentialId(Number(holder.issuedOn.slice(0, 4)), random),
  // The rule gives the validity (app/content/cpd-rule.ts); one differs with a stated reason, as staff may.
  expiresOn: holder.validity?.expiresOn ?? validityFrom(holder.issuedOn).expiresOn,
  validityReason: holder.validity?.reason ?? null,
}));

const demoApplications = [
  {
    organisation: "Rift Valley Steam Institute",
    organisationType: "academic",
    tier: "silver",
    country: "Kenya",
    website: "https://rift-steam.example",
    contactName: "Dr Achieng Odhiambo",
    contactRole: "Dean of engineering",
    email: "achieng.odhiambo@example.org",
    phone: null,
    contribution: "We would host exam sessions on campus and align our diploma modules with the associate level.",
    areas: ["examCentre", "curriculum"],
    language: "sw",
    status: "new" as const,
    notes: "",
  },
  {
    organisation: "Caldera Drilling Services",
    organisationType: "industry",
    tier: "gold",
    country: "Indonesia",
    website: "https://caldera-drilling.example",
    contactName: "Budi Santoso",
    contactRole: "HR director",
    email: "budi.santoso@example.org",
    phone: "+62 21 555 0100",
    contribution: "Sponsoring 40 associate candidates a year and offering field placements on our rigs.",
    areas: ["sponsorship", "placements"],
    language: "id",
    status: "inReview" as const,
    notes: "Call scheduled with their HR team; asked for the gold benefits sheet.",
  },
  {
    organisation: "Hengill Training Centre",
    organisationType: "training",
    tier: "platinum",
    country: "Iceland",
    website: "https://hengill-training.example",
    contactName: "Katrín Einarsdóttir",
    contactRole: "Managing director",
    email: "katrin.einarsdottir@example.org",
    phone: null,
    contribution: "Preparatory courses for every level, in Icelandic and English, and two expert assessors.",
    areas: ["training", "assessors"],
    language: "is",
    status: "approved" as const,
    notes: "Approved by the board on 12 October.",
  },
  {
    organisation: "Quick Certs Online",
    organisationType: "training",
    tier: "silver",
    country: "—",
    website: null,
    contactName: "J. Doe",
    contactRole: null,
    email: "sales@example.org",
    phone: null,
    contribution: "Resell exam vouchers.",
    areas: [],
    language: "en",
    status: "declined" as const,
    notes: "Not a fit: reselling vouchers conflicts with our impartiality rules.",
  },
];

/** Demo credentials in every status and a few applications, seeded once. */
export async function seedRegistry(db: Database): Promise<boolean> {
  if (!(await insertSettingIfAbsent(db, "demo_registry_seeded_at", new Date().toISOString()))) return false;
  const admin = await findUserByEmail(db, "admin@example.org");
  await db
    .insert(credentials)
    .values(
      demoCredentials.map((c) => ({
        id: c.id,
        givenNames: c.givenNames,
        lastName: c.lastName,
        email: null,
        level: c.level,
        domains: c.domains,
        issuedOn: c.issuedOn,
        expiresOn: c.expiresOn,
        validityReason: c.validityReason,
        status: c.status ?? "active",
        statusReason: c.statusReason ?? null,
        statusChangedOn: c.statusChangedOn ?? null,
        createdBy: admin?.id ?? null,
      })),
    )
    .onConflictDoNothing();
  await db.insert(partnerApplications).values(demoApplications);
  return true;
}
