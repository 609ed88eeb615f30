import axe, { type ImpactValue, type RunOptions } from "axe-core";
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Frame,
  type Page,
  type Response,
} from "@playwright/test";
import { TEST_PASSWORD } from "../../playwright.config";

let clientCounter = 0;

/**
 * Each test acts as its own client (its own X-Forwarded-For, trusted by the test server),
 * so per-client rate limits of one test never touch another.
 */
/**
 * Scripts load after the page's first paint (decision 011), so a test that clicks right after `goto`
 * could beat hydration. The page's `goto` and `reload` wait until React has taken over.
 */
async function waitForHydration(page: Page, response: Response | null) {
  if (!response?.headers()["content-type"]?.startsWith("text/html")) return;
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), null, { timeout: 20_000 });
}

export const test = base.extend<{ clientIp: string; consoleErrors: string[] }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    // A test that switched scripts off (test.use({ javaScriptEnabled: false })) has nothing to wait for.
    if (javaScriptEnabled === false) return use(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== "commit") await waitForHydration(page, response);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil !== "commit") await waitForHydration(page, response);
      return response;
    };
    await use(page);
  },
  // Any script error or React hydration mismatch fails the test that caused it, in any page of any context
  // the test opens (its own `page`, a second page of it, `openPage`, `browser.newContext()`). It listens on the
  // contexts, so a test that only uses `openPage` or `request` does not have to create the default page.
  consoleErrors: [
    async ({ browser }, use) => {
      const errors: string[] = [];
      const newContext = browser.newContext;
      browser.newContext = async (options?: BrowserContextOptions) => {
        const context = await newContext.call(browser, options);
        collectErrors(context, errors);
        return context;
      };
      try {
        await use(errors);
      } finally {
        browser.newContext = newContext;
      }
      expect(errors, "errors in the browser console").toEqual([]);
    },
    { auto: true },
  ],
  clientIp: async ({}, use, testInfo) => {
    clientCounter += 1;
    await use(`198.51.${testInfo.workerIndex % 250}.${(clientCounter % 250) + 1}`);
  },
  context: async ({ context, clientIp, consoleErrors }, use) => {
    collectErrors(context, consoleErrors); // (already, if Playwright made it through browser.newContext)
    await context.setExtraHTTPHeaders({ "x-forwarded-for": clientIp });
    await use(context);
  },
});

export { expect };

const watchedContexts = new WeakSet<BrowserContext>();

/**
 * Console errors that are no fault of the page: a resource that failed to load (tests cut some off), and Chromium's
 * note when Playwright's trace recorder (its DOM snapshots) reaches into a frame sandboxed without allow-scripts,
 * like the newsletter's preview (no script can run in such a frame; keeping them out is what the sandbox is for).
 */
const ignoredConsoleError =
  /^Failed to load resource|^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed and the 'allow-scripts' permission is not set\.$/;

/** Page errors (uncaught exceptions) and console errors of every page of the context go into `errors`. */
function collectErrors(context: BrowserContext, errors: string[]) {
  if (watchedContexts.has(context)) return;
  watchedContexts.add(context);
  context.on("weberror", (error) => errors.push(error.error().message));
  context.on("console", (message) => {
    if (message.type() === "error" && !ignoredConsoleError.test(message.text())) errors.push(message.text());
  });
}

/**
 * Unlocks the gate for a browser context (or a page's) through the real form endpoint. The files' `beforeEach`
 * hooks pass the `context`, so their tests that open only pages of their own need no default page.
 */
export async function unlock(target: Page | BrowserContext) {
  const context = "context" in target ? target.context() : target;
  const response = await context.request.post("/access", {
    form: { password: TEST_PASSWORD, next: "/" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  // The "Access granted" toast belongs to the gate's own tests; here it would only cover the page.
  await context.clearCookies({ name: "toast" });
}

/** Chooses a language the way a visitor does: the picker in the header. */
export async function chooseLanguage(page: Page, name: string) {
  await page
    .getByRole("button", { name: /choose language|language/i })
    .first()
    .click();
  await page.getByRole("menuitemradio", { name }).click();
}

/**
 * axe's experimental rules, switched on beside the default ones: among them label-content-name-mismatch
 * (WCAG 2.5.3 Label in Name), p-as-heading, td-has-header and table-fake-caption.
 */
const experimentalRules = Object.fromEntries(
  axe.getRules(["experimental"]).map((rule) => [rule.ruleId, { enabled: true }]),
);

/** axe in a page, with the root element of the document it was injected into. */
type AxeWindow = Window & { axe?: typeof axe & { injectedInto?: Element } };

/**
 * axe-core into the frame's current document, unless an earlier check there already put it in. (The root element
 * tells: `document.open()`, as in `page.setContent`, keeps the window and its `axe` but drops axe's listeners.)
 * It answers the page's axe from any origin: the admin pages' previews are sandboxed frames, of opaque origin.
 */
async function injectAxe(frame: Frame) {
  const present = await frame.evaluate(() => (window as AxeWindow).axe?.injectedInto === document.documentElement);
  if (present) return;
  // A string evaluated through the DevTools protocol: the page's CSP (nonce-only scripts) does not apply.
  await frame.evaluate(
    `${axe.source};\naxe.configure({ allowedOrigins: ["<unsafe_all_origins>"] });\naxe.injectedInto = document.documentElement;`,
  );
}

/**
 * Runs axe in the page itself (axe-core injected once per document; no extra page per check, unlike
 * @axe-core/playwright) and gives its violations as short lines, "rule: help (targets)". Frames are checked by
 * the page's axe through the axe injected into each; a frame sandboxed without allow-scripts, where axe cannot
 * run, fails the check with a message saying so (rather than being passed unseen).
 * `include`: only within the elements matching this selector; `rules`: only these rules (else the default ones,
 * changed by `ruleOptions`); `impacts`: only violations of these impacts.
 */
export async function axeViolations(
  page: Page,
  {
    include,
    rules,
    ruleOptions,
    impacts,
  }: { include?: string; rules?: string[]; ruleOptions?: RunOptions["rules"]; impacts?: ImpactValue[] } = {},
): Promise<string[]> {
  const main = page.mainFrame();
  await injectAxe(main);
  for (const frame of page.frames()) {
    if (frame === main) continue;
    const element = await frame.frameElement();
    // Where scripts may not run, axe's timers never fire: the page's axe would wait for it in vain.
    if (
      await element.evaluate(
        (el) =>
          (el as HTMLIFrameElement).hasAttribute("sandbox") &&
          !(el as HTMLIFrameElement).sandbox.contains("allow-scripts"),
      )
    ) {
      const title = await element.getAttribute("title");
      throw new Error(`axe cannot check the frame "${title}": it is sandboxed without allow-scripts`);
    }
    await injectAxe(frame);
  }
  const options: RunOptions = {
    ...(rules ? { runOnly: { type: "rule", values: rules } } : { rules: ruleOptions }),
    resultTypes: ["violations"],
  };
  return main.evaluate(
    async ({ include, options, impacts }) => {
      const { axe } = window as AxeWindow;
      const results = await axe!.run(include ? { include: [include] } : document, options);
      return results.violations
        .filter((v) => !impacts || impacts.includes(v.impact!))
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
    },
    { include, options, impacts },
  );
}

/** No serious or critical accessibility violation on the page as it is now (experimental rules included). */
export async function expectAccessible(page: Page) {
  // Let entrance animations (a toast fading in) finish: half-transparent text reads as low contrast.
  // (Endless ones, like the idle progress bar's, never finish and do not matter.)
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
  );
  const bad = await axeViolations(page, { ruleOptions: experimentalRules, impacts: ["serious", "critical"] });
  expect(bad, "serious or critical accessibility violations").toEqual([]);
}

/** The toast on screen (Radix renders each as an <li> in the notifications region). */
export function openToast(page: Page) {
  return page.getByRole("region", { name: /notifications/i }).locator("li[data-state=open]");
}

/** A fresh browser context acting as the given client; `javaScriptEnabled: false` for no-JS tests. */
export async function openPage(browser: Browser, clientIp: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ ...options, extraHTTPHeaders: { "x-forwarded-for": clientIp } });
  return { context, page: await context.newPage() };
}

/** The demo accounts seeded into every new database (app/lib/server/demo-data.server.ts). */
export const DEMO_ACCOUNTS = {
  admin: { email: "admin@example.org", password: "GeoCert-admin-2026", name: "Demo Admin" },
  partner: {
    email: "partner@example.org",
    password: "GeoCert-partner-2026",
    name: "Demo Partner (Hekla Drilling Ltd.)",
  },
  member: { email: "member@example.org", password: "GeoCert-member-2026", name: "Demo Member" },
} as const;

/**
 * Signs in through the real sign-in form (after `unlock` on the gated server) and waits until
 * the account page (or `next`) is shown. The "signed in" toast is cleared so it covers nothing.
 */
export async function signIn(
  page: Page,
  who: keyof typeof DEMO_ACCOUNTS | { email: string; password: string },
  next = "/account",
) {
  const account = typeof who === "string" ? DEMO_ACCOUNTS[who] : who;
  const response = await page.request.post("/auth", {
    form: { intent: "signin", email: account.email, password: account.password, next },
    maxRedirects: 0,
  });
  expect(response.status(), "sign-in answers with a redirect").toBe(302);
  await page.context().clearCookies({ name: "toast" });
}

/**
 * The newest mail in a test server's outbox sent to `to` (its text), waiting for it to arrive — and, with
 * `containing`, for one whose body (quoted-printable undone) contains that text: an earlier mail to the same
 * address (the sign-up's confirmation) is there first, and the sender may not have written the awaited one yet.
 */
export async function latestMail(to: string, server: "gated" | "open" = "gated", containing?: string): Promise<string> {
  const { readdirSync, readFileSync, existsSync } = await import("node:fs");
  const path = await import("node:path");
  const outbox = path.join(process.env.E2E_RUN_DIR ?? "", server, "outbox");
  let found = "";
  await expect
    .poll(
      () => {
        if (!existsSync(outbox)) return "";
        const files = readdirSync(outbox).sort().reverse();
        for (const file of files) {
          const text = readFileSync(path.join(outbox, file), "utf8");
          if (new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "mi").test(text)) {
            if (containing && !decodeMail(text).includes(containing)) continue;
            found = text;
            return text;
          }
        }
        return "";
      },
      { message: `a mail to ${to}`, timeout: 10_000 },
    )
    .not.toBe("");
  return found;
}

/** A mail's text with quoted-printable soft breaks and `=3D` undone. */
function decodeMail(mail: string): string {
  return mail.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
}

/** The link to `pathPrefix` in the newest mail to `to` that has one, waiting for it to arrive. */
export async function mailLink(to: string, pathPrefix: string, server: "gated" | "open" = "gated"): Promise<string> {
  return linkInMail(await latestMail(to, server, pathPrefix), pathPrefix);
}

/** The first link to this site in a mail (quoted-printable soft breaks undone), as a path. */
export function linkInMail(mail: string, pathPrefix: string): string {
  const body = decodeMail(mail);
  const match = new RegExp(`https?://[^\\s"<>]+(${pathPrefix.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}[^\\s"<>]*)`).exec(
    body,
  );
  if (!match?.[1]) throw new Error(`No ${pathPrefix} link in the mail`);
  return match[1];
}

/**
 * Confirms a new account the way its owner does: opens the mailed link (a page, which confirms
 * nothing by itself), types the account's password and presses the button; lands on /account.
 */
export async function confirmByMailedLink(page: Page, email: string, password: string) {
  await page.goto(await mailLink(email, "/auth/verify-email"));
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your email address" })).toBeVisible();
  await page.getByLabel("Password of the account").fill(password);
  await page.getByRole("button", { name: "Confirm and sign in" }).click();
  await expect(page).toHaveURL(/\/account$/);
}

/**
 * A new account through the sign-up form's endpoint, confirmed by the mailed link: signed in on
 * `page` (whose gate is unlocked), on /account, with the sign-up's toast cookie cleared.
 */
export async function signUpConfirmed(page: Page, account: { name: string; email: string; password: string }) {
  const response = await page.request.post("/auth", { form: { intent: "signup", ...account, next: "/account" } });
  expect(response.status()).toBe(200);
  await confirmByMailedLink(page, account.email, account.password);
  await page.context().clearCookies({ name: "toast" });
}

/** Screenshots of a page at its width and at 360 px (which it must fit without sideways scrolling), for a person to look at. */
export async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} fits 360 px`).toBeLessThanOrEqual(
    360,
  );
  await page.screenshot({ path: `test-results/screens/${name}-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}
