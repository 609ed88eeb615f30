// Validates a credential against the vendored 1EdTech OB 3.0 AchievementCredential JSON Schema (see
// tests/support/ob3/README.md), offline, with ajv as the 1EdTech and DCC validators do (draft 2019-09).
import { readFileSync } from "node:fs";
import path from "node:path";
import { Ajv2019 } from "ajv/dist/2019.js";
import addFormats from "ajv-formats";

export const OB3_SCHEMA_URL =
  "https://purl.imsglobal.org/spec/ob/v3p0/schema/json/ob_v3p0_achievementcredential_schema.json";

export const ob3Schema: Record<string, unknown> = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "ob3", "ob_v3p0_achievementcredential_schema.json"), "utf8"),
);

const ajv = new Ajv2019({ allErrors: true, strict: false });
addFormats(ajv);
const validate = ajv.compile(ob3Schema);

/** The schema's errors as `path message` lines (empty: valid). */
export function ob3SchemaErrors(credential: unknown): string[] {
  const errors = validate(credential)
    ? []
    : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message ?? ""}`.trim());
  // The formal edition's one rule stricter than this JSON-LD adaptation that concerns us: proofs in an array.
  const proof = (credential as { proof?: unknown }).proof;
  if (proof !== undefined && !Array.isArray(proof)) errors.push("/proof must be array");
  return errors;
}
