import type { Page } from "@playwright/test";
import { axeViolations, expect, expectAccessible, test } from "./fixtures";

/**
 * The accessibility helpers run axe-core inside the page (no extra page per check). These pages, made up
 * here, show that they still see what they must: each fault alone fails the check, the clean page passes.
 */

const doc = (body: string) => `<!doctype html>
<html lang="en"><head><title>Accessibility check</title></head>
<body><main><h1>A page</h1>${body}</main></body></html>`;

const CLEAN = doc(`<p>Plain text.</p><label>Name <input type="text"></label><button type="button">Send</button>`);

/** The sandboxed preview frames of the admin pages (mail templates, newsletter issues): axe must look inside. */
const frame = (sandbox: string) =>
  doc(
    `<iframe title="A preview" ${sandbox} srcdoc="<!doctype html><html lang=en><head><title>Mail</title></head><body><p style='color:#bbb;background:#fff'>Pale text</p></body></html>"></iframe>`,
  );

async function failure(check: Promise<unknown>): Promise<string> {
  try {
    await check;
  } catch (error) {
    return String((error as Error).message);
  }
  throw new Error("the check passed");
}

async function show(target: Page, html: string) {
  await target.setContent(html);
  if (target.mainFrame().childFrames().length) {
    await expect(target.frameLocator("iframe").locator("p")).toHaveCount(1);
  }
}

test("expectAccessible passes a clean page and fails each serious fault, experimental rules included", async ({
  page: tab,
}) => {
  await show(tab, CLEAN);
  await expectAccessible(tab);

  const faults = [
    ["color-contrast", `<p style="color:#aaa;background:#fff">Pale text</p>`],
    ["label", `<input type="text">`],
    // An experimental rule (WCAG 2.5.3): the spoken name must contain the visible text.
    ["label-content-name-mismatch", `<button type="button" aria-label="Submit the form">Send</button>`],
  ] as const;
  for (const [rule, html] of faults) {
    await show(tab, doc(html));
    const message = await failure(expectAccessible(tab));
    expect(message, rule).toContain(`${rule}: `);
    // The line names the element, as the report of @axe-core/playwright did.
    expect(message, rule).toMatch(new RegExp(`${rule}: [^\\n]+\\((p|input|button)\\b`));
  }

  // A moderate fault (a heading level skipped) is not serious: it does not fail the check.
  await show(tab, doc(`<h3>Skipped a level</h3>`));
  await expectAccessible(tab);
});

test("the checks look inside frames, sandboxed ones that allow scripts too", async ({ page: tab }) => {
  for (const sandbox of ["", `sandbox="allow-scripts"`]) {
    await show(tab, frame(sandbox));
    const message = await failure(expectAccessible(tab));
    expect(message, sandbox || "no sandbox").toContain("color-contrast: ");
    expect(message, sandbox || "no sandbox").toContain("(iframe p)");
  }
  await show(tab, doc(`<iframe title="A preview" sandbox="allow-scripts" srcdoc="<p>Plain text</p>"></iframe>`));
  await expectAccessible(tab);
  // Where scripts are blocked axe cannot run: the check says so instead of passing the frame unseen. (A fresh
  // page: Playwright reading a script-less frame that replaced another one makes Chromium log "Blocked script".)
  const fresh = await tab.context().newPage();
  await show(fresh, frame(`sandbox=""`));
  expect(await failure(expectAccessible(fresh))).toContain("sandboxed without allow-scripts");
});

test("axeViolations: only the given rules, only within the given element, axe injected once", async ({ page: tab }) => {
  await tab.setContent(
    doc(
      `<header><button type="button" aria-label="Choose language">EN</button></header>` +
        `<p style="color:#aaa;background:#fff">Pale text</p><button type="button" aria-label="Go">Send</button>`,
    ),
  );
  const mismatch = ["label-content-name-mismatch"];
  expect(await axeViolations(tab, { include: "header", rules: mismatch })).toEqual([
    expect.stringMatching(/^label-content-name-mismatch: .*\(button\[aria-label="Choose language"\]\)$/),
  ]);
  // Outside the header: the other button; and no contrast rule, which was not asked for.
  expect(await axeViolations(tab, { include: "main > p", rules: mismatch })).toEqual([]);
  // The same document keeps the axe it has: the second check did not inject it again.
  await tab.evaluate(() => ((window as unknown as { axe: { mark?: number } }).axe.mark = 1));
  expect(await axeViolations(tab, { rules: mismatch })).toHaveLength(1);
  expect(await tab.evaluate(() => (window as unknown as { axe: { mark?: number } }).axe.mark)).toBe(1);
});
