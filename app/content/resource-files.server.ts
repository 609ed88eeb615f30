/**
 * The text of the downloadable resource files, bundled at build time (`?raw`) and kept on the
 * server: the browser only ever gets them through /resources/files/:file.
 */
import associateStudyGuide from "./resource-files/associate-study-guide.md?raw";
import ceuLogTemplate from "./resource-files/ceu-log-template.csv?raw";
import coreReadingList from "./resource-files/core-reading-list.md?raw";
import glossary from "./resource-files/geothermal-glossary.md?raw";
import h2sChecklist from "./resource-files/h2s-drilling-safety-checklist.txt?raw";
import { isResourceFileName, resourceFiles, type ResourceFileName } from "./resources";

const texts: Record<ResourceFileName, string> = {
  "associate-study-guide.md": associateStudyGuide,
  "geothermal-glossary.md": glossary,
  "ceu-log-template.csv": ceuLogTemplate,
  "core-reading-list.md": coreReadingList,
  "h2s-drilling-safety-checklist.txt": h2sChecklist,
};

/** The file named exactly so in the allow-list, or null (anything else, paths included). */
export function getResourceFile(name: string) {
  if (!isResourceFileName(name)) return null;
  return { name, text: texts[name], ...resourceFiles[name] };
}

/** Size in bytes of each file, for the list page. */
export function resourceFileSize(name: ResourceFileName): number {
  return Buffer.byteLength(texts[name], "utf8");
}
