import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { submitApplication } from "~/features/registry/index.server";
import { mailOutbox, partnerApplications, users } from "~/db/schema";
import { outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { action, loader } from "./admin.applications.$id";
import { action as invitationAction, loader as invitationLoader } from "./partners.invitation";

const t = setupRouteTests();

const typed = { organisation: "Typed Org Name", contactName: "Typed Person", contribution: "Typed words of the form." };

async function application(email: string, language = "en") {
  return submitApplication(t.db, null, {
    ...typed,
    organisationType: "industry",
    tier: "gold",
    country: "Kenya",
    website: null,
    contactRole: null,
    email,
    phone: null,
    areas: [],
    language,
  });
}

const post = (id: string, fields: Record<string, string>, cookie?: string) =>
  outcomeOf(() =>
    action(
      routeArgs({
        request: t.post(`/admin/applications/${id}`, fields, cookie),
        params: { id },
        context: t.context(),
      }),
    ),
  );

describe("/admin/applications/:id decisions", () => {
  it("refuses a member, and approving grants the role with one mail even posted twice", async () => {
    await t.createUser("admin", "Ada Admin", "ada@example.org");
    const partnerId = await t.createUser("member", "Pia Future", "pia@example.org");
    const admin = await t.signIn("ada@example.org");
    const member = await t.signIn("pia@example.org");
    const app = await application("pia@example.org", "es");
    expect((await post(app.id, { intent: "approve" }, member)).status).toBe(403);
    const first = await post(app.id, { intent: "approve" }, admin);
    expect(first.status).toBe(302);
    expect(t.flash(first)).toMatchObject({
      key: "decision.granted",
      form: "approve",
      values: { email: "pia@example.org" },
    });
    expect((await post(app.id, { intent: "approve" }, admin)).status).toBe(302);
    const [user] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, partnerId));
    expect(user!.role).toBe("partner");
    const mails = await t.outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe("pia@example.org");
    const page = await outcomeOf(() =>
      loader(
        routeArgs({
          request: t.get(`/admin/applications/${app.id}`, admin),
          params: { id: app.id },
          context: t.context(),
        }),
      ),
    );
    expect((page.data as { decision: { outcome: string } }).decision.outcome).toBe("granted");
  });

  it("invites an address without a confirmed account; its owner, signed in, accepts through the link and gets the role", async () => {
    await t.createUser("admin", "Ada Admin", "ada@example.org");
    const admin = await t.signIn("ada@example.org");
    const app = await application("new.partner@example.org", "sw");
    const out = await post(app.id, { intent: "approve" }, admin);
    expect(t.flash(out)).toMatchObject({ key: "decision.invited" });
    const [mail] = await t.outbox();
    expect(mail!.to).toBe("new.partner@example.org");
    const path = /\/partners\/invitation\?token=[A-Za-z0-9_-]+/.exec(mail!.text)![0];
    const token = new URL(`http://x${path}`).searchParams.get("token")!;
    const view = async (cookie?: string) =>
      (
        await outcomeOf(() =>
          invitationLoader(routeArgs({ request: t.get(path, cookie), params: {}, context: t.context() })),
        )
      ).data as { state: string; signUp: string };
    // Signed out: sign in or create the account, coming back here.
    const signedOut = await view();
    expect(signedOut.state).toBe("signedOut");
    expect(decodeURIComponent(signedOut.signUp)).toContain(path);
    // Another member's session cannot take it.
    await t.createUser("member", "Sam Other", "sam@example.org");
    const other = await t.signIn("sam@example.org");
    expect((await view(other)).state).toBe("otherAddress");
    const refused = await outcomeOf(() =>
      invitationAction(
        routeArgs({
          request: t.post("/partners/invitation", { intent: "accept", token }, other),
          params: {},
          context: t.context(),
        }),
      ),
    );
    expect(refused.status).toBe(409);
    // The owner (an account at the address, confirmed) accepts.
    const ownerId = await t.createUser("member", "Nia New", "new.partner@example.org");
    const owner = await t.signIn("new.partner@example.org");
    expect((await view(owner)).state).toBe("ready");
    const accepted = await outcomeOf(() =>
      invitationAction(
        routeArgs({
          request: t.post("/partners/invitation", { intent: "accept", token }, owner),
          params: {},
          context: t.context(),
        }),
      ),
    );
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("location")).toBe("/partners/bulk-verify");
    expect(t.flash(accepted)).toMatchObject({ key: "invitation.accepted" });
    const [user] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, ownerId));
    expect(user!.role).toBe("partner");
    expect((await view(owner)).state).toBe("used");
  });

  it("sending the invitation again: admins only; the old link is then refused, the new one accepted", async () => {
    await t.createUser("admin", "Ada Admin", "ada@example.org");
    await t.createUser("member", "Mo Member", "mo@example.org");
    const admin = await t.signIn("ada@example.org");
    const member = await t.signIn("mo@example.org");
    const app = await application("lost.link@example.org", "id");
    await post(app.id, { intent: "approve" }, admin);
    const page = async () =>
      (
        await outcomeOf(() =>
          loader(
            routeArgs({
              request: t.get(`/admin/applications/${app.id}`, admin),
              params: { id: app.id },
              context: t.context(),
            }),
          ),
        )
      ).data as { decision: { mayResend: boolean; sends: number; resent: string | null; expires: string } };
    expect((await page()).decision).toMatchObject({ mayResend: true, sends: 1, resent: null });
    const tokenOf = (text: string) => /\/partners\/invitation\?token=([A-Za-z0-9_-]+)/.exec(text)![1]!;
    const oldToken = tokenOf((await t.outbox())[0]!.text);
    // A member may not; an admin may, once for a double click.
    expect((await post(app.id, { intent: "resend", sends: "1" }, member)).status).toBe(403);
    const [out, twice] = await Promise.all([
      post(app.id, { intent: "resend", sends: "1" }, admin),
      post(app.id, { intent: "resend", sends: "1" }, admin),
    ]);
    expect([out.status, twice.status]).toEqual([302, 302]);
    expect(t.flash(out)).toMatchObject({
      key: "decision.resent",
      form: "resend",
      values: { email: "lost.link@example.org" },
    });
    const mails = await t.outbox();
    expect(mails).toHaveLength(2);
    const newToken = tokenOf(mails.find((mail) => !mail.text.includes(oldToken))!.text);
    expect((await page()).decision).toMatchObject({ mayResend: true, sends: 2 });
    expect((await page()).decision.resent).toBeTruthy();
    // The owner confirms an account: the old link fails with the page's message, the new one works.
    await t.createUser("member", "Lia Lost", "lost.link@example.org");
    const owner = await t.signIn("lost.link@example.org");
    const accept = (token: string) =>
      outcomeOf(() =>
        invitationAction(
          routeArgs({
            request: t.post("/partners/invitation", { intent: "accept", token }, owner),
            params: {},
            context: t.context(),
          }),
        ),
      );
    const refused = await accept(oldToken);
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({ formError: "invitation.invalid" });
    expect((await accept(newToken)).status).toBe(302);
    // Accepted: the page no longer offers it, and a post is refused.
    expect((await page()).decision.mayResend).toBe(false);
    expect((await post(app.id, { intent: "resend", sends: "2" }, admin)).status).toBe(403);
    expect(await t.outbox()).toHaveLength(2);
  });

  it("sending again is refused for a declined application and a malformed count", async () => {
    await t.createUser("admin", "Ada Admin", "ada@example.org");
    const admin = await t.signIn("ada@example.org");
    const app = await application("someone@example.org");
    await post(app.id, { intent: "decline", reason: "We take no new partners this year." }, admin);
    expect((await post(app.id, { intent: "resend", sends: "1" }, admin)).status).toBe(403);
    expect((await post(app.id, { intent: "resend", sends: "x" }, admin)).status).toBe(400);
    expect(await t.outbox()).toHaveLength(1);
  });

  it("declining needs a reason; the mail carries it and nothing the applicant typed", async () => {
    await t.createUser("admin", "Ada Admin", "ada@example.org");
    const admin = await t.signIn("ada@example.org");
    const app = await application("someone@example.org", "fr");
    const short = await post(app.id, { intent: "decline", reason: "No." }, admin);
    expect(short.status).toBe(400);
    expect(await t.outbox()).toHaveLength(0);
    const reason = "We take no new partners in this tier until next year.";
    const out = await post(app.id, { intent: "decline", reason }, admin);
    expect(t.flash(out)).toMatchObject({ key: "decision.declined", form: "decline" });
    const [mail] = await t.db.select().from(mailOutbox);
    expect(mail!.language).toBe("fr");
    expect(mail!.text).toContain(reason);
    for (const words of Object.values(typed)) {
      expect(mail!.text).not.toContain(words);
      expect(mail!.html).not.toContain(words);
      expect(mail!.subject).not.toContain(words);
    }
    // Decided: approving now is refused, nothing more is mailed.
    expect((await post(app.id, { intent: "approve" }, admin)).status).toBe(409);
    expect(await t.outbox()).toHaveLength(1);
    // Notes can still be saved (the form has no status then); the status stays the decision's.
    expect((await post(app.id, { intent: "review", notes: "Told them to reapply." }, admin)).status).toBe(302);
    expect((await post(app.id, { intent: "review", status: "new", notes: "x" }, admin)).status).toBe(302);
    const [row] = await t.db.select().from(partnerApplications).where(eq(partnerApplications.id, app.id));
    expect(row).toMatchObject({ status: "declined", notes: "x" });
  });
});
