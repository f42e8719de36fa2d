/**
 * The XML Formatter's door to the Rust engine (crates/core/src/xml, in the `xml` wasm bundle). Formatting runs in
 * a worker, so a 5 MB feed never freezes the page.
 */
import { i18n } from "@lingui/core";
import { select, t } from "@lingui/core/macro";
import type { TransformRequest } from "@/components/code-screen/use-code-transform";
import type { EditorMark } from "@/components/editor/CodeEditor";
import { readRefusal, type RefusalWords } from "@/lib/engine-refusal";
import { workerClient } from "@/lib/worker-rpc";
import type { XmlError, XmlOptions } from "@/wasm/xml/xml.js";
import type { XmlWorkerApi } from "./xml-formatter.worker";

export type { XmlIndent, XmlMode, XmlOptions } from "@/wasm/xml/xml.js";
export { xmlDefaults } from "@/wasm/xml/defaults";

const callWorker = workerClient<XmlWorkerApi>(
  () => new Worker(new URL("./xml-formatter.worker.ts", import.meta.url), { type: "module", name: "xml-formatter" }),
);

/** Starts the worker, and with it the engine's download, before the first call (usePreloadWhenIdle). */
export const preloadEngine = callWorker.preload;

/** Why the XML could not be laid out, in the page's language, and where (for the editor's mark). */
export interface XmlRefusal {
  text: string;
  mark?: EditorMark;
}

/** The laid-out XML (so it is well-formed), or the engine's refusal in words; a failure that is no refusal throws. */
export type Transformed = { xml: string; refusal?: undefined } | { xml?: undefined; refusal: XmlRefusal };

export async function transformXml({ input: xml, options }: TransformRequest<XmlOptions>): Promise<Transformed> {
  // Nothing typed yet: no result, and nothing to complain about.
  if (!xml.trim()) return { xml: "" };
  try {
    return { xml: await callWorker("transform", [xml, options]) };
  } catch (error) {
    const refusal = readRefusal(error, REFUSALS);
    if (refusal) return { refusal };
    throw error;
  }
}

const MEGABYTE = 1024 * 1024;

/** The engine's refusals (XmlError) in the page's language: its English is the engine's `Display`. */
const REFUSALS: RefusalWords<XmlError, XmlRefusal> = {
  empty: () => ({ text: t`Enter some XML.` }),
  notUtf8: ({ params: { byte } }) => ({
    text: t`The input is not UTF-8 text: byte ${byte} is not part of a character.`,
  }),
  tooLarge: ({ params: { bytes, limit } }) => {
    const size = Math.ceil(bytes / MEGABYTE);
    const limitSize = limit / MEGABYTE;
    return { text: t`The XML is ${size} MB, more than the ${limitSize} MB the formatter takes.` };
  },
  outputTooLarge: ({ params: { limit, depth } }) => {
    const limitSize = limit / MEGABYTE;
    const levels = i18n.number(depth);
    return {
      text: t`Formatted, the XML would be more than ${limitSize} MB: its elements are nested ${levels} levels deep. Minify it instead.`,
    };
  },
  mismatchedEndTag: ({ params: { expected, openedLine, openedColumn, found, line, column } }) => ({
    text: t`The end tag </${found}> at line ${line}, column ${column} does not match the element <${expected}> opened at line ${openedLine}, column ${openedColumn}.`,
    mark: { line, column },
  }),
  unmatchedEndTag: ({ params: { found, line, column } }) => ({
    text: t`The end tag </${found}> at line ${line}, column ${column} closes no open element.`,
    mark: { line, column },
  }),
  unclosedElement: ({ params: { name, line, column } }) => ({
    text: t`The element <${name}> opened at line ${line}, column ${column} is never closed.`,
    mark: { line, column },
  }),
  unclosedMarkup: ({ params: { markup, line, column } }) => ({
    text: t`${select(markup, {
      tag: `The tag opened at line ${line}, column ${column} is never closed.`,
      comment: `The comment opened at line ${line}, column ${column} is never closed.`,
      cdata: `The CDATA section opened at line ${line}, column ${column} is never closed.`,
      processingInstruction: `The processing instruction opened at line ${line}, column ${column} is never closed.`,
      doctype: `The DOCTYPE opened at line ${line}, column ${column} is never closed.`,
      other: `The declaration opened at line ${line}, column ${column} is never closed.`,
    })}`,
    mark: { line, column },
  }),
  secondRoot: ({ params: { line, column } }) => ({
    text: t`A document has one root element, and a second one starts at line ${line}, column ${column}.`,
    mark: { line, column },
  }),
  textOutsideRoot: ({ params: { line, column } }) => ({
    text: t`Text at line ${line}, column ${column} is outside the root element.`,
    mark: { line, column },
  }),
  noRoot: () => ({ text: t`The document has no element: XML needs one root element.` }),
  externalEntity: ({ params: { name, systemId, line, column } }) => ({
    text: t`The entity &${name}; at line ${line}, column ${column} is declared as an outside resource (“${systemId}”). External entities are never read, so it is refused.`,
    mark: { line, column },
  }),
  entityExpansion: ({ params: { name, limit, line, column } }) => {
    const characters = i18n.number(limit);
    return {
      text: t`The entity &${name}; at line ${line}, column ${column} would expand the document past ${characters} characters: refused, as a “billion laughs” would be.`,
      mark: { line, column },
    };
  },
  entityLoop: ({ params: { name, limit, line, column } }) => ({
    text: t`The entity &${name}; at line ${line}, column ${column} refers to itself or nests entities more than ${limit} deep.`,
    mark: { line, column },
  }),
  undefinedEntity: ({ params: { name, line, column } }) => ({
    text: t`The entity &${name}; at line ${line}, column ${column} is not declared.`,
    mark: { line, column },
  }),
  tooManyAttributes: ({ params: { name, limit, line, column } }) => ({
    text: t`The element <${name}> at line ${line}, column ${column} has more than ${limit} attributes.`,
    mark: { line, column },
  }),
  tooManyNamespaces: ({ params: { limit, line, column } }) => {
    const declarations = i18n.number(limit);
    return {
      text: t`The element at line ${line}, column ${column} passes the limit of ${declarations} namespace declarations in scope (counted again at each element that declares one).`,
      mark: { line, column },
    };
  },
  duplicateAttribute: ({ params: { name, line, column } }) => ({
    text: t`The attribute ${name} at line ${line}, column ${column} is already set on this element.`,
    mark: { line, column },
  }),
  unknownPrefix: ({ params: { prefix, line, column } }) => ({
    text: t`The namespace prefix ${prefix}: at line ${line}, column ${column} is not declared.`,
    mark: { line, column },
  }),
  forbiddenCharacter: ({ params: { codePoint, line, column } }) => ({
    text: t`The character ${codePoint} at line ${line}, column ${column} is not allowed in XML.`,
    mark: { line, column },
  }),
  malformed: ({ params: { detail, line, column } }) => ({
    text: t`The XML is not well-formed at line ${line}, column ${column}: ${detail}.`,
    mark: { line, column },
  }),
};

/** What a refused call says, in the page's language (for the engine-refusals contract test). */
export const refusalText = (error: unknown) => readRefusal(error, REFUSALS)?.text;
