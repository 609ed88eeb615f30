import { describe, expect, it } from "vitest";
import { getNamespace } from "~/locales/index.server";
import type { Namespace } from "~/locales/types";
import { languageCodes } from "./languages";
import { createTranslator, type Translator } from "./translator";
import { createI18nextTranslator } from "./translator-i18next.server";

/**
 * Decision 025: the server renders with i18next, the browser with ./translator.ts. Hydration needs
 * the same text from both, so both are asked for every key of every namespace in every language —
 * bare, with values for its placeholders, with counts for plural keys, as objects — and must agree.
 */
const namespaces = Object.keys(import.meta.glob("~/locales/en/*.ts", { eager: false }) as Record<string, unknown>).map(
  (file) => /\/([A-Za-z]+)\.ts$/.exec(file)![1] as Namespace,
);

const PLURAL = /_(zero|one|two|few|many|other)$/;
const COUNTS = [0, 1, 2, 3, 5, 11, 21, 22, 100, 101, 1000000, 1.5, 0.5, -1];

/** Every path of a namespace: leaves (strings, numbers) and the objects and arrays above them. */
function paths(value: unknown, prefix = ""): Array<{ key: string; value: unknown }> {
  const here = prefix ? [{ key: prefix, value }] : [];
  if (value && typeof value === "object") {
    return here.concat(
      Object.entries(value).flatMap(([key, child]) => paths(child, prefix ? `${prefix}.${key}` : key)),
    );
  }
  return here;
}

/** Values for the placeholders of a text (some numbers, some with characters React would escape). */
function valuesFor(text: string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  let i = 0;
  for (const [, name] of text.matchAll(/\{\{(.+?)\}\}/g)) {
    const clean = name!.trim();
    values[clean] = i++ % 2 === 0 ? `<${clean} & "${clean}">` : 1234.5 + i;
  }
  return values;
}

function both(language: (typeof languageCodes)[number]): [Translator, Translator] {
  const made = [createI18nextTranslator, createTranslator].map((create) => {
    const translator = create(language, getNamespace(language, "common"));
    for (const namespace of namespaces) {
      if (namespace !== "common") translator.addNamespace(namespace, getNamespace(language, namespace));
    }
    return translator;
  });
  return made as [Translator, Translator];
}

describe("the browser's translator gives i18next's text", () => {
  it("finds the namespaces", () => {
    expect(namespaces).toContain("common");
    expect(namespaces).toContain("home");
    expect(namespaces.length).toBeGreaterThan(20);
  });

  for (const language of languageCodes) {
    it(`for every key of every namespace in ${language}`, () => {
      const [reference, small] = both(language);
      let compared = 0;
      const same = (namespace: string, key: string, options?: Record<string, unknown>) => {
        const expected = reference.t(namespace, key, options);
        const actual = small.t(namespace, key, options);
        if (JSON.stringify(actual) !== JSON.stringify(expected)) {
          expect({ language, namespace, key, options, text: actual }).toEqual({
            language,
            namespace,
            key,
            options,
            text: expected,
          });
        }
        compared += 1;
      };
      for (const namespace of namespaces) {
        for (const { key, value } of paths(getNamespace(language, namespace))) {
          if (typeof value === "object") {
            same(namespace, key);
            same(namespace, key, { returnObjects: true });
            continue;
          }
          const text = String(value);
          const values = valuesFor(text);
          same(namespace, key);
          same(namespace, key, values);
          same(namespace, key, { ...values, count: 2 });
          if (PLURAL.test(key)) {
            const base = key.replace(PLURAL, "");
            for (const count of COUNTS) same(namespace, base, { ...values, count });
            same(namespace, base, { ...values, count: "3" });
          }
          // A placeholder given as null or undefined, and one left out.
          const names = Object.keys(values);
          if (names.length > 0) {
            same(namespace, key, { ...values, [names[0]!]: null });
            same(namespace, key, { ...values, [names[0]!]: undefined });
            const { [names[0]!]: _left, ...rest } = values;
            same(namespace, key, rest);
          }
        }
        // Missing keys, defaults, other namespaces.
        same(namespace, "no.such.key");
        same(namespace, "no.such.key", { defaultValue: "" });
        same(namespace, "no.such.key", { defaultValue: "Fallback {{x}}", x: "value" });
        same(namespace, "no.such.key", { count: 1 });
      }
      same("notLoaded", "meta.title");
      expect(compared).toBeGreaterThan(1000);
    });
  }
});
