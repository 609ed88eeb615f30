/**
 * The About page's people: server-only, sent by its loader, so no client bundle holds them
 * (decision 018). Words live in the "about" namespace.
 */
import type { Namespaces } from "~/locales/types";

type AboutMessages = Namespaces["about"];

/** Fictional board of directors: the body that owns GeoCert's policies and budget. */
export const boardOfDirectors = [
  { name: "Ingrid Halvorsen", initials: "IH", role: "chair", background: "energyRegulation" },
  { name: "Dr. Tomás Villalobos", initials: "TV", role: "viceChair", background: "geothermalEngineering" },
  { name: "Njeri Kamau", initials: "NK", role: "treasurer", background: "publicFinance" },
  { name: "Sione Taufa", initials: "ST", role: "secretary", background: "vocationalEducation" },
  { name: "Leyla Aksoy", initials: "LA", role: "publicInterest", background: "consumerProtection" },
  { name: "Rangi Parata", initials: "RP", role: "practitioner", background: "plantOperations" },
] as const satisfies ReadonlyArray<{
  name: string;
  initials: string;
  role: keyof AboutMessages["governance"]["directorRoles"];
  background: keyof AboutMessages["governance"]["backgrounds"];
}>;
