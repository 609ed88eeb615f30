import { createHash } from "node:crypto";
import type { RouterContextProvider } from "react-router";
import { certifications } from "~/content/certifications";
import { findCredential, holderName, type Credential } from "~/features/registry/index.server";
import { getUser } from "~/features/auth/index.server";
import { bakeSvg } from "~/features/credentials/baked-badge.server";
import { badgeArtSvg } from "~/features/credentials/badge-art.server";
import { certificatePdf, type CertificateInput } from "~/features/credentials/certificate-pdf.server";
import { credentialFileName, type CertificatePaper } from "~/features/credentials/downloads";
import type { LinkedInCertification } from "~/features/credentials/linkedin";
import { signedCredentialFor } from "~/features/credentials/open-badge.server";
import { canSeeCredential } from "~/features/credentials/policy";
import { formatDateFor } from "~/lib/format/date-words.server";
import { normaliseCredentialId } from "~/features/registry";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { getNamespace } from "~/locales/index.server";
import { levelTextsIn } from "~/lib/levels/level-texts.server";
import { LRUCache } from "lru-cache";

/**
 * The files a holder takes away: the signed credential as JSON, the baked badge and the
 * PDF certificate, each only for those who may see the credential (policy.ts canSeeCredential),
 * 404 for everyone else. Answers are private to the viewer and revalidated each time.
 */

function notFound(): Response {
  return new Response("Not Found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}

/** The credential behind `/credentials/:id/…` if the visitor may see it; otherwise throws a 404. */
export async function downloadableCredential(
  request: Request,
  context: Readonly<RouterContextProvider>,
  rawId: string | undefined,
): Promise<Credential> {
  const id = normaliseCredentialId(rawId ?? "");
  if (!id) throw notFound();
  const { db } = getAppContext(context);
  const [credential, user] = await Promise.all([findCredential(db, id), getUser(request, context)]);
  const viewer = user ? { id: user.id, role: user.role, duties: user.duties } : null;
  if (!credential || !canSeeCredential(viewer, credential)) throw notFound();
  return credential;
}

/** A file to save: its type, its name, and caching private to the viewer (the policy may change). */
export function fileHeaders(contentType: string, fileName: string): Headers {
  return new Headers({
    "Content-Type": contentType,
    "Content-Disposition": `attachment; filename="${fileName}"`,
    "Cache-Control": "private, no-cache",
    Vary: "Cookie",
    "X-Content-Type-Options": "nosniff",
    "X-Robots-Tag": "noindex",
  });
}

async function signed(context: Readonly<RouterContextProvider>, credential: Credential) {
  const document = await signedCredentialFor(context, credential);
  if (!document) throw notFound();
  return document;
}

export async function credentialJsonResponse(
  context: Readonly<RouterContextProvider>,
  credential: Credential,
): Promise<Response> {
  const document = await signed(context, credential);
  return new Response(JSON.stringify(document, null, 2), {
    headers: fileHeaders("application/ld+json; charset=utf-8", credentialFileName(credential.id, "json")),
  });
}

/** The words of the badge and the certificate in the request's language. */
function wordsFor(context: Readonly<RouterContextProvider>, credential: Credential) {
  const language = getRequestLanguage(context);
  const common = getNamespace(language, "common");
  return {
    language,
    levelName: levelTextsIn(language)[credential.level].certification,
    issuerName: common.brand.fullName,
    brandName: common.brand.name,
    domains: credential.domains.map((domain) => common.skills[domain as keyof typeof common.skills] ?? domain),
    certificate: getNamespace(language, "certificate"),
  };
}

export async function badgeSvgResponse(
  context: Readonly<RouterContextProvider>,
  credential: Credential,
): Promise<Response> {
  const document = await signed(context, credential);
  const words = wordsFor(context, credential);
  const name = holderName(credential);
  const art = badgeArtSvg({
    level: credential.level,
    levelName: words.levelName,
    holderName: name,
    certified: words.certificate.badge.certified,
    title: words.certificate.badge.title.replace("{{level}}", words.levelName).replace("{{name}}", name),
    issuerName: words.issuerName,
  });
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${bakeSvg(art, document)}`, {
    headers: fileHeaders("image/svg+xml; charset=utf-8", credentialFileName(credential.id, "badge")),
  });
}

/**
 * Certificates made recently, by everything they show: one takes 70–200 ms to draw (font
 * subsetting), so a second download of the same one is served from memory. A change to the
 * credential or the language changes the key; the oldest entries go first.
 */
const made = new LRUCache<string, Buffer>({ max: 64 });

export async function cachedCertificatePdf(input: CertificateInput): Promise<Buffer> {
  const key = createHash("sha256").update(JSON.stringify(input)).digest("base64url");
  const cached = made.get(key);
  if (cached) return cached;
  const pdf = await certificatePdf(input);
  made.set(key, pdf);
  return pdf;
}

export async function certificatePdfResponse(
  context: Readonly<RouterContextProvider>,
  credential: Credential,
  paper: CertificatePaper,
): Promise<Response> {
  const { config } = getAppContext(context);
  const words = wordsFor(context, credential);
  const formatDate = formatDateFor(context);
  const pdf = await cachedCertificatePdf({
    id: credential.id,
    holderName: holderName(credential),
    level: credential.level,
    levelName: words.levelName,
    letters: certifications.find((c) => c.key === credential.level)?.credential ?? "",
    issuedOn: formatDate(credential.issuedOn),
    validUntil: formatDate(credential.expiresOn),
    domains: words.domains,
    issuerName: words.issuerName,
    brandName: words.brandName,
    verifyUrl: `${config.siteUrl.replace(/\/$/, "")}/partners/verify?id=${encodeURIComponent(credential.id)}`,
    language: words.language,
    paper,
    texts: words.certificate.pdf,
  });
  return new Response(new Uint8Array(pdf), {
    headers: fileHeaders("application/pdf", credentialFileName(credential.id, "pdf", paper)),
  });
}

/**
 * What LinkedIn's "add a certification" form is filled with for a credential shown on the holder's
 * pages: the certification's name, the issuer, the dates, the id, and where a reader of the profile
 * checks it (the public page when it is on, else the live verification).
 */
export function linkedInFor(
  context: Readonly<RouterContextProvider>,
  credential: {
    id: string;
    certification: string;
    issuedOnIso: string;
    expiresOnIso: string;
    publicPage: boolean;
    url: string;
    verifyPath: string;
  },
): LinkedInCertification {
  const { config } = getAppContext(context);
  const common = getNamespace(getRequestLanguage(context), "common");
  return {
    name: credential.certification,
    organisationName: common.brand.name,
    issuedOn: credential.issuedOnIso,
    expiresOn: credential.expiresOnIso,
    credentialId: credential.id,
    url: credential.publicPage ? credential.url : `${config.siteUrl.replace(/\/$/, "")}${credential.verifyPath}`,
  };
}
