/**
 * Demo data for sitting the exam (docs/decisions/052): a small frozen form per level in English and Spanish (six
 * live items, reviewed in both languages), three sessions starting at the seeding hour with the demo invigilator,
 * and the demo candidate booked at each (Associate and Senior in English, Professional in Spanish), each with an
 * approved application.
 * A demo form is far shorter than the level's blueprint: it is for trying the pages, not a real exam.
 */
import { eq } from "drizzle-orm";
import type { FrameworkDomain, FrameworkLevel } from "~/content/framework";
import type { Database } from "~/db/client.server";
import { certificationApplications, users } from "~/db/schema";
import type { LanguageCode } from "~/lib/i18n/languages";
import { blueprintFor } from "../engine/blueprint";
import {
  examAttempts,
  examFormItems,
  examForms,
  examItems,
  examItemTranslations,
  examSessionStaff,
  examSessions,
} from "../schema";

type DemoText = { stem: string; options: [string, string, string, string] };
type DemoItem = {
  domain: FrameworkDomain;
  type: "single" | "multiple";
  key: string[];
  texts: Record<"en" | "es", DemoText>;
};

const optionIds = ["a", "b", "c", "d"] as const;

const demoItems: DemoItem[] = [
  {
    domain: "reservoirEngineering",
    type: "single",
    key: ["a"],
    texts: {
      en: {
        stem: "Which measurement most directly indicates a geothermal reservoir's permeability?",
        options: [
          "Pressure transient analysis of a well test",
          "Surface heat flow",
          "Chloride content of the fluid",
          "Rock density",
        ],
      },
      es: {
        stem: "¿Qué medición indica más directamente la permeabilidad de un yacimiento geotérmico?",
        options: [
          "Análisis de transitorios de presión de una prueba de pozo",
          "Flujo de calor en superficie",
          "Contenido de cloruro del fluido",
          "Densidad de la roca",
        ],
      },
    },
  },
  {
    domain: "drillingOperations",
    type: "single",
    key: ["a"],
    texts: {
      en: {
        stem: "What is the main purpose of the drilling mud while a geothermal well is drilled?",
        options: [
          "To cool the bit, carry the cuttings up and control the well's pressure",
          "To increase the well's permeability",
          "To measure the reservoir's temperature",
          "To seal the reservoir for good",
        ],
      },
      es: {
        stem: "¿Cuál es la función principal del lodo de perforación mientras se perfora un pozo geotérmico?",
        options: [
          "Enfriar la broca, subir los recortes y controlar la presión del pozo",
          "Aumentar la permeabilidad del pozo",
          "Medir la temperatura del yacimiento",
          "Sellar el yacimiento para siempre",
        ],
      },
    },
  },
  {
    domain: "powerPlantOperations",
    type: "single",
    key: ["a"],
    texts: {
      en: {
        stem: "In a single-flash power plant, what does the separator do?",
        options: [
          "It separates the steam from the brine before the turbine",
          "It separates non-condensable gases from the cooling water",
          "It splits the flow between two turbines",
          "It removes silica from the steam",
        ],
      },
      es: {
        stem: "En una central de separación simple, ¿qué hace el separador?",
        options: [
          "Separa el vapor de la salmuera antes de la turbina",
          "Separa los gases no condensables del agua de refrigeración",
          "Divide el caudal entre dos turbinas",
          "Elimina la sílice del vapor",
        ],
      },
    },
  },
  {
    domain: "environmentalManagement",
    type: "multiple",
    key: ["a", "b", "d"],
    texts: {
      en: {
        stem: "Which of these effects are commonly monitored at a geothermal field?",
        options: [
          "Hydrogen sulphide emissions",
          "Induced seismicity",
          "Damage to the ozone layer from steam",
          "Ground subsidence",
        ],
      },
      es: {
        stem: "¿Cuáles de estos efectos se vigilan habitualmente en un campo geotérmico?",
        options: [
          "Emisiones de sulfuro de hidrógeno",
          "Sismicidad inducida",
          "Daños a la capa de ozono por el vapor",
          "Hundimiento del terreno",
        ],
      },
    },
  },
  {
    domain: "riskAssessment",
    type: "single",
    key: ["a"],
    texts: {
      en: {
        stem: "A well shows a sudden rise in pressure while drilling. What comes first?",
        options: [
          "Close the blowout preventer and follow the well-control procedure",
          "Drill faster",
          "Lower the mud weight",
          "Carry on and log the event at the end of the shift",
        ],
      },
      es: {
        stem: "Un pozo muestra una subida repentina de presión durante la perforación. ¿Qué se hace primero?",
        options: [
          "Cerrar el preventor de reventones y seguir el procedimiento de control de pozo",
          "Perforar más rápido",
          "Reducir la densidad del lodo",
          "Seguir y anotar el suceso al final del turno",
        ],
      },
    },
  },
  {
    domain: "resourceAssessment",
    type: "single",
    key: ["a"],
    texts: {
      en: {
        stem: "Which method gives a first estimate of the reservoir temperature from hot spring water?",
        options: ["Solute and gas geothermometers", "A magnetotelluric survey", "A gravity survey", "Satellite images"],
      },
      es: {
        stem: "¿Qué método da una primera estimación de la temperatura del yacimiento a partir del agua de una fuente termal?",
        options: [
          "Geotermómetros de solutos y gases",
          "Una prospección magnetotelúrica",
          "Una prospección gravimétrica",
          "Imágenes de satélite",
        ],
      },
    },
  },
];

const DEMO_LANGUAGES: LanguageCode[] = ["en", "es"];

/** The demo form of `level`: its items live and reviewed in English and Spanish, frozen as they are. */
async function demoForm(db: Database, level: FrameworkLevel) {
  const ids = demoItems.map((_, index) => `demo-${level}-${index + 1}`);
  for (const [index, item] of demoItems.entries()) {
    const id = ids[index]!;
    await db
      .insert(examItems)
      .values({
        id,
        domain: item.domain,
        level,
        type: item.type,
        key: item.key,
        status: "live",
        authorId: "demo-author",
        reviewerId: "demo-reviewer",
      })
      .onConflictDoNothing();
    for (const language of DEMO_LANGUAGES) {
      const text = item.texts[language as "en" | "es"];
      await db
        .insert(examItemTranslations)
        .values({
          itemId: id,
          language,
          stem: text.stem,
          options: text.options.map((option, n) => ({ id: optionIds[n]!, text: option })),
          rationale: "",
          reviewed: true,
        })
        .onConflictDoNothing();
    }
  }
  const [form] = await db
    .insert(examForms)
    .values({
      level,
      languages: DEMO_LANGUAGES,
      itemIds: ids,
      caseIds: [],
      seed: "demo",
      blueprint: blueprintFor(level),
    })
    .returning({ id: examForms.id });
  await db
    .insert(examFormItems)
    .values(ids.map((itemId, index) => ({ formId: form!.id, position: index + 1, itemId, itemVersion: 1 })));
}

async function userByEmail(db: Database, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row ?? null;
}

/**
 * Seeds the sitting demo once the demo invigilator and candidate exist (their accounts are demo accounts);
 * returns whether it seeded anything. The caller keeps it to one run (a settings marker).
 */
export async function seedExamSitting(db: Database, now = new Date()): Promise<boolean> {
  const invigilator = await userByEmail(db, "invigilator@example.org");
  const candidate = await userByEmail(db, "candidate@example.org");
  if (!invigilator || !candidate) return false;
  const startsAt = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
  const today = now.toISOString().slice(0, 10);
  const until = `${now.getUTCFullYear() + 1}${today.slice(4)}`;
  const plan: { level: FrameworkLevel; language: LanguageCode }[] = [
    { level: "associate", language: "en" },
    { level: "professional", language: "es" },
    { level: "senior", language: "en" },
  ];
  for (const { level, language } of plan) {
    await demoForm(db, level);
    const [session] = await db
      .insert(examSessions)
      .values({
        level,
        delivery: "testCentre",
        startsAt,
        timeZone: "Atlantic/Reykjavik",
        venue: "Demo Test Centre, Reykjavík",
        capacity: 20,
        booked: 1,
      })
      .returning({ id: examSessions.id });
    await db.insert(examSessionStaff).values({ sessionId: session!.id, userId: invigilator.id, role: "invigilator" });
    const [application] = await db
      .insert(certificationApplications)
      .values({
        userId: candidate.id,
        level,
        state: "approved",
        step: "declaration",
        submittedAt: now,
        decidedAt: now,
        eligibleFrom: today,
        eligibleUntil: until,
      })
      .returning({ id: certificationApplications.id });
    await db
      .insert(examAttempts)
      .values({ userId: candidate.id, applicationId: application!.id, sessionId: session!.id, level, language });
  }
  return true;
}
