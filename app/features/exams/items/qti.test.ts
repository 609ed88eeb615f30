import { describe, expect, it } from "vitest";
import { zipSync } from "fflate";
import { fixtureCases, fixtureItems } from "./fixtures/bank";
import {
  exportQti,
  importQti,
  ITEM_RESOURCE_TYPE,
  MATCH_CORRECT_TEMPLATE,
  QTI_ITEM_NAMESPACE,
  QTI_MANIFEST_NAMESPACE,
  QTI_MAX_FILE_BYTES,
  QTI_MAX_FILES,
  QTI_MAX_PACKAGE_BYTES,
  resolveHref,
  STIMULUS_RESOURCE_TYPE,
  utf8Length,
  type QtiImport,
  type QtiPackage,
} from "./qti";
import { unzipQtiPackage, zipQtiPackage } from "./qti-zip";
import { childNamed, childrenNamed, descendantsNamed, readXml, type XmlElement } from "./xml";

const exported = () => exportQti(fixtureItems, fixtureCases);

function root(files: QtiPackage, path: string): XmlElement {
  const read = readXml(files.get(path)!);
  if (!read.ok) throw new Error(`${path}: ${read.problem.code}`);
  return read.root;
}

/** The package with one file's text changed. */
function edited(path: string, change: (text: string) => string): QtiPackage {
  const files = exported();
  const text = files.get(path);
  if (text === undefined) throw new Error(`no ${path}`);
  const next = change(text);
  if (next === text) throw new Error(`the edit of ${path} changed nothing`);
  files.set(path, next);
  return files;
}

const problemsOf = (result: QtiImport) => (result.ok ? [] : result.problems);

describe("QTI export and import", () => {
  it("round-trips the bank: what is exported imports again unchanged", () => {
    expect(importQti(exported())).toEqual({ ok: true, items: fixtureItems, cases: fixtureCases });
  });

  it("round-trips through the zip file too, byte for byte the same each time", () => {
    const zip = zipQtiPackage(exported());
    expect(zipQtiPackage(exported())).toEqual(zip);
    const unzipped = unzipQtiPackage(zip);
    expect(unzipped.ok).toBe(true);
    if (!unzipped.ok) return;
    expect([...unzipped.files.keys()][0]).toBe("imsmanifest.xml");
    expect(importQti(unzipped.files)).toEqual({ ok: true, items: fixtureItems, cases: fixtureCases });
  });

  it("writes one item file per item and language, one stimulus file per case and language", () => {
    const paths = [...exported().keys()];
    expect(paths.filter((path) => path.startsWith("items/"))).toHaveLength(15);
    expect(paths.filter((path) => path.startsWith("stimuli/"))).toEqual([
      "stimuli/case-ngawha-2/en.xml",
      "stimuli/case-ngawha-2/ja.xml",
      "stimuli/case-ngawha-2/zu.xml",
    ]);
  });

  it("escapes markup characters and quotes, and writes other scripts as they are", () => {
    const files = exported();
    const en = files.get("items/res-assoc-001/en.xml")!;
    expect(en).toContain("where T &lt; 250 °C &amp; the casing");
    expect(en).toContain("Gamma &lt;ray&gt; log");
    expect(en).toContain('Pressure-temperature-spinner ("PTS") log');
    expect(files.get("items/res-assoc-001/ja.xml")).toContain("ガンマ線&lt;ray&gt;検層");
    expect(files.get("items/res-assoc-001/zu.xml")).toContain("Ilogi ye-gamma &lt;ray&gt;");
    expect(files.get("stimuli/case-ngawha-2/en.xml")).toContain(
      '<p>The operator\'s report says "no change in flow" &amp; asks whether T &lt; 180 °C is still expected.</p>',
    );
    for (const [path, text] of files) expect(readXml(text).ok, path).toBe(true);
  });

  it("writes a manifest QTI 3.0 tools read: namespace, resource types, files and dependencies", () => {
    const files = exported();
    const manifest = root(files, "imsmanifest.xml");
    expect(manifest.name).toBe("manifest");
    expect(manifest.attributes.xmlns).toBe(QTI_MANIFEST_NAMESPACE);
    expect(childNamed(manifest, "organizations")).toBeDefined();
    const resources = childrenNamed(childNamed(manifest, "resources")!, "resource");
    expect(resources).toHaveLength(18);
    const identifiers = resources.map((resource) => resource.attributes.identifier);
    expect(new Set(identifiers).size).toBe(identifiers.length);
    for (const resource of resources) {
      expect([ITEM_RESOURCE_TYPE, STIMULUS_RESOURCE_TYPE]).toContain(resource.attributes.type);
      expect(resource.attributes.identifier).toMatch(/^[A-Za-z_][\w.-]*$/);
      expect(files.has(resource.attributes.href!)).toBe(true);
      expect(childNamed(resource, "file")?.attributes.href).toBe(resource.attributes.href);
      for (const dependency of childrenNamed(resource, "dependency")) {
        expect(identifiers).toContain(dependency.attributes.identifierref);
      }
    }
    const caseItem = resources.find((resource) => resource.attributes.href === "items/risk-senior-003/zu.xml")!;
    expect(childNamed(caseItem, "dependency")?.attributes.identifierref).toBe("case-case-ngawha-2-zu");
    const lom = childNamed(childNamed(caseItem, "metadata")!, "lom")!;
    expect(lom.attributes.xmlns).toBe("http://ltsc.ieee.org/xsd/LOM");
    expect(descendantsNamed(lom, "id").map((id) => id.children)).toEqual([
      [{ text: "riskAssessment" }],
      [{ text: "senior" }],
    ]);
  });

  it("writes each item as a qti-assessment-item with the elements and attributes the import relies on", () => {
    const files = exported();
    for (const item of fixtureItems) {
      for (const [language, translation] of Object.entries(item.translations)) {
        const element = root(files, `items/${item.id}/${language}.xml`);
        expect(element.name).toBe("qti-assessment-item");
        expect(element.attributes).toMatchObject({
          xmlns: QTI_ITEM_NAMESPACE,
          identifier: `item-${item.id}-${language}`,
          "xml:lang": language,
          adaptive: "false",
          "time-dependent": "false",
        });
        expect(element.attributes.title).toBeTruthy();
        // The QTI 3.0 order of an item's parts.
        const order = element.children.filter((node): node is XmlElement => "name" in node).map((node) => node.name);
        const expected = [
          "qti-response-declaration",
          "qti-outcome-declaration",
          "qti-outcome-declaration",
          ...(item.caseId ? ["qti-assessment-stimulus-ref"] : []),
          "qti-item-body",
          "qti-response-processing",
          ...(translation!.rationale ? ["qti-modal-feedback"] : []),
        ];
        expect(order).toEqual(expected);
        const declaration = childNamed(element, "qti-response-declaration")!;
        expect(declaration.attributes).toEqual({
          identifier: "RESPONSE",
          cardinality: item.type,
          "base-type": "identifier",
        });
        const values = childrenNamed(childNamed(declaration, "qti-correct-response")!, "qti-value");
        expect(values.map((value) => value.children)).toEqual(item.key.map((id) => [{ text: id }]));
        const interaction = descendantsNamed(element, "qti-choice-interaction")[0]!;
        expect(interaction.attributes).toEqual({
          "response-identifier": "RESPONSE",
          shuffle: "true",
          "max-choices": item.type === "single" ? "1" : "0",
          "min-choices": "1",
        });
        expect(
          interaction.children.filter((node) => "name" in node).map((node) => "name" in node && node.name),
        ).toEqual(["qti-prompt", ...translation!.options.map(() => "qti-simple-choice")]);
        expect(childrenNamed(interaction, "qti-simple-choice").map((choice) => choice.attributes.identifier)).toEqual(
          translation!.options.map((option) => option.id),
        );
        expect(childNamed(element, "qti-response-processing")!.attributes.template).toBe(MATCH_CORRECT_TEMPLATE);
        const feedback = childNamed(element, "qti-modal-feedback");
        if (feedback) {
          expect(feedback.attributes).toMatchObject({
            "outcome-identifier": "FEEDBACK",
            identifier: "RATIONALE",
            "show-hide": "show",
          });
          expect(childNamed(feedback, "qti-content-body")).toBeDefined();
        }
      }
    }
  });

  it("refers a case study's items to its stimulus, in the same language, and docks it in the body", () => {
    const files = exported();
    for (const id of ["risk-senior-003", "risk-senior-004"]) {
      const path = `items/${id}/ja.xml`;
      const item = root(files, path);
      const reference = childNamed(item, "qti-assessment-stimulus-ref")!;
      expect(reference.attributes.identifier).toBe("case-case-ngawha-2-ja");
      const target = resolveHref(path, reference.attributes.href!)!;
      expect(target).toBe("stimuli/case-ngawha-2/ja.xml");
      const stimulus = root(files, target);
      expect(stimulus.name).toBe("qti-assessment-stimulus");
      expect(stimulus.attributes).toMatchObject({
        xmlns: QTI_ITEM_NAMESPACE,
        identifier: reference.attributes.identifier,
        "xml:lang": "ja",
      });
      expect(childrenNamed(childNamed(stimulus, "qti-stimulus-body")!, "p")).toHaveLength(2);
      const dock = childNamed(childNamed(item, "qti-item-body")!, "div")!;
      expect(dock.attributes).toEqual({
        class: "qti-shared-stimulus",
        "data-stimulus-idref": reference.attributes.identifier,
      });
    }
  });

  it("refuses to export a bank whose items name a missing case", () => {
    expect(() => exportQti(fixtureItems, [])).toThrow(/inconsistent/);
  });
});

describe("QTI import rejects bad packages with typed problems", () => {
  it("an unknown domain", () => {
    const files = exported();
    const manifest = files.get("imsmanifest.xml")!.replaceAll("<id>reservoirEngineering</id>", "<id>astrology</id>");
    files.set("imsmanifest.xml", manifest);
    expect(problemsOf(importQti(files))).toEqual([{ code: "unknownDomain", itemId: "res-assoc-001", field: "domain" }]);
  });

  it("a missing key", () => {
    const files = edited("items/ops-prof-002/en.xml", (text) =>
      text.replace(/<qti-correct-response>.*<\/qti-correct-response>/, ""),
    );
    expect(problemsOf(importQti(files))).toEqual([
      {
        code: "missingKey",
        file: "items/ops-prof-002/en.xml",
        itemId: "ops-prof-002",
        field: "qti-correct-response",
      },
    ]);
  });

  it("an item whose options differ between languages", () => {
    const files = edited("items/res-assoc-001/zu.xml", (text) => text.replace('identifier="D"', 'identifier="E"'));
    expect(problemsOf(importQti(files))).toEqual([
      {
        code: "optionIdsDiffer",
        itemId: "res-assoc-001",
        field: "translations.zu.options",
        language: "zu",
        file: "items/res-assoc-001/zu.xml",
      },
    ]);
  });

  it("languages that disagree on what is shared (the key, the cardinality)", () => {
    const files = edited("items/reg-assoc-005/ja.xml", (text) =>
      text.replace("<qti-value>c</qti-value>", "<qti-value>b</qti-value>"),
    );
    expect(problemsOf(importQti(files))).toEqual([
      {
        code: "languagesDisagree",
        file: "items/reg-assoc-005/ja.xml",
        itemId: "reg-assoc-005",
        language: "ja",
        field: "key",
      },
    ]);
  });

  it("malformed XML, naming the file", () => {
    const files = edited("items/res-assoc-001/ja.xml", (text) => text.replace("</qti-prompt>", "</qti-promp>"));
    expect(problemsOf(importQti(files))).toMatchObject([{ code: "malformedXml", file: "items/res-assoc-001/ja.xml" }]);
    const manifest = edited("imsmanifest.xml", (text) => text.slice(0, 400));
    expect(problemsOf(importQti(manifest))).toMatchObject([{ code: "malformedXml", file: "imsmanifest.xml" }]);
  });

  it("a missing manifest, a missing file, a path out of the package", () => {
    const noManifest = exported();
    noManifest.delete("imsmanifest.xml");
    expect(problemsOf(importQti(noManifest))).toEqual([{ code: "missingManifest" }]);
    const noFile = exported();
    noFile.delete("items/ops-prof-002/ja.xml");
    expect(problemsOf(importQti(noFile))).toEqual([{ code: "missingFile", file: "items/ops-prof-002/ja.xml" }]);
    const escape = edited("imsmanifest.xml", (text) =>
      text.replace('href="items/ops-prof-002/ja.xml">', 'href="../../etc/passwd">'),
    );
    expect(problemsOf(importQti(escape))).toEqual([
      { code: "unsafePath", file: "imsmanifest.xml", detail: "../../etc/passwd" },
    ]);
    expect(resolveHref("items/a/en.xml", "file:///etc/passwd")).toBeNull();
    expect(resolveHref("items/a/en.xml", "/etc/passwd")).toBeNull();
    expect(resolveHref("items/a/en.xml", "%E0%A4%A")).toBeNull();
  });

  it("a file that is not a QTI 3.0 item, or holds content we never write", () => {
    const qti2 = edited("items/res-assoc-001/en.xml", (text) =>
      text.replace(QTI_ITEM_NAMESPACE, "http://www.imsglobal.org/xsd/imsqti_v2p2"),
    );
    expect(problemsOf(importQti(qti2))).toMatchObject([{ code: "unexpectedRoot", file: "items/res-assoc-001/en.xml" }]);
    const rich = edited("items/res-assoc-001/en.xml", (text) =>
      text.replace("Gamma &lt;ray&gt; log", "Gamma <b>ray</b> log"),
    );
    expect(problemsOf(importQti(rich))).toMatchObject([{ code: "unsupportedContent", field: "qti-simple-choice" }]);
  });

  it("an oversized package: too large in all, one file too large, too many files", () => {
    const large = exported();
    const chunk = "x".repeat(QTI_MAX_FILE_BYTES);
    for (let n = 0; n * QTI_MAX_FILE_BYTES <= QTI_MAX_PACKAGE_BYTES; n += 1) large.set(`padding/${n}.txt`, chunk);
    expect(problemsOf(importQti(large))).toEqual([{ code: "packageTooLarge", detail: String(QTI_MAX_PACKAGE_BYTES) }]);
    const oneLarge = exported();
    oneLarge.set(
      "items/res-assoc-001/en.xml",
      `${oneLarge.get("items/res-assoc-001/en.xml")}${" ".repeat(QTI_MAX_FILE_BYTES)}`,
    );
    expect(problemsOf(importQti(oneLarge))).toMatchObject([
      { code: "fileTooLarge", file: "items/res-assoc-001/en.xml" },
    ]);
    // Counted in UTF-8 bytes: Japanese takes three bytes a character.
    const japanese = exported();
    const kanji = "日".repeat(Math.floor(QTI_MAX_FILE_BYTES / 3) - 10);
    for (let n = 0; n * kanji.length * 3 <= QTI_MAX_PACKAGE_BYTES; n += 1) japanese.set(`padding/${n}.txt`, kanji);
    expect(problemsOf(importQti(japanese))).toEqual([
      { code: "packageTooLarge", detail: String(QTI_MAX_PACKAGE_BYTES) },
    ]);
    expect(utf8Length("aé日😀")).toBe(1 + 2 + 3 + 4);
    expect(utf8Length("a\ud800")).toBe(4);
    const many = exported();
    for (let n = 0; n <= QTI_MAX_FILES; n += 1) many.set(`padding/${n}.txt`, "");
    expect(problemsOf(importQti(many))).toEqual([{ code: "tooManyFiles", detail: String(QTI_MAX_FILES) }]);
  });
});

describe("hostile XML is refused, never expanded, never throws", () => {
  const laughs =
    '<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">' +
    '<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">' +
    '<!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">]>\n';

  it("a billion laughs in an item file or in the manifest", () => {
    const item = edited("items/res-assoc-001/en.xml", (text) =>
      text.replace('<?xml version="1.0" encoding="UTF-8"?>\n', laughs).replace("Gamma &lt;ray&gt; log", "&lol4;"),
    );
    expect(problemsOf(importQti(item))).toEqual([{ code: "doctypeNotAllowed", file: "items/res-assoc-001/en.xml" }]);
    const manifest = edited("imsmanifest.xml", (text) =>
      text.replace('<?xml version="1.0" encoding="UTF-8"?>\n', laughs),
    );
    expect(problemsOf(importQti(manifest))).toEqual([{ code: "doctypeNotAllowed", file: "imsmanifest.xml" }]);
  });

  it("an external entity, and an entity used without any declaration", () => {
    const external = edited("items/res-assoc-001/en.xml", (text) =>
      text
        .replace(
          '<?xml version="1.0" encoding="UTF-8"?>\n',
          '<!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n',
        )
        .replace("Gamma &lt;ray&gt; log", "&xxe;"),
    );
    expect(problemsOf(importQti(external))).toEqual([
      { code: "doctypeNotAllowed", file: "items/res-assoc-001/en.xml" },
    ]);
    const undeclared = edited("items/res-assoc-001/en.xml", (text) => text.replace("Gamma &lt;ray&gt; log", "&xxe;"));
    expect(problemsOf(importQti(undeclared))).toEqual([
      { code: "unknownEntity", file: "items/res-assoc-001/en.xml", detail: "&xxe;" },
    ]);
  });

  it("reads character references and CDATA as text, without decoding twice", () => {
    const files = edited("items/res-assoc-001/en.xml", (text) =>
      text
        .replace("Gamma &lt;ray&gt; log", "Gamma &#x3C;ray&#62; log")
        .replace("Caliper log, 'as drilled'", "<![CDATA[Caliper log, 'as drilled']]>"),
    );
    expect(importQti(files)).toEqual({ ok: true, items: fixtureItems, cases: fixtureCases });
    const literal = readXml("<a><![CDATA[&amp; stays]]> &amp;amp;</a>");
    expect(literal.ok && literal.root.children).toEqual([{ text: "&amp; stays" }, { text: " &amp;" }]);
  });

  it("never throws, whatever the input", () => {
    const inputs = [
      "",
      "<",
      "<a",
      "<?xml?>",
      "\u0000\u0001",
      "<a>".repeat(5000),
      "<a b='1' b='2'/>",
      "<a>&#0;</a>",
      "<a>&#x110000;</a>",
      "<__proto__><constructor>x</constructor></__proto__>",
      "<a>&</a>",
      "<!-- only a comment -->",
      "<a/><b/>",
    ];
    for (const input of inputs) {
      expect(() => readXml(input)).not.toThrow();
      expect(readXml(input).ok, input.slice(0, 20)).toBe(false);
      const files = exported();
      files.set("items/res-assoc-001/en.xml", input);
      files.set("imsmanifest.xml", input);
      expect(() => importQti(files)).not.toThrow();
      expect(importQti(files).ok).toBe(false);
    }
  });
});

describe("the zip file", () => {
  it("refuses what is not a zip, declared sizes over the limits, and XML that is not UTF-8", () => {
    expect(unzipQtiPackage(new TextEncoder().encode("not a zip"))).toEqual({
      ok: false,
      problems: [{ code: "unreadableZip" }],
    });
    // Deflated, this file is a few hundred bytes; its declared size is what is checked.
    const bomb = zipSync({ "imsmanifest.xml": new Uint8Array(QTI_MAX_FILE_BYTES + 1) });
    expect(bomb.length).toBeLessThan(5000);
    expect(unzipQtiPackage(bomb)).toEqual({
      ok: false,
      problems: [{ code: "fileTooLarge", file: "imsmanifest.xml", detail: String(QTI_MAX_FILE_BYTES) }],
    });
    const latin1 = zipSync({ "imsmanifest.xml": new Uint8Array([0x3c, 0x61, 0x3e, 0xe9, 0x3c, 0x2f, 0x61, 0x3e]) });
    expect(unzipQtiPackage(latin1)).toEqual({ ok: false, problems: [{ code: "notUtf8", file: "imsmanifest.xml" }] });
  });
});
