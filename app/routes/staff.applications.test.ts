import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { certificationApplications, staffDuties } from "~/db/schema";
import type { Duty } from "~/features/auth";
import { getAppContext } from "~/lib/server/app-context.server";
import { outcomeOf, routeArgs, setupRouteTests } from "../../tests/support/route-test.server";
import { submittedApplication } from "../../tests/support/review-fixtures.server";
import { loader as queueLoader } from "./staff.applications";
import { action as caseAction, loader as caseLoader } from "./staff.applications.$id";
import { loader as overviewLoader } from "./staff.applications.overview";
import { loader as documentLoader } from "./account.certification.documents.$id";

const t = setupRouteTests();

async function staff(name: string, email: string, duties: Duty[]) {
  const id = await t.createUser("staff", name, email);
  if (duties.length) await t.db.insert(staffDuties).values(duties.map((duty) => ({ userId: id, duty })));
  return { id, cookie: await t.signIn(email) };
}

async function setUp() {
  const candidate = await t.createUser("member", "Cora Candidate", "cora@example.org");
  const reviewer = await staff("Rita Reviewer", "rita@example.org", ["applicationReviewer"]);
  const decider = await staff("Dan Decider", "dan@example.org", ["certificationDecision"]);
  const finance = await staff("Fay Finance", "fay@example.org", ["finance"]);
  const { application } = await submittedApplication(getAppContext(t.context()), { userId: candidate, paid: true });
  return { candidate, reviewer, decider, finance, application };
}

const queue = (cookie: string, query = "") =>
  outcomeOf(() =>
    queueLoader(routeArgs({ request: t.get(`/staff/applications${query}`, cookie), params: {}, context: t.context() })),
  );
const view = (cookie: string, id: string) =>
  outcomeOf(() =>
    caseLoader(
      routeArgs({ request: t.get(`/staff/applications/${id}`, cookie), params: { id }, context: t.context() }),
    ),
  );
const post = (cookie: string, id: string, form: Record<string, string>) =>
  outcomeOf(() =>
    caseAction(
      routeArgs({
        request: t.post(`/staff/applications/${id}`, form, cookie),
        params: { id },
        context: t.context(),
      }),
    ),
  );
const stateOf = async (id: string) =>
  (await t.db.select().from(certificationApplications).where(eq(certificationApplications.id, id)))[0]!.state;

describe("/staff/applications", () => {
  it("lists the queue for reviewers, filtered by a GET form; staff without a review duty and members get 403", async () => {
    const { reviewer, finance, application } = await setUp();
    const page = await queue(reviewer.cookie, "?level=professional&waiting=7&state=bogus");
    expect(page.status).toBe(200);
    const data = page.data as { rows: { id: string }[]; filters: Record<string, string> };
    expect(data.rows.map((r) => r.id)).toEqual([application.id]);
    // An unknown state is dropped, the rest kept.
    expect(data.filters).toEqual({ level: "professional", state: "", waiting: "7" });
    expect((await queue(finance.cookie)).status).toBe(403);
    expect((await queue(await t.signIn("cora@example.org"))).status).toBe(403);
  });
});

describe("/staff/applications/:id", () => {
  it("offers each viewer the moves of their duties, and each move is refused to the others", async () => {
    const { reviewer, decider, finance, application } = await setUp();
    const id = application.id;
    expect((await view(reviewer.cookie, id)).data).toMatchObject({ moves: ["startReview"], problem: null });
    expect((await view(decider.cookie, id)).data).toMatchObject({ moves: [] });
    expect((await view(finance.cookie, id)).status).toBe(403);
    expect((await view(reviewer.cookie, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await view(reviewer.cookie, "not-a-uuid")).status).toBe(404);

    // A decision maker may not start review; a member may not post at all.
    expect((await post(decider.cookie, id, { intent: "startReview" })).status).toBe(403);
    expect((await post(await t.signIn("cora@example.org"), id, { intent: "startReview" })).status).toBe(403);

    const started = await post(reviewer.cookie, id, { intent: "startReview" });
    expect(started.status).toBe(302);
    expect(t.flash(started)).toMatchObject({ ns: "review", key: "done.startReview", form: "startReview" });
    expect(await stateOf(id)).toBe("inReview");
    // A second press finds it moved: 409 with the message, nothing else changes.
    const again = await post(reviewer.cookie, id, { intent: "startReview" });
    expect(again.status).toBe(409);
    expect((again.data as { formError: string }).formError).toBe("errors.moved");

    expect((await view(decider.cookie, id)).data).toMatchObject({ moves: ["approve", "decline"] });
    const approved = await post(decider.cookie, id, { intent: "approve", reason: "" });
    expect(t.flash(approved)).toMatchObject({ key: "done.approve" });
    const after = (await view(decider.cookie, id)).data as { c: { window: { until: string } | null } };
    expect(after.c.window?.until).toBeTruthy();
  });

  it("refuses bad input with a clear message and keeps what was typed", async () => {
    const { reviewer, application } = await setUp();
    await post(reviewer.cookie, application.id, { intent: "startReview" });
    const short = await post(reviewer.cookie, application.id, {
      intent: "requestMoreInfo",
      reason: "Too short",
      dueOn: "2099-01-01",
    });
    expect(short.status).toBe(400);
    expect(short.data).toMatchObject({
      fieldErrors: { reason: "errors.reasonShort" },
      values: { reason: "Too short" },
    });
    const far = await post(reviewer.cookie, application.id, {
      intent: "requestMoreInfo",
      reason: "Please send the employer's letter.",
      dueOn: "2099-01-01",
    });
    expect(far.status).toBe(400);
    expect(far.data).toMatchObject({
      fieldErrors: { dueOn: "errors.dueOn" },
      values: { reason: "Please send the employer's letter." },
    });
  });

  it("keeps notes internal and locks one's own case", async () => {
    const { reviewer } = await setUp();
    const noted = await t.db.select().from(certificationApplications);
    const out = await post(reviewer.cookie, noted[0]!.id, { intent: "note", text: "Checked the diploma." });
    expect(t.flash(out)).toMatchObject({ key: "done.note" });
    const page = (await view(reviewer.cookie, noted[0]!.id)).data as { notes: { text: string }[] };
    expect(page.notes.map((n) => n.text)).toEqual(["Checked the diploma."]);

    const own = await submittedApplication(getAppContext(t.context()), { userId: reviewer.id });
    expect((await view(reviewer.cookie, own.application.id)).data).toMatchObject({ problem: "own", moves: [] });
    expect((await post(reviewer.cookie, own.application.id, { intent: "startReview" })).status).toBe(403);
  });
});

describe("/staff/applications/overview and documents", () => {
  it("shows the overview to decision makers only", async () => {
    const { reviewer, decider } = await setUp();
    const ok = await outcomeOf(() =>
      overviewLoader(
        routeArgs({
          request: t.get("/staff/applications/overview", decider.cookie),
          params: {},
          context: t.context(),
        }),
      ),
    );
    expect(ok.status).toBe(200);
    const refused = await outcomeOf(() =>
      overviewLoader(
        routeArgs({
          request: t.get("/staff/applications/overview", reviewer.cookie),
          params: {},
          context: t.context(),
        }),
      ),
    );
    expect(refused.status).toBe(403);
  });

  it("serves an application's document to decision makers too, and 404 to finance", async () => {
    const { decider, finance, candidate, application } = await setUp();
    const { applicationDocuments } = await import("~/db/schema");
    const [doc] = await t.db
      .insert(applicationDocuments)
      .values({
        applicationId: application.id,
        userId: candidate,
        kind: "education",
        fileName: "diploma.pdf",
        contentType: "application/pdf",
        size: 4,
        sha256: "x",
        content: Buffer.from("%PDF"),
      })
      .returning();
    const get = (cookie: string) =>
      documentLoader(
        routeArgs({
          request: t.get(`/account/certification/documents/${doc!.id}`, cookie),
          params: { id: doc!.id },
          context: t.context(),
        }),
      ) as Promise<Response>;
    expect((await get(decider.cookie)).status).toBe(200);
    expect((await get(finance.cookie)).status).toBe(404);
  });
});
