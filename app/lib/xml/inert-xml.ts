import type { X2jOptions } from "fast-xml-parser";

/**
 * fast-xml-parser options for XML that comes from outside and is read as data only: no entity of any kind is
 * expanded (no "billion laughs", no external entities), values stay the strings written (no number or boolean
 * guessing, no trimming), and declarations and processing instructions are dropped. Attributes are kept as
 * `@_name`, character data as `#cdata`.
 */
export const inertXmlOptions = {
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  cdataPropName: "#cdata",
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
} as const satisfies X2jOptions;
