import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";
import { usePreloadWhenIdle } from "@/lib/preload";
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
  Zap,
} from "lucide-react";
import { toast } from "sonner";
import { BusyStatus } from "@/components/BusyStatus";
import { LabelledSwitch } from "@/components/LabelledSwitch";
import { CopyButton } from "@/components/CopyButton";
import { StatGrid } from "@/components/StatGrid";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Progress } from "@/components/ui/progress";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { downloadText } from "@/lib/download";
import { formatBytes, utf8Length } from "@/lib/format-bytes";
import { PREVIEW_CHARS, previewOf } from "@/lib/preview";
import { reportToolUse } from "@/lib/tool-events";
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

interface OptionSpec {
  key: keyof MarkdownOptions;
  label: string;
  description: string;
}

const OUTPUT_OPTIONS: OptionSpec[] = [
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
];

const EXTENSION_OPTIONS: OptionSpec[] = [
  { key: "enableTables", label: "Enable Tables", description: "Pipe tables, the first row as the header." },
  {
    key: "enableCodeHighlight",
    label: "Enable Code Highlighting",
    description: "A language-… class on fenced code for highlighters.",
  },
  { key: "enableStrikethrough", label: "Enable Strikethrough", description: "~~text~~ becomes struck-through text." },
  { key: "enableTaskLists", label: "Enable Task Lists", description: "- [ ] and - [x] items become checkboxes." },
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
const sizeLine = (text: string) => `${number(text.length)} characters · ${formatBytes(utf8Length(text))}`;

/** Markdown to HTML Converter (spec part 2 §2): Convert / Preview / Options / Statistics. */
export default function MarkdownToHtmlPage() {
  usePreloadWhenIdle(preloadEngine);
  const [tab, setTab] = useState("convert");
  const [input, setInput] = useState("");
  const [options, setOptions] = useState<MarkdownOptions>(MARKDOWN_DEFAULTS);
  const [busy, setBusy] = useState(false);
  /** The last successful conversion; undefined before the first, after Clear All and after a failure. */
  const [result, setResult] = useState<Converted>();
  /** The last conversion's statistics; zeroed by Clear All. */
  const [stats, setStats] = useState<MarkdownStats>(ZERO_STATS);
  // Each run gets a number; Clear All moves it on, so a result still on its way is dropped.
  const run = useRef({ id: 0, busy: false }).current;
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const html = result?.html ?? "";

  async function convert() {
    if (run.busy) return;
    if (!input.trim()) {
      toast.error("Input Required", { description: "Please enter Markdown content to convert" });
      return;
    }
    const id = ++run.id;
    run.busy = true;
    setBusy(true);
    try {
      const converted = await convertMarkdown(input, options);
      if (id !== run.id) return;
      setResult(converted);
      setStats(converted.stats);
      toast.success("Markdown Converted Successfully!", {
        description: `Converted ${number(converted.stats.wordCount)} words to HTML`,
      });
      reportToolUse(SLUG);
    } catch (error) {
      if (id !== run.id) return;
      console.error("Markdown conversion failed:", error);
      setResult(undefined);
      toast.error("Conversion Failed", { description: CONVERT_FAILED });
    } finally {
      if (id === run.id) {
        run.busy = false;
        setBusy(false);
      }
    }
  }
  // Ctrl+Enter in the input calls the latest `convert` without re-rendering the (possibly huge) box.
  const convertRef = useRef(convert);
  useLayoutEffect(() => {
    convertRef.current = convert;
  });
  const submit = useCallback(() => void convertRef.current(), []);

  function clearAll() {
    run.id++;
    run.busy = false;
    setBusy(false);
    setInput("");
    setResult(undefined);
    setStats(ZERO_STATS);
    inputRef.current?.focus();
  }

  const noOutput = () => toast.error("No Output", { description: "Please convert Markdown first" });

  function download() {
    if (!html) return noOutput();
    downloadText(html, "converted.html", "text/html");
    toast.success("Downloaded", { description: "HTML file has been downloaded" });
  }

  return (
    <div className="space-y-6">
      <ul className="grid gap-3 sm:grid-cols-3" aria-label="Features">
        {SELLING_POINTS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex items-start gap-3 rounded-lg border bg-card p-3">
            <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
            <div className="min-w-0">
              <p className="text-sm font-semibold">{title}</p>
              <p className="text-xs text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>

      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="grid w-full grid-cols-4">
          <TabsTrigger value="convert">Convert</TabsTrigger>
          <TabsTrigger value="preview">Preview</TabsTrigger>
          <TabsTrigger value="options">Options</TabsTrigger>
          <TabsTrigger value="statistics">Statistics</TabsTrigger>
        </TabsList>

        <TabsContent value="convert" className="space-y-4">
          <div className="grid gap-4 lg:grid-cols-2">
            <Card className="min-w-0">
              <CardHeader>
                <CardTitle as="h2">
                  <Label htmlFor="markdown-input" className="text-base font-semibold">
                    Markdown Input
                  </Label>
                </CardTitle>
                <CardDescription id="markdown-input-hint">
                  Type or paste Markdown, then press Convert to HTML (or Ctrl+Enter in the box).
                </CardDescription>
              </CardHeader>
              <CardContent className="space-y-3">
                <InputArea value={input} onValueChange={setInput} onSubmit={submit} textareaRef={inputRef} />
                <p id="markdown-input-stats" className="text-xs text-muted-foreground tabular-nums">
                  {statsLine(stats, formatBytes)}
                </p>
                <div className="flex flex-wrap items-center gap-2">
                  <Button onClick={submit} disabled={busy || !input.trim()}>
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
                </div>
              </CardContent>
            </Card>

            <Card className="min-w-0">
              <CardHeader>
                <CardTitle as="h2">
                  <Label htmlFor="html-output" className="text-base font-semibold">
                    HTML Output
                  </Label>
                </CardTitle>
                <CardDescription>Read-only. Copy it, download it or look at it in the Preview tab.</CardDescription>
              </CardHeader>
              <CardContent className="space-y-3">
                <OutputArea value={html} busy={busy} />
                {busy && (
                  <div className="space-y-2">
                    <Progress aria-label="Converting Markdown" />
                    <BusyStatus>Converting {formatBytes(utf8Length(input))} of Markdown…</BusyStatus>
                  </div>
                )}
                {html ? (
                  <div className="flex flex-wrap items-center gap-2">
                    <CopyButton text={html} label="HTML code">
                      Copy HTML
                    </CopyButton>
                    <Button variant="outline" onClick={download}>
                      <Download aria-hidden /> Download
                    </Button>
                  </div>
                ) : (
                  // Muted but live: pressing them says why there is nothing yet (the spec's 'No Output').
                  <div className="flex flex-wrap items-center gap-2">
                    <Button variant="outline" className="text-muted-foreground" onClick={noOutput}>
                      Copy HTML
                    </Button>
                    <Button variant="outline" className="text-muted-foreground" onClick={noOutput}>
                      <Download aria-hidden /> Download
                    </Button>
                  </div>
                )}
              </CardContent>
            </Card>
          </div>
        </TabsContent>

        <TabsContent value="preview" className="space-y-4">
          <Card>
            <CardHeader>
              <CardTitle as="h2">HTML Preview</CardTitle>
            </CardHeader>
            <CardContent className="space-y-2">
              {html ? (
                <>
                  <PreviewFrame html={html} />
                  <p className="flex items-start gap-1.5 text-xs text-muted-foreground">
                    <ShieldCheck className="mt-0.5 size-3.5 shrink-0" aria-hidden />
                    The preview is sandboxed: scripts in it never run and it loads nothing from the network (only
                    embedded data: images show). Links do not open from the preview.
                  </p>
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
          <OptionGroup title="Output Options" specs={OUTPUT_OPTIONS} options={options} onChange={setOptions} />
          <OptionGroup title="Markdown Extensions" specs={EXTENSION_OPTIONS} options={options} onChange={setOptions} />
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

interface InputAreaProps {
  value: string;
  onValueChange: (text: string) => void;
  onSubmit: () => void;
  textareaRef: React.Ref<HTMLTextAreaElement>;
}

/** The input box; memoised because with megabytes in it, re-rendering it for every state change would diff the text. */
const InputArea = memo(function InputArea({ value, onValueChange, onSubmit, textareaRef }: InputAreaProps) {
  return (
    <Textarea
      id="markdown-input"
      ref={textareaRef}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          onSubmit();
        }
      }}
      placeholder="Enter your Markdown content here..."
      aria-describedby="markdown-input-hint markdown-input-stats"
      spellCheck={false}
      className="max-h-[48rem] min-h-[400px] font-mono text-sm"
    />
  );
});

/** The read-only HTML: the first {@link PREVIEW_CHARS} characters of a long result (Copy and Download use it all). */
const OutputArea = memo(function OutputArea({ value, busy }: { value: string; busy: boolean }) {
  const { shown, truncated } = previewOf(value);
  const line = useMemo(() => sizeLine(value), [value]);
  return (
    <>
      <Textarea
        id="html-output"
        value={shown}
        readOnly
        placeholder="Converted HTML will appear here..."
        aria-busy={busy}
        aria-describedby={`html-output-size${truncated ? " html-output-note" : ""}`}
        spellCheck={false}
        className="max-h-[48rem] min-h-[400px] font-mono text-sm break-all"
      />
      <p id="html-output-size" className="text-xs text-muted-foreground tabular-nums">
        {line}
      </p>
      {truncated && (
        <p id="html-output-note" className="text-xs text-muted-foreground">
          Showing the first {number(PREVIEW_CHARS)} of {number(value.length)} characters. Copy and Download use all of
          it.
        </p>
      )}
    </>
  );
});

/** The converted page in a frame that may run nothing and fetch nothing (sandbox + CSP, see previewDocument). */
const PreviewFrame = memo(function PreviewFrame({ html }: { html: string }) {
  const doc = useMemo(() => previewDocument(html), [html]);
  return (
    <iframe
      title="HTML preview"
      sandbox=""
      srcDoc={doc}
      referrerPolicy="no-referrer"
      className="h-[32rem] w-full rounded-md border bg-white"
    />
  );
});

function OptionGroup({
  title,
  specs,
  options,
  onChange,
}: {
  title: string;
  specs: OptionSpec[];
  options: MarkdownOptions;
  onChange: (update: (options: MarkdownOptions) => MarkdownOptions) => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <div className="grid gap-3 sm:grid-cols-2">
          {specs.map((spec) => (
            <LabelledSwitch
              key={spec.key}
              variant="tile"
              label={spec.label}
              description={spec.description}
              checked={options[spec.key]}
              onCheckedChange={(checked) => onChange((o) => ({ ...o, [spec.key]: checked }))}
            />
          ))}
        </div>
      </CardContent>
    </Card>
  );
}

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
