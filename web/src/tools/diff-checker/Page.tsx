import { useMemo, useState } from "react";
import { msg, plural } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeftRight, Download } from "lucide-react";
import { BusyStatus } from "@/components/BusyStatus";
import { CodeInputCard } from "@/components/code-screen/CodeInputCard";
import { SizeLine } from "@/components/code-screen/SizeLine";
import { CopyButton } from "@/components/CopyButton";
import { LabelledSwitch } from "@/components/LabelledSwitch";
import { LARGE_TEXT_CHARS } from "@/components/TextInputCard";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { RadioGroup } from "@/components/ui/radio-group";
import { useAutoSavedText } from "@/lib/auto-saved-text";
import { downloadText } from "@/lib/download";
import { usePreloadWhenIdle } from "@/lib/preload";
import { reportToolUse } from "@/lib/tool-events";
import { useAsyncResult } from "@/lib/use-async-result";
import { diffDefaults } from "@/wasm/diff/defaults";
import { DiffPane, useScrollSync } from "./DiffView";
import { compare, preloadEngine, type CompareRequest, type DiffLayout, type Granularity } from "./engine";

const SLUG = "diff-checker";
const SAMPLE_ORIGINAL = "The quick brown fox\njumps over\nthe lazy dog.\n";
const SAMPLE_CHANGED = "The quick red fox\njumps over\nthe lazy dog!\nThe end.\n";

const LAYOUTS = [
  { value: "split", label: msg`Side by side` },
  { value: "unified", label: msg`Unified` },
] as const satisfies readonly { value: DiffLayout; label: MessageDescriptor }[];

const GRANULARITIES = [
  { value: "line", label: msg`Line`, description: msg`Changed lines only` },
  { value: "word", label: msg`Word`, description: msg`The changed words inside each line` },
  { value: "character", label: msg`Character`, description: msg`The changed characters inside each line` },
] as const satisfies readonly { value: Granularity; label: MessageDescriptor; description: MessageDescriptor }[];

export default function DiffCheckerPage() {
  const { i18n, t } = useLingui();
  usePreloadWhenIdle(preloadEngine);
  const [oldText, setOldText] = useAutoSavedText(`${SLUG}-original`, SAMPLE_ORIGINAL);
  const [newText, setNewText] = useAutoSavedText(`${SLUG}-changed`, SAMPLE_CHANGED);
  const [layout, setLayout] = useState<DiffLayout>("split");
  const [granularity, setGranularity] = useState<Granularity>(diffDefaults.granularity);
  const [ignoreWhitespace, setIgnoreWhitespace] = useState(diffDefaults.ignoreWhitespace);
  const [ignoreCase, setIgnoreCase] = useState(diffDefaults.ignoreCase);
  const request = useMemo<CompareRequest>(
    () => ({ oldText, newText, layout, options: { granularity, ignoreWhitespace, ignoreCase } }),
    [oldText, newText, layout, granularity, ignoreWhitespace, ignoreCase],
  );
  const result = useAsyncResult(request, compare);
  const comparison = result.value;
  const busy = result.pending && oldText.length + newText.length > LARGE_TEXT_CHARS;
  const scrollers = useScrollSync();

  const edited = (set: (text: string) => void) => (text: string) => {
    set(text);
    reportToolUse(SLUG, t`Compared two texts`);
  };

  return (
    <div className="space-y-4">
      <div className="grid gap-4 lg:grid-cols-2">
        <CodeInputCard
          id={`${SLUG}-original`}
          title={t`Original Text`}
          value={oldText}
          onChange={edited(setOldText)}
          language="text"
          placeholder={t`Paste the original text`}
          className="h-56"
          footer={<SizeLine text={oldText} />}
        />
        <CodeInputCard
          id={`${SLUG}-changed`}
          title={t`Changed Text`}
          value={newText}
          onChange={edited(setNewText)}
          language="text"
          placeholder={t`Paste the changed text`}
          className="h-56"
          footer={<SizeLine text={newText} />}
        />
      </div>

      <Card>
        <CardHeader>
          <CardTitle as="h2">
            <Trans>Options</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          <RadioGroup
            legend={t`View`}
            name={`${SLUG}-layout`}
            className="content-start"
            value={layout}
            options={LAYOUTS.map(({ value, label }) => ({ value, label: i18n._(label) }))}
            onValueChange={setLayout}
          />
          <RadioGroup
            legend={t`Compare by`}
            name={`${SLUG}-granularity`}
            className="content-start"
            value={granularity}
            options={GRANULARITIES.map(({ value, label, description }) => ({
              value,
              label: i18n._(label),
              description: i18n._(description),
            }))}
            onValueChange={setGranularity}
          />
          <div className="grid content-start gap-4 sm:col-span-2">
            <LabelledSwitch
              label={t`Ignore white space`}
              description={t`Lines that differ only in spaces, tabs or line ends are equal.`}
              checked={ignoreWhitespace}
              onCheckedChange={setIgnoreWhitespace}
            />
            <LabelledSwitch
              label={t`Ignore case`}
              description={t`Lines that differ only in upper and lower case are equal.`}
              checked={ignoreCase}
              onCheckedChange={setIgnoreCase}
            />
            <Button
              variant="outline"
              className="justify-self-start"
              onClick={() => {
                setOldText(newText);
                setNewText(oldText);
              }}
            >
              <ArrowLeftRight aria-hidden /> <Trans>Swap Texts</Trans>
            </Button>
          </div>
        </CardContent>
      </Card>

      <Card className="min-w-0">
        <CardHeader>
          <CardTitle as="h2">
            <Trans>Differences</Trans>
          </CardTitle>
          <CardDescription id={`${SLUG}-counts`} role="status" className="tabular-nums">
            {comparison && <Counts added={comparison.added} removed={comparison.removed} />}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          {result.error && (
            <Alert variant="destructive" role="alert">
              <AlertDescription>{result.error}</AlertDescription>
            </Alert>
          )}
          {comparison?.coarse && (
            <Alert>
              <AlertDescription>
                <Trans>Some changed lines are too long to compare inside: they are marked as changed whole.</Trans>
              </AlertDescription>
            </Alert>
          )}
          {comparison?.panes.length === 2 ? (
            <div className="grid gap-3 md:grid-cols-2">
              <div className="min-w-0 space-y-1">
                <p id={`${SLUG}-left-label`} className="text-sm font-medium">
                  <Trans>Original</Trans>
                </p>
                <DiffPane
                  pane={comparison.panes[0]}
                  numbers="old"
                  labelledBy={`${SLUG}-left-label`}
                  describedBy={`${SLUG}-counts`}
                  onScroller={scrollers[0]}
                />
              </div>
              <div className="min-w-0 space-y-1">
                <p id={`${SLUG}-right-label`} className="text-sm font-medium">
                  <Trans>Changed</Trans>
                </p>
                <DiffPane
                  pane={comparison.panes[1]}
                  numbers="new"
                  labelledBy={`${SLUG}-right-label`}
                  describedBy={`${SLUG}-counts`}
                  onScroller={scrollers[1]}
                />
              </div>
            </div>
          ) : (
            <div className="min-w-0 space-y-1">
              <p id={`${SLUG}-unified-label`} className="text-sm font-medium">
                <Trans>Both texts, line by line</Trans>
              </p>
              <DiffPane
                pane={comparison?.panes[0]}
                numbers="both"
                labelledBy={`${SLUG}-unified-label`}
                describedBy={`${SLUG}-counts`}
              />
            </div>
          )}
          {busy && (
            <BusyStatus>
              <Trans>Comparing…</Trans>
            </BusyStatus>
          )}
          <div className="flex flex-wrap items-center gap-2">
            <CopyButton text={comparison?.unified ?? ""} label={t`the unified diff`} disabled={!comparison?.unified}>
              <Trans>Copy Diff</Trans>
            </CopyButton>
            <Button
              variant="outline"
              disabled={!comparison?.unified}
              onClick={() => {
                if (!comparison?.unified) return;
                downloadText(comparison.unified, "changes.diff", "text/x-diff;charset=utf-8");
                reportToolUse(SLUG, t`Downloaded a diff`);
              }}
            >
              <Download aria-hidden /> <Trans>Download .diff</Trans>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}

/** '+3 lines added, −2 lines removed', or that the texts are the same. */
function Counts({ added, removed }: { added: number; removed: number }) {
  const { t } = useLingui();
  if (added === 0 && removed === 0) return <Trans>No differences: the texts are the same.</Trans>;
  const addedText = t`${plural(added, { one: "+# line added", other: "+# lines added" })}`;
  const removedText = t`${plural(removed, { one: "−# line removed", other: "−# lines removed" })}`;
  return (
    <Trans>
      {addedText}, {removedText}
    </Trans>
  );
}
