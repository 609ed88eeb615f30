import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTranslator } from "~/lib/i18n/translator";
import en from "~/locales/en/common";
import { TranslatorProvider } from "~/lib/i18n/react";
import { ErrorPage, isChunkLoadError } from "./error-page";

function render(error: unknown) {
  const router = createMemoryRouter([{ path: "/", element: <ErrorPage error={error} /> }]);
  return renderToStaticMarkup(
    <TranslatorProvider translator={createTranslator("en", en)}>
      <RouterProvider router={router} />
    </TranslatorProvider>,
  );
}

afterEach(() => vi.unstubAllEnvs());

describe("ErrorPage", () => {
  it("shows the spec's generic screen with the message, and no stack in production", () => {
    vi.stubEnv("DEV", false);
    const html = render(new Error("Database exploded"));
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("Database exploded");
    expect(html).not.toContain("at ");
  });

  it("names the status of an unexpected response", () => {
    const html = render({ status: 502, statusText: "Bad Gateway", internal: false, data: null });
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("502");
  });

  it("has its own words for 404, 403 and 429", () => {
    expect(render({ status: 404, statusText: "Not Found", internal: false, data: null })).toContain("Page not found");
    expect(render({ status: 403, statusText: "Forbidden", internal: false, data: null })).toContain("Access denied");
    expect(render({ status: 429, statusText: "Too Many", internal: false, data: null })).toContain("Too many requests");
  });

  it("offers a reload when a chunk failed to load", () => {
    const html = render(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"));
    expect(html).toContain("This page could not finish loading");
    expect(html).toContain("Reload the page");
  });
});

describe("isChunkLoadError", () => {
  it("recognises each browser's wording", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: x"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new Error("boom"))).toBe(false);
  });
});
