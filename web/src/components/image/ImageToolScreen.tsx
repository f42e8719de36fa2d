import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Download, FileArchive, Loader2, RotateCcw, ShieldCheck, Zap } from "lucide-react";
import { BusyStatus } from "@/components/BusyStatus";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { formatBytes } from "@/lib/format-bytes";
import { usePreloadWhenIdle } from "@/lib/preload";
import { CompareSlider } from "./CompareSlider";
import { DropZone } from "./DropZone";
import { ImageFileList } from "./ImageFileList";
import { MetadataSwitches } from "./MetadataSwitches";
import { Figure, ResultFigures, compareLabel } from "./ResultFigures";
import { privacyNoteOf, verbWords, type ImageTool } from "./image-tool";
import { useImageBatch } from "./use-image-batch";

export {
  convertedDescription,
  type DoneImage,
  type ExtraTabView,
  type ImageOptionsProps,
  type ImageTool,
  type ImageVerb,
  type SourceImage,
  type ToastText,
} from "./image-tool";

/**
 * The screen the image tool pages share (spec part 1 §2, §4): nothing selected → selected (preview, earlier
 * results cleared) → busy (button disabled, busy label, progress) → done (result, statistics, download); Reset
 * clears everything and restores the defaults. Several files at once: each is processed in the worker pool with
 * its own progress, cancel and download, and 'Download All (ZIP)' saves every result (useImageBatch).
 */
export function ImageToolScreen<O>({ tool }: { tool: ImageTool<O> }) {
  const { i18n, t } = useLingui();
  const batch = useImageBatch(tool);
  const { entries, selected, selectedDone, busy, doneCount, settledCount, doneShare } = batch;
  const [tab, setTab] = useState("main");
  usePreloadWhenIdle(tool.preload);
  const reset = () => {
    batch.reset();
    setTab("main");
  };

  const { Options, Statistics } = tool;
  const first = entries[0];
  const words = verbWords(tool.verb);
  const uploadLabel = i18n._(tool.uploadLabel);
  const actionLabel = i18n._(tool.actionLabel);
  const previewError = selected?.previewError;
  const originalCaption = (size: string) => t`Original · ${size}`;

  const main = (
    <div className="space-y-4">
      <div className="grid gap-4 lg:grid-cols-2">
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle as="h2">{uploadLabel}</CardTitle>
            <CardDescription>
              <ShieldCheck className="me-1 inline size-4 align-text-bottom" aria-hidden />
              {privacyNoteOf(tool)}
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-3">
            <DropZone
              label={uploadLabel}
              hint={i18n._(tool.uploadHint)}
              accept={tool.rule.accept}
              disabled={busy}
              onFiles={batch.selectFiles}
            />
            {entries.length > 0 && (
              <ImageFileList
                entries={entries}
                selectedId={selected?.id}
                onSelect={batch.select}
                onCancel={batch.cancel}
                onDownload={batch.downloadOne}
                workingLabel={words.working}
              />
            )}
          </CardContent>
        </Card>

        <Card className="min-w-0">
          <CardHeader>
            <CardTitle as="h2">
              <Trans>Settings</Trans>
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <Options
              options={batch.options}
              onOptionsChange={batch.setOptions}
              source={first && { file: first.file, width: first.width, height: first.height }}
            />
            {tool.offersMetadata && <MetadataSwitches policy={batch.metadata} onPolicyChange={batch.setMetadata} />}
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => void batch.start()} disabled={busy}>
                {busy ? (
                  <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden />
                ) : (
                  <Zap aria-hidden />
                )}
                {busy ? words.busy : actionLabel}
              </Button>
              <Button variant="outline" onClick={reset}>
                <RotateCcw aria-hidden /> <Trans>Reset</Trans>
              </Button>
              <Button variant="outline" onClick={() => batch.downloadOne(selected?.id)}>
                <Download aria-hidden /> <Trans>Download</Trans>
              </Button>
              {doneCount > 1 && (
                <Button variant="outline" onClick={() => void batch.downloadAll()}>
                  <FileArchive aria-hidden /> <Trans>Download All (ZIP)</Trans>
                </Button>
              )}
            </div>
            {busy && (
              <div className="space-y-2">
                <Progress
                  aria-label={words.busy}
                  value={entries.length > 1 || doneShare > 0 ? (doneShare / entries.length) * 100 : null}
                />
                <BusyStatus>
                  {entries.length > 1 ? words.progress(settledCount, entries.length) : words.busy}
                </BusyStatus>
              </div>
            )}
          </CardContent>
        </Card>
      </div>

      {selected && (
        <Card>
          <CardHeader>
            <CardTitle as="h2">
              <Trans>Preview</Trans>
            </CardTitle>
            <CardDescription className="truncate">{selected.file.name}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              {selected.url && <Figure src={selected.url} caption={originalCaption(formatBytes(selected.file.size))} />}
              {selected.previewError && (
                <Alert variant="destructive">
                  <AlertDescription>
                    <Trans>No preview: {previewError}</Trans>
                  </AlertDescription>
                </Alert>
              )}
              {selectedDone && (
                <Figure src={selectedDone.result.url} caption={words.caption(formatBytes(selectedDone.result.size))} />
              )}
            </div>
            {selectedDone && <ResultFigures done={selectedDone} words={words} />}
          </CardContent>
        </Card>
      )}
    </div>
  );

  return (
    <div className="space-y-6">
      {tool.header}
      {tool.mainTab ? (
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList className="grid w-full auto-cols-fr grid-flow-col">
            <TabsTrigger value="main">{i18n._(tool.mainTab)}</TabsTrigger>
            {tool.extraTabs?.map((extra) => (
              <TabsTrigger key={extra.value} value={extra.value}>
                {i18n._(extra.label)}
              </TabsTrigger>
            ))}
            <TabsTrigger value="compare">
              <Trans>Compare</Trans>
            </TabsTrigger>
            <TabsTrigger value="statistics">
              <Trans>Statistics</Trans>
            </TabsTrigger>
          </TabsList>
          <TabsContent value="main">{main}</TabsContent>
          {tool.extraTabs?.map((extra) => (
            <TabsContent key={extra.value} value={extra.value}>
              <extra.Content
                source={selected && { file: selected.file, width: selected.width, height: selected.height }}
                done={selectedDone}
                replaceSource={(file) => selected && batch.replaceSource(selected.id, file)}
              />
            </TabsContent>
          ))}
          <TabsContent value="compare">
            <Card>
              <CardHeader>
                <CardTitle as="h2">
                  <Trans>Compare</Trans>
                </CardTitle>
                <CardDescription>{words.compareNote}</CardDescription>
              </CardHeader>
              <CardContent>
                {selectedDone && selected?.url ? (
                  <CompareSlider
                    before={selected.url}
                    after={selectedDone.result.url}
                    beforeLabel={t`Original`}
                    afterLabel={compareLabel(selectedDone, words.result)}
                    checkerboard={tool.checkerboard}
                  />
                ) : (
                  <p className="text-sm text-muted-foreground">
                    <Trans>Nothing to compare yet. Choose an image and press {actionLabel}.</Trans>
                  </p>
                )}
              </CardContent>
            </Card>
          </TabsContent>
          <TabsContent value="statistics" className="space-y-4">
            <Card>
              <CardHeader>
                <CardTitle as="h2">{tool.resultsTitle && i18n._(tool.resultsTitle)}</CardTitle>
                {selectedDone && <CardDescription className="truncate">{selectedDone.file.name}</CardDescription>}
              </CardHeader>
              <CardContent>
                {selectedDone ? (
                  <ResultFigures done={selectedDone} words={words} />
                ) : (
                  <p className="text-sm text-muted-foreground">
                    <Trans>No statistics yet. Choose an image and press {actionLabel}.</Trans>
                  </p>
                )}
              </CardContent>
            </Card>
            {Statistics && <Statistics selected={selectedDone} />}
          </TabsContent>
        </Tabs>
      ) : (
        main
      )}
    </div>
  );
}
