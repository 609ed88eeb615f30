import { describe, expect, it } from "vitest";
import { outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { getIssue, issueProgress, subscribeConfirmed } from "~/features/newsletter/index.server";
import { action as issueAction, loader as issueLoader } from "./admin.newsletter.$id";
import { action as newAction } from "./admin.newsletter.new";

const t = setupRouteTests();

async function admin() {
  await t.createUser("admin", "Ada Admin", "ada@example.org");
  return t.signIn("ada@example.org");
}

const create = (cookie: string, fields: Record<string, string>) =>
  outcomeOf(() =>
    newAction(
      routeArgs({
        request: t.post("/admin/newsletter/new", { intent: "create", ...fields }, cookie),
        params: {},
        context: t.context(),
      }),
    ),
  );

const post = (cookie: string, id: string, fields: Record<string, string>) =>
  outcomeOf(() =>
    issueAction(
      routeArgs({
        request: t.post(`/admin/newsletter/${id}`, fields, cookie),
        params: { id },
        context: t.context(),
      }),
    ),
  );

const english = { subject_en: "May news", body_en: "Hello **all**." };

describe("/admin/newsletter", () => {
  it("creates a draft once, even when the post is repeated", async () => {
    const cookie = await admin();
    const fields = { ...english, _submission: "0123456789abcdef0123" };
    const first = await create(cookie, fields);
    expect(first.status).toBe(302);
    expect(t.flash(first)).toMatchObject({ ns: "newsletter", key: "issue.done.created", form: "save" });
    const again = await create(cookie, fields);
    expect(again.location).toBe(first.location);
  });

  it("requires English and whole versions in other languages", async () => {
    const cookie = await admin();
    const out = await create(cookie, { subject_en: "", body_en: "", subject_is: "Fréttir" });
    expect(out.status).toBe(400);
    expect(out.data).toMatchObject({
      fieldErrors: {
        subject_en: "issue.errors.subjectRequired",
        body_en: "issue.errors.bodyRequired",
        body_is: "issue.errors.bodyMissing",
      },
    });
  });

  it("refuses members who are not admins", async () => {
    await t.createUser("member", "Mo Member", "mo@example.org");
    const cookie = await t.signIn("mo@example.org");
    const out = await create(cookie, english);
    expect(out.status).toBe(403);
  });

  it("saves, previews in a language (falling back to English) and sends after confirmation", async () => {
    const cookie = await admin();
    const id = (await create(cookie, english)).location!.split("/").pop()!;
    const saved = await post(cookie, id, { intent: "save", ...english, subject_is: "Maífréttir", body_is: "Halló." });
    expect(t.flash(saved)).toMatchObject({ key: "issue.done.saved" });
    expect((await getIssue(t.db, id))?.versions.map((v) => v.language)).toEqual(["en", "is"]);

    const preview = await post(cookie, id, { intent: "preview", language: "tr" });
    expect(preview.location).toBe(`/admin/newsletter/${id}?preview=tr#preview`);
    const page = await outcomeOf(async () =>
      issueLoader(
        routeArgs({
          request: new Request(`http://localhost/admin/newsletter/${id}?preview=tr`, { headers: { cookie } }),
          params: { id },
          context: t.context(),
        }),
      ),
    );
    const data = page.data as { preview: { html: string; fallback: boolean } };
    expect(data.preview.fallback).toBe(true);
    expect(data.preview.html).toContain("<strong>all</strong>");

    await subscribeConfirmed(t.db, { email: "reader@example.org", language: "is" });
    const unconfirmed = await post(cookie, id, { intent: "send" });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.data).toMatchObject({ fieldErrors: { confirm: "issue.errors.confirmRequired" } });

    const sent = await post(cookie, id, { intent: "send", confirm: "yes" });
    expect(t.flash(sent)).toMatchObject({ key: "issue.done.sending", values: { count: "1" }, form: "send" });
    expect(await issueProgress(t.db, id)).toMatchObject({ total: 1 });
    // Sent twice (a retry): refused, nothing more is written; nor can the words change now.
    expect((await post(cookie, id, { intent: "send", confirm: "yes" })).status).toBe(409);
    expect((await post(cookie, id, { intent: "save", ...english })).status).toBe(409);
    await expect.poll(async () => (await issueProgress(t.db, id)).sent).toBe(1);
    const mails = await t.outbox();
    expect(mails).toEqual([expect.objectContaining({ to: "reader@example.org", subject: "Maífréttir" })]);
  });
});
