import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCredential } from "~/features/registry/index.server";
import { credentials } from "~/db/schema";
import { unbakeSvg } from "~/features/credentials/index.server";
import type { LanguageCode } from "~/lib/i18n/languages";
import { readPdf } from "../../tests/support/pdf-text";
import { setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { loader as badgeLoader } from "./credentials.$id.badge[.]svg";
import { loader as pdfLoader } from "./credentials.$id.certificate[.]pdf";
import { loader as jsonLoader } from "./credentials.$id.credential[.]json";
import { loader as pageLoader } from "./credentials.$id";

const t = setupRouteTests();

const base = {
  givenNames: "Amani",
  lastName: "Otieno",
  email: "amani@example.org",
  level: "senior" as const,
  domains: ["drillingOperations", "riskAssessment"] as Array<"drillingOperations" | "riskAssessment">,
  issuedOn: "2025-06-01",
  expiresOn: "2028-05-31",
};

async function fetchFile(
  file: "json" | "badge" | "pdf",
  id: string,
  cookie?: string,
  options: { paper?: string; language?: LanguageCode } = {},
) {
  const path =
    file === "json"
      ? `/credentials/${id}/credential.json`
      : file === "badge"
        ? `/credentials/${id}/badge.svg`
        : `/credentials/${id}/certificate.pdf${options.paper ? `?paper=${options.paper}` : ""}`;
  const loader = file === "json" ? jsonLoader : file === "badge" ? badgeLoader : pdfLoader;
  const args = routeArgs({
    request: t.get(path, cookie),
    params: { id },
    context: t.context({ language: options.language }),
  });
  try {
    return (await loader(args)) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

async function holderAndCredential(publicPage = false) {
  const holderId = await t.createUser("member", "Amani Otieno", "amani@example.org");
  const id = await createCredential(t.db, base);
  await t.db.update(credentials).set({ userId: holderId, publicPage }).where(eq(credentials.id, id));
  return { id, holder: await t.signIn("amani@example.org") };
}

describe("credential downloads", () => {
  it("answers 404 to strangers and other members while the public page is off", async () => {
    const { id } = await holderAndCredential(false);
    await t.createUser("member", "Other Member", "other@example.org");
    const other = await t.signIn("other@example.org");
    for (const file of ["json", "badge", "pdf"] as const) {
      for (const cookie of [undefined, other]) {
        const response = await fetchFile(file, id, cookie);
        expect(response.status).toBe(404);
        expect(response.headers.get("content-disposition")).toBeNull();
        expect(response.headers.get("cache-control")).toContain("no-store");
      }
    }
  });

  it("answers 404 for an unknown or malformed id", async () => {
    await holderAndCredential(true);
    expect((await fetchFile("json", "GCF-2025-AAAA-AA")).status).toBe(404);
    expect((await fetchFile("badge", "not-an-id")).status).toBe(404);
    expect((await fetchFile("pdf", "")).status).toBe(404);
  });

  it("gives the holder the signed credential as a JSON file", async () => {
    const { id, holder } = await holderAndCredential(false);
    const response = await fetchFile("json", id, holder);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/ld+json; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="geocert-${id}.json"`);
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
    const document = await response.json();
    expect(document.type).toContain("OpenBadgeCredential");
    expect(document.proof).toMatchObject([{ type: "DataIntegrityProof", cryptosuite: "eddsa-rdfc-2022" }]);
    expect(JSON.stringify(document)).toContain(id);
  });

  it("gives the holder the badge with the same credential baked in", async () => {
    const { id, holder } = await holderAndCredential(false);
    const response = await fetchFile("badge", id, holder);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="geocert-${id}-badge.svg"`);
    const svg = await response.text();
    expect(svg).toContain(">Amani Otieno<");
    expect(svg).toContain(">SGP<");
    const baked = unbakeSvg(svg) as Record<string, unknown>;
    const json = await (await fetchFile("json", id, holder)).json();
    expect(baked).toEqual(json);
  });

  it("gives the holder the PDF certificate on A4 or Letter, in the visitor's language", async () => {
    const { id, holder } = await holderAndCredential(false);
    const a4 = await fetchFile("pdf", id, holder);
    expect(a4.status).toBe(200);
    expect(a4.headers.get("content-type")).toBe("application/pdf");
    expect(a4.headers.get("content-disposition")).toBe(`attachment; filename="geocert-${id}-certificate-a4.pdf"`);
    const english = readPdf(Buffer.from(await a4.arrayBuffer()));
    expect(english.mediaBoxes).toEqual([[0, 0, 595.28, 841.89]]);
    expect(english.text).toContain("Amani Otieno");
    expect(english.text).toContain("Senior Geothermal Professional");
    expect(english.text).toContain(id);
    expect(english.text).toContain(`http://localhost:3999/partners/verify?id=${id}`);

    const letter = await fetchFile("pdf", id, holder, { paper: "letter", language: "ja" });
    expect(letter.headers.get("content-disposition")).toBe(
      `attachment; filename="geocert-${id}-certificate-letter.pdf"`,
    );
    const japanese = readPdf(Buffer.from(await letter.arrayBuffer()));
    expect(japanese.mediaBoxes).toEqual([[0, 0, 612, 792]]);
    expect(japanese.fontNames.some((name) => name.includes("NotoSansJP"))).toBe(true);
    expect(japanese.text).toContain("2025年6月1日");
  });

  it("lets an admin download a credential whose page is off", async () => {
    const { id } = await holderAndCredential(false);
    await t.createUser("admin", "Ada Admin", "admin@example.org");
    const admin = await t.signIn("admin@example.org");
    for (const file of ["json", "badge", "pdf"] as const) expect((await fetchFile(file, id, admin)).status).toBe(200);
  });

  it("lets anyone download once the holder has switched the public page on", async () => {
    const { id } = await holderAndCredential(true);
    for (const file of ["json", "badge", "pdf"] as const) {
      const response = await fetchFile(file, id);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-cache");
      expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="geocert-/);
    }
  });

  it("puts LinkedIn's form on the credential's page for the holder only", async () => {
    const { id, holder } = await holderAndCredential(true);
    const load = async (cookie?: string) => {
      const out = (await pageLoader(
        routeArgs({
          request: t.get(`/credentials/${id}`, cookie),
          params: { id },
          context: t.context(),
        }),
      )) as unknown as { data: { linkedIn: unknown; certificate: { downloads: { json: string } } } };
      return out.data;
    };
    const mine = await load(holder);
    expect(mine.certificate.downloads.json).toBe("Credential file (JSON)");
    expect(mine.linkedIn).toEqual({
      name: "Senior Geothermal Professional",
      organisationName: "GeoCert",
      issuedOn: "2025-06-01",
      expiresOn: "2028-05-31",
      credentialId: id,
      url: `http://localhost:3999/credentials/${id}`,
    });
    expect((await load()).linkedIn).toBeNull();
  });
});
