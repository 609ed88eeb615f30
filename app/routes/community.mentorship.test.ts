import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import {
  getMenteeProfile,
  getMentorProfile,
  requestMentorship,
  saveMentorProfile,
} from "~/features/mentorship/index.server";
import { mailOutbox, mentorships, notifications, users } from "~/db/schema";
import { savePreferences } from "~/features/notifications/index.server";
import { action, loader } from "./community.mentorship";

const t = setupRouteTests();
const PATH = "/community/mentorship";
const TOKEN = "mentorship-test-token-0001";
const message = "I would like help preparing for the Professional exam.";

const offer = (capacity: number) => ({
  domains: ["drillingOperations" as const],
  level: "senior" as const,
  languages: ["en" as const, "sw" as const],
  region: "africa" as const,
  capacity,
  bio: "Twenty years of drilling on the Rift.",
});

let mentor: string;
let mentee: string;
let stranger: string;
const cookies: Record<string, string> = {};

beforeEach(async () => {
  mentor = await t.createUser("partner", "Pat Mentor", "pat@example.org");
  mentee = await t.createUser("member", "Mo Mentee", "mo@example.org");
  stranger = await t.createUser("member", "Sam Stranger", "sam@example.org");
  cookies.mentor = await t.signIn("pat@example.org");
  cookies.mentee = await t.signIn("mo@example.org");
  cookies.stranger = await t.signIn("sam@example.org");
});

const post = (fields: Record<string, string | string[]>, who: string, path = PATH) =>
  outcomeOf(() => action(routeArgs({ request: t.post(path, fields, cookies[who]), params: {}, context: t.context() })));

async function rows() {
  return t.db.select().from(mentorships);
}

describe("/community/mentorship loader", () => {
  it("shows mentors to everyone and offers the forms only to members", async () => {
    await saveMentorProfile(t.db, mentor, offer(2));
    const out = await outcomeOf(() => loader(routeArgs({ request: t.get(PATH), params: {}, context: t.context() })));
    const page = out.data as { me: unknown; mayOfferOrSeek: boolean; mentors: Array<{ mayRequest: boolean }> };
    expect(out.status).toBe(200);
    expect(page.me).toBeNull();
    expect(page.mayOfferOrSeek).toBe(false);
    expect(page.mentors.map((m) => m.mayRequest)).toEqual([false]);
  });

  it("offers the request form to another member, never to the mentor themself", async () => {
    await saveMentorProfile(t.db, mentor, offer(2));
    const asMentee = await outcomeOf(() =>
      loader(routeArgs({ request: t.get(PATH, cookies.mentee), params: {}, context: t.context() })),
    );
    const asMentor = await outcomeOf(() =>
      loader(routeArgs({ request: t.get(PATH, cookies.mentor), params: {}, context: t.context() })),
    );
    type Page = { mentors: Array<{ mayRequest: boolean }> };
    expect((asMentee.data as Page).mentors[0]!.mayRequest).toBe(true);
    expect((asMentor.data as Page).mentors[0]!.mayRequest).toBe(false);
  });
});

describe("/community/mentorship action", () => {
  it("sends a signed-out post to sign in, and answers an unknown form with 400", async () => {
    const out = await outcomeOf(() =>
      action(routeArgs({ request: t.post(PATH, { intent: "pause" }), params: {}, context: t.context() })),
    );
    expect(out.status).toBe(302);
    expect(out.location).toMatch(/^\/auth\?next=/);
    expect((await post({ intent: "nonsense" }, "mentee")).status).toBe(400);
  });

  it("mentor: saves the offer with a flash for its form; a bad one is refused with what was typed", async () => {
    const good = await post(
      {
        intent: "mentor",
        domains: ["drillingOperations", "riskAssessment"],
        level: "senior",
        languages: "sw",
        region: "africa",
        capacity: "1",
        bio: "Drilling engineer for fifteen years; I help with well control.",
      },
      "mentor",
    );
    expect(good.status).toBe(302);
    expect(good.location).toBe(`${PATH}#offer`);
    expect(t.flash(good)).toMatchObject({ ns: "mentorship", key: "done.offerSaved", form: "mentor" });
    expect(await getMentorProfile(t.db, mentor)).toMatchObject({
      domains: ["drillingOperations", "riskAssessment"],
      languages: ["sw"],
      capacity: 1,
    });

    const bad = await post(
      { intent: "mentor", level: "senior", region: "africa", capacity: "1", bio: "Short" },
      "mentee",
    );
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({
      intent: "mentor",
      fieldErrors: { domains: "errors.domains", languages: "errors.languages", bio: "errors.bioShort" },
      values: { level: "senior", bio: "Short" },
    });
    expect(await getMentorProfile(t.db, mentee)).toBeNull();
  });

  it("pause and resume: the offer is hidden and listed again", async () => {
    await saveMentorProfile(t.db, mentor, offer(1));
    const paused = await post({ intent: "pause" }, "mentor");
    expect(paused.status).toBe(302);
    expect(t.flash(paused)).toMatchObject({ key: "done.paused", form: "pause" });
    expect((await getMentorProfile(t.db, mentor))?.active).toBe(false);
    const resumed = await post({ intent: "resume" }, "mentor");
    expect(t.flash(resumed)).toMatchObject({ key: "done.resumed", form: "resume" });
    expect((await getMentorProfile(t.db, mentor))?.active).toBe(true);
  });

  it("mentee: saves what the member seeks and goes to the matches", async () => {
    const out = await post(
      { intent: "mentee", domains: "drillingOperations", level: "associate", languages: "sw", region: "africa" },
      "mentee",
    );
    expect(out.status).toBe(302);
    expect(out.location).toBe(`${PATH}#matches`);
    expect(t.flash(out)).toMatchObject({ key: "done.seekSaved", form: "mentee" });
    expect(await getMenteeProfile(t.db, mentee)).toMatchObject({ level: "associate", region: "africa" });
  });

  it("request: stored once with one mail, however often it is posted", async () => {
    await saveMentorProfile(t.db, mentor, offer(1));
    const fields = { intent: "request", mentorId: mentor, message, _submission: TOKEN };
    const first = await post(fields, "mentee", `${PATH}?region=africa`);
    expect(first.status).toBe(302);
    expect(first.location).toBe(`${PATH}?region=africa`);
    expect(t.flash(first)).toMatchObject({ key: "done.requested", form: "request", values: { name: "Pat Mentor" } });
    const again = await post(fields, "mentee", `${PATH}?region=africa`);
    expect(again.status).toBe(302);
    expect(t.flash(again)).toMatchObject({ key: "done.requested" });
    expect(await rows()).toHaveLength(1);
    expect((await t.outbox()).filter((mail) => mail.to === "pat@example.org")).toHaveLength(1);
  });

  it("request: a short message is refused on its field; asking oneself is forbidden; a full mentor is a conflict", async () => {
    await saveMentorProfile(t.db, mentor, offer(1));
    const short = await post({ intent: "request", mentorId: mentor, message: "Hi" }, "mentee");
    expect(short.status).toBe(400);
    expect(short.data).toMatchObject({ fieldErrors: { message: "errors.messageShort" }, values: { mentorId: mentor } });
    expect((await post({ intent: "request", mentorId: mentor, message }, "mentor")).status).toBe(403);
    expect(await rows()).toHaveLength(0);
    // The only place is taken.
    const first = await requestMentorship(t.db, { mentorId: mentor, menteeId: stranger, message });
    if (!first.ok) throw new Error("request");
    await t.db.update(mentorships).set({ status: "active" }).where(eq(mentorships.id, first.id));
    const full = await post({ intent: "request", mentorId: mentor, message }, "mentee");
    expect(full.status).toBe(409);
    expect(full.data).toMatchObject({ formError: "errors.full", values: { mentorId: mentor, message } });
  });

  it("respond: the mentor accepts (both are mailed); others may not answer", async () => {
    await saveMentorProfile(t.db, mentor, offer(1));
    const request = await requestMentorship(t.db, { mentorId: mentor, menteeId: mentee, message });
    if (!request.ok) throw new Error("request");
    const fields = { intent: "respond", id: request.id, decision: "accept", message: "Happy to help." };
    expect((await post(fields, "stranger")).status).toBe(403);
    expect((await post(fields, "mentee")).status).toBe(403);
    const out = await post(fields, "mentor");
    expect(out.status).toBe(302);
    expect(t.flash(out)).toMatchObject({ key: "done.accepted", form: "respond", values: { name: "Mo Mentee" } });
    expect((await rows())[0]).toMatchObject({ status: "active", responseMessage: "Happy to help." });
    const mailed = (await t.outbox()).map((mail) => mail.to).sort();
    expect(mailed).toEqual(["mo@example.org", "pat@example.org"]);
    // Answered already: a conflict told at the form.
    const again = await post(fields, "mentor");
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({ intent: "respond", formError: "errors.notFound", values: { id: request.id } });
  });

  it("respond: capacity reached is refused with the form's error", async () => {
    await saveMentorProfile(t.db, mentor, offer(1));
    const a = await requestMentorship(t.db, { mentorId: mentor, menteeId: mentee, message });
    const b = await requestMentorship(t.db, { mentorId: mentor, menteeId: stranger, message });
    if (!a.ok || !b.ok) throw new Error("request");
    expect((await post({ intent: "respond", id: a.id, decision: "accept" }, "mentor")).status).toBe(302);
    const full = await post({ intent: "respond", id: b.id, decision: "accept" }, "mentor");
    expect(full.status).toBe(409);
    expect(full.data).toMatchObject({ formError: "errors.full" });
  });

  it("withdraw: only the mentee withdraws a waiting request", async () => {
    await saveMentorProfile(t.db, mentor, offer(1));
    const request = await requestMentorship(t.db, { mentorId: mentor, menteeId: mentee, message });
    if (!request.ok) throw new Error("request");
    expect((await post({ intent: "withdraw", id: request.id }, "mentor")).status).toBe(403);
    const out = await post({ intent: "withdraw", id: request.id }, "mentee");
    expect(out.status).toBe(302);
    expect(t.flash(out)).toMatchObject({ key: "done.withdrawn", form: "withdraw" });
    expect((await rows())[0]?.status).toBe("withdrawn");
  });

  it("end: either member ends an active mentorship, a stranger may not", async () => {
    await saveMentorProfile(t.db, mentor, offer(1));
    const request = await requestMentorship(t.db, { mentorId: mentor, menteeId: mentee, message });
    if (!request.ok) throw new Error("request");
    await t.db.update(mentorships).set({ status: "active" }).where(eq(mentorships.id, request.id));
    expect((await post({ intent: "end", id: request.id }, "stranger")).status).toBe(403);
    const out = await post({ intent: "end", id: request.id }, "mentee");
    expect(out.status).toBe(302);
    expect(t.flash(out)).toMatchObject({ key: "done.ended", form: "end" });
    expect((await rows())[0]?.status).toBe("ended");
    expect((await t.outbox()).map((mail) => mail.to)).toEqual(["pat@example.org"]);
    const again = await post({ intent: "end", id: request.id }, "mentor");
    expect(again.status).toBe(409);
  });
});

describe("/community/mentorship notifications (decision 027)", () => {
  it("each event: one notification and one mail to the right member, in their language, the words quoted", async () => {
    await t.db.update(users).set({ language: "sw" }).where(eq(users.id, mentor));
    await t.db.update(users).set({ language: "ja" }).where(eq(users.id, mentee));
    await saveMentorProfile(t.db, mentor, offer(2));
    const requested = await post({ intent: "request", mentorId: mentor, message, _submission: TOKEN }, "mentee");
    expect(requested.status).toBe(302);
    let mails = await t.db.select().from(mailOutbox);
    expect(mails.map((mail) => [mail.to, mail.language, mail.category])).toEqual([
      ["pat@example.org", "sw", "notification"],
    ]);
    expect(mails[0]!.text).toContain("Mo Mentee");
    expect(mails[0]!.text).toContain(message);
    expect(mails[0]!.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    const [row] = await rows();
    await t.db.delete(mailOutbox);
    await post({ intent: "respond", id: row!.id, decision: "accept", message: "Happy to help." }, "mentor");
    mails = await t.db.select().from(mailOutbox);
    const toMentee = mails.filter((mail) => mail.to === "mo@example.org");
    expect(toMentee.map((mail) => [mail.language, mail.category])).toEqual([["ja", "notification"]]);
    expect(toMentee[0]!.text).toContain("Happy to help.");
    // The mentor's own confirmation (replies reach the mentee) stays one transactional mail.
    expect(mails.filter((mail) => mail.to === "pat@example.org").map((mail) => mail.category)).toEqual([
      "transactional",
    ]);
    const told = await t.db.select().from(notifications);
    expect(told.map((n) => [n.userId, n.type]).sort()).toEqual(
      [
        [mentor, "mentorship.request"],
        [mentee, "mentorship.accepted"],
      ].sort(),
    );
  });

  it("accepted: the mentee's mail has Reply-To the mentor's account address, and its body only what the mentee saw", async () => {
    await saveMentorProfile(t.db, mentor, offer(1));
    const request = await requestMentorship(t.db, { mentorId: mentor, menteeId: mentee, message });
    if (!request.ok) throw new Error("request");
    // The request's notification to the mentor carries no Reply-To (the mentee is not its subject).
    await t.db.delete(mailOutbox);
    await post({ intent: "respond", id: request.id, decision: "accept", message: "Happy to help." }, "mentor");
    const [toMentee] = (await t.db.select().from(mailOutbox)).filter((mail) => mail.to === "mo@example.org");
    expect(toMentee).toMatchObject({ category: "notification", replyTo: "pat@example.org" });
    // The mentor's name and answer: what the mentee's page shows. Not the mentor's address (only the
    // header), nor their offer's words, nor the mentee's own request echoed back.
    for (const body of [toMentee!.text, toMentee!.html ?? ""]) {
      expect(body).toContain("Pat Mentor");
      expect(body).toContain("Happy to help.");
      expect(body).not.toContain("pat@example.org");
      expect(body).not.toContain(offer(1).bio);
      expect(body).not.toContain(message);
    }
  });

  it("declined: the mentee's mail has no Reply-To (only the accepted one opens the conversation)", async () => {
    await saveMentorProfile(t.db, mentor, offer(1));
    const request = await requestMentorship(t.db, { mentorId: mentor, menteeId: mentee, message });
    if (!request.ok) throw new Error("request");
    await post({ intent: "respond", id: request.id, decision: "decline", message: "Not this term." }, "mentor");
    const [toMentee] = (await t.db.select().from(mailOutbox)).filter((mail) => mail.to === "mo@example.org");
    expect(toMentee!.replyTo).toBeNull();
  });

  it("honours preferences: declined set to off is listed but not mailed", async () => {
    await savePreferences(t.db, mentee, { "mentorship.declined": "off" });
    await saveMentorProfile(t.db, mentor, offer(1));
    const request = await requestMentorship(t.db, { mentorId: mentor, menteeId: mentee, message });
    if (!request.ok) throw new Error("request");
    await post({ intent: "respond", id: request.id, decision: "decline", message: "Not this term." }, "mentor");
    expect((await t.outbox()).filter((mail) => mail.to === "mo@example.org")).toHaveLength(0);
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, mentee));
    expect(told.map((n) => n.type)).toEqual(["mentorship.declined"]);
  });
});
