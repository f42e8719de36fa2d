/**
 * The lines around a JSON error, as the validator shows them: the error line marked, a caret under the column.
 * The engine gives a 1-based line and a 1-based column in code points (0 = before the first character); the
 * page works in UTF-16 string indices, so the conversion lives here. Long lines (a minified 5 MB document is one
 * line) are cut to a window around the column so the excerpt stays readable.
 */

export interface ExcerptLine {
  /** 1-based line number. */
  number: number;
  /** The part of the line shown (tabs kept; a window when the line is long). */
  text: string;
  /** Text was cut before / after the shown part. */
  cutBefore: boolean;
  cutAfter: boolean;
  /** Only on the error line: the UTF-16 index in `text` of the character the error points at. */
  caret?: number;
}

/** Lines shown before and after the error line. */
export const CONTEXT_LINES = 2;
/** Widest part of a line shown, in UTF-16 units, centred on the column for long lines. */
export const EXCERPT_WIDTH = 120;

/** UTF-16 index of the start of 1-based `line`, or -1 when the text has fewer lines. */
function lineStart(text: string, line: number): number {
  let at = 0;
  for (let n = 1; n < line; n++) {
    const next = text.indexOf("\n", at);
    if (next < 0) return -1;
    at = next + 1;
  }
  return at;
}

function lineEnd(text: string, start: number): number {
  const end = text.indexOf("\n", start);
  return end < 0 ? text.length : end;
}

/** UTF-16 length of the first `codePoints` code points of `text` from `start` (stopping at `end`). */
function codePointsToUnits(text: string, start: number, end: number, codePoints: number): number {
  let at = start;
  for (let n = 0; n < codePoints && at < end; n++) {
    const unit = text.charCodeAt(at);
    at += unit >= 0xd800 && unit <= 0xdbff && at + 1 < end ? 2 : 1;
  }
  return at - start;
}

/** Moves `index` off the low half of a surrogate pair so a cut never splits an emoji. */
function onBoundary(text: string, index: number): number {
  const unit = text.charCodeAt(index);
  return index > 0 && unit >= 0xdc00 && unit <= 0xdfff ? index - 1 : index;
}

/** The error line with up to `CONTEXT_LINES` lines either side. */
export function errorExcerpt(text: string, line: number, column: number): ExcerptLine[] {
  const errorStart = lineStart(text, line);
  if (errorStart < 0) return [];
  const errorEnd = lineEnd(text, errorStart);
  // The caret's index within the error line (may be the line's length: the error is at its end).
  const caretInLine = column <= 0 ? 0 : codePointsToUnits(text, errorStart, errorEnd, column - 1);

  // One window for every line, so the caret's column lines up with the context above and below.
  const errorLength = errorEnd - errorStart;
  const windowStart =
    errorLength > EXCERPT_WIDTH
      ? Math.max(0, Math.min(caretInLine - Math.floor(EXCERPT_WIDTH / 2), errorLength - EXCERPT_WIDTH))
      : 0;

  const lines: ExcerptLine[] = [];
  let start = lineStart(text, Math.max(1, line - CONTEXT_LINES));
  for (let number = Math.max(1, line - CONTEXT_LINES); number <= line + CONTEXT_LINES && start >= 0; number++) {
    const end = lineEnd(text, start);
    const from = onBoundary(text, Math.min(end, start + windowStart));
    const to = onBoundary(text, Math.min(end, from + EXCERPT_WIDTH));
    const shown: ExcerptLine = {
      number,
      text: text.slice(from, to).replace(/\r$/, ""),
      cutBefore: from > start,
      cutAfter: to < end && !(to === end - 1 && text[to] === "\r"),
    };
    if (number === line) shown.caret = Math.max(0, caretInLine - (from - start));
    lines.push(shown);
    if (end >= text.length) break;
    start = end + 1;
  }
  return lines;
}
