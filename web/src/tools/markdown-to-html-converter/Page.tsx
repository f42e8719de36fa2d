import { memo, useMemo, useRef, useState } from "react";
import { msg, plural } from "@lingui/core/macro";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
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
  refusalText,
} from "./engine";
import { useAutoSavedText } from "@/lib/auto-saved-text";

const SLUG = "markdown-to-html-converter";
const CONVERT_FAILED = msg`An error occurred while converting Markdown. Please check your input.`;

const SELLING_POINTS = [
  {
    icon: FileText,
    title: msg`Full Markdown Support`,
    text: msg`CommonMark plus GitHub's tables, task lists, strikethrough, autolinks and footnotes.`,
  },
  {
    icon: Zap,
    title: msg`Instant Conversion`,
    text: msg`A Rust engine converts in your browser; nothing is uploaded.`,
  },
  {
    icon: Sparkles,
    title: msg`Clean HTML Output`,
    text: msg`Standard, tidy HTML with raw HTML escaped by default.`,
  },
];

/** An option group as written here: its words are messages, put in the page's language when shown. */
interface OptionGroupMessages {
  id: string;
  title: MessageDescriptor;
  options: { key: keyof MarkdownOptions & string; label: MessageDescriptor; description: MessageDescriptor }[];
}

const OPTION_GROUPS: OptionGroupMessages[] = [
  {
    id: "output",
    title: msg`Output Options`,
    options: [
      {
        key: "wrapInHtml",
        label: msg`Wrap in HTML Document`,
        description: msg`A complete page with head, title and basic styling.`,
      },
      {
        key: "generateToc",
        label: msg`Generate Table of Contents`,
        description: msg`Heading ids and a linked list of all headings first.`,
      },
      {
        key: "escapeHtml",
        label: msg`Escape HTML`,
        description: msg`Show raw HTML in the Markdown as text instead of passing it through.`,
      },
      {
        key: "addTargetBlank",
        label: msg`Open Links in New Tab`,
        description: msg`Links get target="_blank" rel="noopener noreferrer".`,
      },
    ],
  },
  {
    id: "extensions",
    title: msg`Markdown Extensions`,
    options: [
      {
        key: "enableTables",
        label: msg`Enable Tables`,
        description: msg`Pipe tables, the first row as the header.`,
      },
      {
        key: "enableCodeHighlight",
        label: msg`Enable Code Highlighting`,
        description: msg`A language-… class on fenced code for highlighters.`,
      },
      {
        key: "enableStrikethrough",
        label: msg`Enable Strikethrough`,
        description: msg`~~text~~ becomes struck-through text.`,
      },
      {
        key: "enableTaskLists",
        label: msg`Enable Task Lists`,
        description: msg`- [ ] and - [x] items become checkboxes.`,
      },
    ],
  },
];

/** A group's words in the page's language, as the option card shows them. */
function optionGroup(i18n: I18n, group: OptionGroupMessages): OptionGroup<MarkdownOptions> {
  return {
    title: i18n._(group.title),
    options: group.options.map(({ key, label, description }) => ({
      key,
      label: i18n._(label),
      description: i18n._(description),
    })),
  };
}

/** The syntax guide: each title is a message, each example Markdown (a sample, not translated). */
const SYNTAX_GUIDE = [
  { id: "headers", title: msg`Headers`, example: "# H1\n## H2\n### H3" },
  { id: "emphasis", title: msg`Emphasis`, example: "*italic* or _italic_\n**bold** or __bold__\n~~strikethrough~~" },
  { id: "links", title: msg`Links & Images`, example: "[link text](https://example.com)\n![alt text](image.png)" },
  { id: "lists", title: msg`Lists`, example: "- bullet item\n1. numbered item\n- [ ] task\n- [x] done task" },
  { id: "code", title: msg`Code`, example: "`inline code`\n\n```javascript\nconst x = 1;\n```" },
  { id: "tables", title: msg`Tables`, example: "| Header | Header |\n| ------ | ------ |\n| Cell   | Cell   |" },
  { id: "blockquotes", title: msg`Blockquotes`, example: "> quoted text\n> more quoted text" },
];

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
  const { i18n, t } = useLingui();
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
  // Measured only while converting: the busy line names the input's size.
  const inputSize = busy ? formatBytes(utf8Length(input)) : "";

  const submit = useStableAction(() => {
    if (blank) {
      toast.error(t`Input Required`, { description: t`Please enter Markdown content to convert` });
      return;
    }
    const source = { input, options };
    return start(
      () => convertMarkdown(input, options),
      (converted) => {
        setResult({ ...converted, ...source });
        setStats(converted.stats);
        const words = converted.stats.wordCount;
        toast.success(t`Markdown Converted Successfully!`, {
          description: t`Converted ${plural(words, { one: "# word", other: "# words" })} to HTML`,
        });
        reportToolUse(
          SLUG,
          t`${plural(words, { one: "Converted # word of Markdown to HTML", other: "Converted # words of Markdown to HTML" })}`,
        );
      },
      (error) => {
        console.error("Markdown conversion failed:", error);
        setResult(undefined);
        toast.error(t`Conversion Failed`, { description: i18n._(CONVERT_FAILED) });
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

  const noOutput = () => toast.error(t`No Output`, { description: t`Please convert Markdown first` });

  function download() {
    if (!html) return noOutput();
    downloadText(html, "converted.html", "text/html");
    toast.success(t`Downloaded`, { description: t`HTML file has been downloaded` });
  }

  return (
    <div className="space-y-6">
      <SellingPoints
        points={SELLING_POINTS.map((point) => ({ ...point, title: i18n._(point.title), text: i18n._(point.text) }))}
      />

      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="grid w-full grid-cols-4">
          <TabsTrigger value="convert">
            <Trans>Convert</Trans>
          </TabsTrigger>
          <TabsTrigger value="preview">
            <Trans>Preview</Trans>
          </TabsTrigger>
          <TabsTrigger value="options">
            <Trans>Options</Trans>
          </TabsTrigger>
          <TabsTrigger value="statistics">
            <Trans>Statistics</Trans>
          </TabsTrigger>
        </TabsList>

        <TabsContent value="convert" className="space-y-4">
          <div className="grid gap-4 lg:grid-cols-2">
            <CodeInputCard
              id="markdown-input"
              title={t`Markdown Input`}
              description={t`Type or paste Markdown; the preview follows. Convert to HTML (or Ctrl+Enter) makes the HTML.`}
              ref={editor}
              language="markdown"
              value={input}
              onChange={setInput}
              onSubmit={submit}
              placeholder={t`Enter your Markdown content here...`}
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
                    {busy ? t`Converting...` : t`Convert to HTML`}
                  </Button>
                  <Button variant="outline" onClick={() => setInput(SAMPLE_MARKDOWN)} disabled={busy}>
                    <FileCode aria-hidden /> <Trans>Load Sample</Trans>
                  </Button>
                  <Button variant="outline" onClick={clearAll} disabled={!input && !result && !busy}>
                    <Eraser aria-hidden /> <Trans>Clear All</Trans>
                  </Button>
                </>
              }
            />
            <LivePreviewCard input={input} options={options} />
          </div>

          <CodeOutputCard
            id="html-output"
            title={t`HTML Output`}
            description={t`Read-only. Copy it, download it or look at it in the Preview tab.`}
            language="html"
            value={html}
            placeholder={t`Converted HTML will appear here...`}
            className="h-[400px] lg:h-[32rem]"
            busy={busy ? { label: t`Converting Markdown`, status: t`Converting ${inputSize} of Markdown…` } : undefined}
            notice={
              stale && (
                <Alert>
                  <TriangleAlert aria-hidden />
                  <AlertDescription className="text-foreground">
                    <Trans>
                      The input or options changed since this HTML was made. Press Convert to HTML to update it.
                    </Trans>
                  </AlertDescription>
                </Alert>
              )
            }
            actions={
              html ? (
                <>
                  <CopyButton text={html} label={t`HTML code`}>
                    <Trans>Copy HTML</Trans>
                  </CopyButton>
                  <Button variant="outline" onClick={download}>
                    <Download aria-hidden /> <Trans>Download</Trans>
                  </Button>
                </>
              ) : (
                // Muted but live: pressing them says why there is nothing yet (the spec's 'No Output').
                <>
                  <Button variant="outline" className="text-muted-foreground" onClick={noOutput}>
                    <Trans>Copy HTML</Trans>
                  </Button>
                  <Button variant="outline" className="text-muted-foreground" onClick={noOutput}>
                    <Download aria-hidden /> <Trans>Download</Trans>
                  </Button>
                </>
              )
            }
          />
        </TabsContent>

        <TabsContent value="preview" className="space-y-4">
          <Card>
            <CardHeader>
              <CardTitle as="h2">
                <Trans>HTML Preview</Trans>
              </CardTitle>
            </CardHeader>
            <CardContent className="space-y-2">
              {html ? (
                <>
                  <PreviewFrame html={html} title={t`HTML preview`} />
                  <SandboxNote />
                </>
              ) : (
                <p className="py-12 text-center text-sm text-muted-foreground">
                  <Trans>Convert Markdown to see the HTML preview</Trans>
                </p>
              )}
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="options" className="space-y-4">
          {OPTION_GROUPS.map((group) => (
            <OptionGroupCard key={group.id} group={optionGroup(i18n, group)} options={options} onChange={setOptions} />
          ))}
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="outline" onClick={() => setOptions(MARKDOWN_DEFAULTS)}>
              <RotateCcw aria-hidden /> <Trans>Reset to Defaults</Trans>
            </Button>
            <p className="text-sm text-muted-foreground">
              <Trans>Options apply the next time you press Convert to HTML.</Trans>
            </p>
          </div>
        </TabsContent>

        <TabsContent value="statistics" className="space-y-4">
          <Card>
            <CardHeader>
              <CardTitle as="h2">
                <Trans>Conversion Statistics</Trans>
              </CardTitle>
            </CardHeader>
            <CardContent>
              {result ? (
                <ConversionStats stats={stats} />
              ) : (
                <p className="text-sm text-muted-foreground">
                  <Trans>Convert some Markdown to see its statistics.</Trans>
                </p>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h2" className="flex items-center gap-2">
                <BookOpen className="size-4 text-primary" aria-hidden /> <Trans>Markdown Syntax Guide</Trans>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-3 sm:grid-cols-2">
                {SYNTAX_GUIDE.map((entry) => (
                  <li key={entry.id} className="min-w-0 rounded-lg border p-3">
                    <p className="text-sm font-semibold">{i18n._(entry.title)}</p>
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
  const { t } = useLingui();
  const request = useDebounced(
    useMemo(() => ({ input, options }), [input, options]),
    LIVE_PREVIEW_DELAY_MS,
  );
  const tooLarge = request.input.length > LIVE_PREVIEW_MAX_CHARS;
  const live = useAsyncResult(
    request,
    (r) =>
      r.input.length > LIVE_PREVIEW_MAX_CHARS || !/\S/.test(r.input)
        ? Promise.resolve(null)
        : convertMarkdown(r.input, r.options),
    refusalText,
  );
  const html = live.value?.html;
  const error = live.error;
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Live Preview</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Follows the input as you type, with the current options.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        {html && !tooLarge ? (
          <>
            <PreviewFrame html={html} title={t`Live preview`} className="h-[400px] lg:h-[32rem]" />
            <SandboxNote />
          </>
        ) : (
          <p className="flex h-[400px] items-center justify-center text-center text-sm text-muted-foreground lg:h-[32rem]">
            {tooLarge
              ? t`This input is too large to preview as you type. Convert to HTML, then open the Preview tab.`
              : error
                ? t`The preview could not be made: ${error}`
                : t`Type some Markdown to see it here.`}
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
      <Trans>
        The preview is sandboxed: scripts in it never run and it loads nothing from the network (only embedded data:
        images show). Links do not open from the preview.
      </Trans>
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
  const { i18n, t } = useLingui();
  return (
    <StatGrid
      items={[
        { key: "words", label: t`Words`, value: i18n.number(stats.wordCount) },
        { key: "lines", label: t`Lines`, value: i18n.number(stats.lineCount) },
        { key: "markdown-size", label: t`Markdown Size`, value: formatBytes(stats.markdownSize) },
        { key: "html-size", label: t`HTML Size`, value: formatBytes(stats.htmlSize) },
      ]}
    />
  );
}
