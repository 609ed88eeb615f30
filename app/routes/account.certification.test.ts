import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applicationDocuments, applicationEvents, applicationMessages, certificationApplications } from "~/db/schema";
import type { ApplicationState } from "~/features/applications";
import { outcomeOf, routeArgs, setupRouteTests, SITE } from "../../tests/support/route-test.server";
import { action, loader } from "./account.certification";

const t = setupRouteTests({ env: { APPLICATION_AUDIT_PERCENT: "0" } });
const DAY = 86_400_000;
const PDF = new TextEncoder().encode("%PDF-1.7\n% evidence\n%%EOF\n");

const load = (cookie?: string) =>
  outcomeOf(() =>
    loader(routeArgs({ request: t.get("/account/certification", cookie), params: {}, context: t.context() })),
  );
const run = (request: Request) => outcomeOf(() => action(routeArgs({ request, params: {}, context: t.context() })));

function multipart(fields: Record<string, string>, cookie: string, file?: Uint8Array<ArrayBuffer>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set("document", new File([file], "evidence.pdf", { type: "application/pdf" }));
  return new Request(`${SITE}/account/certification`, {
    method: "POST",
    body: form,
    headers: { origin: SITE, cookie },
  });
}

async function member(email = "cora@example.org") {
  const id = await t.createUser("member", "Cora Candidate", email);
  return { id, cookie: await t.signIn(email) };
}

async function application(
  userId: string,
  state: ApplicationState,
  extra: Partial<typeof certificationApplications.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(certificationApplications)
    .values({ userId, level: "professional", state, submittedAt: new Date(Date.now() - 20 * DAY), ...extra })
    .returning();
  return row!;
}

type Page = {
  applications: Array<{
    application: { id: string; appealOpen: boolean; appealUntil: string | null; takesAuditEvidence: boolean };
    events: Array<{ action: string; reason: string | null }>;
  }>;
};

describe("/account/certification", () => {
  it("sends a visitor to sign in", async () => {
    expect((await load()).location).toBe("/auth?next=%2Faccount%2Fcertification");
  });

  it("answers a request for more information with a message and a document: back to review, logged", async () => {
    const cora = await member();
    const app = await application(cora.id, "moreInfoRequested", { moreInfoDueOn: "2030-01-01" });
    const empty = await run(multipart({ intent: "answerMoreInfo", applicationId: app.id, body: "  " }, cora.cookie));
    expect(empty.status).toBe(400);
    expect(empty.data).toMatchObject({ fieldErrors: { body: "errors.required" } });
    const wrongType = await run(
      multipart(
        { intent: "answerMoreInfo", applicationId: app.id, body: "Here it is." },
        cora.cookie,
        new TextEncoder().encode("GIF89a"),
      ),
    );
    expect(wrongType.data).toMatchObject({
      fieldErrors: { document: "errors.fileType" },
      values: { body: "Here it is." },
    });
    const out = await run(
      multipart({ intent: "answerMoreInfo", applicationId: app.id, body: "Here it is." }, cora.cookie, PDF),
    );
    expect(out.status).toBe(302);
    expect(t.flash(out)).toMatchObject({ key: "dashboard.answered" });
    const [row] = await t.db.select().from(certificationApplications).where(eq(certificationApplications.id, app.id));
    expect(row?.state).toBe("inReview");
    expect(await t.db.select().from(applicationMessages)).toHaveLength(1);
    const again = await run(multipart({ intent: "answerMoreInfo", applicationId: app.id, body: "Again" }, cora.cookie));
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({ formError: "errors.answerRefused", values: { body: "Again" } });
  });

  it("takes an audited candidate's evidence and shows it was received", async () => {
    const cora = await member();
    const app = await application(cora.id, "submitted", { audited: true, auditEvidenceDueOn: "2030-01-01" });
    const before = (await load(cora.cookie)).data as Page;
    expect(before.applications[0]?.application.takesAuditEvidence).toBe(true);
    const none = await run(multipart({ intent: "auditEvidence", applicationId: app.id }, cora.cookie));
    expect(none.data).toMatchObject({ fieldErrors: { document: "errors.document" } });
    const out = await run(multipart({ intent: "auditEvidence", applicationId: app.id }, cora.cookie, PDF));
    expect(t.flash(out)).toMatchObject({ key: "dashboard.auditDone", form: `auditEvidence:${app.id}` });
    const [doc] = await t.db.select().from(applicationDocuments);
    expect(doc).toMatchObject({ kind: "audit", applicationId: app.id });
    const after = (await load(cora.cookie)).data as Page;
    expect(after.applications[0]?.events.map((e) => e.action)).toEqual(["auditEvidence"]);
  });

  it("appeals a decline within the window with a statement; late or foreign appeals are refused", async () => {
    const cora = await member();
    const recent = await application(cora.id, "declined", { decidedAt: new Date(Date.now() - 3 * DAY) });
    const page = (await load(cora.cookie)).data as Page;
    expect(page.applications[0]?.application).toMatchObject({ appealOpen: true });
    const out = await run(
      t.post(
        "/account/certification",
        { intent: "appeal", applicationId: recent.id, statement: "Please count my second position." },
        cora.cookie,
      ),
    );
    expect(t.flash(out)).toMatchObject({ key: "dashboard.appealed" });
    const events = await t.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, recent.id));
    expect(events).toMatchObject([
      { action: "appeal", toState: "appealed", reason: "Please count my second position." },
    ]);

    await t.db
      .update(certificationApplications)
      .set({ state: "appealDismissed" })
      .where(eq(certificationApplications.id, recent.id));
    const old = await application(cora.id, "declined", { decidedAt: new Date(Date.now() - 40 * DAY) });
    const shown = (await load(cora.cookie)).data as Page;
    expect(shown.applications.find((a) => a.application.id === old.id)?.application.appealOpen).toBe(false);
    const late = await run(
      t.post("/account/certification", { intent: "appeal", applicationId: old.id, statement: "Late" }, cora.cookie),
    );
    expect(late.data).toMatchObject({ formError: "errors.appealLate" });

    const mo = await member("mo@example.org");
    const foreign = await run(
      t.post("/account/certification", { intent: "appeal", applicationId: old.id, statement: "Not mine" }, mo.cookie),
    );
    expect(foreign.status).toBe(404);
  });

  it("withdraws an application and states the refund rule from the state", async () => {
    const cora = await member();
    const app = await application(cora.id, "submitted");
    const page = (await load(cora.cookie)).data as { applications: Array<{ refunds: boolean }> };
    expect(page.applications[0]?.refunds).toBe(true);
    const out = await run(t.post("/account/certification", { intent: "withdraw", applicationId: app.id }, cora.cookie));
    expect(t.flash(out)).toMatchObject({ key: "dashboard.withdrawn" });
    const again = await run(
      t.post("/account/certification", { intent: "withdraw", applicationId: app.id }, cora.cookie),
    );
    expect(again.data).toMatchObject({ formError: "errors.withdraw" });
  });
});
