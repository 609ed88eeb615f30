import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { partnerApplicationDrafts, partnerApplications } from "~/db/schema";
import { action, loader } from "./partners.apply";

const t = setupRouteTests();

const steps: Array<Record<string, string | string[]>> = [
  { organisation: "Demo Geo", organisationType: "industry", tier: "gold", country: "Iceland", website: "example.org" },
  { contactName: "Ann Example", contactRole: "", email: "Ann@Example.org", phone: "" },
  { contribution: "Field placements for twelve trainees a year.", areas: ["placements", "training"] },
];

const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .find((c) => c.startsWith("partner_application="))
    ?.split(";")[0];

async function post(fields: Record<string, string | string[]>, cookie?: string) {
  return outcomeOf(() =>
    action(routeArgs({ request: t.post("/partners/apply", fields, cookie), params: {}, context: t.context() })),
  );
}

async function load(path: string, cookie?: string) {
  return outcomeOf(() => loader(routeArgs({ request: t.get(path, cookie), params: {}, context: t.context() })));
}

/** The three steps of answers; returns the draft cookie, the draft at the review step. */
async function fillSteps() {
  const first = await post({ step: "0", intent: "next", ...steps[0]! });
  expect(first.status).toBe(302);
  const cookie = cookieOf(first.headers)!;
  for (const step of [1, 2]) {
    expect((await post({ step: String(step), intent: "next", ...steps[step]! }, cookie)).status).toBe(302);
  }
  return cookie;
}

describe("/partners/apply", () => {
  it("shows the first step without a draft, and the thank-you view at ?sent=1", async () => {
    expect((await load("/partners/apply")).data).toMatchObject({ sent: false, step: 0, values: {} });
    expect((await load("/partners/apply?sent=1")).data).toMatchObject({ sent: true });
  });

  it("refuses a step with field errors, keeping what was typed; no draft is made", async () => {
    const out = await post({ step: "0", intent: "next", ...steps[0]!, organisation: "", tier: "bronze" });
    expect(out.status).toBe(400);
    expect(out.data).toMatchObject({
      intent: "next",
      fieldErrors: { organisation: "errors.organisation", tier: "errors.tier" },
      values: { step: "0", country: "Iceland", website: "example.org" },
    });
    expect(await t.db.select().from(partnerApplicationDrafts)).toHaveLength(0);
  });

  it("keeps the draft in the database, named by a cookie; the loader shows its step and answers", async () => {
    const first = await post({ step: "0", intent: "next", ...steps[0]! });
    expect(first.status).toBe(302);
    expect(first.location).toBe("/partners/apply");
    const cookie = cookieOf(first.headers)!;
    expect(cookie).toMatch(/^partner_application=[0-9a-f-]{36}$/);
    const page = await load("/partners/apply", cookie);
    // The normalised answer is kept.
    expect(page.data).toMatchObject({ step: 1, values: { website: "https://example.org" } });

    const back = await post({ step: "1", intent: "back", ...steps[1]! }, cookie);
    expect(back.status).toBe(302);
    expect((await load("/partners/apply", cookie)).data).toMatchObject({
      step: 0,
      values: { contactName: "Ann Example" },
    });

    // A cookie naming no draft is forgotten.
    const stale = await load("/partners/apply", "partner_application=00000000-0000-4000-8000-000000000000");
    expect(cookieOf(stale.headers)).toBe("partner_application=");
  });

  it("refuses tampered moves without writing", async () => {
    for (const fields of [
      { step: "2", intent: "next", ...steps[2]! },
      { step: "0", intent: "back" },
      { step: "3", intent: "submit", consent: "on" },
      { step: "0", intent: "goto:0" },
      { step: "9", intent: "next" },
      { step: "0", intent: "jump" },
    ] as Array<Record<string, string | string[]>>) {
      const out = await post(fields);
      expect(out.status, JSON.stringify(fields)).toBe(400);
    }
    expect(await t.db.select().from(partnerApplicationDrafts)).toHaveLength(0);

    const first = await post({ step: "0", intent: "next", ...steps[0]! });
    const cookie = cookieOf(first.headers)!;
    const skip = await post({ step: "3", intent: "submit", consent: "on" }, cookie);
    expect(skip.status).toBe(400);
    expect(skip.data).toMatchObject({ formError: "errors.tampered" });
    expect((await post({ step: "1", intent: "goto:2" }, cookie)).status).toBe(400);
    const [draft] = await t.db.select().from(partnerApplicationDrafts);
    expect(draft?.step).toBe(1);
    expect(await t.db.select().from(partnerApplications)).toHaveLength(0);
  });

  it("edits an earlier step from the review and comes back", async () => {
    const cookie = await fillSteps();
    const edit = await post({ step: "3", intent: "goto:1", consent: "on" }, cookie);
    expect(edit.status).toBe(302);
    expect((await load("/partners/apply", cookie)).data).toMatchObject({ step: 1 });
  });

  it("submits once: a resend is sent to the same thank-you view and stores nothing more", async () => {
    const cookie = await fillSteps();
    const token = randomUUID();
    const noConsent = await post({ step: "3", intent: "submit", _submission: token }, cookie);
    expect(noConsent.status).toBe(400);
    expect(noConsent.data).toMatchObject({ fieldErrors: { consent: "errors.consent" } });

    const sent = await post({ step: "3", intent: "submit", consent: "on", _submission: token }, cookie);
    expect(sent.status).toBe(302);
    expect(sent.location).toBe("/partners/apply?sent=1");
    expect(cookieOf(sent.headers)).toBe("partner_application=");
    const again = await post({ step: "3", intent: "submit", consent: "on", _submission: token }, cookie);
    expect(again.status).toBe(302);
    expect(again.location).toBe("/partners/apply?sent=1");

    const stored = await t.db.select().from(partnerApplications);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      organisation: "Demo Geo",
      website: "https://example.org",
      email: "ann@example.org",
      areas: ["placements", "training"],
    });
    expect(await t.db.select().from(partnerApplicationDrafts)).toHaveLength(0);
    expect((await t.outbox()).map((mail) => mail.to)).toContain("ann@example.org");
  });

  it("answers a filled honeypot as if sent, storing nothing", async () => {
    const cookie = await fillSteps();
    const out = await post({ step: "3", intent: "submit", consent: "on", website: "http://spam.example" }, cookie);
    expect(out.status).toBe(302);
    expect(out.location).toBe("/partners/apply?sent=1");
    expect(await t.db.select().from(partnerApplications)).toHaveLength(0);
  });
});
