import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { examForms, examItems, staffDuties } from "~/db/schema";
import type { Duty } from "~/features/auth";
import { outcomeOf, routeArgs, SITE, setupRouteTests } from "../../tests/support/route-test.server";
import { blueprintCsv, blueprintItems } from "../../tests/support/exam-bank-fixtures";
import { storeItems } from "../../tests/support/exam-bank-fixtures.server";
import { loader as bankLoader } from "./staff.exams";
import { loader as exportLoader } from "./staff.exams.export";
import { action as formsAction, loader as formsLoader } from "./staff.exams.forms";
import { action as importAction, loader as importLoader } from "./staff.exams.import";
import { action as itemAction, loader as itemLoader } from "./staff.exams.items.$id";
import { action as newAction, loader as newLoader } from "./staff.exams.items.new";

const t = setupRouteTests();

async function staff(name: string, email: string, duties: Duty[]) {
  const id = await t.createUser("staff", name, email);
  if (duties.length) await t.db.insert(staffDuties).values(duties.map((duty) => ({ userId: id, duty })));
  return { id, cookie: await t.signIn(email) };
}

async function setUp() {
  const author = await staff("Ada Author", "ada@example.org", ["examAdministration"]);
  const reviewer = await staff("Rui Reviewer", "rui@example.org", ["examAdministration"]);
  const finance = await staff("Fay Finance", "fay@example.org", ["finance"]);
  await t.createUser("member", "Mo Member", "mo@example.org");
  const member = { cookie: await t.signIn("mo@example.org") };
  return { author, reviewer, finance, member };
}

const get = (loader: (args: never) => Promise<unknown>, path: string, cookie: string, params = {}) =>
  outcomeOf(() => loader(routeArgs({ request: t.get(path, cookie), params, context: t.context() }) as never));
const post = (
  action: (args: never) => Promise<unknown>,
  path: string,
  cookie: string,
  form: Record<string, string | string[]>,
  params = {},
) => outcomeOf(() => action(routeArgs({ request: t.post(path, form, cookie), params, context: t.context() }) as never));

const itemPage = (id: string) => `/staff/exams/items/${id}`;
const postItem = (cookie: string, id: string, form: Record<string, string | string[]>) =>
  post(itemAction, itemPage(id), cookie, form, { id });
const viewItem = (cookie: string, id: string) => get(itemLoader, itemPage(id), cookie, { id });
const versionOf = async (id: string) => (await t.db.select().from(examItems).where(eq(examItems.id, id)))[0]!.version;

const newItem = {
  intent: "create",
  id: "drill-001",
  level: "associate",
  domain: "drillingOperations",
  type: "single",
  caseId: "",
  stem: "What does a rising standpipe pressure with steady flow suggest?",
  optionText0: "A restriction in the string",
  optionText1: "A gain in the well",
  optionText2: "A lost circulation zone",
  optionText3: "",
  key: "A",
  rationale: "A restriction raises pressure at the same flow.",
};

describe("the item bank's pages", () => {
  it("answer 404 to members and to staff without the duty, on every page, action and the export", async () => {
    const { finance, member, author } = await setUp();
    for (const who of [finance, member]) {
      expect((await get(bankLoader, "/staff/exams", who.cookie)).status).toBe(404);
      expect((await get(newLoader, "/staff/exams/items/new", who.cookie)).status).toBe(404);
      expect((await get(importLoader, "/staff/exams/import", who.cookie)).status).toBe(404);
      expect((await get(formsLoader, "/staff/exams/forms", who.cookie)).status).toBe(404);
      expect((await get(exportLoader, "/staff/exams/export?format=csv", who.cookie)).status).toBe(404);
      expect((await post(newAction, "/staff/exams/items/new", who.cookie, newItem)).status).toBe(404);
      expect((await viewItem(who.cookie, "drill-001")).status).toBe(404);
    }
    // An item that exists answers them exactly like one that does not.
    await post(newAction, "/staff/exams/items/new", author.cookie, newItem);
    expect((await viewItem(finance.cookie, "drill-001")).status).toBe(404);
    expect((await postItem(finance.cookie, "drill-001", { intent: "move", to: "reviewed", version: "1" })).status).toBe(
      404,
    );
    expect((await viewItem(author.cookie, "no-such-item")).status).toBe(404);
  });

  it("an author writes a draft; another reviews its text and the item; then it goes live", async () => {
    const { author, reviewer } = await setUp();
    const { submission } = (await get(newLoader, "/staff/exams/items/new", author.cookie)).data as {
      submission: string;
    };
    const bad = await post(newAction, "/staff/exams/items/new", author.cookie, {
      ...newItem,
      key: ["A", "B"],
      _submission: submission,
    });
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({ fieldErrors: { key: "problems.keyCount" }, values: { stem: newItem.stem } });

    // The same form put right is stored (a refusal does not use up its token); sent again, it is answered alike.
    const created = await post(newAction, "/staff/exams/items/new", author.cookie, {
      ...newItem,
      _submission: submission,
    });
    expect(created.status).toBe(302);
    expect(created.headers.get("location")).toBe(itemPage("drill-001"));
    expect(t.flash(created)).toMatchObject({ key: "done.created", form: "item" });
    const retried = await post(newAction, "/staff/exams/items/new", author.cookie, {
      ...newItem,
      _submission: submission,
    });
    expect(retried.headers.get("location")).toBe(itemPage("drill-001"));
    const again = await post(newAction, "/staff/exams/items/new", author.cookie, newItem);
    expect(again.data).toMatchObject({ fieldErrors: { id: "errors.exists" } });

    // The author is told they cannot review, and is refused when they try.
    const mine = (await viewItem(author.cookie, "drill-001")).data as {
      canReview: boolean;
      translations: { language: string; canReview: boolean }[];
    };
    expect(mine.canReview).toBe(false);
    expect(mine.translations).toEqual([expect.objectContaining({ language: "en", canReview: false })]);
    const own = await postItem(author.cookie, "drill-001", {
      intent: "reviewTranslation",
      language: "en",
      version: "1",
    });
    expect(own.status).toBe(403);
    expect((own.data as { formError: string }).formError).toBe("errors.ownItem");
    const ownMove = await postItem(author.cookie, "drill-001", { intent: "move", to: "reviewed", version: "1" });
    expect((ownMove.data as { formError: string }).formError).toBe("errors.ownItem");

    // The reviewer may not review before the text is reviewed; reviews the English text, then the item.
    const early = await postItem(reviewer.cookie, "drill-001", { intent: "move", to: "reviewed", version: "1" });
    expect(early.status).toBe(409);
    expect(early.data).toMatchObject({ formError: "errors.move.translationsNotReviewed" });
    const theirs = (await viewItem(reviewer.cookie, "drill-001")).data as {
      translations: { canReview: boolean; translator: string }[];
    };
    expect(theirs.translations[0]).toMatchObject({ canReview: true, translator: "Ada Author" });
    const text = await postItem(reviewer.cookie, "drill-001", {
      intent: "reviewTranslation",
      language: "en",
      version: "1",
    });
    expect(t.flash(text)).toMatchObject({ key: "done.translationReviewed" });
    // Two reviewers pressing at once on the same version: one move, the other is told to reload.
    const [one, two] = await Promise.all([
      postItem(reviewer.cookie, "drill-001", { intent: "move", to: "reviewed", version: "2" }),
      postItem(reviewer.cookie, "drill-001", { intent: "move", to: "reviewed", version: "2" }),
    ]);
    expect([one.status, two.status].sort()).toEqual([302, 409]);
    expect([one, two].find((o) => o.status === 409)!.data).toMatchObject({ formError: "errors.stale" });
    expect(await versionOf("drill-001")).toBe(3);

    // Going live may be done by the author; a reviewed item is no longer edited.
    const edit = await postItem(author.cookie, "drill-001", { ...newItem, intent: "edit", version: "3" });
    expect(edit.data).toMatchObject({ formError: "errors.notEditable" });
    const live = await postItem(author.cookie, "drill-001", { intent: "move", to: "live", version: "3" });
    expect(t.flash(live)).toMatchObject({ key: "done.moved.live" });
    const retire = await postItem(author.cookie, "drill-001", {
      intent: "move",
      to: "retired",
      version: "4",
      reason: "",
    });
    expect(retire.data).toMatchObject({ fieldErrors: { reason: "errors.reason" } });

    const view = (await viewItem(author.cookie, "drill-001")).data as {
      item: { status: string; reviewer: string; author: string };
      history: { action: string; by: string }[];
      moves: string[];
    };
    expect(view.item).toMatchObject({ status: "live", reviewer: "Rui Reviewer", author: "Ada Author" });
    expect(view.moves).toEqual(["retired"]);
    expect(view.history.map((e) => [e.action, e.by])).toEqual([
      ["created", "Ada Author"],
      ["translationReviewed", "Rui Reviewer"],
      ["moved", "Rui Reviewer"],
      ["moved", "Ada Author"],
    ]);

    const none = await get(bankLoader, "/staff/exams?type=multiple", author.cookie);
    expect(none.data).toMatchObject({ total: 0, rows: [] });
    const list = await get(bankLoader, "/staff/exams?status=live&q=standpipe&level=bogus&type=single", author.cookie);
    expect(list.data).toMatchObject({
      total: 1,
      counts: { live: 1 },
      filters: { status: "live", q: "standpipe", level: "", type: "single" },
      rows: [expect.objectContaining({ id: "drill-001", languages: ["en"] })],
    });
  });

  it("a translation is reviewed by neither the item's author nor its translator", async () => {
    const { author, reviewer } = await setUp();
    await post(newAction, "/staff/exams/items/new", author.cookie, newItem);
    const saved = await postItem(reviewer.cookie, "drill-001", {
      intent: "translation",
      language: "fr",
      version: "1",
      stem: "Que suggère une pression de colonne montante croissante à débit constant ?",
      optionText0: "Une restriction dans la garniture",
      optionText1: "Un gain dans le puits",
      optionText2: "",
      rationale: "",
    });
    expect(saved.data).toMatchObject({ fieldErrors: { options: "errors.optionsAll" } });
    const ok = await postItem(reviewer.cookie, "drill-001", {
      intent: "translation",
      language: "fr",
      version: "1",
      stem: "Que suggère une pression de colonne montante croissante à débit constant ?",
      optionText0: "Une restriction dans la garniture",
      optionText1: "Un gain dans le puits",
      optionText2: "Une zone de perte",
      rationale: "",
    });
    expect(t.flash(ok)).toMatchObject({ key: "done.translation", form: "translation:fr" });
    const ownText = await postItem(reviewer.cookie, "drill-001", {
      intent: "reviewTranslation",
      language: "fr",
      version: "2",
    });
    expect(ownText.status).toBe(403);
    expect(ownText.data).toMatchObject({ formError: "errors.ownTranslation" });

    // The author edits the English text: the French translation stays (waiting for its review).
    const edited = await postItem(author.cookie, "drill-001", {
      ...newItem,
      intent: "edit",
      version: "2",
      stem: "What does rising standpipe pressure at a steady flow rate suggest?",
    });
    expect(t.flash(edited)).toMatchObject({ key: "done.edited" });
    const view = (await viewItem(author.cookie, "drill-001")).data as {
      translations: { language: string; reviewed: boolean; translator: string }[];
    };
    expect(view.translations.map((tr) => [tr.language, tr.translator])).toEqual([
      ["en", "Ada Author"],
      ["fr", "Rui Reviewer"],
    ]);
    // Another option in English: the French text asks about the old options, so it is removed, and the author told.
    const more = await postItem(author.cookie, "drill-001", {
      ...newItem,
      intent: "edit",
      version: "3",
      optionText3: "A fourth reading",
    });
    expect(t.flash(more)).toMatchObject({ key: "done.editedDropped", values: { languages: "fr" } });
    const after = (await viewItem(author.cookie, "drill-001")).data as { translations: { language: string }[] };
    expect(after.translations.map((tr) => tr.language)).toEqual(["en"]);
  });

  it("imports a CSV, showing what arrived; a second import of the same ids stores nothing and says why", async () => {
    const { author } = await setUp();
    const csv = blueprintCsv(blueprintItems("associate", { prefix: "imp", perDomain: () => 1 }));
    const upload = (text: string) => {
      const form = new FormData();
      form.set("intent", "import");
      form.set("file", new File([text], "bank.csv", { type: "text/csv" }));
      return outcomeOf(() =>
        importAction(
          routeArgs({
            request: new Request(`${SITE}/staff/exams/import`, {
              method: "POST",
              body: form,
              headers: { origin: SITE, cookie: author.cookie },
            }),
            params: {},
            context: t.context(),
          }),
        ),
      );
    };
    const first = await upload(csv);
    expect(first.status).toBe(200);
    const result = (first.data as { result: { ok: true; items: { status: string; claimed: string }[] } }).result;
    expect(result.ok).toBe(true);
    expect(result.items).toHaveLength(8);
    // Claimed live, reviewed by someone else: it arrives reviewed, one move from live.
    expect(result.items[0]).toMatchObject({ claimed: "live", status: "reviewed" });
    const second = await upload(csv);
    expect((second.data as { result: { ok: false; error: string } }).result).toMatchObject({
      ok: false,
      error: "exists",
    });
    const broken = await upload("kind,id\nitem,x\n");
    expect((broken.data as { result: { ok: false; error: string; problems: unknown[] } }).result).toMatchObject({
      ok: false,
      error: "invalid",
      problems: expect.arrayContaining([expect.objectContaining({ code: "missingColumn" })]),
    });

    const exported = await get(exportLoader, "/staff/exams/export?format=csv&status=reviewed", author.cookie);
    expect(exported.status).toBe(200);
    expect(exported.headers.get("cache-control")).toBe("private, no-store");
    expect(exported.headers.get("content-disposition")).toMatch(/attachment; filename="item-bank-reviewed-.*\.csv"/);
    const zip = await get(exportLoader, "/staff/exams/export?format=qti&level=associate", author.cookie);
    expect(zip.headers.get("content-type")).toBe("application/zip");
  });

  it("freezes a form from the live bank, once per post, or shows the shortfall per domain", async () => {
    const { author } = await setUp();
    await storeItems(t.db, blueprintItems("associate"));
    const page = (await get(formsLoader, "/staff/exams/forms", author.cookie)).data as {
      levels: { level: string; domains: { need: number; live: number }[]; offered: string[] }[];
      submissions: Record<string, string>;
    };
    const associate = page.levels.find((l) => l.level === "associate")!;
    expect(associate.domains.every((d) => d.live === d.need)).toBe(true);
    expect(associate.offered).toEqual([]);

    const short = await post(formsAction, "/staff/exams/forms", author.cookie, {
      intent: "freeze",
      level: "associate",
      languages: ["en", "fr"],
      seed: "s1",
      _submission: page.submissions.associate!,
    });
    expect(short.status).toBe(409);
    expect(short.data).toMatchObject({
      formError: "errors.shortfall",
      shortfall: { domains: expect.arrayContaining([expect.objectContaining({ domain: "drillingOperations" })]) },
    });
    expect(await t.db.select().from(examForms)).toHaveLength(0);

    const form = {
      intent: "freeze",
      level: "associate",
      languages: "en",
      seed: "",
      _submission: page.submissions.associate!,
    };
    const [a, b] = await Promise.all([
      post(formsAction, "/staff/exams/forms", author.cookie, form),
      post(formsAction, "/staff/exams/forms", author.cookie, form),
    ]);
    expect([a.status, b.status]).toEqual([302, 302]);
    expect(t.flash(a)).toMatchObject({ key: "done.frozen", form: "freeze:associate" });
    const frozen = await t.db.select().from(examForms);
    expect(frozen).toHaveLength(1);
    expect(frozen[0]!.itemIds).toHaveLength(100);
    const after = (await get(formsLoader, "/staff/exams/forms", author.cookie)).data as {
      levels: { level: string; offered: string[]; forms: { items: number; by: string }[] }[];
    };
    const level = after.levels.find((l) => l.level === "associate")!;
    expect(level.offered).toEqual(["en"]);
    expect(level.forms[0]).toMatchObject({ items: 100, by: "Ada Author" });
  });
});
