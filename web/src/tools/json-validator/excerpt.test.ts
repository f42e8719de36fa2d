import { describe, expect, it } from "vitest";
import { EXCERPT_WIDTH, errorExcerpt } from "./excerpt";

const DOC = ["{", '  "a": 1,', '  "b": 2', '  "c": 3', '  "d": 4', '  "e": 5', "}"].join("\n");

describe("errorExcerpt", () => {
  it("shows two lines either side with the caret on the error line", () => {
    // serde_json: expected `,` or `}` at line 4 column 3.
    expect(errorExcerpt(DOC, 4, 3)).toEqual([
      { number: 2, text: '  "a": 1,', cutBefore: false, cutAfter: false },
      { number: 3, text: '  "b": 2', cutBefore: false, cutAfter: false },
      { number: 4, text: '  "c": 3', cutBefore: false, cutAfter: false, caret: 2 },
      { number: 5, text: '  "d": 4', cutBefore: false, cutAfter: false },
      { number: 6, text: '  "e": 5', cutBefore: false, cutAfter: false },
    ]);
  });

  it("stops at the first and last lines", () => {
    expect(errorExcerpt("[1 2]", 1, 4)).toEqual([
      { number: 1, text: "[1 2]", cutBefore: false, cutAfter: false, caret: 3 },
    ]);
    expect(errorExcerpt("[1,\n", 2, 0).map((l) => [l.number, l.text, l.caret])).toEqual([
      [1, "[1,", undefined],
      [2, "", 0],
    ]);
  });

  it("counts the column in code points, so an emoji before the error is one column", () => {
    // {"é😀": "ü" "x": 1} — the quote where a comma belongs is column 12; 😀 is two UTF-16 units.
    const line = errorExcerpt('{"é😀": "ü" "x": 1}', 1, 12)[0]!;
    expect(line.caret).toBe(12);
    expect(line.text[line.caret!]).toBe('"');
  });

  it("cuts a long line to a window around the column, the same window for every line", () => {
    const long = `[${"1,".repeat(1000)}1 2]`;
    const column = long.indexOf(" 2") + 2; // the "2" after the space
    const line = errorExcerpt(long, 1, column)[0]!;
    expect(line.text.length).toBe(EXCERPT_WIDTH);
    expect(line.cutBefore && line.cutAfter === false).toBe(true);
    expect(line.text[line.caret!]).toBe("2");
  });

  it("drops the carriage return of Windows line breaks", () => {
    expect(errorExcerpt("[\r\n1 2\r\n]", 2, 3)[1]).toEqual({
      number: 2,
      text: "1 2",
      cutBefore: false,
      cutAfter: false,
      caret: 2,
    });
  });

  it("is empty when the line does not exist", () => {
    expect(errorExcerpt("[]", 3, 1)).toEqual([]);
  });
});
