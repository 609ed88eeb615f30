// The issuer's public documents: DID document, Profile, Achievements.
import { frameworkDomains, type FrameworkLevel } from "~/content/framework";
import common from "~/locales/en/common";
import { levelTextsIn } from "~/lib/levels/level-texts.server";
import { DID_V1_CONTEXT, MULTIKEY_CONTEXT, OB_V3_CONTEXT, VC_V2_CONTEXT } from "./contexts.server";
import type { IssuerUrls } from "./issuer.server";
import type { IssuerKeyRow } from "~/features/credentials/queries.server";

export const ISSUER_NAME = "GeoCert";
const FRAMEWORK_NAME = "GeoCert Geothermal Competency Framework";

/** A verification method of ours (Multikey), with its own context so it can be loaded on its own. */
export function verificationMethodDocument(urls: IssuerUrls, key: Pick<IssuerKeyRow, "id" | "publicKeyMultibase">) {
  return {
    "@context": MULTIKEY_CONTEXT,
    id: urls.verificationMethod(key.id),
    type: "Multikey",
    controller: urls.did,
    publicKeyMultibase: key.publicKeyMultibase,
  };
}

/** The DID document: every key, current and retired, may sign assertions made before its retirement. */
export function didDocument(urls: IssuerUrls, keys: ReadonlyArray<Pick<IssuerKeyRow, "id" | "publicKeyMultibase">>) {
  const methods = keys.map((key) => ({
    id: urls.verificationMethod(key.id),
    type: "Multikey",
    controller: urls.did,
    publicKeyMultibase: key.publicKeyMultibase,
  }));
  return {
    "@context": [DID_V1_CONTEXT, MULTIKEY_CONTEXT],
    id: urls.did,
    alsoKnownAs: [urls.profile],
    verificationMethod: methods,
    assertionMethod: methods.map((method) => method.id),
  };
}

/** The issuer as an OB 3.0 Profile (embedded in every credential, and served at /issuer). */
export function issuerProfile(urls: IssuerUrls) {
  return {
    id: urls.did,
    type: ["Profile"],
    name: ISSUER_NAME,
    url: urls.origin,
    description: common.footer.tagline,
    image: { id: urls.image, type: "Image" },
  };
}

export function issuerProfileDocument(urls: IssuerUrls) {
  return { "@context": [VC_V2_CONTEXT, OB_V3_CONTEXT], ...issuerProfile(urls) };
}

/** A certification level as an OB 3.0 Achievement, aligned to the eight framework domains. */
export function achievement(urls: IssuerUrls, level: FrameworkLevel) {
  // The published achievement is in English, the issuer profile's language.
  const texts = levelTextsIn("en")[level];
  return {
    id: urls.achievement(level),
    type: ["Achievement"],
    achievementType: "Certification",
    name: texts.certification,
    description: texts.description,
    criteria: {
      id: `${urls.framework}?level=${level}`,
      narrative:
        `Awarded by ${ISSUER_NAME} to holders who met the ${texts.level} (${level}) level of the ${FRAMEWORK_NAME}: ` +
        `an assessment of the competencies listed for that level in each of its eight domains ` +
        `(${frameworkDomains.map((domain) => common.skills[domain]).join(", ")}).`,
    },
    alignment: frameworkDomains.map((domain) => ({
      type: ["Alignment"],
      targetName: common.skills[domain],
      targetUrl: `${urls.framework}?domain=${domain}&level=${level}`,
      targetCode: domain,
      targetFramework: FRAMEWORK_NAME,
      targetType: "ext:FrameworkDomain",
    })),
    creator: issuerProfile(urls),
  };
}

export function achievementDocument(urls: IssuerUrls, level: FrameworkLevel) {
  return { "@context": [VC_V2_CONTEXT, OB_V3_CONTEXT], ...achievement(urls, level) };
}
