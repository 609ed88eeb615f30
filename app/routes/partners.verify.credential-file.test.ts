// "Verify a credential file": the page's multipart action and POST /api/credentials/verify.
import { describe, expect, it } from "vitest";
import { createCredential, setCredentialStatus } from "~/features/registry/index.server";
import { bakeSvg, signedCredentialFor } from "~/features/credentials/index.server";
import { credentialFileUpload } from "~/features/credentials";
import { SITE, outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { action as apiAction, loader as apiLoader } from "./api.credentials.verify";
import { action } from "./partners.verify";

const t = setupRouteTests();

async function credential() {
  const id = await createCredential(t.db, {
    givenNames: "Wanjiru",
    lastName: "Kamau",
    email: "wanjiru@example.org",
    level: "expert",
    domains: ["riskAssessment"],
    issuedOn: "2025-01-01",
    expiresOn: "2099-01-01",
  });
  return { id, document: (await signedCredentialFor(t.context(), id))! };
}

function upload(path: string, fields: Record<string, string | File>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return new Request(`${SITE}${path}`, { method: "POST", body, headers: { origin: SITE } });
}

const jsonFile = (value: unknown, name = "credential.json") =>
  new File([JSON.stringify(value)], name, { type: "application/json" });

const post = (fields: Record<string, string | File>, clientIp = "198.51.100.9", language: "en" | "is" = "en") =>
  outcomeOf(() =>
    action(
      routeArgs({
        request: upload("/partners/verify", fields),
        params: {},
        context: t.context({ clientIp, language }),
      }),
    ),
  );

type PageData = {
  fileReport: { verdict: string; checks: Array<{ check: string; code: string }> };
  dates: { validFrom: string };
};

describe("/partners/verify: verify a credential file", () => {
  it("reports a valid JSON credential, with dates in the visitor's language", async () => {
    const { document } = await credential();
    const out = await post({ intent: "checkFile", credential: jsonFile(document) }, "198.51.100.9", "is");
    expect(out.status).toBe(200);
    const page = out.data as PageData;
    expect(page.fileReport.verdict).toBe("valid");
    expect(page.fileReport.checks.map((check) => check.code)).toEqual(["ok", "currentKey", "ok", "active", "current"]);
    expect(page.dates.validFrom).toMatch(/2025/);
    expect(page.dates.validFrom).not.toMatch(/^2025-01-01/);
  });

  it("reads a baked SVG and says revoked once staff revoke it", async () => {
    const { id, document } = await credential();
    const svg = new File([bakeSvg('<svg xmlns="http://www.w3.org/2000/svg"/>', document)], "badge.svg", {
      type: "image/svg+xml",
    });
    expect(((await post({ intent: "checkFile", credential: svg })).data as PageData).fileReport.verdict).toBe("valid");
    await setCredentialStatus(t.db, id, { status: "revoked", reason: "x", changedOn: "2026-01-01" });
    expect(((await post({ intent: "checkFile", credential: svg })).data as PageData).fileReport.verdict).toBe(
      "revoked",
    );
  });

  it("says tampered for a changed file and not a credential for other JSON", async () => {
    const { document } = await credential();
    const tampered = JSON.parse(JSON.stringify(document).replace("Wanjiru", "Wanjira"));
    expect(
      ((await post({ intent: "checkFile", credential: jsonFile(tampered) })).data as PageData).fileReport.verdict,
    ).toBe("tampered");
    expect(
      ((await post({ intent: "checkFile", credential: jsonFile({ a: 1 }) })).data as PageData).fileReport.verdict,
    ).toBe("notCredential");
  });

  it("refuses a post without a file, and a file far over the limit as the form's error", async () => {
    const none = await post({ intent: "checkFile" });
    expect(none.status).toBe(400);
    expect(none.data).toMatchObject({ intent: "checkFile", fieldErrors: { credential: "errors.fileRequired" } });
    const big = await post({ intent: "checkFile", credential: new File(["x".repeat(300 * 1024)], "big.json") });
    expect(big.status).toBe(413);
    expect(big.data).toMatchObject({ intent: "checkFile", formError: "errors.tooLarge" });
  });

  it("takes a credential file just under the limit and refuses one just over with the field's message", async () => {
    const { document } = await credential();
    // The signed JSON padded with whitespace, which JSON allows and the signature does not cover.
    const padded = (bytes: number) => {
      const text = JSON.stringify(document);
      return new File([text + " ".repeat(bytes - Buffer.byteLength(text))], "credential.json", {
        type: "application/json",
      });
    };
    const accepted = await post({ intent: "checkFile", credential: padded(credentialFileUpload.fileBytes - 1024) });
    expect(accepted.status).toBe(200);
    expect((accepted.data as PageData).fileReport.verdict).toBe("valid");
    const refused = await post({ intent: "checkFile", credential: padded(credentialFileUpload.fileBytes + 1024) });
    expect(refused.status).toBe(413);
    expect(refused.data).toMatchObject({ intent: "checkFile", fieldErrors: { credential: "errors.tooLarge" } });
  });

  it("answers an unknown intent with a bare 400", async () => {
    expect((await post({ intent: "other" })).status).toBe(400);
  });

  it("is rate-limited per client", async () => {
    const file = jsonFile({ a: 1 });
    for (let i = 0; i < 30; i += 1)
      expect((await post({ intent: "checkFile", credential: file }, "192.0.2.44")).status).toBe(200);
    const limited = await post({ intent: "checkFile", credential: file }, "192.0.2.44");
    expect(limited.status).toBe(429);
    expect(limited.data).toMatchObject({ formError: "errors.rateLimited" });
  });
});

const api = (request: Request, clientIp = "198.51.100.20") =>
  apiAction(routeArgs({ request, params: {}, context: t.context({ clientIp }) })) as Promise<Response>;

describe("POST /api/credentials/verify", () => {
  it("checks a JSON body and answers stable codes", async () => {
    const { document } = await credential();
    const response = await api(
      new Request(`${SITE}/api/credentials/verify`, {
        method: "POST",
        body: JSON.stringify(document),
        headers: { "content-type": "application/ld+json" },
      }),
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      verdict: "valid",
      checks: [
        { check: "schema", outcome: "pass", code: "ok" },
        { check: "issuer", outcome: "pass", code: "currentKey" },
        { check: "proof", outcome: "pass", code: "ok" },
        { check: "status", outcome: "pass", code: "active" },
        { check: "dates", outcome: "pass", code: "current" },
      ],
      credential: { holderName: "Wanjiru Kamau" },
    });
    expect(body.checks[0].key).toBeUndefined();
  });

  it("checks an uploaded file and a raw SVG, and says suspended", async () => {
    const { id, document } = await credential();
    await setCredentialStatus(t.db, id, { status: "suspended", reason: "x", changedOn: "2026-01-01" });
    const multipart = await api(upload("/api/credentials/verify", { credential: jsonFile(document) }));
    expect((await multipart.json()).verdict).toBe("suspended");
    const svg = await api(
      new Request(`${SITE}/api/credentials/verify`, {
        method: "POST",
        body: bakeSvg("<svg/>", document),
        headers: { "content-type": "image/svg+xml" },
      }),
    );
    expect((await svg.json()).verdict).toBe("suspended");
  });

  it("answers not JSON, too large, no file and GET", async () => {
    const notJson = await api(
      new Request(`${SITE}/api/credentials/verify`, {
        method: "POST",
        body: "{",
        headers: { "content-type": "application/json" },
      }),
    );
    const notJsonBody = await notJson.json();
    expect(notJsonBody.verdict).toBe("notCredential");
    expect(notJsonBody.checks[0]).toEqual({ check: "schema", outcome: "fail", code: "notJson" });
    const big = await api(
      new Request(`${SITE}/api/credentials/verify`, {
        method: "POST",
        body: "x".repeat(300 * 1024),
        headers: { "content-type": "application/json" },
      }),
    );
    expect(big.status).toBe(413);
    expect((await api(upload("/api/credentials/verify", {}))).status).toBe(400);
    expect(((await apiLoader()) as Response).status).toBe(405);
  });

  it("is rate-limited per client", async () => {
    const request = () =>
      new Request(`${SITE}/api/credentials/verify`, {
        method: "POST",
        body: "{}",
        headers: { "content-type": "application/json" },
      });
    for (let i = 0; i < 30; i += 1) expect((await api(request(), "192.0.2.77")).status).toBe(200);
    const limited = await api(request(), "192.0.2.77");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
  });
});
