import { describe, expect, it } from "vitest";
import { languageCodes } from "~/lib/i18n/languages";
import { getNamespace } from "~/locales/index.server";
import type { Namespace } from "~/locales/types";

// Every namespace there is: the English files.
const namespaces = Object.keys(import.meta.glob("../../locales/en/*.ts")).map(
  (file) => /([A-Za-z]+)\.ts$/.exec(file)![1] as Namespace,
);

/** Every string of a namespace, with its key path. */
function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === "string") yield [path, value];
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) yield* strings(inner, path ? `${path}.${key}` : key);
  }
}

// A size typed beside its unit, either way round ("256 KB", "5 Mo", "KB 256").
const typedSize = /\d[\s\u00a0]*(?:[KMG]i?B|[kKMG]o|kB)\b|\b(?:[KMG]B|[KMG]o)[\s\u00a0]*\d/;

describe("the locale texts", () => {
  it("type no file size of their own: every limit is the feature's, through formatFileSize", () => {
    const found: string[] = [];
    for (const language of languageCodes) {
      for (const namespace of namespaces) {
        for (const [key, text] of strings(getNamespace(language, namespace), "")) {
          if (typedSize.test(text)) found.push(`${language} ${namespace}.${key}: ${text}`);
        }
      }
    }
    expect(namespaces).toContain("credentialCheck");
    expect(found).toEqual([]);
  });
});
