import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { complaints, credentials } from "~/db/schema";
import { createCredential } from "~/features/registry/index.server";
import { outcomeOf, routeArgs, setupRouteTests } from "../../tests/support/route-test.server";
import { action, loader } from "./complaints";
import { action as staffAction, loader as staffLoader } from "./staff.complaints.$id";
import { loader as queueLoader } from "./staff.complaints";
import { grantDuty, declareConflict } from "~/features/staff/index.server";

const t = setupRouteTests();

const good = {
  intent: "complaint",
  about: "body",
  holderName: "",
  credentialId: "",
  name: "Vera Visitor",
  email: "vera@example.org",
  text: "Nobody answered my exam booking request for six weeks, twice.",
};

const post = (fields: Record<string, string>, clientIp?: string) =>
  outcomeOf(async () =>
    action(routeArgs({ request: t.post("/complaints", fields), params: {}, context: t.context({ clientIp }) })),
  );

describe("/complaints (public)", () => {
  it("stores once when the same form is posted in parallel, and mails the reference only", async () => {
    const token = randomUUID();
    const outs = await Promise.all(Array.from({ length: 4 }, () => post({ ...good, _submission: token })));
    const stored = await t.db.select().from(complaints);
    expect(stored).toHaveLength(1);
    const reference = stored[0]!.reference;
    expect(reference).toMatch(/^CMP-[0-9A-F]{8}$/);
    for (const out of outs) expect(out.location).toBe(`/complaints?received=${reference}`);
    const mails = await t.outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe("vera@example.org");
    expect(mails[0]!.subject).toContain(reference);
    // The address is unproven: the mail names nothing typed.
    expect(mails[0]!.text).not.toContain("exam booking");
    expect(mails[0]!.text).not.toContain("Vera");

    const receipt = await outcomeOf(async () =>
      loader(routeArgs({ request: t.get(`/complaints?received=${reference}`), params: {}, context: t.context() })),
    );
    expect(receipt.data).toMatchObject({ received: reference });
  });

  it("mails the receipt in the complainant's language", async () => {
    await outcomeOf(async () =>
      action(
        routeArgs({
          request: t.post("/complaints", { ...good, _submission: randomUUID() }),
          params: {},
          context: t.context({ language: "is" }),
        }),
      ),
    );
    const [mail] = await t.outbox();
    expect(mail!.subject).toContain("Kvörtun þín");
  });

  it("refuses a complaint about a holder naming nobody, and an unknown credential id", async () => {
    const nobody = await post({ ...good, about: "holder" });
    expect(nobody.status).toBe(400);
    expect(nobody.data).toMatchObject({ fieldErrors: { holderName: "errors.holderRequired" } });
    const unknown = await post({ ...good, about: "holder", credentialId: "GCF-2026-T7QS-3J" });
    expect(unknown.status).toBe(400);
    expect(unknown.data).toMatchObject({ fieldErrors: { credentialId: "errors.credentialUnknown" } });
    expect(await t.db.select().from(complaints)).toHaveLength(0);
  });

  it("limits each client to 5 complaints an hour (a shared limit)", async () => {
    for (let i = 0; i < 5; i++)
      expect((await post({ ...good, _submission: randomUUID() }, "198.51.100.9")).status).toBe(302);
    const sixth = await post({ ...good, _submission: randomUUID() }, "198.51.100.9");
    expect(sixth.status).toBe(429);
    expect(sixth.data).toMatchObject({ formError: "errors.rateLimited" });
    expect((await post({ ...good, _submission: randomUUID() }, "198.51.100.10")).status).toBe(302);
  });
});

describe("/staff/complaints", () => {
  async function fileAboutHolder() {
    const holder = await t.createUser("member", "Hal Holder", "hal@example.org");
    const credentialId = await createCredential(t.db, {
      givenNames: "Hal",
      lastName: "Holder",
      email: "hal@example.org",
      level: "associate",
      domains: [],
      issuedOn: "2025-01-10",
    });
    await t.db.update(credentials).set({ userId: holder }).where(eq(credentials.id, credentialId));
    await post({ ...good, about: "holder", credentialId, _submission: randomUUID() });
    const [row] = await t.db.select().from(complaints);
    return { holder, complaint: row! };
  }

  const load = (id: string, cookie: string) =>
    outcomeOf(async () =>
      staffLoader(
        routeArgs({ request: t.get(`/staff/complaints/${id}`, cookie), params: { id }, context: t.context() }),
      ),
    );
  const act = (id: string, fields: Record<string, string>, cookie: string) =>
    outcomeOf(async () =>
      staffAction(
        routeArgs({ request: t.post(`/staff/complaints/${id}`, fields, cookie), params: { id }, context: t.context() }),
      ),
    );

  it("is closed to members and to staff without the appeals panel's duty", async () => {
    const { complaint } = await fileAboutHolder();
    await t.createUser("member", "Mo Member", "mo@example.org");
    const member = await t.signIn("mo@example.org");
    await t.createUser("staff", "Rita Reviewer", "rita@example.org");
    const reviewer = await t.signIn("rita@example.org");
    for (const cookie of [member, reviewer]) {
      expect((await load(complaint.id, cookie)).status).toBe(403);
      expect((await act(complaint.id, { intent: "note", text: "A note." }, cookie)).status).toBe(403);
      // A form that would not pass tells them nothing of what it would need: the duty is checked first.
      expect((await act(complaint.id, { intent: "close" }, cookie)).status).toBe(403);
      const queue = await outcomeOf(async () =>
        queueLoader(routeArgs({ request: t.get("/staff/complaints", cookie), params: {}, context: t.context() })),
      );
      expect(queue.status).toBe(403);
    }
  });

  it("an appeals handler notes and closes it; the complainant is told the outcome, not the reason", async () => {
    const { complaint } = await fileAboutHolder();
    const admin = await t.createUser("admin", "Ann Admin", "ann@example.org");
    const handler = await t.createUser("staff", "Ari Appeals", "ari@example.org");
    await grantDuty(t.db, { userId: handler, duty: "appealsPanel", grantedBy: admin });
    const cookie = await t.signIn("ari@example.org");
    expect((await load(complaint.id, cookie)).data).toMatchObject({ problem: null });
    const noted = await act(complaint.id, { intent: "note", text: "Called the holder's employer." }, cookie);
    expect(t.flash(noted)).toMatchObject({ key: "done.noted" });
    const closed = await act(
      complaint.id,
      { intent: "close", outcome: "notUpheld", reason: "The employer confirmed the holder followed procedure." },
      cookie,
    );
    expect(t.flash(closed)).toMatchObject({ key: "done.closed" });
    const again = await act(
      complaint.id,
      { intent: "close", outcome: "upheld", reason: "Changed my mind here." },
      cookie,
    );
    expect(again.status).toBe(409);
    const mails = await t.outbox();
    const closing = mails.find((mail) => mail.subject.includes("closed"))!;
    expect(closing.text).toContain("Not upheld");
    expect(closing.text).not.toContain("employer");
    const page = await load(complaint.id, cookie);
    expect((page.data as { history: { action: string }[] }).history.map((entry) => entry.action)).toEqual([
      "filed",
      "noted",
      "closed",
    ]);
  });

  it("refuses a closing without an outcome or with a reason too short on the fields, keeping the reason; it stays open", async () => {
    const { complaint } = await fileAboutHolder();
    const admin = await t.createUser("admin", "Ann Admin", "ann@example.org");
    const handler = await t.createUser("staff", "Ari Appeals", "ari@example.org");
    await grantDuty(t.db, { userId: handler, duty: "appealsPanel", grantedBy: admin });
    const cookie = await t.signIn("ari@example.org");
    const out = await act(complaint.id, { intent: "close", outcome: "", reason: "Fine." }, cookie);
    expect(out.status).toBe(400);
    expect(out.data).toMatchObject({
      fieldErrors: { outcome: "errors.outcome", reason: "errors.reasonShort" },
      values: { reason: "Fine." },
    });
    const [row] = await t.db.select().from(complaints).where(eq(complaints.id, complaint.id));
    expect(row!.status).toBe(complaint.status);
    expect((await t.outbox()).filter((mail) => mail.subject.includes("closed"))).toHaveLength(0);
  });

  it("refuses a handler who declared a conflict with the holder", async () => {
    const { holder, complaint } = await fileAboutHolder();
    const admin = await t.createUser("admin", "Ann Admin", "ann@example.org");
    const handler = await t.createUser("staff", "Ari Appeals", "ari@example.org");
    await grantDuty(t.db, { userId: handler, duty: "appealsPanel", grantedBy: admin });
    await declareConflict(t.db, { staffId: handler, personId: holder, reason: "Hal is my cousin." });
    const cookie = await t.signIn("ari@example.org");
    expect((await load(complaint.id, cookie)).data).toMatchObject({ problem: "conflict" });
    expect((await act(complaint.id, { intent: "note", text: "A note." }, cookie)).status).toBe(403);
    const queue = await outcomeOf(async () =>
      queueLoader(routeArgs({ request: t.get("/staff/complaints", cookie), params: {}, context: t.context() })),
    );
    expect(queue.data).toMatchObject({ complaints: [{ notForYou: true }] });
  });
});
