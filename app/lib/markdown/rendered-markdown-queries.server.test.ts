import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  addReply,
  createDiscussion,
  deletePost,
  editPost,
  ensureFixedForumCategories,
  findForumCategory,
  findOpeningPost,
  listReplyPage,
  postHtml,
} from "~/features/forum/index.server";
import { createJob, findJob, jobDescriptionHtml } from "~/features/jobs/index.server";
import { forumPosts, jobs } from "~/db/schema";
import { insertTestUser } from "../../../tests/support/community-test-users.server";
import { setupTestDatabase } from "../../../tests/support/test-db.server";
import * as markdown from "~/lib/markdown/markdown.server";
import { refreshRenderedMarkdown } from "~/lib/markdown/rendered-markdown.server";
import { testJobForm } from "../../../tests/support/test-job-form";

// The renderer is watched: pages must show stored HTML, never render per view (docs/decisions/017).
vi.mock("~/lib/markdown/markdown.server", async (importOriginal) => {
  const actual = await importOriginal<typeof markdown>();
  return { ...actual, renderMarkdown: vi.fn(actual.renderMarkdown), sanitiseHtml: vi.fn(actual.sanitiseHtml) };
});
const renderMarkdown = vi.mocked(markdown.renderMarkdown);
const sanitiseHtml = vi.mocked(markdown.sanitiseHtml);

const handle = setupTestDatabase();

let author: string;
let categoryId: string;
beforeEach(async () => {
  author = await insertTestUser(handle.db, "Ada");
  await ensureFixedForumCategories(handle.db);
  categoryId = (await findForumCategory(handle.db, "drilling"))!.id;
  renderMarkdown.mockClear();
  sanitiseHtml.mockClear();
});

describe("forum posts", () => {
  it("are rendered once when written; the discussion page shows the stored HTML without rendering", async () => {
    const { discussionId } = await createDiscussion(handle.db, {
      authorId: author,
      categoryId,
      title: "Casing design",
      body: "**Bold** opening <script>alert(1)</script>",
      tags: [],
    });
    await addReply(handle.db, { discussionId, authorId: author, body: "A _reply_" });
    expect(renderMarkdown).toHaveBeenCalledTimes(2);
    renderMarkdown.mockClear();

    const opening = (await findOpeningPost(handle.db, discussionId, null))!;
    const replies = await listReplyPage(handle.db, discussionId, null, { page: 1 });
    const openingHtml = postHtml(handle.db, opening);
    const replyHtml = postHtml(handle.db, replies.rows[0]!);
    expect(openingHtml).toContain("<strong>Bold</strong>");
    expect(openingHtml).not.toContain("<script");
    expect(replyHtml).toBe("<p>A <em>reply</em></p>");
    expect(renderMarkdown).not.toHaveBeenCalled();
  });

  it("keep their HTML in step with edits and deletion", async () => {
    const { discussionId, postId } = await createDiscussion(handle.db, {
      authorId: author,
      categoryId,
      title: "Casing design",
      body: "first",
      tags: [],
    });
    await editPost(handle.db, { postId, body: "**second**", discussionId, opening: true });
    let [row] = await handle.db.select().from(forumPosts).where(eq(forumPosts.id, postId));
    expect(row!.bodyHtml).toBe("<p><strong>second</strong></p>");
    expect(row!.bodyHtmlVersion).toBe(markdown.MARKDOWN_RENDERER_VERSION);
    await deletePost(handle.db, postId);
    [row] = await handle.db.select().from(forumPosts).where(eq(forumPosts.id, postId));
    expect(row!.bodyHtml).toBe("");
  });

  it("written before HTML was stored (or by an older renderer) are shown as text and rendered again off the request path", async () => {
    const { discussionId } = await createDiscussion(handle.db, {
      authorId: author,
      categoryId,
      title: "Old posts",
      body: "opening",
      tags: [],
    });
    const at = Date.now();
    await handle.db.insert(forumPosts).values([
      { discussionId, authorId: author, body: "**legacy** <b>x</b>", createdAt: new Date(at + 1) },
      {
        discussionId,
        authorId: author,
        body: "_older_",
        bodyHtml: "<p>old</p>",
        bodyHtmlVersion: 0,
        createdAt: new Date(at + 2),
      },
    ]);
    renderMarkdown.mockClear();
    const before = (await listReplyPage(handle.db, discussionId, null, { page: 1 })).rows;
    expect(
      before.map(
        (row) => markdown.storedHtml({ source: row.body, html: row.bodyHtml, version: row.bodyHtmlVersion }).html,
      ),
    ).toEqual(["<p>**legacy** &#60;b&#62;x&#60;/b&#62;</p>", "<p>_older_</p>"]);

    expect(await refreshRenderedMarkdown(handle.db)).toBe(2);
    const after = (await listReplyPage(handle.db, discussionId, null, { page: 1 })).rows;
    expect(after.map((row) => [row.bodyHtml, row.bodyHtmlVersion])).toEqual([
      ["<p><strong>legacy</strong> &lt;b&gt;x&lt;/b&gt;</p>", markdown.MARKDOWN_RENDERER_VERSION],
      ["<p><em>older</em></p>", markdown.MARKDOWN_RENDERER_VERSION],
    ]);
    // Nothing left to do: a second run (another instance) renders nothing.
    expect(await refreshRenderedMarkdown(handle.db)).toBe(0);
  });
});

describe("job descriptions", () => {
  it("are rendered (markdown) or sanitised (HTML) when stored; the job page and feed do not render", async () => {
    const id = await createJob(handle.db, testJobForm({ description: "We drill **deep** wells for heat." }), author);
    await handle.db.insert(jobs).values({
      title: "Scraped",
      organisation: "Source Ltd",
      description: '<p onclick="x()">From a source<script>1</script></p>',
      descriptionFormat: "html",
      expiresAt: new Date(Date.now() + 86_400_000),
      dedupeKey: "scraped",
    });
    await refreshRenderedMarkdown(handle.db);
    renderMarkdown.mockClear();
    sanitiseHtml.mockClear();

    const posted = (await findJob(handle.db, id))!.job;
    expect(jobDescriptionHtml(handle.db, posted)).toBe("<p>We drill <strong>deep</strong> wells for heat.</p>");
    const [scraped] = await handle.db.select().from(jobs).where(eq(jobs.dedupeKey, "scraped"));
    expect(jobDescriptionHtml(handle.db, scraped!)).toBe("<p>From a source</p>");
    expect(renderMarkdown).not.toHaveBeenCalled();
    expect(sanitiseHtml).not.toHaveBeenCalled();
  });
});
