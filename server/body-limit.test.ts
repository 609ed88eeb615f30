import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_EVIDENCE_BYTES } from "~/features/cpd";
import { uploadRoutes } from "~/lib/uploads/upload-routes";
import { bodySizeLimit, FORM_BODY_BYTES } from "./security";

// Finding: a 1.5 MB scan on /account/cpd met the 256 KB form limit and a bare "The request is too large.".
// Through the real middleware: every upload path lets its feature's files (and somewhat more) reach
// the route, which answers with the page's own message; beyond the hard cap a translated 413 page.
const MB = 1024 * 1024;
let base = "";
let close = () => {};

beforeAll(async () => {
  const app = express();
  app.use(bodySizeLimit({ formBytes: FORM_BODY_BYTES }));
  // Stands for the route: reads the whole body and says how much came.
  app.use((req, res) => {
    let received = 0;
    req.on("data", (chunk: Buffer) => (received += chunk.length));
    req.on("end", () => res.json({ received }));
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

/** A browser's multipart post of a form with a file of `fileBytes`. */
function post(path: string, fileBytes: number, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.set("intent", "add");
  form.set("provider", "Geo Academy");
  form.set("evidence", new File([new Uint8Array(fileBytes)], "scan.pdf", { type: "application/pdf" }));
  return fetch(`${base}${path}`, { method: "POST", body: form, headers: { accept: "text/html", ...headers } });
}

describe("the body limit of upload forms", () => {
  it("lets a 4.9 MB and a 5.1 MB evidence file through to the ledger's action (it refuses the second itself)", async () => {
    for (const path of ["/account/cpd", "/account/cpd.data"]) {
      const under = await post(path, 4.9 * MB);
      expect(under.status).toBe(200);
      expect((await under.json()).received).toBeGreaterThan(4.9 * MB);
      expect((await post(path, 5.1 * MB)).status).toBe(200);
    }
  });

  it("lets every upload route's largest file through, with the form around it", async () => {
    for (const { path, limit } of uploadRoutes) {
      expect((await post(path, limit.fileBytes)).status, path).toBe(200);
      expect((await post(path, limit.fileBytes + 100 * 1024)).status, path).toBe(200);
    }
  });

  it("answers a body beyond the hard cap with a page in the visitor's language that states the limit and leads back", async () => {
    const refused = await post("/account/cpd.data?index", 3 * MAX_EVIDENCE_BYTES, { "accept-language": "fr" });
    expect(refused.status).toBe(413);
    const html = await refused.text();
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain("Ce formulaire accepte des fichiers de 5\u00a0Mo au maximum.");
    expect(html).toContain('href="/account/cpd"');
    expect(html).not.toContain("The request is too large.");
  });

  it("keeps ordinary forms at the form limit, told in the visitor's language", async () => {
    const refused = await post("/account", 300 * 1024, { cookie: "lng=es" });
    expect(refused.status).toBe(413);
    expect(await refused.text()).toContain("Este formulario acepta como máximo 256\u00a0KB.");
    expect((await post("/account", 100 * 1024)).status).toBe(200);
  });

  it("tells a script in plain text", async () => {
    const refused = await post("/api/bulk-verify", 5 * MB, { accept: "application/json" });
    expect(refused.status).toBe(413);
    expect(refused.headers.get("content-type")).toContain("text/plain");
    expect(await refused.text()).toContain("1\u00a0MB");
  });
});
