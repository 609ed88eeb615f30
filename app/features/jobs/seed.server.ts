import type { Database } from "~/db/client.server";
import { jobs, jobSources } from "~/db/schema";
import { insertSettingIfAbsent } from "~/lib/server/settings.server";
import { findUserByEmail } from "~/features/auth/index.server";
import type { JobDomain, JobLevel, JobType, Workplace } from "~/features/jobs/jobs";
import { dedupeKey } from "~/features/jobs/normalise.server";

const DAY = 24 * 60 * 60 * 1000;

type DemoJob = {
  title: string;
  organisation: string;
  country: string | null;
  city: string | null;
  workplace: Workplace;
  type: JobType;
  level: JobLevel;
  domains: JobDomain[];
  salary?: [number, number, string];
  /** Days since posting, and days the posting runs (negative remaining: expired). */
  age: number;
  runs: number;
  byPartner?: boolean;
};

// Short names of the framework's domains, so that a posting fits on one line of the table below.
const drilling: JobDomain = "drillingOperations";
const reservoir: JobDomain = "reservoirEngineering";
const resource: JobDomain = "resourceAssessment";
const plant: JobDomain = "powerPlantOperations";
const environment: JobDomain = "environmentalManagement";
const regulation: JobDomain = "regulatoryCompliance";
const project: JobDomain = "projectDevelopment";
const risk: JobDomain = "riskAssessment";

/** Published pay (yearly minimum, maximum, currency) by posting title; the other postings name none. */
const salaries: Partial<Record<string, [number, number, string]>> = {
  "Drilling Engineer": [9_000_000, 12_500_000, "ISK"],
  "Senior Drilling Supervisor": [70_000, 95_000, "USD"],
  "Reservoir Engineer": [3_600_000, 5_400_000, "KES"],
  "Geothermal Power Plant Shift Supervisor": [1_200_000, 1_650_000, "TRY"],
  "Head of Resource Assessment": [180_000, 220_000, "NZD"],
  "Geochemistry Field Technician": [52_000, 60_000, "NZD"],
  "Geothermal Project Developer": [125_000, 160_000, "USD"],
  "Permitting and Compliance Lead": [140_000, 175_000, "USD"],
  "Brine Chemistry Analyst": [900_000, 1_300_000, "PHP"],
  "Subsurface Data Scientist": [62_000, 78_000, "EUR"],
  "District Heating Project Manager": [80_000, 98_000, "EUR"],
  "Binary Plant Commissioning Engineer": [8_000_000, 11_000_000, "JPY"],
  "Geothermal Heat Pump Installer": [30_000, 36_000, "EUR"],
  "Remote Reservoir Modelling Consultant": [150_000, 190_000, "USD"],
  "Operations Manager, Flash Plant": [900_000, 1_200_000, "MXN"],
};

type Posting = Omit<DemoJob, "organisation" | "byPartner">;

/** One posting of the table: `place` reads "City, country code" (null: anywhere), `kind` "type workplace level". */
function job(
  title: string,
  place: `${string}, ${string}` | null,
  kind: `${JobType} ${Workplace} ${JobLevel}`,
  domains: JobDomain[],
  age: number,
  runs: number,
): Posting {
  const [city = null, country = null] = place?.split(", ") ?? [];
  const [type, workplace, level] = kind.split(" ") as [JobType, Workplace, JobLevel];
  return { title, country, city, workplace, type, level, domains, salary: salaries[title], age, runs };
}

/** The demo partner account works here (its name says so): it posted these postings itself. */
const partnerEmployer = "Hekla Drilling Ltd.";

/** An employer's postings, in table order (the order sets the posting times and which ones apply by mail). */
function postings(organisation: string, rows: Posting[]): DemoJob[] {
  return rows.map((row) => ({ ...row, organisation, byPartner: organisation === partnerEmployer }));
}

// Every employer, place of work and address below is fictional (example.org addresses).
// Columns: title, place, "type workplace level", domains, days since posting, days the posting runs.
// prettier-ignore
const demoJobs: DemoJob[] = [
  ...postings(partnerEmployer, [
    job("Drilling Engineer", "Reykjavík, IS", "full-time onsite professional", [drilling], 2, 30),
    job("Junior Mud Logger", "Húsavík, IS", "contract onsite associate", [drilling, resource], 5, 30),
    job("Senior Drilling Supervisor", "Naivasha, KE", "full-time onsite senior", [drilling, risk], 40, 30),
  ]),
  ...postings("Olkaria Steamworks (fictional)", [
    job("Reservoir Engineer", "Naivasha, KE", "full-time hybrid professional", [reservoir], 1, 45),
    job("Plant Operator Trainee", "Naivasha, KE", "internship onsite associate", [plant], 3, 21),
  ]),
  ...postings("Anatolian Heat Co. (fictional)", [
    job("Geothermal Power Plant Shift Supervisor", "Aydın, TR", "full-time onsite senior", [plant, risk], 4, 30),
    job("Environmental Monitoring Specialist", "Denizli, TR", "full-time hybrid professional", [environment, regulation], 9, 30),
  ]),
  ...postings("Taupō Geo Services (fictional)", [
    job("Head of Resource Assessment", "Taupō, NZ", "full-time hybrid expert", [resource, reservoir], 6, 60),
    job("Geochemistry Field Technician", "Rotorua, NZ", "part-time onsite associate", [resource, environment], 12, 30),
  ]),
  ...postings("Cascadia Thermal (fictional)", [
    job("Geothermal Project Developer", "Reno, US", "full-time remote senior", [project], 2, 30),
    job("Permitting and Compliance Lead", "Boise, US", "full-time remote expert", [regulation, project], 15, 45),
  ]),
  ...postings("Java Caldera Power (fictional)", [
    job("Well Test Engineer", "Bandung, ID", "contract onsite professional", [reservoir, drilling], 7, 30),
    job("HSE Advisor", "Garut, ID", "full-time onsite professional", [risk], 20, 45),
  ]),
  ...postings("Luzon Brine Energy (fictional)", [
    job("Brine Chemistry Analyst", "Los Baños, PH", "full-time hybrid professional", [plant, environment], 3, 30),
    job("Maintenance Planner", "Tiwi, PH", "full-time onsite professional", [plant], 11, 30),
  ]),
  ...postings("Rhine Graben Heat GmbH (fictional)", [
    job("Subsurface Data Scientist", "Karlsruhe, DE", "full-time hybrid professional", [resource, reservoir], 1, 30),
    job("District Heating Project Manager", "Munich, DE", "full-time onsite senior", [project, risk], 8, 45),
  ]),
  ...postings("Kyushu Onsen Power (fictional)", [
    job("Binary Plant Commissioning Engineer", "Beppu, JP", "contract onsite senior", [plant], 5, 30),
  ]),
  ...postings("Rift Valley Geothermal Institute (fictional)", [
    job("Graduate Geologist", "Adama, ET", "full-time onsite associate", [resource], 10, 40),
    job("Regulatory Affairs Officer", "Nairobi, KE", "part-time hybrid professional", [regulation], 14, 30),
  ]),
  ...postings("Soufrière Heat Co-op (fictional)", [
    job("Geothermal Heat Pump Installer", "Lyon, FR", "full-time onsite associate", [project], 6, 30),
  ]),
  ...postings("Magma Insight Partners (fictional)", [
    job("Remote Reservoir Modelling Consultant", null, "contract remote expert", [reservoir], 2, 60),
  ]),
  ...postings("Andes Steam S.A. (fictional)", [
    job("Drilling Fluids Technician", "Calama, CL", "full-time onsite associate", [drilling], 13, 30),
    job("Geophysics Intern", "Santiago, CL", "internship hybrid associate", [resource], 4, 20),
  ]),
  ...postings("Volcán Energía (fictional)", [
    job("Operations Manager, Flash Plant", "Morelia, MX", "full-time onsite senior", [plant, risk], 16, 45),
    job("Environmental Impact Assessor", "Guadalajara, MX", "contract remote professional", [environment, regulation], 18, 30),
  ]),
  ...postings("Pacific Rim Skills Centre (fictional)", [
    job("Geothermal Training Coordinator", "Wellington, NZ", "part-time hybrid professional", [project], 9, 30),
  ]),
  // Expired or closed postings: not on the board, but their pages still answer.
  ...postings(partnerEmployer, [
    job("Wellsite Geologist", "Hveragerði, IS", "contract onsite professional", [resource, drilling], 70, 30),
  ]),
  ...postings("Anatolian Heat Co. (fictional)", [
    job("Turbine Overhaul Specialist", "Manisa, TR", "contract onsite senior", [plant], 50, 30),
  ]),
  ...postings("Rhine Graben Heat GmbH (fictional)", [
    job("Risk Analyst, Induced Seismicity", "Basel, CH", "full-time hybrid professional", [risk, reservoir], 95, 60),
  ]),
];

function descriptionOf(job: DemoJob): string {
  return [
    `**${job.organisation}** is looking for a ${job.title.toLowerCase()} to join a geothermal team.`,
    "",
    "### What you will do",
    "- Work with field, plant and office colleagues on safe, reliable geothermal operations",
    "- Keep clear records and share what you learn",
    "",
    "### What you bring",
    "- The skills of the level named in this posting, or the wish to grow into them",
    "- Care for safety, the environment and the communities around the field",
    "",
    "_This is a fictional demo posting._",
  ].join("\n");
}

/** Demo jobs (a few expired) and two disabled example sources; seeded once. */
export async function seedJobs(db: Database): Promise<boolean> {
  if (!(await insertSettingIfAbsent(db, "demo_jobs_seeded_at", new Date().toISOString()))) return false;
  const partner = await findUserByEmail(db, "partner@example.org");
  const now = Date.now();
  await db.insert(jobs).values(
    demoJobs.map((job, index) => {
      const postedAt = new Date(now - job.age * DAY - index * 60_000);
      const slug = job.title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
      return {
        title: job.title,
        organisation: job.organisation,
        country: job.country,
        city: job.city,
        workplace: job.workplace,
        type: job.type,
        level: job.level,
        domains: job.domains,
        salaryMin: job.salary?.[0] ?? null,
        salaryMax: job.salary?.[1] ?? null,
        salaryCurrency: job.salary?.[2] ?? null,
        description: descriptionOf(job),
        descriptionFormat: "markdown" as const,
        applyUrl: index % 3 === 0 ? null : `https://careers.example.org/${slug}`,
        applyEmail: index % 3 === 0 ? "careers@example.org" : null,
        postedAt,
        expiresAt: new Date(postedAt.getTime() + job.runs * DAY),
        postedBy: job.byPartner ? (partner?.id ?? null) : null,
        dedupeKey: dedupeKey(job.title, job.organisation, [job.city, job.country].filter(Boolean).join(", ")),
      };
    }),
  );
  await db.insert(jobSources).values([
    {
      name: "Example Greenhouse board",
      kind: "greenhouse",
      identifier: "example-geothermal",
      organisation: "Example Geothermal (fictional)",
      keywords: ["geothermal", "drilling", "reservoir"],
      defaultLevel: "professional",
      intervalMinutes: 360,
      enabled: false,
    },
    {
      name: "Example careers page",
      kind: "html",
      identifier: "https://careers.example.org/jobs",
      organisation: "Example Steam Company (fictional)",
      selectors: { item: "li.job", title: "a", link: "a", location: ".location" },
      keywords: ["geothermal"],
      defaultCountry: "IS",
      cron: "0 6 * * *",
      enabled: false,
    },
  ]);
  return true;
}
