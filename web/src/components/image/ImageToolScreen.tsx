import { useState } from "react";
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
import { privacyNoteOf, type ImageTool } from "./image-tool";
import { useImageBatch } from "./use-image-batch";

export {
  convertedDescription,
  type DoneImage,
  type ExtraTabView,
  type ImageOptionsProps,
  type ImageTool,
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

  const main = (
    <div className="space-y-4">
      <div className="grid gap-4 lg:grid-cols-2">
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle as="h2">{tool.uploadLabel}</CardTitle>
            <CardDescription>
              <ShieldCheck className="mr-1 inline size-4 align-text-bottom" aria-hidden />
              {privacyNoteOf(tool)}
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-3">
            <DropZone
              label={tool.uploadLabel}
              hint={tool.uploadHint}
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
                workingLabel={tool.busyLabel.replace(/\.+$/, "")}
              />
            )}
          </CardContent>
        </Card>

        <Card className="min-w-0">
          <CardHeader>
            <CardTitle as="h2">Settings</CardTitle>
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
                {busy ? tool.busyLabel : tool.actionLabel}
              </Button>
              <Button variant="outline" onClick={reset}>
                <RotateCcw aria-hidden /> Reset
              </Button>
              <Button variant="outline" onClick={() => batch.downloadOne(selected?.id)}>
                <Download aria-hidden /> Download
              </Button>
              {doneCount > 1 && (
                <Button variant="outline" onClick={() => void batch.downloadAll()}>
                  <FileArchive aria-hidden /> Download All (ZIP)
                </Button>
              )}
            </div>
            {busy && (
              <div className="space-y-2">
                <Progress
                  aria-label={tool.busyLabel}
                  value={entries.length > 1 || doneShare > 0 ? (doneShare / entries.length) * 100 : null}
                />
                <BusyStatus>
                  {entries.length > 1 ? `${tool.busyLabel} ${settledCount} of ${entries.length} done` : tool.busyLabel}
                </BusyStatus>
              </div>
            )}
          </CardContent>
        </Card>
      </div>

      {selected && (
        <Card>
          <CardHeader>
            <CardTitle as="h2">Preview</CardTitle>
            <CardDescription className="truncate">{selected.file.name}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              {selected.url && <Figure src={selected.url} caption={`Original · ${formatBytes(selected.file.size)}`} />}
              {selected.previewError && (
                <Alert variant="destructive">
                  <AlertDescription>No preview: {selected.previewError}</AlertDescription>
                </Alert>
              )}
              {selectedDone && (
                <Figure
                  src={selectedDone.result.url}
                  caption={`${tool.resultLabel} · ${formatBytes(selectedDone.result.size)}`}
                />
              )}
            </div>
            {selectedDone && <ResultFigures done={selectedDone} resultLabel={tool.resultLabel} />}
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
            <TabsTrigger value="main">{tool.mainTab}</TabsTrigger>
            {tool.extraTabs?.map((extra) => (
              <TabsTrigger key={extra.value} value={extra.value}>
                {extra.label}
              </TabsTrigger>
            ))}
            <TabsTrigger value="compare">Compare</TabsTrigger>
            <TabsTrigger value="statistics">Statistics</TabsTrigger>
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
                <CardTitle as="h2">Compare</CardTitle>
                <CardDescription>
                  The original and the {tool.resultLabel.toLowerCase()} image, over the same spot.
                </CardDescription>
              </CardHeader>
              <CardContent>
                {selectedDone && selected?.url ? (
                  <CompareSlider
                    before={selected.url}
                    after={selectedDone.result.url}
                    beforeLabel="Original"
                    afterLabel={compareLabel(selectedDone, tool.resultLabel)}
                    checkerboard={tool.checkerboard}
                  />
                ) : (
                  <p className="text-sm text-muted-foreground">
                    Nothing to compare yet. Choose an image and press {tool.actionLabel}.
                  </p>
                )}
              </CardContent>
            </Card>
          </TabsContent>
          <TabsContent value="statistics" className="space-y-4">
            <Card>
              <CardHeader>
                <CardTitle as="h2">{tool.resultsTitle}</CardTitle>
                {selectedDone && <CardDescription className="truncate">{selectedDone.file.name}</CardDescription>}
              </CardHeader>
              <CardContent>
                {selectedDone ? (
                  <ResultFigures done={selectedDone} resultLabel={tool.resultLabel} />
                ) : (
                  <p className="text-sm text-muted-foreground">
                    No statistics yet. Choose an image and press {tool.actionLabel}.
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
