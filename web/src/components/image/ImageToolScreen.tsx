import { useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import { Download, FileArchive, Loader2, RotateCcw, ShieldCheck, Zap } from "lucide-react";
import { toast } from "sonner";
import { BusyStatus } from "@/components/BusyStatus";
import { StatGrid, type StatItem } from "@/components/StatGrid";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { downloadBlob } from "@/lib/download";
import { formatBytes } from "@/lib/format-bytes";
import type { MetadataPolicy, ProcessedImage } from "@/lib/image/engine";
import { checkImageFile, type ImageFileRule } from "@/lib/image/file-rules";
import { CancelledError, type PoolJob } from "@/lib/image/pool";
import { formatSizeChange } from "@/lib/image/size-change";
import { zipImages } from "@/lib/image/zip";
import { usePreloadWhenIdle } from "@/lib/preload";
import { reportToolUse } from "@/lib/tool-events";
import { CompareSlider } from "./CompareSlider";
import { DropZone } from "./DropZone";
import { ImageFileList } from "./ImageFileList";
import { MetadataSwitches, metadataStats } from "./MetadataSwitches";
import { formatName, measureImage, type ImageEntry, type ImageResult } from "./image-entries";

/** A toast's two lines. */
export interface ToastText {
  title: string;
  description: string;
}

/** A selected file as a tool's process function and options see it. */
export interface SourceImage {
  file: File;
  /** Displayed size (EXIF orientation applied); undefined when the browser could not measure it. */
  width?: number;
  height?: number;
}

/** A finished file: its input and its result. */
export interface DoneImage {
  file: File;
  result: ImageResult;
}

export interface ImageOptionsProps<O> {
  options: O;
  onOptionsChange: (options: O) => void;
  /** True while files are being processed. */
  disabled: boolean;
  /** The first selected image, for options that depend on it (the resizer's aspect lock). */
  source?: SourceImage;
}

/** What the upload card says happens to a file, unless a tool says otherwise. */
const PHOTO_PRIVACY_NOTE =
  "Processed on your device. Photos are turned upright and their metadata (camera, date, location) is removed";
const privacyNoteOf = (tool: Pick<ImageTool<unknown>, "privacyNote" | "offersMetadata">) =>
  tool.privacyNote ?? `${PHOTO_PRIVACY_NOTE}${tool.offersMetadata ? " unless you keep it" : ""}.`;

/** Everything that differs between the image tool pages; the screen does the rest. */
export interface ImageTool<O> {
  /** Reported as used on download; element ids. */
  slug: string;
  rule: ImageFileRule;
  /** The upload box's title ('Upload Image') and the line under it (what it takes). */
  uploadLabel: string;
  uploadHint: string;
  /** The upload card's line on what happens to a file (default: photos are turned upright, metadata removed). */
  privacyNote?: string;
  /** The first tab ('Compress', 'Convert'); without it the screen has no tabs (the resizer). */
  mainTab?: string;
  /** Tabs between the main tab and Compare (the SVG Code tab). */
  extraTabs?: { value: string; label: string; Content: ComponentType<ExtraTabView> }[];
  /**
   * What the screen shows for a selected file, when not the file itself (the SVG converter shows sanitised SVG).
   * Until it resolves the file has no preview; if it rejects, none at all (converting then reports the problem).
   */
  previewOf?: (file: File) => Promise<Blob>;
  /** Shown above everything else (a direction switch). */
  header?: ReactNode;
  actionLabel: string;
  /** The spec's busy label ('Compressing...'). */
  busyLabel: string;
  /** 'Compressed', 'Converted', 'Resized': labels the result's figures and previews. */
  resultLabel: string;
  /** The Statistics tab's first card ('Compression Results'). */
  resultsTitle?: string;
  defaults: O;
  Options: ComponentType<ImageOptionsProps<O>>;
  /**
   * True when the tool writes raster files from the user's: the screen then offers to keep the file's metadata
   * (MetadataSwitches) and says in Statistics what became of it.
   */
  offersMetadata?: boolean;
  /** Starts the work for one file with the options of this run; cancellable. `metadata` is "remove" unless offered. */
  process: (source: SourceImage, options: O, metadata: MetadataPolicy) => PoolJob<ProcessedImage>;
  /** The result's download name, from the options it was made with. */
  outputName: (file: File, options: O, result: ProcessedImage) => string;
  /** Figures of a result beyond the spec's common ones, from the options it was made with (WebP's quality). */
  resultDetails?: (options: O, result: ProcessedImage) => StatItem[];
  messages: {
    /** The action with no file selected. */
    noFile: ToastText;
    /** Download with no result yet (no file, or not processed). */
    noResult: ToastText;
    /** The success toast after a run (one file or several). */
    done: (done: DoneImage[]) => ToastText;
    /** A file failed: the spec's toast (the file's own message shows in its row). */
    failed: (error: Error) => ToastText;
    /** After a download; a function when it names the result's format. */
    downloaded: ToastText | ((result: ImageResult) => ToastText);
  };
  /** The ZIP's name ('compressed-images.zip'). */
  zipName: string;
  /** Cards under the result's figures in Statistics (format details, notes). */
  Statistics?: ComponentType<{ selected?: DoneImage }>;
  /** A checkerboard behind the images in Compare (inputs that may be transparent). */
  checkerboard?: boolean;
  /** Starts a worker and the codecs' download once the page is idle. */
  preload: () => void;
}

/** What an extra tab sees of the selected file, and how it may change it (the SVG converter's code editor). */
export interface ExtraTabView {
  source?: SourceImage;
  done?: DoneImage;
  /** Replaces the selected file's contents (its name stays): its result is cleared, as for a new selection. */
  replaceSource: (file: File) => void;
}

/** The converters' success line: 'Converted {w}×{h} image to {format} format', or the count for a batch. */
export function convertedDescription(done: readonly DoneImage[], format: string): string {
  const only = done.length === 1 ? done[0] : undefined;
  return only
    ? `Converted ${only.result.width}×${only.result.height} image to ${format} format`
    : `Converted ${done.length} images to ${format} format`;
}

let nextEntryId = 1;

/**
 * The screen the image tool pages share (spec part 1 §2, §4): nothing selected → selected (preview, earlier
 * results cleared) → busy (button disabled, busy label, progress) → done (result, statistics, download); Reset
 * clears everything and restores the defaults. Several files at once: each is processed in the worker pool with
 * its own progress, cancel and download, and 'Download All (ZIP)' saves every result.
 */
export function ImageToolScreen<O>({ tool }: { tool: ImageTool<O> }) {
  const [entries, setEntries] = useState<ImageEntry[]>([]);
  const [selectedId, setSelectedId] = useState<number>();
  const [options, setOptions] = useState<O>(tool.defaults);
  const [metadata, setMetadata] = useState<MetadataPolicy>("remove");
  const [tab, setTab] = useState("main");
  usePreloadWhenIdle(tool.preload);

  // Bookkeeping for handlers and effects only (never rendered): running jobs by entry id, measured sizes, object
  // URLs to revoke, and the run number (each run and Reset moves it on, so late answers of an old run are dropped).
  const live = useRef({
    jobs: new Map<number, PoolJob<ProcessedImage>>(),
    measured: new Map<number, Promise<{ width: number; height: number } | undefined>>(),
    urls: new Set<string>(),
    runId: 0,
  });

  const objectUrl = (blob: Blob) => {
    const url = URL.createObjectURL(blob);
    live.current.urls.add(url);
    return url;
  };
  const revoke = (url: string) => {
    URL.revokeObjectURL(url);
    live.current.urls.delete(url);
  };
  useEffect(() => {
    const { jobs, urls } = live.current;
    return () => {
      for (const job of jobs.values()) job.cancel();
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  // The entries as last rendered, for closures from older renders (an editor handing over its edit as it closes).
  const latestEntries = useRef(entries);
  useLayoutEffect(() => {
    latestEntries.current = entries;
  }, [entries]);
  const busy = entries.some((entry) => entry.state.kind === "working");
  const selected = entries.find((entry) => entry.id === selectedId) ?? entries[0];
  const selectedDone: DoneImage | undefined =
    selected?.state.kind === "done" ? { file: selected.file, result: selected.state.result } : undefined;
  const doneCount = entries.filter((entry) => entry.state.kind === "done").length;
  const settledCount = entries.filter((entry) => entry.state.kind !== "working").length;

  const update = (id: number, change: (entry: ImageEntry) => ImageEntry) =>
    setEntries((list) => list.map((entry) => (entry.id === id ? change(entry) : entry)));

  function dropAll() {
    const { jobs, measured, urls } = live.current;
    live.current.runId++;
    for (const job of jobs.values()) job.cancel();
    jobs.clear();
    measured.clear();
    for (const url of [...urls]) revoke(url);
  }

  /** A new selection replaces the old one (spec: earlier results are cleared); refused files get their toast. */
  function selectFiles(files: File[]) {
    const accepted: File[] = [];
    for (const file of files) {
      const problem = checkImageFile(file, tool.rule);
      if (problem) toast.error(problem.title, { description: problem.description });
      else accepted.push(file);
    }
    if (!accepted.length) return;
    dropAll();
    const added = accepted.map((file): ImageEntry => ({
      id: nextEntryId++,
      file,
      url: tool.previewOf ? "" : objectUrl(file),
      state: { kind: "ready" },
    }));
    for (const entry of added) showPreview(entry);
    setEntries(added);
    setSelectedId(added[0]!.id);
  }

  /** Gives `entry` its preview (the file, or what `tool.previewOf` makes of it) and measures it. */
  function showPreview(entry: ImageEntry) {
    // A preview that arrives after its file was replaced is not shown (its URL goes with the next Reset).
    const isLatest = (e: ImageEntry) => e.file === entry.file;
    const preview = entry.url
      ? Promise.resolve(entry.url)
      : tool.previewOf!(entry.file).then(objectUrl, (error: unknown) => {
          const previewError = error instanceof Error ? error.message : String(error);
          update(entry.id, (e) => (isLatest(e) ? { ...e, previewError } : e));
          return "";
        });
    const size = preview.then((url) => {
      if (!url) return undefined;
      update(entry.id, (e) => (isLatest(e) ? { ...e, url } : e));
      return measureImage(url);
    });
    live.current.measured.set(entry.id, size);
    void size.then((known) => known && update(entry.id, (e) => (isLatest(e) ? { ...e, ...known } : e)));
  }

  function replaceSource(id: number, file: File) {
    // Read the latest entries: an editor may hand over its edit as it unmounts, from an older render's closure.
    const entry = latestEntries.current.find((e) => e.id === id);
    if (!entry || entry.state.kind === "working") return;
    if (entry.url) revoke(entry.url);
    if (entry.state.kind === "done") revoke(entry.state.result.url);
    const replaced: ImageEntry = { id, file, url: tool.previewOf ? "" : objectUrl(file), state: { kind: "ready" } };
    update(id, () => replaced);
    showPreview(replaced);
  }

  async function start() {
    if (!entries.length) {
      toast.error(tool.messages.noFile.title, { description: tool.messages.noFile.description });
      return;
    }
    if (busy) return;
    const { jobs, measured } = live.current;
    const id = ++live.current.runId;
    const isCurrent = () => id === live.current.runId;
    const runOptions = options;
    const runMetadata = metadata;
    const current = entries;
    for (const entry of current) if (entry.state.kind === "done") revoke(entry.state.result.url);
    setEntries((list) => list.map((entry) => ({ ...entry, state: { kind: "working" } })));
    // The resizer needs each file's size before it starts (measured as the file was selected).
    const sizes = await Promise.all(current.map((entry) => measured.get(entry.id)));
    if (!isCurrent()) return;

    const outcomes = await Promise.all(
      current.map(async (entry, index): Promise<DoneImage | Error | undefined> => {
        const job = tool.process({ file: entry.file, ...sizes[index] }, runOptions, runMetadata);
        jobs.set(entry.id, job);
        try {
          const processed = await job.result;
          const blob = new Blob([processed.bytes as Uint8Array<ArrayBuffer>], { type: processed.mime });
          const result: ImageResult = {
            blob,
            url: isCurrent() ? objectUrl(blob) : "",
            name: tool.outputName(entry.file, runOptions, processed),
            size: blob.size,
            width: processed.width,
            height: processed.height,
            mime: processed.mime,
            details: [
              ...(tool.resultDetails?.(runOptions, processed) ?? []),
              ...(tool.offersMetadata ? metadataStats(runMetadata, processed.metadataKept) : []),
            ],
          };
          if (isCurrent()) update(entry.id, (e) => ({ ...e, state: { kind: "done", result } }));
          return { file: entry.file, result };
        } catch (error) {
          if (!isCurrent()) return undefined;
          if (error instanceof CancelledError) {
            update(entry.id, (e) => ({ ...e, state: { kind: "cancelled" } }));
            return undefined;
          }
          const failure = error instanceof Error ? error : new Error(String(error));
          update(entry.id, (e) => ({ ...e, state: { kind: "failed", message: failure.message } }));
          return failure;
        } finally {
          if (jobs.get(entry.id) === job) jobs.delete(entry.id);
        }
      }),
    );
    if (!isCurrent()) return;
    const done = outcomes.filter((outcome): outcome is DoneImage => !!outcome && !(outcome instanceof Error));
    const failure = outcomes.find((outcome): outcome is Error => outcome instanceof Error);
    if (done.length) {
      reportToolUse(tool.slug, `${tool.resultLabel} ${done.length} ${done.length === 1 ? "image" : "images"}`);
      const text = tool.messages.done(done);
      toast.success(text.title, { description: text.description });
    }
    if (failure) {
      const text = tool.messages.failed(failure);
      toast.error(text.title, { description: text.description });
    }
  }

  function cancel(id: number) {
    live.current.jobs.get(id)?.cancel();
  }

  function saveResult(result: ImageResult) {
    downloadBlob(result.blob, result.name);
    const { downloaded } = tool.messages;
    const text = typeof downloaded === "function" ? downloaded(result) : downloaded;
    toast.success(text.title, { description: text.description });
    reportToolUse(tool.slug);
  }

  function downloadOne(id?: number) {
    const entry = entries.find((e) => e.id === id);
    if (entry?.state.kind !== "done") {
      toast.error(tool.messages.noResult.title, { description: tool.messages.noResult.description });
    } else {
      saveResult(entry.state.result);
    }
  }

  async function downloadAll() {
    const results = entries.flatMap((entry) => (entry.state.kind === "done" ? [entry.state.result] : []));
    const files = await Promise.all(
      results.map(async (result) => ({ name: result.name, bytes: new Uint8Array(await result.blob.arrayBuffer()) })),
    );
    downloadBlob(new Blob([zipImages(files)], { type: "application/zip" }), tool.zipName);
    toast.success("Downloaded", { description: `${results.length} images have been downloaded as a ZIP` });
    reportToolUse(tool.slug);
  }

  function reset() {
    dropAll();
    setEntries([]);
    setSelectedId(undefined);
    setOptions(tool.defaults);
    setMetadata("remove");
    setTab("main");
  }

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
              onFiles={selectFiles}
            />
            {entries.length > 0 && (
              <ImageFileList
                entries={entries}
                selectedId={selected?.id}
                onSelect={setSelectedId}
                onCancel={cancel}
                onDownload={downloadOne}
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
              options={options}
              onOptionsChange={setOptions}
              disabled={busy}
              source={first && { file: first.file, width: first.width, height: first.height }}
            />
            {tool.offersMetadata && <MetadataSwitches policy={metadata} onPolicyChange={setMetadata} disabled={busy} />}
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => void start()} disabled={busy}>
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
              <Button variant="outline" onClick={() => downloadOne(selected?.id)}>
                <Download aria-hidden /> Download
              </Button>
              {doneCount > 1 && (
                <Button variant="outline" onClick={() => void downloadAll()}>
                  <FileArchive aria-hidden /> Download All (ZIP)
                </Button>
              )}
            </div>
            {busy && (
              <div className="space-y-2">
                <Progress
                  aria-label={tool.busyLabel}
                  value={entries.length > 1 ? (settledCount / entries.length) * 100 : null}
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
                replaceSource={(file) => selected && replaceSource(selected.id, file)}
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

/** The result's side of Compare: its format when that changed ('WebP'), else what the tool did ('Compressed'). */
function compareLabel({ file, result }: DoneImage, resultLabel: string): string {
  const format = formatName(result.mime);
  return format === formatName(file.type) ? resultLabel : format;
}

function Figure({ src, caption }: { src: string; caption: string }) {
  return (
    <figure className="min-w-0 space-y-1">
      <img
        src={src}
        alt={caption}
        decoding="async"
        className="max-h-80 w-full rounded-md border bg-[repeating-conic-gradient(var(--color-muted)_0_25%,transparent_0_50%)] bg-[length:16px_16px] object-contain"
      />
      <figcaption className="text-center text-sm text-muted-foreground tabular-nums">{caption}</figcaption>
    </figure>
  );
}

/** The spec's result entity: original and new size, the change, dimensions and both formats. */
function ResultFigures({ done, resultLabel }: { done: DoneImage; resultLabel: string }) {
  const { file, result } = done;
  return (
    <StatGrid
      columns={{ base: 2, sm: 3 }}
      items={[
        { key: "original-size", label: "Original Size", value: formatBytes(file.size) },
        { key: "new-size", label: `${resultLabel} Size`, value: formatBytes(result.size) },
        { key: "change", label: "Size Change", value: formatSizeChange(file.size, result.size) },
        { key: "dimensions", label: "Dimensions", value: `${result.width}×${result.height}` },
        { key: "original-format", label: "Original Format", value: formatName(file.type) },
        { key: "new-format", label: `${resultLabel} Format`, value: formatName(result.mime) },
        ...(result.details ?? []),
      ]}
    />
  );
}
