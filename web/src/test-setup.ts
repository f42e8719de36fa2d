import "@testing-library/jest-dom/vitest";

// jsdom lays nothing out, and has no geometry on Range; CodeMirror measures text through it. Empty rectangles
// let the editor render its lines in unit tests (the browser tests check what it looks like).
if (typeof Range !== "undefined" && !Range.prototype.getClientRects) {
  const empty = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getBoundingClientRect = empty;
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
}
