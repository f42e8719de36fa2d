import { useEffect, useId, useImperativeHandle, useLayoutEffect, useRef, useState } from "react";
import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { bracketMatching, foldGutter, foldKeymap, indentOnInput, syntaxHighlighting } from "@codemirror/language";
import { highlightSelectionMatches, search, searchKeymap } from "@codemirror/search";
import { Annotation, Compartment, EditorState, StateEffect, StateField, type Extension } from "@codemirror/state";
import {
  Decoration,
  EditorView,
  drawSelection,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
  placeholder as placeholderText,
  type DecorationSet,
} from "@codemirror/view";
import { classHighlighter } from "@lezer/highlight";
import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { WrapText } from "lucide-react";
import { cn } from "@/lib/cn";
import { loadLanguage, type EditorLanguage } from "./languages";
import "./editor.css";

/**
 * A place in the text as parsers report it: a 1-based line, and a 1-based column in characters (code points, so
 * an emoji is one); column 0 or none is the line's start.
 */
export interface EditorMark {
  line: number;
  column?: number;
}

/** What a screen may do to its editor: put the keyboard in it, or at a place in the text (Go to Error). */
export interface EditorHandle {
  focus(): void;
  goTo(mark: EditorMark): void;
}

export interface CodeEditorProps {
  ref?: React.Ref<EditorHandle>;
  value: string;
  /** Called with the whole text after each edit. Without it the editor is read-only (selectable, searchable). */
  onChange?: (value: string) => void;
  language: EditorLanguage;
  /** The id of the visible label: the editor's accessible name. */
  labelledBy: string;
  describedBy?: string;
  placeholder?: string;
  /** Ctrl/Cmd+Enter (the screen's main action). */
  onSubmit?: () => void;
  /** An error's place (a parser's line:column): marked until the next mark or edit there. */
  mark?: EditorMark;
  /** Long lines wrap at word boundaries when on; off, the editor scrolls sideways. The user can toggle it. */
  defaultWrap?: boolean;
  busy?: boolean;
  /** The text does not parse (announced as invalid; pair it with `mark` and a message in `describedBy`). */
  invalid?: boolean;
  /** The editor's height (Tailwind classes); it scrolls inside. */
  className?: string;
}

/** Past this size an edit is handed to the screen in a task of its own (see `reportEdits`). */
const LARGE_DOCUMENT_CHARS = 200_000;

/**
 * Reports kept while the screen catches up (see `unechoed`). A screen is one or two behind at most (the reports
 * made between a render and its effects); each may be megabytes, so a screen that never renders them back must not
 * hold many.
 */
const MAX_UNECHOED = 4;

/**
 * Past this size the text is shown plain (as editors like VS Code do for large files): highlighting it means
 * parsing megabytes in the background, 100 ms at a time, and those slices land beside a paste or a result.
 */
const HIGHLIGHT_MAX_CHARS = 1_000_000;

/** Marks transactions that carry a new value from React, so they are not reported back as edits. */
const fromProps = Annotation.define<boolean>();

const setMark = StateEffect.define<number | null>();
const errorLine = Decoration.line({ class: "cm-error-line" });
/** The marked line, kept in place as text is inserted above it. */
const markField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, transaction) {
    let next = marks.map(transaction.changes);
    for (const effect of transaction.effects) {
      if (effect.is(setMark)) {
        next = effect.value === null ? Decoration.none : Decoration.set([errorLine.range(effect.value)]);
      }
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/**
 * CodeMirror's own words (the search panel, folding, what it announces to screen readers) in the page's language.
 * `$` is where CodeMirror puts a number.
 */
function editorPhrases(): Extension {
  return EditorState.phrases.of({
    Find: t({ context: "code editor", message: "Find", comment: "The search field's placeholder" }),
    Replace: t({ context: "code editor", message: "Replace", comment: "The replace field's placeholder" }),
    next: t({ context: "code editor", message: "next", comment: "Search panel button: go to the next match" }),
    previous: t({
      context: "code editor",
      message: "previous",
      comment: "Search panel button: go to the previous match",
    }),
    all: t({ context: "code editor", message: "all", comment: "Search panel button: select every match" }),
    "match case": t({ context: "code editor", message: "match case", comment: "Search panel option" }),
    regexp: t({
      context: "code editor",
      message: "regexp",
      comment: "Search panel option: search with a regular expression",
    }),
    "by word": t({
      context: "code editor",
      message: "by word",
      comment: "Search panel option: match whole words only",
    }),
    replace: t({
      context: "code editor",
      message: "replace",
      comment: "Search panel button: replace the current match",
    }),
    "replace all": t({ context: "code editor", message: "replace all", comment: "Search panel button" }),
    close: t({ context: "code editor", message: "close", comment: "Search panel button" }),
    "current match": t({ context: "code editor", message: "current match", comment: "Announced to screen readers" }),
    "on line": t({ context: "code editor", message: "on line", comment: "Announced after a match: '… on line 12'" }),
    "replaced $ matches": t({
      context: "code editor",
      message: "replaced $ matches",
      comment: "$ is the number of matches",
    }),
    "replaced match on line $": t({
      context: "code editor",
      message: "replaced match on line $",
      comment: "$ is a line number",
    }),
    "Go to line": t({
      context: "code editor",
      message: "Go to line",
      comment: "The go-to-line field (Ctrl/Cmd+Alt+G)",
    }),
    go: t({ context: "code editor", message: "go", comment: "The go-to-line button" }),
    "Fold line": t({ context: "code editor", message: "Fold line", comment: "The fold gutter's marker title" }),
    "Unfold line": t({ context: "code editor", message: "Unfold line", comment: "The fold gutter's marker title" }),
    "folded code": t({
      context: "code editor",
      message: "folded code",
      comment: "Names the placeholder of folded lines",
    }),
    unfold: t({ context: "code editor", message: "unfold", comment: "The title of the placeholder of folded lines" }),
    "Folded lines": t({
      context: "code editor",
      message: "Folded lines",
      comment: "Announced: 'Folded lines 3 to 9.'",
    }),
    "Unfolded lines": t({
      context: "code editor",
      message: "Unfolded lines",
      comment: "Announced: 'Unfolded lines 3 to 9.'",
    }),
    to: t({
      context: "code editor",
      message: "to",
      comment: "Announced between two line numbers: 'Folded lines 3 to 9.'",
    }),
    "Control character": t({
      context: "code editor",
      message: "Control character",
      comment: "Title of an invisible character",
    }),
    "Selection deleted": t({
      context: "code editor",
      message: "Selection deleted",
      comment: "Announced to screen readers",
    }),
  });
}

/**
 * The code editor every code screen uses (CodeMirror 6): line numbers, highlighting for the screen's language,
 * bracket matching, search and replace (Ctrl/Cmd+F), folding, a line-wrap toggle, and read-only outputs in the
 * same view. Tab is left to focus movement (CodeMirror's default), so the keyboard never gets trapped.
 *
 * The document lives in CodeMirror: React hands it a new value (a Format that replaces the input) as one
 * transaction, and gets the text back after edits. Only the visible lines are in the DOM, so a 10 MB text costs
 * no long layout.
 */
export function CodeEditor({
  ref,
  value,
  onChange,
  language,
  labelledBy,
  describedBy,
  placeholder,
  onSubmit,
  mark,
  defaultWrap = false,
  busy = false,
  invalid = false,
  className,
}: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView>(null);
  /** The editor's fixed extensions, without the compartments (a new document is made with them). */
  const baseExtensions = useRef<Extension>([]);
  /** The screen language's support, once loaded; left out while the text is too large to highlight. */
  const grammar = useRef<Extension>([]);
  const grammarFor = (plain: boolean): Extension => (plain ? [] : grammar.current);
  const [wrap, setWrap] = useState(defaultWrap);
  const wrapId = useId();
  const readOnly = !onChange;

  // The latest callbacks and value, read by CodeMirror's handlers (set up once, when the editor is made).
  const latest = useRef({ onChange, onSubmit, value });
  /**
   * Texts the editor has reported that the screen has not rendered back yet, oldest first. A render can bring an
   * older one after the user typed on (a large document's report waits a task, and React runs effects after
   * paint): that is the screen catching up, not a new document, and taking it as one lost the keys typed since
   * and threw the cursor to the top.
   */
  const unechoed = useRef<string[]>([]);
  useLayoutEffect(() => {
    latest.current.onChange = onChange;
    latest.current.onSubmit = onSubmit;
  });

  // Parts of the configuration that change with the props, each swapped without rebuilding the editor.
  const [compartments] = useState(() => ({
    language: new Compartment(),
    gutters: new Compartment(),
    wrap: new Compartment(),
    access: new Compartment(),
  }));

  useLayoutEffect(() => {
    const submitKeys = keymap.of([
      {
        key: "Mod-Enter",
        run: () => {
          latest.current.onSubmit?.();
          return !!latest.current.onSubmit;
        },
      },
    ]);
    // Edits reach the screen as one string. For a large document that string (and the screen's render and
    // worker call that follow) is made in a task of its own, after the editor has drawn the edit: a 5 MB paste
    // then costs two medium tasks instead of one long one, and a burst of keystrokes costs one string.
    let pendingReport: ReturnType<typeof setTimeout> | undefined;
    const report = (editor: EditorView) => {
      pendingReport = undefined;
      const text = editor.state.doc.toString();
      latest.current.value = text;
      unechoed.current.push(text);
      // A screen that never renders some reports back (it rejected or rewrote them) must not pile them up.
      if (unechoed.current.length > MAX_UNECHOED) unechoed.current.shift();
      latest.current.onChange?.(text);
    };
    const reportEdits = EditorView.updateListener.of((update) => {
      if (!update.docChanged) return;
      // An edit that crosses the highlighting limit switches the grammar on or off (after this update).
      const plain = update.state.doc.length > HIGHLIGHT_MAX_CHARS;
      if (plain !== update.startState.doc.length > HIGHLIGHT_MAX_CHARS) {
        setTimeout(() => update.view.dispatch({ effects: compartments.language.reconfigure(grammarFor(plain)) }));
      }
      if (update.transactions.every((t) => t.annotation(fromProps))) return;
      if (update.state.doc.length < LARGE_DOCUMENT_CHARS) return report(update.view);
      pendingReport ??= setTimeout(() => report(update.view));
    });
    const extensions: Extension[] = [
      // The text is the one keyboard stop of the editor, and says so from the first frame: checkers (axe's
      // scrollable-region-focusable) then see the scroller's focusable content even before the labels arrive.
      EditorView.contentAttributes.of({ tabindex: "0" }),
      highlightSpecialChars(),
      history(),
      drawSelection(),
      indentOnInput(),
      bracketMatching(),
      highlightActiveLine(),
      highlightSelectionMatches(),
      search({ top: true }),
      syntaxHighlighting(classHighlighter),
      submitKeys,
      keymap.of([...defaultKeymap, ...searchKeymap, ...historyKeymap, ...foldKeymap]),
      markField,
      reportEdits,
      editorPhrases(),
    ];
    const created = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: latest.current.value,
        extensions: [extensions, Object.values(compartments).map((part) => part.of([]))],
      }),
    });
    view.current = created;
    baseExtensions.current = extensions;
    return () => {
      if (pendingReport !== undefined) {
        clearTimeout(pendingReport);
        report(created);
      }
      created.destroy();
      view.current = null;
    };
  }, [compartments]);

  // A new value from the screen (Format, Load Sample, a result) becomes the document.
  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const echoed = unechoed.current.indexOf(value);
    if (echoed >= 0) {
      unechoed.current.splice(0, echoed + 1);
      return;
    }
    if (value === latest.current.value) return;
    unechoed.current = [];
    latest.current.value = value;
    // A new document, not a replacing change: CodeMirror maps the range it has drawn through a change, and a
    // whole-document replace maps it onto the whole new text, which an editor scrolled out of view then draws
    // line by line (tens of seconds for 10 MB). A fresh state draws only what is on screen; the compartments keep
    // their current settings. (Undo starts afresh: the screen's value replaced the user's.)
    const { state } = editor;
    const kept = Object.values(compartments).map((part) =>
      part.of(
        part === compartments.language ? grammarFor(value.length > HIGHLIGHT_MAX_CHARS) : (part.get(state) ?? []),
      ),
    );
    editor.setState(EditorState.create({ doc: value, extensions: [baseExtensions.current, kept] }));
  }, [value, compartments]);

  useEffect(() => {
    let alive = true;
    void loadLanguage(language).then((support) => {
      grammar.current = support;
      const editor = view.current;
      if (!alive || !editor) return;
      const plain = editor.state.doc.length > HIGHLIGHT_MAX_CHARS;
      editor.dispatch({ effects: compartments.language.reconfigure(grammarFor(plain)) });
    });
    return () => {
      alive = false;
    };
  }, [language, compartments]);

  useLayoutEffect(() => {
    // Line numbers and folding are for code; prose and lists (the text tools) read better without them.
    const gutters = language === "text" ? [] : [lineNumbers(), foldGutter(), highlightActiveLineGutter()];
    view.current?.dispatch({ effects: compartments.gutters.reconfigure(gutters) });
  }, [language, compartments]);

  useEffect(() => {
    view.current?.dispatch({ effects: compartments.wrap.reconfigure(wrap ? EditorView.lineWrapping : []) });
  }, [wrap, compartments]);

  // Before the first paint (a layout effect): an editor that has just appeared must never be a text box without a
  // name, even for a frame (the accessibility sweep once caught a result editor in that frame).
  useLayoutEffect(() => {
    const attributes: Record<string, string> = { "aria-labelledby": labelledBy, "aria-busy": String(busy) };
    if (describedBy) attributes["aria-describedby"] = describedBy;
    if (readOnly) attributes["aria-readonly"] = "true";
    if (invalid) attributes["aria-invalid"] = "true";
    view.current?.dispatch({
      effects: compartments.access.reconfigure([
        EditorView.contentAttributes.of(attributes),
        EditorState.readOnly.of(readOnly),
        placeholder ? placeholderText(placeholder) : [],
      ]),
    });
  }, [labelledBy, describedBy, readOnly, busy, invalid, placeholder, compartments]);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    if (mark) moveTo(editor, mark, true);
    else editor.dispatch({ effects: setMark.of(null) });
  }, [mark]);

  useImperativeHandle(ref, () => ({
    focus: () => view.current?.focus(),
    goTo: (place) => {
      if (!view.current) return;
      moveTo(view.current, place, false);
      view.current.focus();
    },
  }));

  return (
    <div className="space-y-1">
      {/* Code reads left to right in every language, Arabic included: lines, gutter and brackets as written. */}
      <div
        ref={host}
        dir="ltr"
        className={cn(
          "code-editor overflow-hidden rounded-md border bg-background text-sm shadow-xs focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50",
          className ?? "h-80",
        )}
      />
      <div className="flex justify-end">
        <button
          type="button"
          id={wrapId}
          aria-pressed={wrap}
          onClick={() => setWrap((on) => !on)}
          className="inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-pressed:text-foreground"
        >
          <WrapText className="size-3.5" aria-hidden /> <Trans>Wrap lines</Trans>
        </button>
      </div>
    </div>
  );
}

/** Puts the cursor at `place` (clamped to the text), scrolls it into view, and marks its line if asked. */
function moveTo(editor: EditorView, place: EditorMark, markLine: boolean) {
  const { doc } = editor.state;
  const line = doc.line(Math.min(Math.max(1, place.line), doc.lines));
  const at = line.from + unitsBefore(line.text, (place.column ?? 0) - 1);
  const scroll = EditorView.scrollIntoView(at, { y: "center" });
  editor.dispatch({ effects: markLine ? [setMark.of(line.from), scroll] : scroll, selection: { anchor: at } });
}

/** The UTF-16 length of the first `count` characters (code points) of `text`, at most its length. */
function unitsBefore(text: string, count: number): number {
  let units = 0;
  for (let seen = 0; seen < count && units < text.length; seen++) units += text.codePointAt(units)! > 0xffff ? 2 : 1;
  return units;
}
