/**
 * The Diff Checker's result as the page draws it, made in the worker from the engine's changes and the two texts:
 * each view is one or two documents with, per line, its kind, its line numbers and its marked ranges. The page's
 * editors draw only the lines on screen from these arrays, so a 5 MB diff costs no long task to show.
 */
import type { Change } from "@/wasm/diff/diff.js";

/** A line's kind. */
export const EQUAL = 0;
export const REMOVED = 1;
export const ADDED = 2;
/** A blank line on one side of the side-by-side view, facing a line the other side has. */
export const FILLER = 3;

/** One document of a view. */
export interface Pane {
  /** The lines, joined by `\n` (without their `\r`). */
  text: string;
  /** Per line: EQUAL, REMOVED, ADDED or FILLER. */
  kinds: Uint8Array;
  /** Per line: its number in the original (0: none). */
  oldNumbers: Uint32Array;
  /** Per line: its number in the changed text (0: none). */
  newNumbers: Uint32Array;
  /** Per line, where its marks start in `ranges` (one more entry than lines: the end). */
  markStarts: Uint32Array;
  /** Marked ranges as `from, to` pairs, in UTF-16 offsets within their line. */
  ranges: Uint32Array;
}

/** A text's lines, as the engine counts them (a final `\n` ends the last line; a `\r` before it is not shown). */
export function linesOf(text: string): string[] {
  if (text === "") return [];
  const lines = text.split("\n");
  if (text.endsWith("\n")) lines.pop();
  return lines.map((line) => (line.endsWith("\r") ? line.slice(0, -1) : line));
}

/** Builds a pane line by line. */
class PaneBuilder {
  private lines: string[] = [];
  private kinds: number[] = [];
  private oldNumbers: number[] = [];
  private newNumbers: number[] = [];
  private markStarts: number[] = [];
  private ranges: number[] = [];

  line(text: string, kind: number, oldNumber: number, newNumber: number, marks?: Map<number, number[]>, key?: number) {
    this.markStarts.push(this.ranges.length);
    const own = key === undefined ? undefined : marks?.get(key);
    if (own) this.ranges.push(...own);
    this.lines.push(text);
    this.kinds.push(kind);
    this.oldNumbers.push(oldNumber);
    this.newNumbers.push(newNumber);
  }

  build(): Pane {
    this.markStarts.push(this.ranges.length);
    return {
      text: this.lines.join("\n"),
      kinds: Uint8Array.from(this.kinds),
      oldNumbers: Uint32Array.from(this.oldNumbers),
      newNumbers: Uint32Array.from(this.newNumbers),
      markStarts: Uint32Array.from(this.markStarts),
      ranges: Uint32Array.from(this.ranges),
    };
  }
}

/** A change's marks by the line's offset in it: `[from, to, from, to, …]`. */
function marksByLine(triples: number[]): Map<number, number[]> {
  const lines = new Map<number, number[]>();
  for (let i = 0; i + 2 < triples.length; i += 3) {
    const [at, from, to] = [triples[i]!, triples[i + 1]!, triples[i + 2]!];
    const line = lines.get(at) ?? [];
    line.push(from, to);
    lines.set(at, line);
  }
  return lines;
}

/** Walks the texts: `equal(oldIndex, newIndex)` for each unchanged line, `change(c)` for each change, in order. */
function walk(
  oldCount: number,
  changes: readonly Change[],
  equal: (oldIndex: number, newIndex: number) => void,
  change: (c: Change) => void,
) {
  let oldAt = 0;
  let newAt = 0;
  for (const c of changes) {
    for (; oldAt < c.oldStart; oldAt++, newAt++) equal(oldAt, newAt);
    change(c);
    oldAt = c.oldStart + c.oldLen;
    newAt = c.newStart + c.newLen;
  }
  for (; oldAt < oldCount; oldAt++, newAt++) equal(oldAt, newAt);
}

/** Two documents of the same length: the original with blanks where lines were added, the changed text likewise. */
export function sideBySide(oldText: string, newText: string, changes: readonly Change[]): [Pane, Pane] {
  const oldLines = linesOf(oldText);
  const newLines = linesOf(newText);
  const left = new PaneBuilder();
  const right = new PaneBuilder();
  walk(
    oldLines.length,
    changes,
    (o, n) => {
      left.line(oldLines[o]!, EQUAL, o + 1, n + 1);
      right.line(newLines[n]!, EQUAL, o + 1, n + 1);
    },
    (c) => {
      const oldMarks = marksByLine(c.oldMarks);
      const newMarks = marksByLine(c.newMarks);
      for (let i = 0; i < Math.max(c.oldLen, c.newLen); i++) {
        if (i < c.oldLen) left.line(oldLines[c.oldStart + i]!, REMOVED, c.oldStart + i + 1, 0, oldMarks, i);
        else left.line("", FILLER, 0, 0);
        if (i < c.newLen) right.line(newLines[c.newStart + i]!, ADDED, 0, c.newStart + i + 1, newMarks, i);
        else right.line("", FILLER, 0, 0);
      }
    },
  );
  return [left.build(), right.build()];
}

/** One document: unchanged lines (the original's), each change's removed lines, then its added lines. */
export function unifiedView(oldText: string, newText: string, changes: readonly Change[]): Pane {
  const oldLines = linesOf(oldText);
  const newLines = linesOf(newText);
  const pane = new PaneBuilder();
  walk(
    oldLines.length,
    changes,
    (o, n) => pane.line(oldLines[o]!, EQUAL, o + 1, n + 1),
    (c) => {
      const oldMarks = marksByLine(c.oldMarks);
      const newMarks = marksByLine(c.newMarks);
      for (let i = 0; i < c.oldLen; i++)
        pane.line(oldLines[c.oldStart + i]!, REMOVED, c.oldStart + i + 1, 0, oldMarks, i);
      for (let i = 0; i < c.newLen; i++)
        pane.line(newLines[c.newStart + i]!, ADDED, 0, c.newStart + i + 1, newMarks, i);
    },
  );
  return pane.build();
}
