/**
 * The item bank as a QTI 3.0 content package, and back (docs/decisions/046-exam-items-qti.md).
 *
 * A package is a map of paths to XML texts: `imsmanifest.xml`, one `qti-assessment-item` per item
 * and language (`items/<id>/<lang>.xml`) and one `qti-assessment-stimulus` per case study and
 * language (`stimuli/<id>/<lang>.xml`); `qti-zip.ts` makes it a zip file and reads one. What QTI
 * has a place for is written there (the key in `qti-correct-response`, the cardinality, the
 * options, the rationale as modal feedback, the case as a stimulus reference); what only the bank
 * knows (item id, domain, level, status, author, reviewer, whether a language is reviewed) is the
 * manifest's resource metadata: LOM for the id, language, domain and level, and one element in our
 * own namespace for the rest. The import reads back only what the export writes and reports every
 * problem it finds, typed; it never throws.
 */
import type { LanguageCode } from "~/lib/i18n/languages";
import { isLanguageCode } from "~/lib/i18n/languages";
import {
  bankProblems,
  languagesOf,
  parseCaseStudy,
  parseExamItem,
  type BankProblem,
  type CaseStudy,
  type ExamItem,
  type ItemProblemCode,
  type Translation,
} from "./model";
import {
  childNamed,
  childrenNamed,
  descendantsNamed,
  escapeAttribute as attr,
  escapeText as esc,
  plainText,
  readXml,
  textAt,
  type XmlElement,
  type XmlReadProblem,
} from "./xml";

/** Path inside the package → the file's text. */
export type QtiPackage = Map<string, string>;

export const QTI_ITEM_NAMESPACE = "http://www.imsglobal.org/xsd/imsqtiasi_v3p0";
export const QTI_ITEM_SCHEMA = "https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqti_asiv3p0p1_v1p0.xsd";
export const QTI_MANIFEST_NAMESPACE = "http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1";
export const QTI_MANIFEST_SCHEMA = "https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqtiv3p0_imscpv1p2_v1p0.xsd";
export const LOM_NAMESPACE = "http://ltsc.ieee.org/xsd/LOM";
/** Our own metadata element's namespace (a URN: it names, it is never fetched). */
export const GEOCERT_ITEM_NAMESPACE = "urn:geocert:exam-item:v1";
export const MATCH_CORRECT_TEMPLATE = "https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct";
export const ITEM_RESOURCE_TYPE = "imsqti_item_xmlv3p0";
export const STIMULUS_RESOURCE_TYPE = "imsqti_stimulus_xmlv3p0";
export const MANIFEST_PATH = "imsmanifest.xml";
/** LOM catalogs and taxonomy sources naming our identifiers, domains and levels. */
export const ITEM_CATALOG = "geocert:item";
export const CASE_CATALOG = "geocert:case";
export const DOMAIN_TAXONOMY = "geocert:domain";
export const LEVEL_TAXONOMY = "geocert:level";
/** The modal feedback's identifier: the rationale. Response processing never sets it (see decision 046). */
export const RATIONALE_FEEDBACK = "RATIONALE";

/**
 * The largest package read: all files' text together (a bank of 2,000 items in 11 languages is
 * about 30 MB; exports are split well below that), the most files, and the largest single file.
 */
export const QTI_MAX_PACKAGE_BYTES = 32 * 1024 * 1024;
export const QTI_MAX_FILES = 25_000;
export const QTI_MAX_FILE_BYTES = 512 * 1024;

export type QtiProblemCode =
  | "packageTooLarge"
  | "tooManyFiles"
  | "fileTooLarge"
  | "unreadableZip"
  | "notUtf8"
  | "missingManifest"
  | "missingFile"
  | "unsafePath"
  | XmlReadProblem["code"]
  | "unexpectedRoot"
  | "missingMetadata"
  | "unsupportedContent"
  | "missingKey"
  | "duplicateTranslation"
  | "languagesDisagree"
  | "stimulusLanguageMismatch"
  | ItemProblemCode
  | BankProblem["code"];

/** One thing wrong with a package: what, and where (file, item, case, language, field). */
export type QtiProblem = {
  code: QtiProblemCode;
  file?: string;
  itemId?: string;
  caseId?: string;
  language?: string;
  /** The model field or XML element concerned. */
  field?: string;
  detail?: string;
};

export type QtiImport = { ok: true; items: ExamItem[]; cases: CaseStudy[] } | { ok: false; problems: QtiProblem[] };

const itemPath = (id: string, language: LanguageCode) => `items/${id}/${language}.xml`;
const stimulusPath = (id: string, language: LanguageCode) => `stimuli/${id}/${language}.xml`;
const itemIdentifier = (id: string, language: LanguageCode) => `item-${id}-${language}`;
const stimulusIdentifier = (id: string, language: LanguageCode) => `case-${id}-${language}`;

/** Paragraphs (split at blank lines) as `<p>`s: what other tools show as paragraphs. */
const paragraphs = (value: string) =>
  value
    .split("\n\n")
    .map((paragraph) => `<p>${esc(paragraph)}</p>`)
    .join("");

function itemXml(item: ExamItem, language: LanguageCode, translation: Translation): string {
  const single = item.type === "single";
  const stimulus =
    item.caseId === undefined
      ? ""
      : `  <qti-assessment-stimulus-ref identifier="${attr(stimulusIdentifier(item.caseId, language))}" href="${attr(
          `../../${stimulusPath(item.caseId, language)}`,
        )}" title="${attr(item.caseId)}"/>\n`;
  const dock =
    item.caseId === undefined
      ? ""
      : `    <div class="qti-shared-stimulus" data-stimulus-idref="${attr(stimulusIdentifier(item.caseId, language))}"></div>\n`;
  const feedback =
    translation.rationale === ""
      ? ""
      : `  <qti-modal-feedback outcome-identifier="FEEDBACK" identifier="${RATIONALE_FEEDBACK}" show-hide="show">` +
        `<qti-content-body>${paragraphs(translation.rationale)}</qti-content-body></qti-modal-feedback>\n`;
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<qti-assessment-item xmlns="${QTI_ITEM_NAMESPACE}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"` +
    ` xsi:schemaLocation="${QTI_ITEM_NAMESPACE} ${QTI_ITEM_SCHEMA}"` +
    ` identifier="${attr(itemIdentifier(item.id, language))}" title="${attr(`${item.id} (${language})`)}"` +
    ` adaptive="false" time-dependent="false" xml:lang="${language}">\n` +
    `  <qti-response-declaration identifier="RESPONSE" cardinality="${single ? "single" : "multiple"}" base-type="identifier">\n` +
    `    <qti-correct-response>${item.key.map((id) => `<qti-value>${esc(id)}</qti-value>`).join("")}</qti-correct-response>\n` +
    `  </qti-response-declaration>\n` +
    `  <qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float">` +
    `<qti-default-value><qti-value>0</qti-value></qti-default-value></qti-outcome-declaration>\n` +
    `  <qti-outcome-declaration identifier="FEEDBACK" cardinality="single" base-type="identifier"/>\n` +
    stimulus +
    `  <qti-item-body>\n` +
    dock +
    `    <qti-choice-interaction response-identifier="RESPONSE" shuffle="true" max-choices="${single ? 1 : 0}" min-choices="1">\n` +
    `      <qti-prompt>${esc(translation.stem)}</qti-prompt>\n` +
    translation.options
      .map(
        (option) =>
          `      <qti-simple-choice identifier="${attr(option.id)}">${esc(option.text)}</qti-simple-choice>\n`,
      )
      .join("") +
    `    </qti-choice-interaction>\n` +
    `  </qti-item-body>\n` +
    `  <qti-response-processing template="${MATCH_CORRECT_TEMPLATE}"/>\n` +
    feedback +
    `</qti-assessment-item>\n`
  );
}

function stimulusXml(study: CaseStudy, language: LanguageCode, scenario: string): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<qti-assessment-stimulus xmlns="${QTI_ITEM_NAMESPACE}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"` +
    ` xsi:schemaLocation="${QTI_ITEM_NAMESPACE} ${QTI_ITEM_SCHEMA}"` +
    ` identifier="${attr(stimulusIdentifier(study.id, language))}" title="${attr(`${study.id} (${language})`)}" xml:lang="${language}">\n` +
    `  <qti-stimulus-body>${paragraphs(scenario)}</qti-stimulus-body>\n` +
    `</qti-assessment-stimulus>\n`
  );
}

const lomIdentifier = (catalog: string, entry: string, language: LanguageCode) =>
  `<general><identifier><catalog>${catalog}</catalog><entry>${esc(entry)}</entry></identifier>` +
  `<language>${language}</language></general>`;

const lomTaxon = (purpose: string, source: string, id: string) =>
  `<classification><purpose><source>LOMv1.0</source><value>${purpose}</value></purpose>` +
  `<taxonPath><source><string language="en">${source}</string></source><taxon><id>${esc(id)}</id></taxon></taxonPath></classification>`;

function itemResource(item: ExamItem, language: LanguageCode, translation: Translation): string {
  const path = itemPath(item.id, language);
  const reviewer = item.reviewerId === undefined ? "" : ` reviewer-id="${attr(item.reviewerId)}"`;
  return (
    `    <resource identifier="${attr(itemIdentifier(item.id, language))}" type="${ITEM_RESOURCE_TYPE}" href="${attr(path)}">\n` +
    `      <metadata>\n` +
    `        <lom xmlns="${LOM_NAMESPACE}">${lomIdentifier(ITEM_CATALOG, item.id, language)}` +
    `${lomTaxon("discipline", DOMAIN_TAXONOMY, item.domain)}${lomTaxon("skill level", LEVEL_TAXONOMY, item.level)}</lom>\n` +
    `        <gc:exam-item status="${item.status}" author-id="${attr(item.authorId)}"${reviewer}` +
    ` translation-reviewed="${translation.reviewed}"/>\n` +
    `      </metadata>\n` +
    `      <file href="${attr(path)}"/>\n` +
    (item.caseId === undefined
      ? ""
      : `      <dependency identifierref="${attr(stimulusIdentifier(item.caseId, language))}"/>\n`) +
    `    </resource>\n`
  );
}

function stimulusResource(study: CaseStudy, language: LanguageCode): string {
  const path = stimulusPath(study.id, language);
  return (
    `    <resource identifier="${attr(stimulusIdentifier(study.id, language))}" type="${STIMULUS_RESOURCE_TYPE}" href="${attr(path)}">\n` +
    `      <metadata><lom xmlns="${LOM_NAMESPACE}">${lomIdentifier(CASE_CATALOG, study.id, language)}</lom></metadata>\n` +
    `      <file href="${attr(path)}"/>\n` +
    `    </resource>\n`
  );
}

/**
 * The bank as a QTI 3.0 package. Expects a valid bank (parsed items, every case an item names
 * present in its languages): a broken reference would make a package no tool can read, so it
 * throws on one, as a programming error.
 */
export function exportQti(items: readonly ExamItem[], cases: readonly CaseStudy[]): QtiPackage {
  const problems = bankProblems(items, cases);
  if (problems.length > 0) throw new Error(`exportQti: the bank is inconsistent (${problems[0]!.code})`);
  const files: QtiPackage = new Map();
  const resources: string[] = [];
  for (const study of cases) {
    for (const language of languagesOf(study.translations)) {
      const scenario = study.translations[language]!.scenario;
      files.set(stimulusPath(study.id, language), stimulusXml(study, language, scenario));
      resources.push(stimulusResource(study, language));
    }
  }
  for (const item of items) {
    for (const language of languagesOf(item.translations)) {
      const translation = item.translations[language]!;
      files.set(itemPath(item.id, language), itemXml(item, language, translation));
      resources.push(itemResource(item, language, translation));
    }
  }
  const manifest =
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<manifest xmlns="${QTI_MANIFEST_NAMESPACE}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"` +
    ` xmlns:gc="${GEOCERT_ITEM_NAMESPACE}" identifier="geocert-exam-items"` +
    ` xsi:schemaLocation="${QTI_MANIFEST_NAMESPACE} ${QTI_MANIFEST_SCHEMA}">\n` +
    `  <metadata><schema>QTI Package</schema><schemaversion>3.0.0</schemaversion></metadata>\n` +
    `  <organizations/>\n` +
    `  <resources>\n${resources.join("")}  </resources>\n` +
    `</manifest>\n`;
  // The manifest first: readers that stream a zip find it before the files it lists.
  return new Map([[MANIFEST_PATH, manifest], ...files]);
}

// ---------------------------------------------------------------------------------------------
// Import

/** `href` resolved against the directory of `from`; null when it leaves the package or is absolute. */
export function resolveHref(from: string, href: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("/") || href.includes("\\")) return null;
  let decoded: string;
  try {
    decoded = decodeURI(href);
  } catch {
    return null;
  }
  const parts = from.split("/").slice(0, -1);
  for (const part of decoded.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join("/");
}

type Read = { ok: true; root: XmlElement } | { ok: false; problem: QtiProblem };

function readFile(files: QtiPackage, path: string, root: string, namespace: string): Read {
  const text = files.get(path);
  if (text === undefined) return { ok: false, problem: { code: "missingFile", file: path } };
  const read = readXml(text);
  if (!read.ok) {
    const { code, ...rest } = read.problem;
    return { ok: false, problem: { code, file: path, ...("detail" in rest ? { detail: rest.detail } : {}) } };
  }
  if (read.root.name !== root || read.root.attributes.xmlns !== namespace) {
    return { ok: false, problem: { code: "unexpectedRoot", file: path, detail: `${root} in ${namespace} expected` } };
  }
  return { ok: true, root: read.root };
}

type LomFacts = { entry?: string; language?: string; taxons: Map<string, string> };

function lomFacts(metadata: XmlElement | undefined, catalog: string): LomFacts {
  const lom = metadata ? childNamed(metadata, "lom") : undefined;
  const facts: LomFacts = { taxons: new Map() };
  if (!lom) return facts;
  const general = childNamed(lom, "general");
  const identifier = general
    ? childrenNamed(general, "identifier").find((element) => textAt(element, "catalog") === catalog)
    : undefined;
  facts.entry = identifier ? textAt(identifier, "entry") : undefined;
  facts.language = general ? textAt(general, "language") : undefined;
  for (const path of descendantsNamed(lom, "taxonPath")) {
    const source = textAt(path, "source", "string");
    const id = textAt(path, "taxon", "id");
    if (source !== undefined && id !== undefined) facts.taxons.set(source, id);
  }
  return facts;
}

/** Paragraph text of a body (`<p>`s), or null when it holds anything else. */
function paragraphText(body: XmlElement): string | null {
  const parts: string[] = [];
  for (const node of body.children) {
    if (!("name" in node)) {
      if (node.text.trim() !== "") return null;
      continue;
    }
    const text = node.local === "p" ? plainText(node) : null;
    if (text === null) return null;
    parts.push(text);
  }
  return parts.join("\n\n");
}

type StimulusFacts = { caseId: string; language: LanguageCode };

type ItemFacts = {
  file: string;
  itemId: string;
  language: LanguageCode;
  domain: string | undefined;
  level: string | undefined;
  type: "single" | "multiple";
  caseId: string | undefined;
  status: string | undefined;
  authorId: string | undefined;
  reviewerId: string | undefined;
  key: string[];
  translation: {
    stem: string;
    options: { id: string; text: string }[];
    rationale: string;
    reviewed: boolean | undefined;
  };
};

function readStimulus(
  files: QtiPackage,
  resource: XmlElement,
  path: string,
  problems: QtiProblem[],
): (StimulusFacts & { scenario: string }) | null {
  const facts = lomFacts(childNamed(resource, "metadata"), CASE_CATALOG);
  const read = readFile(files, path, "qti-assessment-stimulus", QTI_ITEM_NAMESPACE);
  if (!read.ok) {
    problems.push(read.problem);
    return null;
  }
  const language = facts.language ?? read.root.attributes["xml:lang"];
  if (facts.entry === undefined) problems.push({ code: "missingMetadata", file: path, field: "caseId" });
  if (!isLanguageCode(language)) problems.push({ code: "unknownLanguage", file: path, language });
  const body = childNamed(read.root, "qti-stimulus-body");
  const scenario = body ? paragraphText(body) : null;
  if (scenario === null) problems.push({ code: "unsupportedContent", file: path, field: "qti-stimulus-body" });
  if (facts.entry === undefined || !isLanguageCode(language) || scenario === null) return null;
  return { caseId: facts.entry, language, scenario };
}

function readItem(
  files: QtiPackage,
  resource: XmlElement,
  path: string,
  stimuli: Map<string, StimulusFacts>,
  problems: QtiProblem[],
  failed: Set<string>,
): ItemFacts | null {
  const metadata = childNamed(resource, "metadata");
  const facts = lomFacts(metadata, ITEM_CATALOG);
  const extension = metadata ? childNamed(metadata, "exam-item") : undefined;
  const read = readFile(files, path, "qti-assessment-item", QTI_ITEM_NAMESPACE);
  // An item with an unreadable language is not checked further: its other languages alone would
  // only add problems that are not there (English missing, say).
  const fail = () => {
    if (facts.entry !== undefined) failed.add(facts.entry);
    return null;
  };
  if (!read.ok) {
    problems.push(read.problem);
    return fail();
  }
  const root = read.root;
  const before = problems.length;
  const itemId = facts.entry;
  const language = facts.language ?? root.attributes["xml:lang"];
  const where = { file: path, ...(itemId === undefined ? {} : { itemId }) };
  if (itemId === undefined) problems.push({ code: "missingMetadata", ...where, field: "id" });
  if (!isLanguageCode(language)) problems.push({ code: "unknownLanguage", ...where, language });
  else if (root.attributes["xml:lang"] !== undefined && root.attributes["xml:lang"] !== language) {
    problems.push({ code: "languagesDisagree", ...where, field: "xml:lang" });
  }
  if (!extension) problems.push({ code: "missingMetadata", ...where, field: "status" });

  const declaration = childrenNamed(root, "qti-response-declaration").find(
    (d) => d.attributes.identifier === "RESPONSE",
  );
  const cardinality = declaration?.attributes.cardinality;
  if (!declaration || (cardinality !== "single" && cardinality !== "multiple")) {
    problems.push({ code: "unsupportedContent", ...where, field: "qti-response-declaration" });
  }
  const correct = declaration ? childNamed(declaration, "qti-correct-response") : undefined;
  const key = correct ? childrenNamed(correct, "qti-value").map((value) => plainText(value)?.trim() ?? "") : [];
  if (key.length === 0) problems.push({ code: "missingKey", ...where, field: "qti-correct-response" });

  const body = childNamed(root, "qti-item-body");
  const interactions = body ? descendantsNamed(body, "qti-choice-interaction") : [];
  const interaction = interactions[0];
  if (interactions.length !== 1 || !interaction || interaction.attributes["response-identifier"] !== "RESPONSE") {
    problems.push({ code: "unsupportedContent", ...where, field: "qti-choice-interaction" });
  }
  const promptElement = interaction ? childNamed(interaction, "qti-prompt") : undefined;
  const stem = promptElement ? plainText(promptElement) : null;
  if (stem === null) problems.push({ code: "unsupportedContent", ...where, field: "qti-prompt" });
  const options: { id: string; text: string }[] = [];
  for (const choice of interaction ? childrenNamed(interaction, "qti-simple-choice") : []) {
    const text = plainText(choice);
    if (text === null) problems.push({ code: "unsupportedContent", ...where, field: "qti-simple-choice" });
    options.push({ id: choice.attributes.identifier ?? "", text: text ?? "" });
  }
  const feedback = childrenNamed(root, "qti-modal-feedback").find(
    (f) => f.attributes.identifier === RATIONALE_FEEDBACK,
  );
  const feedbackBody = feedback ? childNamed(feedback, "qti-content-body") : undefined;
  const rationale = feedback ? (feedbackBody ? paragraphText(feedbackBody) : plainText(feedback)) : "";
  if (rationale === null) problems.push({ code: "unsupportedContent", ...where, field: "qti-modal-feedback" });

  const references = childrenNamed(root, "qti-assessment-stimulus-ref");
  let caseId: string | undefined;
  if (references.length > 1)
    problems.push({ code: "unsupportedContent", ...where, field: "qti-assessment-stimulus-ref" });
  const reference = references[0];
  if (reference) {
    const target = resolveHref(path, reference.attributes.href ?? "");
    const stimulus = target === null ? undefined : stimuli.get(target);
    if (target === null) problems.push({ code: "unsafePath", ...where, detail: reference.attributes.href });
    else if (!stimulus)
      problems.push({ code: "missingFile", ...where, file: target, field: "qti-assessment-stimulus-ref" });
    else {
      caseId = stimulus.caseId;
      if (stimulus.language !== language) problems.push({ code: "stimulusLanguageMismatch", ...where, caseId });
    }
  }
  if (problems.length > before || itemId === undefined || !isLanguageCode(language) || stem === null) return fail();
  const reviewed = extension?.attributes["translation-reviewed"];
  return {
    file: path,
    itemId,
    language,
    domain: facts.taxons.get(DOMAIN_TAXONOMY),
    level: facts.taxons.get(LEVEL_TAXONOMY),
    type: cardinality === "multiple" ? "multiple" : "single",
    caseId,
    status: extension?.attributes.status,
    authorId: extension?.attributes["author-id"],
    reviewerId: extension?.attributes["reviewer-id"],
    key,
    translation: {
      stem,
      options,
      rationale: rationale ?? "",
      reviewed: reviewed === "true" ? true : reviewed === "false" ? false : undefined,
    },
  };
}

/** The fields every language's file repeats; they must agree. */
const SHARED_FIELDS = ["domain", "level", "type", "caseId", "status", "authorId", "reviewerId", "key"] as const;

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The UTF-8 size of a text, counted without encoding it (the text may be large). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && index + 1 < text.length) {
      // A surrogate pair is one code point of four bytes.
      bytes += 4;
      index += 1;
    } else bytes += 3;
  }
  return bytes;
}

/** Sizes first: a package over the limits is not read at all. */
export function packageSizeProblem(files: QtiPackage): QtiProblem | null {
  if (files.size > QTI_MAX_FILES) return { code: "tooManyFiles", detail: String(QTI_MAX_FILES) };
  let total = 0;
  for (const [path, text] of files) {
    const bytes = text.length > QTI_MAX_FILE_BYTES ? QTI_MAX_FILE_BYTES + 1 : utf8Length(text);
    if (bytes > QTI_MAX_FILE_BYTES) return { code: "fileTooLarge", file: path, detail: String(QTI_MAX_FILE_BYTES) };
    total += bytes;
    if (total > QTI_MAX_PACKAGE_BYTES) return { code: "packageTooLarge", detail: String(QTI_MAX_PACKAGE_BYTES) };
  }
  return null;
}

/**
 * A package read back into items and case studies, validated with the model's schema and the
 * bank's rules; or every problem found (nothing is half-imported).
 */
export function importQti(files: QtiPackage): QtiImport {
  const size = packageSizeProblem(files);
  if (size) return { ok: false, problems: [size] };
  const manifest = readFile(files, MANIFEST_PATH, "manifest", QTI_MANIFEST_NAMESPACE);
  if (!manifest.ok) {
    const problem = manifest.problem.code === "missingFile" ? { code: "missingManifest" as const } : manifest.problem;
    return { ok: false, problems: [problem] };
  }
  const problems: QtiProblem[] = [];
  const resourcesElement = childNamed(manifest.root, "resources");
  const resources = resourcesElement ? childrenNamed(resourcesElement, "resource") : [];
  const located: Array<{ resource: XmlElement; path: string; type: string }> = [];
  for (const resource of resources) {
    const type = resource.attributes.type ?? "";
    if (type !== ITEM_RESOURCE_TYPE && type !== STIMULUS_RESOURCE_TYPE) continue;
    const path = resolveHref(MANIFEST_PATH, resource.attributes.href ?? "");
    if (path === null) problems.push({ code: "unsafePath", file: MANIFEST_PATH, detail: resource.attributes.href });
    else located.push({ resource, path, type });
  }

  // Case studies first: items refer to them by file.
  const stimuli = new Map<string, StimulusFacts>();
  const caseTexts = new Map<string, Map<LanguageCode, string>>();
  for (const { resource, path } of located.filter((entry) => entry.type === STIMULUS_RESOURCE_TYPE)) {
    const stimulus = readStimulus(files, resource, path, problems);
    if (!stimulus) continue;
    stimuli.set(path, stimulus);
    const texts = caseTexts.get(stimulus.caseId) ?? new Map<LanguageCode, string>();
    if (texts.has(stimulus.language)) {
      problems.push({ code: "duplicateTranslation", file: path, caseId: stimulus.caseId, language: stimulus.language });
    }
    texts.set(stimulus.language, stimulus.scenario);
    caseTexts.set(stimulus.caseId, texts);
  }
  const cases: CaseStudy[] = [];
  for (const [caseId, texts] of caseTexts) {
    const parsed = parseCaseStudy({
      id: caseId,
      translations: Object.fromEntries([...texts].map(([language, scenario]) => [language, { scenario }])),
    });
    if (parsed.ok) cases.push(parsed.value);
    else {
      for (const problem of parsed.problems) {
        problems.push({
          code: problem.code,
          caseId,
          field: problem.path.join("."),
          ...(problem.language ? { language: problem.language } : {}),
        });
      }
    }
  }

  const byItem = new Map<string, ItemFacts[]>();
  const failed = new Set<string>();
  for (const { resource, path } of located.filter((entry) => entry.type === ITEM_RESOURCE_TYPE)) {
    const facts = readItem(files, resource, path, stimuli, problems, failed);
    if (!facts) continue;
    byItem.set(facts.itemId, [...(byItem.get(facts.itemId) ?? []), facts]);
  }
  const items: ExamItem[] = [];
  for (const [itemId, versions] of byItem) {
    if (failed.has(itemId)) continue;
    const first = versions[0]!;
    let agree = true;
    const seen = new Set<LanguageCode>();
    for (const version of versions) {
      if (seen.has(version.language)) {
        problems.push({ code: "duplicateTranslation", file: version.file, itemId, language: version.language });
        agree = false;
      }
      seen.add(version.language);
      for (const field of SHARED_FIELDS) {
        if (!sameValue(version[field], first[field])) {
          problems.push({ code: "languagesDisagree", file: version.file, itemId, language: version.language, field });
          agree = false;
        }
      }
    }
    if (!agree) continue;
    const parsed = parseExamItem({
      id: itemId,
      domain: first.domain,
      level: first.level,
      type: first.type,
      ...(first.caseId === undefined ? {} : { caseId: first.caseId }),
      status: first.status,
      authorId: first.authorId,
      ...(first.reviewerId === undefined ? {} : { reviewerId: first.reviewerId }),
      key: first.key,
      translations: Object.fromEntries(versions.map((version) => [version.language, version.translation])),
    });
    if (parsed.ok) items.push(parsed.value);
    else {
      for (const problem of parsed.problems) {
        const file = problem.language
          ? versions.find((version) => version.language === problem.language)?.file
          : undefined;
        problems.push({
          code: problem.code,
          itemId,
          field: problem.path.join("."),
          ...(problem.language ? { language: problem.language } : {}),
          ...(file ? { file } : {}),
        });
      }
    }
  }
  if (problems.length === 0) {
    for (const problem of bankProblems(items, cases)) problems.push({ ...problem });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, items, cases };
}
