import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCredential, findCredential } from "~/features/registry/index.server";
import { setAuditRate } from "~/features/renewal/index.server";
import { cpdActivities, credentialRenewals, credentials } from "~/db/schema";
import { addDays, addMonths } from "~/content/cpd-rule";
import { createTranslator } from "~/lib/i18n/translator";
import { getNamespace } from "~/locales/index.server";
import { isoToday } from "~/lib/format/dates";
import { outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { action as adminAction, loader as adminLoader } from "./admin.renewals.$id";
import { action as dashboardAction, loader as dashboardLoader } from "./admin.renewals";
import { action, loader } from "./account.renewal.$credentialId";
import { loader as credentialsLoader } from "./account.credentials";

const t = setupRouteTests();
const today = isoToday();
// Well inside the 180-day span and outside the 90-day one whatever today is (three months ahead is 89–92 days).
const expiresOn = addDays(today, 120);

async function setup(hours: number) {
  const userId = await t.createUser("member", "Mo Member", "mo@example.org");
  const cookie = await t.signIn("mo@example.org");
  const id = await createCredential(t.db, {
    givenNames: "Mo",
    lastName: "Member",
    email: "mo@example.org",
    level: "associate",
    domains: ["drillingOperations"],
    issuedOn: addMonths(expiresOn, -36),
    expiresOn,
  });
  await t.db.update(credentials).set({ userId }).where(eq(credentials.id, id));
  if (hours > 0) {
    await t.db.insert(cpdActivities).values({
      userId,
      activityDate: addMonths(today, -2),
      category: "courses",
      hoursTenths: hours * 10,
      provider: "GeoCert Academy",
    });
  }
  return { userId, cookie, id, path: `/account/renewal/${id}` };
}

const load = (request: Request, credentialId: string) =>
  outcomeOf(() => loader(routeArgs({ request, params: { credentialId }, context: t.context() })));
const post = (request: Request, credentialId: string) =>
  outcomeOf(() => action(routeArgs({ request, params: { credentialId }, context: t.context() })));

describe("/account/renewal/:credentialId", () => {
  it("is the holder's alone: others get a 404, signed-out visitors sign in", async () => {
    const { id, path } = await setup(0);
    expect((await load(t.get(path), id)).status).toBe(302);
    await t.createUser("member", "Other", "other@example.org");
    const other = await t.signIn("other@example.org");
    expect((await load(t.get(path, other), id)).status).toBe(404);
    expect((await post(t.post(path, { intent: "submit", conduct: "on" }, other), id)).status).toBe(404);
    expect((await load(t.get("/account/renewal/GCF-2020-XXXX-XX", other), "GCF-2020-XXXX-XX")).status).toBe(404);
  });

  it("shows progress and what is missing; refuses a submission while the requirement is unmet", async () => {
    const { id, path, cookie } = await setup(12);
    const page = await load(t.get(path, cookie), id);
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({
      phase: "open",
      progress: { counted: "12.0", required: "30.0", missing: "18.0", met: false },
      can: { submit: true, send: false },
      renewal: null,
    });
    const refused = await post(t.post(path, { intent: "submit", conduct: "on" }, cookie), id);
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({ formError: "errors.notMet" });
    const noConduct = await post(t.post(path, { intent: "submit" }, cookie), id);
    expect(noConduct.status).toBe(400);
    expect(noConduct.data).toMatchObject({ fieldErrors: { conduct: "errors.conduct" } });
  });

  it("submit → audit (admin asks for evidence, holder mailed) → evidence ready → approved with new dates", async () => {
    const { id, path, cookie, userId } = await setup(31);
    await setAuditRate(t.db, 100);
    // My credentials shows the way to renew.
    const mine = await outcomeOf(() =>
      credentialsLoader(
        routeArgs({ request: t.get("/account/credentials", cookie), params: {}, context: t.context() }),
      ),
    );
    expect((mine.data as { held: Array<{ renewal: string }> }).held[0]!.renewal).toBe("open");

    const sent = await post(t.post(path, { intent: "submit", conduct: "on" }, cookie), id);
    expect(sent.status).toBe(302);
    expect(t.flash(sent)).toMatchObject({ key: "done.submitted", text: "Your renewal was sent." });
    const [renewal] = await t.db.select().from(credentialRenewals).where(eq(credentialRenewals.credentialId, id));
    expect(renewal).toMatchObject({ status: "submitted", audited: true, userId });

    await t.createUser("admin", "Ada Admin", "ada@example.org");
    const admin = await t.signIn("ada@example.org");
    const reviewPath = `/admin/renewals/${renewal!.id}`;
    const review = (form: Record<string, string>, cookieFor = admin) =>
      outcomeOf(() =>
        adminAction(
          routeArgs({
            request: t.post(reviewPath, form, cookieFor),
            params: { id: renewal!.id },
            context: t.context(),
          }),
        ),
      );
    // A member is no admin.
    expect((await review({ intent: "approve" }, cookie)).status).toBe(403);
    // Audited: approval waits for the evidence.
    expect((await review({ intent: "approve" })).data).toMatchObject({ formError: "errors.auditFirst" });
    expect(t.flash(await review({ intent: "requestEvidence" }))).toMatchObject({ key: "done.evidenceRequested" });
    expect((await t.outbox()).map((m) => m.subject)).toEqual(["Your GeoCert renewal was selected for audit"]);

    const audit = await load(t.get(path, cookie), id);
    expect(audit.data).toMatchObject({
      renewal: { status: "inAudit", entries: [{ hours: "31.0", evidenceId: null }] },
    });
    const ready = await post(t.post(path, { intent: "evidenceReady", renewalId: renewal!.id }, cookie), id);
    expect(t.flash(ready)).toMatchObject({ key: "done.evidenceReady" });

    const page = await outcomeOf(() =>
      adminLoader(routeArgs({ request: t.get(reviewPath, admin), params: { id: renewal!.id }, context: t.context() })),
    );
    expect(page.data).toMatchObject({ renewal: { status: "evidenceReady", audited: true, auditRate: 100 } });
    const dashboard = await outcomeOf(() =>
      dashboardLoader(routeArgs({ request: t.get("/admin/renewals", admin), params: {}, context: t.context() })),
    );
    expect(dashboard.data).toMatchObject({ toReview: [{ id: renewal!.id }], audits: [], rate: 100 });
    expect((dashboard.data as { expiring: Array<{ count: number }> }).expiring.map((e) => e.count)).toEqual([0, 0, 1]);
    // The spans are stated from the data, in the admin's language (no figure typed into a text).
    expect(dashboard.data).toMatchObject({ spansText: "30, 90, and 180", soonDays: 30, defaultRate: 10 });

    expect(t.flash(await review({ intent: "approve" }))).toMatchObject({ key: "done.approved" });
    expect(await findCredential(t.db, id)).toMatchObject({
      issuedOn: expiresOn,
      expiresOn: addMonths(expiresOn, 36),
      status: "active",
    });
    const mails = await t.outbox();
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe(`Your GeoCert credential ${id} is renewed`);
    expect(mails[1]!.text).toContain("$75 / $125");
    const after = await load(t.get(path, cookie), id);
    expect(after.data).toMatchObject({ phase: "notYet", renewal: { status: "approved" }, can: { submit: false } });
  });

  it("decline: the reason reaches the holder; the admin's audit rate form refuses nonsense", async () => {
    const { id, path, cookie } = await setup(30);
    await setAuditRate(t.db, 0);
    await post(t.post(path, { intent: "submit", conduct: "on" }, cookie), id);
    const [renewal] = await t.db.select().from(credentialRenewals).where(eq(credentialRenewals.credentialId, id));
    await t.createUser("admin", "Ada Admin", "ada@example.org");
    const admin = await t.signIn("ada@example.org");
    const reviewPath = `/admin/renewals/${renewal!.id}`;
    const review = (form: Record<string, string>) =>
      outcomeOf(() =>
        adminAction(
          routeArgs({
            request: t.post(reviewPath, form, admin),
            params: { id: renewal!.id },
            context: t.context(),
          }),
        ),
      );
    expect((await review({ intent: "decline", reason: "" })).data).toMatchObject({
      fieldErrors: { reason: "errors.reason" },
    });
    expect(
      t.flash(await review({ intent: "decline", reason: "Two entries are outside geothermal practice." })),
    ).toMatchObject({
      key: "done.declined",
    });
    const [mail] = await t.outbox();
    expect(mail!.text).toContain("Two entries are outside geothermal practice.");
    const page = await load(t.get(path, cookie), id);
    expect(page.data).toMatchObject({
      renewal: { status: "declined", declineReason: "Two entries are outside geothermal practice." },
      can: { submit: true },
    });

    const rate = (value: string) =>
      outcomeOf(() =>
        dashboardAction(
          routeArgs({
            request: t.post("/admin/renewals", { intent: "auditRate", rate: value }, admin),
            params: {},
            context: t.context(),
          }),
        ),
      );
    expect((await rate("101")).data).toMatchObject({ fieldErrors: { rate: "errors.rate" } });
    expect(t.flash(await rate("25"))).toMatchObject({ key: "done.rateSaved", text: "The audit rate is now 25 %." });
  });

  it("reviews and the audit rate are admins': a member or staff is refused and nothing changes; a second approval renews once", async () => {
    const { id, path, cookie } = await setup(30);
    await setAuditRate(t.db, 0);
    await post(t.post(path, { intent: "submit", conduct: "on" }, cookie), id);
    const [renewal] = await t.db.select().from(credentialRenewals).where(eq(credentialRenewals.credentialId, id));
    await t.createUser("staff", "Sam Staff", "sam@example.org");
    await t.createUser("admin", "Ada Admin", "ada@example.org");
    const staff = await t.signIn("sam@example.org");
    const admin = await t.signIn("ada@example.org");
    const review = (form: Record<string, string>, cookieFor: string) =>
      outcomeOf(() =>
        adminAction(
          routeArgs({
            request: t.post(`/admin/renewals/${renewal!.id}`, form, cookieFor),
            params: { id: renewal!.id },
            context: t.context(),
          }),
        ),
      );
    const rate = (value: string, cookieFor: string) =>
      outcomeOf(() =>
        dashboardAction(
          routeArgs({
            request: t.post("/admin/renewals", { intent: "auditRate", rate: value }, cookieFor),
            params: {},
            context: t.context(),
          }),
        ),
      );
    const rateShown = async () =>
      (
        (
          await outcomeOf(() =>
            dashboardLoader(routeArgs({ request: t.get("/admin/renewals", admin), params: {}, context: t.context() })),
          )
        ).data as { rate: number }
      ).rate;
    for (const someone of [cookie, staff]) {
      expect((await review({ intent: "approve" }, someone)).status).toBe(403);
      expect((await rate("100", someone)).status).toBe(403);
    }
    expect(await rateShown()).toBe(0);
    expect((await findCredential(t.db, id))!.expiresOn).toBe(expiresOn);

    expect(t.flash(await review({ intent: "approve" }, admin))).toMatchObject({ key: "done.approved" });
    // A double press finds it decided: refused, the credential renewed and the holder mailed once.
    const again = await review({ intent: "approve" }, admin);
    expect(again.status).toBe(409);
    expect((await findCredential(t.db, id))!.expiresOn).toBe(addMonths(expiresOn, 36));
    expect((await t.outbox()).filter((m) => m.subject.includes("is renewed"))).toHaveLength(1);

    expect(t.flash(await rate("25", admin))).toMatchObject({ key: "done.rateSaved" });
    expect(await rateShown()).toBe(25);
  });

  it("the header says when a credential expired: lapsed, in grace without a renewal, or valid through grace with one", async () => {
    const { id, path, cookie } = await setup(30);
    const lead = async (language: "en" | "fr" = "en") => {
      const page = await outcomeOf(() =>
        loader(
          routeArgs({
            request: t.get(path, cookie),
            params: { credentialId: id },
            context: t.context({ language }),
          }),
        ),
      );
      const data = page.data as {
        credential: { id: string; certification: string; expiresOn: string };
        lead: { standing: string; date: string; until: string | null };
      };
      const translator = createTranslator(language, getNamespace(language, "common"));
      translator.addNamespace("renewal", getNamespace(language, "renewal"));
      // The header's sentence, as the component composes it.
      const { credential, lead } = data;
      const text = String(
        translator.t("renewal", `page.lead.${lead.standing}`, {
          certification: credential.certification,
          id: credential.id,
          date: lead.date,
          until: lead.until,
        }),
      );
      return { standing: lead.standing, text, credential, lead };
    };
    // In its validity.
    const valid = await lead();
    expect(valid.standing).toBe("valid");
    expect(valid.text).toMatch(/, valid until \d+ \w+ \d{4}\.$/);
    // Lapsed two months ago.
    const expiresOn = addMonths(today, -2);
    await t.db
      .update(credentials)
      .set({ issuedOn: addMonths(today, -38), expiresOn, status: "expired", statusReason: "lapsed" })
      .where(eq(credentials.id, id));
    const lapsed = await lead();
    expect(lapsed.standing).toBe("expired");
    expect(lapsed.text).toBe(
      `${lapsed.credential.certification}, credential ${id}, expired on ${lapsed.credential.expiresOn}.`,
    );
    expect(lapsed.text).not.toContain("valid");
    const fr = await lead("fr");
    expect(fr.text).toContain(`a expiré le ${fr.credential.expiresOn}`);
    // In grace, no renewal sent by the expiry date: it reads expired (effectiveStatus), renewable until grace ends.
    await t.db
      .update(credentials)
      .set({ expiresOn: addDays(today, -3), status: "active", statusReason: null })
      .where(eq(credentials.id, id));
    const grace = await lead();
    expect(grace.standing).toBe("expired");
    expect(grace.text).toMatch(/expired on /);
    // In grace with a renewal sent by the expiry date: valid through the grace period.
    await t.db
      .update(credentials)
      .set({ renewalGraceUntil: addDays(today, 27) })
      .where(eq(credentials.id, id));
    const held = await lead();
    expect(held.standing).toBe("grace");
    expect(held.text).toContain(`expired on ${held.credential.expiresOn}`);
    expect(held.text).toContain(`valid through the grace period, until ${held.lead.until}`);
    expect(held.lead.until).toMatch(/^\d+ \w+ \d{4}$/);
    // Past reinstatement: expired, and the phase states the rule's months (its figure, not typed in).
    await t.db
      .update(credentials)
      .set({ expiresOn: addMonths(today, -13), status: "expired", renewalGraceUntil: null })
      .where(eq(credentials.id, id));
    const closed = await lead();
    expect(closed.standing).toBe("expired");
    const page = (await load(t.get(path, cookie), id)).data as { phase: string; phaseCount: number };
    expect(page).toMatchObject({ phase: "closed", phaseCount: 12 });
    const translator = createTranslator("en", getNamespace("en", "common"));
    translator.addNamespace("renewal", getNamespace("en", "renewal"));
    expect(String(translator.t("renewal", "page.phase.closed", { count: page.phaseCount }))).toMatch(
      /^Your credential expired more than 12 months ago/,
    );
  });

  it("after a lapse: says that activities up to today count, counts hours logged after expiry, and sends them for review", async () => {
    const { id, path, cookie, userId } = await setup(12);
    const [issuedOn, expiresOn] = [addMonths(today, -38), addMonths(today, -2)];
    await t.db
      .update(credentials)
      .set({ issuedOn, expiresOn, status: "expired", statusReason: "lapsed" })
      .where(eq(credentials.id, id));
    await t.db.insert(cpdActivities).values({
      userId,
      activityDate: addDays(today, -10),
      category: "courses",
      hoursTenths: 180,
      provider: "GeoCert Academy",
      description: "Catch-up course after the lapse",
    });
    const page = await outcomeOf(() =>
      loader(
        routeArgs({
          request: t.get(path, cookie),
          params: { credentialId: id },
          context: t.context({ language: "fr" }),
        }),
      ),
    );
    const data = page.data as {
      phase: string;
      progress: { window: "reinstatement"; start: string; counted: string; met: boolean };
      credential: { expiresOn: string };
    };
    expect(data).toMatchObject({ phase: "reinstatement", progress: { window: "reinstatement", met: true } });
    expect(data.progress.counted).toBe("30,0");
    // The page's sentence, as the component composes it, in the member's language.
    const say = (language: "en" | "fr", values: Record<string, string>) => {
      const translator = createTranslator(language, getNamespace(language, "common"));
      translator.addNamespace("renewal", getNamespace(language, "renewal"));
      return String(translator.t("renewal", `page.progressToday.${data.progress.window}`, values));
    };
    const fr = say("fr", { start: data.progress.start, expired: data.credential.expiresOn });
    expect(fr).toContain(`Les activités du ${data.progress.start} à aujourd’hui comptent pour le rétablissement`);
    expect(fr).toContain(data.credential.expiresOn);
    const en = (await load(t.get(path, cookie), id)).data as typeof data;
    expect(say("en", { start: en.progress.start, expired: en.credential.expiresOn })).toMatch(
      new RegExp(
        `^Activities from ${en.progress.start} to today count toward reinstatement, including those after your credential expired on ${en.credential.expiresOn}`,
      ),
    );

    const sent = await post(t.post(path, { intent: "submit", conduct: "on" }, cookie), id);
    expect(sent.status).toBe(302);
    const [renewal] = await t.db.select().from(credentialRenewals).where(eq(credentialRenewals.credentialId, id));
    expect(renewal).toMatchObject({ cycleStart: issuedOn, cycleEnd: today, countedTenths: 300 });
    expect(renewal!.snapshot.entries.map((entry) => entry.activityDate)).toEqual(
      [addMonths(today, -2), addDays(today, -10)].sort(),
    );
  });
});
