import { memo, useMemo, useRef, useState } from "react";
import {
  BookOpen,
  Download,
  Eraser,
  FileCode,
  FileText,
  Loader2,
  RotateCcw,
  ShieldCheck,
  Sparkles,
  TriangleAlert,
  Zap,
} from "lucide-react";
import { toast } from "sonner";
import { CodeInputCard } from "@/components/code-screen/CodeInputCard";
import { CodeOutputCard } from "@/components/code-screen/CodeOutputCard";
import { OptionGroupCard, type OptionGroup } from "@/components/code-screen/OptionGroupCard";
import { SellingPoints } from "@/components/code-screen/SellingPoints";
import { useEngineRun, useStableAction } from "@/components/code-screen/use-engine-run";
import { CopyButton } from "@/components/CopyButton";
import type { EditorHandle } from "@/components/editor/CodeEditor";
import { StatGrid } from "@/components/StatGrid";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { downloadText } from "@/lib/download";
import { formatBytes, utf8Length } from "@/lib/format-bytes";
import { usePreloadWhenIdle } from "@/lib/preload";
import { reportToolUse } from "@/lib/tool-events";
import { useAsyncResult } from "@/lib/use-async-result";
import { useDebounced } from "@/lib/use-debounced";
import {
  MARKDOWN_DEFAULTS,
  SAMPLE_MARKDOWN,
  ZERO_STATS,
  convertMarkdown,
  previewDocument,
  statsLine,
  type Converted,
  type MarkdownOptions,
  type MarkdownStats,
  preloadEngine,
} from "./engine";
import { useAutoSavedText } from "@/lib/auto-saved-text";

const SLUG = "markdown-to-html-converter";
const CONVERT_FAILED = "An error occurred while converting Markdown. Please check your input.";

const SELLING_POINTS = [
  {
    icon: FileText,
    title: "Full Markdown Support",
    text: "CommonMark plus GitHub's tables, task lists, strikethrough, autolinks and footnotes.",
  },
  { icon: Zap, title: "Instant Conversion", text: "A Rust engine converts in your browser; nothing is uploaded." },
  { icon: Sparkles, title: "Clean HTML Output", text: "Standard, tidy HTML with raw HTML escaped by default." },
];

const OPTION_GROUPS: OptionGroup<MarkdownOptions>[] = [
  {
    title: "Output Options",
    options: [
      {
        key: "wrapInHtml",
        label: "Wrap in HTML Document",
        description: "A complete page with head, title and basic styling.",
      },
      {
        key: "generateToc",
        label: "Generate Table of Contents",
        description: "Heading ids and a linked list of all headings first.",
      },
      {
        key: "escapeHtml",
        label: "Escape HTML",
        description: "Show raw HTML in the Markdown as text instead of passing it through.",
      },
      {
        key: "addTargetBlank",
        label: "Open Links in New Tab",
        description: 'Links get target="_blank" rel="noopener noreferrer".',
      },
    ],
  },
  {
    title: "Markdown Extensions",
    options: [
      { key: "enableTables", label: "Enable Tables", description: "Pipe tables, the first row as the header." },
      {
        key: "enableCodeHighlight",
        label: "Enable Code Highlighting",
        description: "A language-… class on fenced code for highlighters.",
      },
      {
        key: "enableStrikethrough",
        label: "Enable Strikethrough",
        description: "~~text~~ becomes struck-through text.",
      },
      { key: "enableTaskLists", label: "Enable Task Lists", description: "- [ ] and - [x] items become checkboxes." },
    ],
  },
];

const SYNTAX_GUIDE = [
  { title: "Headers", example: "# H1\n## H2\n### H3" },
  { title: "Emphasis", example: "*italic* or _italic_\n**bold** or __bold__\n~~strikethrough~~" },
  { title: "Links & Images", example: "[link text](https://example.com)\n![alt text](image.png)" },
  { title: "Lists", example: "- bullet item\n1. numbered item\n- [ ] task\n- [x] done task" },
  { title: "Code", example: "`inline code`\n\n```javascript\nconst x = 1;\n```" },
  { title: "Tables", example: "| Header | Header |\n| ------ | ------ |\n| Cell   | Cell   |" },
  { title: "Blockquotes", example: "> quoted text\n> more quoted text" },
];

const number = (n: number) => n.toLocaleString("en-US");

/** The live preview follows typing up to this size; past it, converting on every pause would keep a core busy. */
const LIVE_PREVIEW_MAX_CHARS = 500_000;
/** How long typing pauses before the live preview converts. */
const LIVE_PREVIEW_DELAY_MS = 300;

/** A conversion and what it was made from (so the screen can tell when the input has moved on). */
interface Conversion extends Converted {
  input: string;
  options: MarkdownOptions;
}

/**
 * Markdown to HTML Converter (spec part 2 §2): Convert / Preview / Options / Statistics. Convert keeps the spec's
 * button, toast and statistics; beside the input, a live preview follows what is typed (converted in the worker
 * once typing pauses), and an HTML output that no longer matches the input says so.
 */
export default function MarkdownToHtmlPage() {
  usePreloadWhenIdle(preloadEngine);
  const [tab, setTab] = useState("convert");
  const [input, setInput] = useAutoSavedText("markdown-to-html-converter", "");
  const [options, setOptions] = useState<MarkdownOptions>(MARKDOWN_DEFAULTS);
  const { busy, start, drop } = useEngineRun();
  /** The last successful conversion; undefined before the first, after Clear All and after a failure. */
  const [result, setResult] = useState<Conversion>();
  /** The last conversion's statistics; zeroed by Clear All. */
  const [stats, setStats] = useState<MarkdownStats>(ZERO_STATS);
  const editor = useRef<EditorHandle>(null);
  const html = result?.html ?? "";
  const blank = !/\S/.test(input);
  const stale = !!result && (result.input !== input || result.options !== options);

  const submit = useStableAction(() => {
    if (blank) {
      toast.error("Input Required", { description: "Please enter Markdown content to convert" });
      return;
    }
    const source = { input, options };
    return start(
      () => convertMarkdown(input, options),
      (converted) => {
        setResult({ ...converted, ...source });
        setStats(converted.stats);
        toast.success("Markdown Converted Successfully!", {
          description: `Converted ${number(converted.stats.wordCount)} words to HTML`,
        });
        reportToolUse(SLUG, `Converted ${number(converted.stats.wordCount)} words of Markdown to HTML`);
      },
      (error) => {
        console.error("Markdown conversion failed:", error);
        setResult(undefined);
        toast.error("Conversion Failed", { description: CONVERT_FAILED });
      },
    );
  });

  function clearAll() {
    drop();
    setInput("");
    setResult(undefined);
    setStats(ZERO_STATS);
    editor.current?.focus();
  }

  const noOutput = () => toast.error("No Output", { description: "Please convert Markdown first" });

  function download() {
    if (!html) return noOutput();
    downloadText(html, "converted.html", "text/html");
    toast.success("Downloaded", { description: "HTML file has been downloaded" });
  }

  return (
    <div className="space-y-6">
      <SellingPoints points={SELLING_POINTS} />

      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="grid w-full grid-cols-4">
          <TabsTrigger value="convert">Convert</TabsTrigger>
          <TabsTrigger value="preview">Preview</TabsTrigger>
          <TabsTrigger value="options">Options</TabsTrigger>
          <TabsTrigger value="statistics">Statistics</TabsTrigger>
        </TabsList>

        <TabsContent value="convert" className="space-y-4">
          <div className="grid gap-4 lg:grid-cols-2">
            <CodeInputCard
              id="markdown-input"
              title="Markdown Input"
              description="Type or paste Markdown; the preview follows. Convert to HTML (or Ctrl+Enter) makes the HTML."
              ref={editor}
              language="markdown"
              value={input}
              onChange={setInput}
              onSubmit={submit}
              placeholder="Enter your Markdown content here..."
              defaultWrap
              className="h-[400px] lg:h-[32rem]"
              footerId="markdown-input-stats"
              footer={
                <p id="markdown-input-stats" className="text-xs text-muted-foreground tabular-nums">
                  {statsLine(stats, formatBytes)}
                </p>
              }
              actions={
                <>
                  <Button onClick={submit} disabled={busy || blank}>
                    {busy ? (
                      <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden />
                    ) : (
                      <Zap aria-hidden />
                    )}
                    {busy ? "Converting..." : "Convert to HTML"}
                  </Button>
                  <Button variant="outline" onClick={() => setInput(SAMPLE_MARKDOWN)} disabled={busy}>
                    <FileCode aria-hidden /> Load Sample
                  </Button>
                  <Button variant="outline" onClick={clearAll} disabled={!input && !result && !busy}>
                    <Eraser aria-hidden /> Clear All
                  </Button>
                </>
              }
            />
            <LivePreviewCard input={input} options={options} />
          </div>

          <CodeOutputCard
            id="html-output"
            title="HTML Output"
            description="Read-only. Copy it, download it or look at it in the Preview tab."
            language="html"
            value={html}
            placeholder="Converted HTML will appear here..."
            className="h-[400px] lg:h-[32rem]"
            busy={
              busy
                ? { label: "Converting Markdown", status: `Converting ${formatBytes(utf8Length(input))} of Markdown…` }
                : undefined
            }
            notice={
              stale && (
                <Alert>
                  <TriangleAlert aria-hidden />
                  <AlertDescription className="text-foreground">
                    The input or options changed since this HTML was made. Press Convert to HTML to update it.
                  </AlertDescription>
                </Alert>
              )
            }
            actions={
              html ? (
                <>
                  <CopyButton text={html} label="HTML code">
                    Copy HTML
                  </CopyButton>
                  <Button variant="outline" onClick={download}>
                    <Download aria-hidden /> Download
                  </Button>
                </>
              ) : (
                // Muted but live: pressing them says why there is nothing yet (the spec's 'No Output').
                <>
                  <Button variant="outline" className="text-muted-foreground" onClick={noOutput}>
                    Copy HTML
                  </Button>
                  <Button variant="outline" className="text-muted-foreground" onClick={noOutput}>
                    <Download aria-hidden /> Download
                  </Button>
                </>
              )
            }
          />
        </TabsContent>

        <TabsContent value="preview" className="space-y-4">
          <Card>
            <CardHeader>
              <CardTitle as="h2">HTML Preview</CardTitle>
            </CardHeader>
            <CardContent className="space-y-2">
              {html ? (
                <>
                  <PreviewFrame html={html} title="HTML preview" />
                  <SandboxNote />
                </>
              ) : (
                <p className="py-12 text-center text-sm text-muted-foreground">
                  Convert Markdown to see the HTML preview
                </p>
              )}
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="options" className="space-y-4">
          {OPTION_GROUPS.map((group) => (
            <OptionGroupCard key={group.title} group={group} options={options} onChange={setOptions} />
          ))}
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="outline" onClick={() => setOptions(MARKDOWN_DEFAULTS)}>
              <RotateCcw aria-hidden /> Reset to Defaults
            </Button>
            <p className="text-sm text-muted-foreground">Options apply the next time you press Convert to HTML.</p>
          </div>
        </TabsContent>

        <TabsContent value="statistics" className="space-y-4">
          <Card>
            <CardHeader>
              <CardTitle as="h2">Conversion Statistics</CardTitle>
            </CardHeader>
            <CardContent>
              {result ? (
                <ConversionStats stats={stats} />
              ) : (
                <p className="text-sm text-muted-foreground">Convert some Markdown to see its statistics.</p>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h2" className="flex items-center gap-2">
                <BookOpen className="size-4 text-primary" aria-hidden /> Markdown Syntax Guide
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-3 sm:grid-cols-2">
                {SYNTAX_GUIDE.map((entry) => (
                  <li key={entry.title} className="min-w-0 rounded-lg border p-3">
                    <p className="text-sm font-semibold">{entry.title}</p>
                    <pre className="mt-1 overflow-x-auto rounded bg-muted p-2 font-mono text-xs">{entry.example}</pre>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
    </div>
  );
}

/**
 * The input as a page, converted in the worker each time typing pauses, with the current options. Past
 * {@link LIVE_PREVIEW_MAX_CHARS} it waits for Convert instead.
 */
function LivePreviewCard({ input, options }: { input: string; options: MarkdownOptions }) {
  const request = useDebounced(
    useMemo(() => ({ input, options }), [input, options]),
    LIVE_PREVIEW_DELAY_MS,
  );
  const tooLarge = request.input.length > LIVE_PREVIEW_MAX_CHARS;
  const live = useAsyncResult(request, (r) =>
    r.input.length > LIVE_PREVIEW_MAX_CHARS || !/\S/.test(r.input)
      ? Promise.resolve(null)
      : convertMarkdown(r.input, r.options),
  );
  const html = live.value?.html;
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle as="h2">Live Preview</CardTitle>
        <CardDescription>Follows the input as you type, with the current options.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        {html && !tooLarge ? (
          <>
            <PreviewFrame html={html} title="Live preview" className="h-[400px] lg:h-[32rem]" />
            <SandboxNote />
          </>
        ) : (
          <p className="flex h-[400px] items-center justify-center text-center text-sm text-muted-foreground lg:h-[32rem]">
            {tooLarge
              ? "This input is too large to preview as you type. Convert to HTML, then open the Preview tab."
              : live.error
                ? `The preview could not be made: ${live.error}`
                : "Type some Markdown to see it here."}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function SandboxNote() {
  return (
    <p className="flex items-start gap-1.5 text-xs text-muted-foreground">
      <ShieldCheck className="mt-0.5 size-3.5 shrink-0" aria-hidden />
      The preview is sandboxed: scripts in it never run and it loads nothing from the network (only embedded data:
      images show). Links do not open from the preview.
    </p>
  );
}

/** The converted page in a frame that may run nothing and fetch nothing (sandbox + CSP, see previewDocument). */
const PreviewFrame = memo(function PreviewFrame({
  html,
  title,
  className = "h-[32rem]",
}: {
  html: string;
  title: string;
  className?: string;
}) {
  const doc = useMemo(() => previewDocument(html), [html]);
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={doc}
      referrerPolicy="no-referrer"
      className={`${className} w-full rounded-md border bg-white`}
    />
  );
});

/** Words, Lines, Markdown Size and HTML Size. */
function ConversionStats({ stats }: { stats: MarkdownStats }) {
  return (
    <StatGrid
      items={[
        { key: "words", label: "Words", value: number(stats.wordCount) },
        { key: "lines", label: "Lines", value: number(stats.lineCount) },
        { key: "markdown-size", label: "Markdown Size", value: formatBytes(stats.markdownSize) },
        { key: "html-size", label: "HTML Size", value: formatBytes(stats.htmlSize) },
      ]}
    />
  );
}
