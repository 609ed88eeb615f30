import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applicationDocuments, certificationApplications, invoices, refereeRequests } from "~/db/schema";
import { claimCredential, createCredential } from "~/features/registry/index.server";
import { outcomeOf, routeArgs, setupRouteTests, SITE } from "../../tests/support/route-test.server";
import { action, loader } from "./account.certification.apply.$level";

const t = setupRouteTests({ env: { APPLICATION_AUDIT_PERCENT: "0" } });

const PDF = new TextEncoder().encode("%PDF-1.7\n% a diploma\n%%EOF\n");

const path = (level: string, query = "") => `/account/certification/apply/${level}${query}`;
const load = (level: string, cookie?: string, query = "") =>
  outcomeOf(() =>
    loader(routeArgs({ request: t.get(path(level, query), cookie), params: { level }, context: t.context() })),
  );
const run = (level: string, request: Request) =>
  outcomeOf(() => action(routeArgs({ request, params: { level }, context: t.context() })));

/** The page's multipart form, as a browser sends it (the file last). */
function multipart(
  level: string,
  fields: Record<string, string | string[]>,
  cookie: string,
  file?: { field: string; bytes: Uint8Array<ArrayBuffer>; name: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  if (file) form.set(file.field, new File([file.bytes], file.name, { type: "application/pdf" }));
  return new Request(`${SITE}${path(level)}`, { method: "POST", body: form, headers: { origin: SITE, cookie } });
}

const position = (employer: string, refereeName: string, refereeEmail: string, startOn: string, endOn: string) => ({
  intent: "addExperience",
  step: "1",
  employer,
  role: "Reservoir engineer",
  startOn,
  endOn,
  hoursPerWeek: "40",
  domains: ["reservoirEngineering"],
  duties: "Well tests and reservoir models",
  refereeName,
  refereeEmail,
  refereeRelation: "supervisor",
  refereeLanguage: "is",
});

async function member() {
  const id = await t.createUser("member", "Cora Candidate", "cora@example.org");
  return { id, cookie: await t.signIn("cora@example.org") };
}

describe("/account/certification/apply/:level", () => {
  it("sends a visitor to sign in and answers 404 for a level that does not exist", async () => {
    expect((await load("professional")).location).toBe("/auth?next=%2Faccount%2Fcertification%2Fapply%2Fprofessional");
    const { cookie } = await member();
    expect((await load("wizardry", cookie)).status).toBe(404);
  });

  it("walks a member through every step, keeps typed values on bad input, and submits once", async () => {
    const cora = await member();
    const first = await load("professional", cora.cookie);
    expect(first.data).toMatchObject({
      view: { step: "education", steps: ["education", "experience", "training", "declaration"] },
    });

    // Education: a document is required the first time; typed values come back with the message.
    const missing = await run(
      "professional",
      multipart(
        "professional",
        { intent: "next", step: "0", education: "bachelor", institution: "HÍ", completedOn: "2015-06-01" },
        cora.cookie,
      ),
    );
    expect(missing.status).toBe(400);
    expect(missing.data).toMatchObject({ fieldErrors: { document: "errors.document" }, values: { institution: "HÍ" } });
    const notPdf = await run(
      "professional",
      multipart(
        "professional",
        { intent: "next", step: "0", education: "bachelor", institution: "HÍ", completedOn: "2015-06-01" },
        cora.cookie,
        {
          field: "document",
          bytes: new TextEncoder().encode("<html>not a diploma</html>"),
          name: "diploma.pdf",
        },
      ),
    );
    expect(notPdf.data).toMatchObject({ fieldErrors: { document: "errors.fileType" } });
    const saved = await run(
      "professional",
      multipart(
        "professional",
        { intent: "next", step: "0", education: "bachelor", institution: "HÍ", completedOn: "2015-06-01" },
        cora.cookie,
        {
          field: "document",
          bytes: PDF,
          name: "../diploma.pdf",
        },
      ),
    );
    expect(saved.status).toBe(302);
    expect(saved.location).toBe(path("professional", "?step=experience"));
    expect(t.flash(saved)).toMatchObject({ key: "apply.saved", form: "wizard", text: "Saved." });

    // Experience: the applicant's own address is refused, a bad number too, and what was typed stays.
    const own = await run(
      "professional",
      t.post(
        path("professional"),
        position("Krafla", "Me", "CORA@example.org", "2019-01-01", "2021-12-31"),
        cora.cookie,
      ),
    );
    expect(own.status).toBe(400);
    expect(own.data).toMatchObject({
      fieldErrors: { refereeEmail: "errors.ownEmail" },
      values: { employer: "Krafla" },
    });
    const badHours = await run(
      "professional",
      t.post(
        path("professional"),
        { ...position("Krafla", "Rúna", "runa@example.org", "2019-01-01", "2021-12-31"), hoursPerWeek: "ninety" },
        cora.cookie,
      ),
    );
    expect(badHours.data).toMatchObject({
      fieldErrors: { hoursPerWeek: "errors.hours" },
      values: { refereeName: "Rúna" },
    });
    for (const entry of [
      position("Krafla Drilling", "Rúna Referee", "runa@example.org", "2019-01-01", "2021-12-31"),
      position("Hellisheiði Power", "Rafe Referee", "rafe@example.org", "2021-06-01", ""),
    ]) {
      const added = await run("professional", t.post(path("professional"), entry, cora.cookie));
      expect(added.status).toBe(302);
      expect(t.flash(added)).toMatchObject({ key: "apply.added" });
    }
    const page = await load("professional", cora.cookie, "?step=experience");
    const view = (page.data as { view: { experience: unknown[]; counted: { months: number; stillNeeded: number } } })
      .view;
    expect(view.experience).toHaveLength(2);
    // Overlapping positions count once: Jan 2019 to today, not more.
    expect(view.counted.months).toBeGreaterThanOrEqual(36);
    expect(view.counted.stillNeeded).toBe(0);

    expect(
      (await run("professional", t.post(path("professional"), { intent: "next", step: "1" }, cora.cookie))).location,
    ).toBe(path("professional", "?step=training"));
    expect(
      (await run("professional", t.post(path("professional"), { intent: "next", step: "2" }, cora.cookie))).location,
    ).toBe(path("professional", "?step=declaration"));

    // The declaration must be agreed to; then one submission, however often it is sent.
    const unagreed = await run(
      "professional",
      t.post(path("professional"), { intent: "submit", step: "3" }, cora.cookie),
    );
    expect(unagreed.data).toMatchObject({ fieldErrors: { agree: "errors.declaration" } });
    const submits = [
      await run(
        "professional",
        t.post(path("professional"), { intent: "submit", step: "3", agree: "on" }, cora.cookie),
      ),
      await run(
        "professional",
        t.post(path("professional"), { intent: "submit", step: "3", agree: "on" }, cora.cookie),
      ),
    ];
    expect(submits.map((s) => s.location)).toEqual(["/account/certification", "/account/certification"]);
    expect(submits.map((s) => t.flash(s)?.key)).toEqual(["apply.submitted", "apply.alreadySubmitted"]);
    const apps = await t.db
      .select()
      .from(certificationApplications)
      .where(eq(certificationApplications.userId, cora.id));
    expect(apps.map((a) => a.state)).toEqual(["submitted"]);
    expect(await t.db.select().from(invoices)).toHaveLength(1);
    expect(await t.db.select().from(refereeRequests)).toHaveLength(2);
    // One mail per referee (in Icelandic, the language chosen for them); the candidate's own mail is the invoice's.
    const refereeMails = (await t.outbox()).filter((m) => m.to !== "cora@example.org");
    expect(refereeMails.map((m) => m.to).sort()).toEqual(["rafe@example.org", "runa@example.org"]);
    expect((await t.db.select().from(applicationDocuments))[0]?.fileName).toBe("diploma.pdf");

    // A submitted application is not edited in the wizard: its page is the dashboard.
    expect((await load("professional", cora.cookie)).location).toBe("/account/certification");
    const late = await run(
      "professional",
      t.post(path("professional"), position("X", "Y", "y@example.org", "2020-01-01", ""), cora.cookie),
    );
    expect(late.status).toBe(409);
    expect(late.data).toMatchObject({ formError: "errors.notEditable" });
  });

  it("offers only the applicant's own active credential of the prerequisite level", async () => {
    const cora = await member();
    const other = await createCredential(t.db, {
      givenNames: "Otto",
      lastName: "Other",
      level: "professional",
      domains: ["reservoirEngineering"],
      issuedOn: "2024-01-10",
      expiresOn: "2030-01-10",
      email: "otto@example.org",
    });
    const mine = await createCredential(t.db, {
      givenNames: "Cora",
      lastName: "Candidate",
      level: "professional",
      domains: ["reservoirEngineering"],
      issuedOn: "2024-01-10",
      expiresOn: "2030-01-10",
      email: "cora@example.org",
    });
    await claimCredential(t.db, mine, cora.id);
    const page = await load("senior", cora.cookie, "?step=prerequisite");
    expect(page.data).toMatchObject({ view: { step: "prerequisite", credentials: [{ id: mine }] } });
    const foreign = await run(
      "senior",
      t.post(path("senior"), { intent: "next", step: "3", credentialId: other }, cora.cookie),
    );
    expect(foreign.data).toMatchObject({ fieldErrors: { credentialId: "errors.prerequisite" } });
    const picked = await run(
      "senior",
      t.post(path("senior"), { intent: "next", step: "3", credentialId: mine }, cora.cookie),
    );
    expect(picked.location).toBe(path("senior", "?step=declaration"));
    const [draft] = await t.db.select().from(certificationApplications);
    expect(draft?.prerequisiteCredentialId).toBe(mine);
  });

  it("makes one application of two submits sent at once, and tells each post so", async () => {
    const cora = await member();
    const education = {
      intent: "next",
      step: "0",
      education: "bachelor",
      institution: "HÍ",
      completedOn: "2015-06-01",
    };
    await run(
      "professional",
      multipart("professional", education, cora.cookie, { field: "document", bytes: PDF, name: "d.pdf" }),
    );
    await run(
      "professional",
      t.post(path("professional"), position("Krafla", "Rúna", "runa@example.org", "2018-01-01", ""), cora.cookie),
    );
    const submit = () =>
      run("professional", t.post(path("professional"), { intent: "submit", step: "3", agree: "on" }, cora.cookie));
    const outs = await Promise.all([submit(), submit()]);
    expect(outs.map((o) => t.flash(o)?.key).sort()).toEqual(["apply.alreadySubmitted", "apply.submitted"]);
    expect(await t.db.select().from(certificationApplications)).toHaveLength(1);
    expect(await t.db.select().from(invoices)).toHaveLength(1);
    expect(await t.db.select().from(refereeRequests)).toHaveLength(1);
  });

  it("refuses a post naming a step that is not there", async () => {
    const cora = await member();
    const out = await run(
      "professional",
      t.post(path("professional"), { intent: "submit", step: "1", agree: "on" }, cora.cookie),
    );
    expect(out.status).toBe(400);
    expect(out.data).toMatchObject({ formError: "errors.tampered" });
  });
});
