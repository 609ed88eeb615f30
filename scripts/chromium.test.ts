import { chmodSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findChromium } from "./chromium.js";

const dir = mkdtempSync(path.join(tmpdir(), "chromium-"));
const browser = path.join(dir, "chrome");
writeFileSync(browser, "#!/bin/sh\n");
chmodSync(browser, 0o755);
const none = () => null;

describe("the browser the tests launch", () => {
  it("takes CHROMIUM_PATH first, then a system browser, then Playwright's own", () => {
    expect(findChromium({ CHROMIUM_PATH: browser }, ["/usr/bin/nothing-here"], none)).toBe(browser);
    expect(findChromium({}, ["/usr/bin/nothing-here", browser], none)).toBe(browser);
    expect(findChromium({}, [], () => browser)).toBe(browser);
  });

  it("says in one line what to install when there is none", () => {
    const found = findChromium({}, ["/usr/bin/nothing-here"], none);
    expect(found).toBeInstanceOf(Error);
    expect((found as Error).message).toMatch(/apt-get install chromium/);
    expect((found as Error).message).toMatch(/npx playwright install chromium/);
    expect((found as Error).message).not.toContain("\n");
  });

  it("refuses a CHROMIUM_PATH that is not a runnable file", () => {
    const found = findChromium({ CHROMIUM_PATH: path.join(dir, "missing") }, [browser], none);
    expect((found as Error).message).toMatch(/CHROMIUM_PATH=.*missing is not an executable browser/);
  });
});
