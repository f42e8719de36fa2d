import { describe, expect, it } from "vitest";
import type { Change } from "@/wasm/diff/diff.js";
import { ADDED, EQUAL, FILLER, REMOVED, linesOf, sideBySide, unifiedView, type Pane } from "./layout";

const OLD = "The quick brown fox\njumps over\nthe lazy dog.\n";
const NEW = "The quick red fox\njumps over\nthe lazy dog!\nThe end.\n";
// What the engine answers for OLD and NEW by word (crates/core/src/diff/tests.rs).
const CHANGES: Change[] = [
  { oldStart: 0, oldLen: 1, newStart: 0, newLen: 1, oldMarks: [0, 10, 15], newMarks: [0, 10, 13] },
  { oldStart: 2, oldLen: 1, newStart: 2, newLen: 2, oldMarks: [0, 12, 13], newMarks: [0, 12, 13] },
];

/** Each line as `kind old new text [marked]`. */
function rows(pane: Pane): string[] {
  return pane.text.split("\n").map((text, i) => {
    const marks: string[] = [];
    for (let m = pane.markStarts[i]!; m < pane.markStarts[i + 1]!; m += 2) {
      marks.push(text.slice(pane.ranges[m], pane.ranges[m + 1]));
    }
    const kind = ["=", "-", "+", "~"][pane.kinds[i]!];
    return `${kind} ${pane.oldNumbers[i] || ""} ${pane.newNumbers[i] || ""} ${text}${marks.length ? ` [${marks.join("|")}]` : ""}`;
  });
}

describe("the diff's views", () => {
  it("counts lines as the engine does", () => {
    expect(linesOf("")).toEqual([]);
    expect(linesOf("a\r\nb")).toEqual(["a", "b"]);
    expect(linesOf("a\n\n")).toEqual(["a", ""]);
  });

  it("lays the texts side by side, with blanks facing added lines", () => {
    const [left, right] = sideBySide(OLD, NEW, CHANGES);
    expect(rows(left)).toEqual([
      "- 1  The quick brown fox [brown]",
      "= 2 2 jumps over",
      "- 3  the lazy dog. [.]",
      "~   ",
    ]);
    expect(rows(right)).toEqual([
      "+  1 The quick red fox [red]",
      "= 2 2 jumps over",
      "+  3 the lazy dog! [!]",
      "+  4 The end.",
    ]);
    expect([...left.kinds]).toEqual([REMOVED, EQUAL, REMOVED, FILLER]);
    expect([...right.kinds]).toEqual([ADDED, EQUAL, ADDED, ADDED]);
  });

  it("lays them out as one unified text", () => {
    expect(rows(unifiedView(OLD, NEW, CHANGES))).toEqual([
      "- 1  The quick brown fox [brown]",
      "+  1 The quick red fox [red]",
      "= 2 2 jumps over",
      "- 3  the lazy dog. [.]",
      "+  3 the lazy dog! [!]",
      "+  4 The end.",
    ]);
  });

  it("shows equal texts as they are", () => {
    const [left, right] = sideBySide("a\nb", "a\nb", []);
    expect(rows(left)).toEqual(["= 1 1 a", "= 2 2 b"]);
    expect(rows(right)).toEqual(rows(left));
  });
});
