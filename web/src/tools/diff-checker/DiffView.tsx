import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { EditorState, RangeSetBuilder, type Extension } from "@codemirror/state";
import {
  Decoration,
  EditorView,
  GutterMarker,
  ViewPlugin,
  gutter,
  type DecorationSet,
  type ViewUpdate,
} from "@codemirror/view";
import { type Pane } from "./layout";
import "@/components/editor/editor.css";
import "./diff-view.css";

export interface DiffPaneProps {
  pane: Pane | undefined;
  /** Which line numbers the gutter shows: the original's, the changed text's, or both (the unified view). */
  numbers: "old" | "new" | "both";
  /** The id of the visible label: the pane's accessible name. */
  labelledBy: string;
  describedBy?: string;
  /** The other pane's scroller, kept at the same height (side by side). */
  onScroller?: (scroller: HTMLElement | null) => void;
}

const LINE_CLASSES = ["", "cm-diff-removed", "cm-diff-added", "cm-diff-filler"];
const lineDecorations = LINE_CLASSES.map((cls) => Decoration.line({ class: cls }));
const markDecorations = [
  Decoration.mark({}),
  Decoration.mark({ class: "cm-diff-removed-mark" }),
  Decoration.mark({ class: "cm-diff-added-mark" }),
];

class TextMarker extends GutterMarker {
  constructor(readonly text: string) {
    super();
  }
  eq(other: TextMarker) {
    return other.text === this.text;
  }
  toDOM() {
    return document.createTextNode(this.text);
  }
}

const SIGNS = [" ", "−", "+", " "].map((sign) => new TextMarker(sign));

/** A gutter of one value per line, drawn only for the lines on screen. */
function column(cls: string, width: string, marker: (index: number) => GutterMarker | null): Extension {
  return gutter({
    class: cls,
    lineMarker: (view, line) => marker(view.state.doc.lineAt(line.from).number - 1),
    initialSpacer: () => new TextMarker(width),
  });
}

/** The line and inline decorations of the lines on screen only: a 100,000-line diff costs what a screenful does. */
function decorations(pane: Pane) {
  const build = (view: EditorView): DecorationSet => {
    const builder = new RangeSetBuilder<Decoration>();
    const { doc } = view.state;
    for (const { from, to } of view.visibleRanges) {
      for (let number = doc.lineAt(from).number; number <= doc.lineAt(to).number; number++) {
        const line = doc.line(number);
        const kind = pane.kinds[number - 1] ?? 0;
        const lineDecoration = lineDecorations[kind];
        if (!kind || !lineDecoration) continue;
        builder.add(line.from, line.from, lineDecoration);
        const mark = markDecorations[kind];
        if (!mark) continue;
        for (let m = pane.markStarts[number - 1] ?? 0; m < (pane.markStarts[number] ?? 0); m += 2) {
          const markFrom = Math.min(pane.ranges[m] ?? 0, line.length);
          const markTo = Math.min(pane.ranges[m + 1] ?? 0, line.length);
          if (markFrom < markTo) builder.add(line.from + markFrom, line.from + markTo, mark);
        }
      }
    }
    return builder.finish();
  };
  return ViewPlugin.define(
    (view) => ({
      decorations: build(view),
      update(update: ViewUpdate) {
        if (update.viewportChanged || update.docChanged) this.decorations = build(update.view);
      },
    }),
    { decorations: (plugin) => plugin.decorations },
  );
}

function extensionsFor(pane: Pane, numbers: DiffPaneProps["numbers"]): Extension {
  const digits = String(Math.max(pane.kinds.length, 9)).replace(/./g, "9");
  const numberColumn = (values: Uint32Array, cls: string) =>
    column(cls, digits, (index) => (values[index] ? new TextMarker(String(values[index])) : null));
  return [
    numbers !== "new" ? numberColumn(pane.oldNumbers, "cm-diff-numbers") : [],
    numbers !== "old" ? numberColumn(pane.newNumbers, "cm-diff-numbers") : [],
    column("cm-diff-signs", "+", (index) => SIGNS[pane.kinds[index] ?? 0] ?? null),
    decorations(pane),
  ];
}

/**
 * One document of the diff, read-only in CodeMirror (selectable, searchable with Ctrl/Cmd+F through the browser,
 * scrollable with the keyboard): removed lines marked − and added lines +, with a tint, and what changed inside a
 * line tinted stronger and underlined. CodeMirror draws only the lines on screen.
 */
export function DiffPane({ pane, numbers, labelledBy, describedBy, onScroller }: DiffPaneProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView>(null);

  useLayoutEffect(() => {
    const created = new EditorView({ parent: host.current! });
    view.current = created;
    onScroller?.(created.scrollDOM);
    return () => {
      onScroller?.(null);
      created.destroy();
      view.current = null;
    };
  }, [onScroller]);

  useLayoutEffect(() => {
    const attributes: Record<string, string> = {
      tabindex: "0",
      "aria-labelledby": labelledBy,
      "aria-readonly": "true",
    };
    if (describedBy) attributes["aria-describedby"] = describedBy;
    view.current?.setState(
      EditorState.create({
        doc: pane?.text ?? "",
        extensions: [
          EditorState.readOnly.of(true),
          EditorView.contentAttributes.of(attributes),
          pane ? extensionsFor(pane, numbers) : [],
        ],
      }),
    );
  }, [pane, numbers, labelledBy, describedBy]);

  return (
    <div
      ref={host}
      dir="ltr"
      className="code-editor diff-pane h-96 overflow-hidden rounded-md border bg-background text-sm"
    />
  );
}

/** Keeps two scrollers at the same height and left offset (the side-by-side panes, whose lines face each other). */
export function useScrollSync(): [(el: HTMLElement | null) => void, (el: HTMLElement | null) => void] {
  const [a, setA] = useState<HTMLElement | null>(null);
  const [b, setB] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!a || !b) return;
    // The scroll a pane makes to follow the other fires its own scroll event: ignore that one.
    let following: HTMLElement | null = null;
    const follow = (from: HTMLElement, to: HTMLElement) => () => {
      if (following === from) {
        following = null;
        return;
      }
      if (to.scrollTop === from.scrollTop && to.scrollLeft === from.scrollLeft) return;
      following = to;
      to.scrollTop = from.scrollTop;
      to.scrollLeft = from.scrollLeft;
    };
    const onA = follow(a, b);
    const onB = follow(b, a);
    a.addEventListener("scroll", onA, { passive: true });
    b.addEventListener("scroll", onB, { passive: true });
    return () => {
      a.removeEventListener("scroll", onA);
      b.removeEventListener("scroll", onB);
    };
  }, [a, b]);
  return [setA, setB];
}
