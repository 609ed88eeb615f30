import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applicationEvents, refereeRequests } from "~/db/schema";
import { getAppContext } from "~/lib/server/app-context.server";
import { outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { refereeLinkToken, submittedApplication } from "../../tests/support/review-fixtures.server";
import { action, loader } from "./referee.$token";

const t = setupRouteTests();

/** An application waiting for its first referee's answer (the second has answered); the first link's token. */
async function waitingForReferee(options: { state?: "submitted" | "declined" } = {}) {
  const candidate = await t.createUser("member", "Cora Candidate", "cora@example.org");
  const { application } = await submittedApplication(getAppContext(t.context()), {
    userId: candidate,
    referees: [null, "confirmed"],
    // Asked just now: the link is live.
    submittedAt: new Date(),
    state: options.state,
  });
  const [request] = await t.db
    .select()
    .from(refereeRequests)
    .where(eq(refereeRequests.applicationId, application.id))
    .orderBy(refereeRequests.refereeName);
  return { application, request: request!, token: await refereeLinkToken(t.db, request!.id) };
}

// A referee has no account: the link is the only key.
const answer = (token: string, fields: Record<string, string>) =>
  outcomeOf(() =>
    action(routeArgs({ request: t.post(`/referee/${token}`, fields), params: { token }, context: t.context() })),
  );
const stored = async (id: string) => (await t.db.select().from(refereeRequests).where(eq(refereeRequests.id, id)))[0]!;
const refereeEvents = async (applicationId: string) =>
  (await t.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, applicationId)))
    .filter((event) => event.actorKind === "referee")
    .map((event) => [event.action, event.reason]);

describe("/referee/:token", () => {
  it("stores the answer and comment, logs it on the application, and thanks the referee on the same page", async () => {
    const { application, request, token } = await waitingForReferee();
    const out = await answer(token, { intent: "answer", answer: "confirmed", comment: "  Led our drilling team.  " });
    expect(out.status).toBe(302);
    expect(out.location).toBe(`/referee/${token}`);
    expect(t.flash(out)).toMatchObject({ ns: "applications", key: "referee.thanks", form: "answer" });
    expect(await stored(request.id)).toMatchObject({ answer: "confirmed", comment: "Led our drilling team." });
    expect(await refereeEvents(application.id)).toEqual([["refereeConfirmed", "Referee 1"]]);
    const page = await outcomeOf(() =>
      loader(routeArgs({ request: t.get(`/referee/${token}`), params: { token }, context: t.context() })),
    );
    expect(page.data).toMatchObject({ view: { answered: true, applicantName: "Cora Candidate" } });
  });

  it("answers once: a second answer, sent with the first or later, changes nothing and says it was already given", async () => {
    const { application, request, token } = await waitingForReferee();
    const outs = await Promise.all([
      answer(token, { intent: "answer", answer: "confirmed", comment: "" }),
      answer(token, { intent: "answer", answer: "disputed", comment: "" }),
    ]);
    expect(outs.map((out) => t.flash(out)?.key).sort()).toEqual(["referee.already", "referee.thanks"]);
    const first = (await stored(request.id)).answer;
    const later = await answer(token, { intent: "answer", answer: first === "confirmed" ? "disputed" : "confirmed" });
    expect(t.flash(later)).toMatchObject({ key: "referee.already" });
    expect((await stored(request.id)).answer).toBe(first);
    expect(await refereeEvents(application.id)).toHaveLength(1);
  });

  it("refuses a post without an answer on its field, keeping the comment typed", async () => {
    const { request, token } = await waitingForReferee();
    const out = await answer(token, { intent: "answer", comment: "I supervised her for two years." });
    expect(out.status).toBe(400);
    expect(out.data).toMatchObject({
      fieldErrors: { answer: "errors.required" },
      values: { comment: "I supervised her for two years." },
    });
    expect((await stored(request.id)).answer).toBeNull();
  });

  it("answers a tampered or expired link with 404 and stores nothing", async () => {
    const { request, token } = await waitingForReferee();
    const tampered = await answer(`${token.slice(0, -2)}xx`, { intent: "answer", answer: "confirmed", comment: "" });
    expect(tampered.status).toBe(404);
    expect(tampered.data).toEqual({ invalid: true });
    // The link's time is up.
    await t.db
      .update(refereeRequests)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(refereeRequests.id, request.id));
    const expired = await answer(token, { intent: "answer", answer: "confirmed", comment: "" });
    expect(expired.status).toBe(404);
    expect((await stored(request.id)).answer).toBeNull();
  });

  it("answers a link of a declined application with 404", async () => {
    const { request, token } = await waitingForReferee({ state: "declined" });
    const out = await answer(token, { intent: "answer", answer: "confirmed", comment: "" });
    expect(out.status).toBe(404);
    expect((await stored(request.id)).answer).toBeNull();
  });
});
