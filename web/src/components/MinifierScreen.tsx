import { useRef, useState } from "react";
import { CircleX, Download, Eraser, FileCode, Lightbulb, Loader2, RotateCcw, TriangleAlert, Zap } from "lucide-react";
import { toast } from "sonner";
import { i18n } from "@lingui/core";
import { plural, t as translate } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CodeInputCard } from "@/components/code-screen/CodeInputCard";
import { CodeOutputCard } from "@/components/code-screen/CodeOutputCard";
import { OptionGroupCard, type OptionGroup } from "@/components/code-screen/OptionGroupCard";
import { SellingPoints, type SellingPoint } from "@/components/code-screen/SellingPoints";
import { SizeLine } from "@/components/code-screen/SizeLine";
import { useEngineRun, useStableAction } from "@/components/code-screen/use-engine-run";
import { CopyButton } from "@/components/CopyButton";
import type { EditorHandle, EditorMark } from "@/components/editor/CodeEditor";
import type { EditorLanguage } from "@/components/editor/languages";
import { StatGrid } from "@/components/StatGrid";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { usePreloadWhenIdle } from "@/lib/preload";
import { downloadText } from "@/lib/download";
import { formatBytes, utf8Length } from "@/lib/format-bytes";
import { warningText, type Minified, type MinifyStats } from "@/lib/minify";
import { reportToolUse } from "@/lib/tool-events";
import { WorkerCallError } from "@/lib/worker-rpc";
import { useAutoSavedText } from "@/lib/auto-saved-text";

/** A language's boolean options, keyed by the engine's camelCase names. */
export type MinifyOptions<O> = { [K in keyof O]: boolean };

export interface MinifierTip {
  title: string;
  text: string;
}

/**
 * Everything that differs between the HTML, CSS and JavaScript minifier pages. Its words are in the page's language:
 * each page makes its language with `useLingui`, anew when the language changes.
 */
export interface MinifierLanguage<O extends MinifyOptions<O>> {
  /** The tool's slug (reported as used after each successful minification; element ids). */
  slug: string;
  /** 'HTML', 'CSS' or 'JavaScript' (a language's name, the same in every locale): used in the labels and the spec's messages. */
  label: string;
  /** How the editors highlight the input and output. */
  editorLanguage: EditorLanguage;
  /** The Minify button and tab ('Minify JS'). */
  actionLabel: string;
  inputPlaceholder: string;
  outputPlaceholder: string;
  sample: string;
  defaults: O;
  optionGroups: OptionGroup<O>[];
  /** Download file name ('minified.js') and its MIME type. */
  downloadName: string;
  mimeType: string;
  /** Runs the engine (in the tool's worker); rejects with the engine's refusal (lib/engine-refusal.ts). */
  minify: (input: string, options: O) => Promise<Minified>;
  /** What `minify`'s rejection says, in the page's language. */
  refusalText: (error: unknown) => string;
  /** Starts the tool's worker and engine download; called once the page is idle after it opens. */
  preload: () => void;
  sellingPoints: SellingPoint[];
  tips: MinifierTip[];
}

/** A percentage the engine gives with one decimal (45.3), in the page's language ('45.3%'). */
const percent = (n: number) => i18n.number(n / 100, { style: "percent", maximumFractionDigits: 1 });

/**
 * The success toast: the spec's 'Reduced size by N% (M bytes saved)'; an output that grew says so instead. The
 * spec's English says 'bytes' for one byte too; other languages get their plural forms.
 */
export function successMessage(stats: MinifyStats): string {
  if (stats.reduction < 0) {
    const grown = percent(-stats.reductionPercent);
    const added = -stats.reduction;
    return translate`${plural(added, {
      one: `Size grew by ${grown} (# bytes added)`,
      other: `Size grew by ${grown} (# bytes added)`,
    })}`;
  }
  const reduced = percent(stats.reductionPercent);
  const saved = stats.reduction;
  return translate`${plural(saved, {
    one: `Reduced size by ${reduced} (# bytes saved)`,
    other: `Reduced size by ${reduced} (# bytes saved)`,
  })}`;
}

interface Outcome {
  /** The last successful result; undefined before the first one, after Clear All and after a failure. */
  result?: Minified;
  /** The engine's message from the last failed minification (shown as an error; warnings are for results). */
  error?: string;
  /** Where the parser stopped, marked in the input. */
  errorAt?: EditorMark;
}

/**
 * The screen the three minifier pages share (spec part 2 §2 'Minifier pages'): tabs Minify / Options /
 * Statistics, input and output with their sizes, the summary and warnings, the options by group and the tips.
 * The engine runs in the tool's worker, so a 5 MB input never freezes the page.
 */
export function MinifierScreen<O extends MinifyOptions<O>>({ language }: { language: MinifierLanguage<O> }) {
  const { t } = useLingui();
  const { slug, label, actionLabel } = language;
  const [tab, setTab] = useState("minify");
  const [input, setInput] = useAutoSavedText(language.slug, "");
  const [options, setOptions] = useState<O>(language.defaults);
  usePreloadWhenIdle(language.preload);
  const { busy, start, drop } = useEngineRun();
  const [outcome, setOutcome] = useState<Outcome>({});
  const editor = useRef<EditorHandle>(null);
  const { result, error, errorAt } = outcome;
  // A regex stops at the first non-space character; `trim()` would copy a 5 MB input on every render.
  const blank = !/\S/.test(input);

  const submit = useStableAction(() => {
    if (blank) {
      toast.error(t`Input Required`, { description: t`Please enter ${label} code to minify` });
      return;
    }
    return start(
      () => language.minify(input, options),
      (minified) => {
        setOutcome({ result: minified });
        toast.success(successMessage(minified.stats));
        reportToolUse(slug, t`Minified ${label}`);
      },
      (e) => {
        setOutcome({ error: language.refusalText(e), errorAt: e instanceof WorkerCallError ? e.place : undefined });
        toast.error(t`Minification Failed`, {
          description: t`An error occurred while minifying ${label}. Please check your input.`,
        });
      },
    );
  });

  function clearAll() {
    drop();
    setInput("");
    setOutcome({});
    editor.current?.focus();
  }

  const noOutput = () => toast.error(t`No Output`, { description: t`Please minify ${label} first` });

  function download() {
    if (!result?.output) return noOutput();
    downloadText(result.output, language.downloadName, language.mimeType);
  }

  const warnings = result?.warnings ?? [];
  const inputSize = busy ? formatBytes(utf8Length(input)) : "";
  const ids = `${slug}-screen`;

  return (
    <div className="space-y-6">
      <SellingPoints points={language.sellingPoints} />

      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="grid w-full grid-cols-3">
          <TabsTrigger value="minify">{actionLabel}</TabsTrigger>
          <TabsTrigger value="options">
            <Trans>Options</Trans>
          </TabsTrigger>
          <TabsTrigger value="statistics">
            <Trans>Statistics</Trans>
          </TabsTrigger>
        </TabsList>

        <TabsContent value="minify" className="space-y-4">
          <div className="grid gap-4 lg:grid-cols-2">
            <CodeInputCard
              id={`${ids}-input`}
              title={t`${label} Input`}
              description={<Trans>Paste your code, then press {actionLabel} (or Ctrl+Enter in the box).</Trans>}
              ref={editor}
              language={language.editorLanguage}
              value={input}
              onChange={setInput}
              onSubmit={submit}
              placeholder={language.inputPlaceholder}
              mark={errorAt}
              invalid={!!error}
              describedBy={error ? `${ids}-failure` : undefined}
              footerId={`${ids}-input-size`}
              footer={<SizeLine id={`${ids}-input-size`} text={input} />}
              className="h-80 lg:h-[32rem]"
              actions={
                <>
                  <Button onClick={submit} disabled={busy || blank}>
                    {busy ? (
                      <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden />
                    ) : (
                      <Zap aria-hidden />
                    )}
                    {busy ? t`Minifying...` : actionLabel}
                  </Button>
                  <Button variant="outline" onClick={() => setInput(language.sample)} disabled={busy}>
                    <FileCode aria-hidden /> <Trans>Load Sample</Trans>
                  </Button>
                  <Button variant="outline" onClick={clearAll} disabled={!input && !result && !error && !busy}>
                    <Eraser aria-hidden /> <Trans>Clear All</Trans>
                  </Button>
                </>
              }
            />

            <CodeOutputCard
              id={`${ids}-output`}
              title={t`Minified ${label}`}
              description={t`Read-only. Copy or download it once it is ready.`}
              language={language.editorLanguage}
              value={result?.output ?? ""}
              placeholder={language.outputPlaceholder}
              className="h-80 lg:h-[32rem]"
              busy={busy ? { label: t`Minifying ${label}`, status: t`Minifying ${inputSize} of ${label}…` } : undefined}
              actions={
                result && (
                  <>
                    {result.output ? (
                      <CopyButton text={result.output} label={t`the minified ${label}`} />
                    ) : (
                      <Button variant="outline" onClick={noOutput}>
                        <Trans>Copy</Trans>
                      </Button>
                    )}
                    <Button variant="outline" onClick={download}>
                      <Download aria-hidden /> <Trans>Download</Trans>
                    </Button>
                  </>
                )
              }
            />
          </div>

          {error && <FailureAlert id={`${ids}-failure`} message={error} />}

          {warnings.length > 0 && (
            <Alert variant="destructive">
              <TriangleAlert aria-hidden />
              <AlertTitle>
                <Trans>Warnings</Trans>
              </AlertTitle>
              <AlertDescription>
                <ul className="list-disc space-y-1 ps-4 break-words whitespace-pre-wrap">
                  {warnings.map((warning, index) => (
                    <li key={index}>{warningText(warning)}</li>
                  ))}
                </ul>
              </AlertDescription>
            </Alert>
          )}

          {result && (
            <Card>
              <CardHeader>
                <CardTitle as="h2">
                  <Trans>Summary</Trans>
                </CardTitle>
              </CardHeader>
              <CardContent className="space-y-4">
                <SizeStats stats={result.stats} />
                <Progress
                  value={Math.max(0, Math.min(100, result.stats.reductionPercent))}
                  aria-label={t`Size reduction`}
                  aria-valuetext={percent(result.stats.reductionPercent)}
                />
              </CardContent>
            </Card>
          )}
        </TabsContent>

        <TabsContent value="options" className="space-y-4">
          {language.optionGroups.map((group) => (
            <OptionGroupCard key={group.title} group={group} options={options} onChange={setOptions} />
          ))}
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="outline" onClick={() => setOptions(language.defaults)}>
              <RotateCcw aria-hidden /> <Trans>Reset to Defaults</Trans>
            </Button>
            <p className="text-sm text-muted-foreground">
              <Trans>Options apply the next time you press {actionLabel}.</Trans>
            </p>
          </div>
        </TabsContent>

        <TabsContent value="statistics" className="space-y-4">
          <Card>
            <CardHeader>
              <CardTitle as="h2">
                <Trans>Compression Results</Trans>
              </CardTitle>
            </CardHeader>
            <CardContent>
              {result ? (
                <SizeStats stats={result.stats} />
              ) : (
                <p className="text-sm text-muted-foreground">
                  <Trans>Minify some {label} to see its compression results.</Trans>
                </p>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h2" className="flex items-center gap-2">
                <Lightbulb className="size-4 text-primary" aria-hidden /> <Trans>Optimization Tips</Trans>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-3 sm:grid-cols-2">
                {language.tips.map((tip) => (
                  <li key={tip.title} className="rounded-lg border p-3">
                    <p className="text-sm font-semibold">{tip.title}</p>
                    <p className="text-sm text-muted-foreground">{tip.text}</p>
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
 * A failed minification: the spec's 'Minification Failed' with the engine's message (for code that does not
 * parse, the parser's error with its line and column). The input stays as it was and no output is shown.
 */
function FailureAlert({ id, message }: { id: string; message: string }) {
  return (
    <Alert variant="destructive" id={id}>
      <CircleX aria-hidden />
      <AlertTitle>
        <Trans>Minification Failed</Trans>
      </AlertTitle>
      <AlertDescription className="break-words whitespace-pre-wrap">{message}</AlertDescription>
    </Alert>
  );
}

/** Original Size, Minified Size, Saved and Reduction, as the summary and Compression Results show them. */
function SizeStats({ stats }: { stats: MinifyStats }) {
  const { t } = useLingui();
  const saved = stats.reduction < 0 ? `-${formatBytes(-stats.reduction)}` : formatBytes(stats.reduction);
  return (
    <StatGrid
      items={[
        { key: "original", label: t`Original Size`, value: formatBytes(stats.originalSize) },
        { key: "minified", label: t`Minified Size`, value: formatBytes(stats.minifiedSize) },
        { key: "saved", label: t`Saved`, value: saved },
        { key: "reduction", label: t`Reduction`, value: percent(stats.reductionPercent) },
      ]}
    />
  );
}
