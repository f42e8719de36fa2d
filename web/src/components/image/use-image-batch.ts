import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { plural, t } from "@lingui/core/macro";
import { downloadBlob } from "@/lib/download";
import { checkImageContents, type MetadataPolicy, type ProcessedImage } from "@/lib/image/engine";
import { checkImageFile } from "@/lib/image/file-rules";
import { CancelledError, type PoolJob } from "@/lib/image/pool";
import { imageFailureText } from "@/lib/image/refusals";
import { zipImages } from "@/lib/image/zip";
import { reportToolUse } from "@/lib/tool-events";
import { metadataStats } from "./MetadataSwitches";
import { measureImage, type ImageEntry, type ImageResult } from "./image-entries";
import { historyRecord, type DoneImage, type ImageTool } from "./image-tool";

let nextEntryId = 1;

/** Whether a run takes the file: not one the engine found broken as it was added. */
const usable = (entry: ImageEntry) => entry.state.kind !== "unreadable";

/** The one toast for the broken files of a selection (each card says why). */
function announceUnreadable(names: string[], others: number) {
  const count = names.length;
  const files = names.join(", ");
  const title = t`${plural(count, { one: "Unreadable Image", other: "# Unreadable Images" })}`;
  const description = others
    ? t`${plural(count, {
        one: `${files} cannot be used: the reason is shown on its card. The other files are ready.`,
        other: `${files} cannot be used: the reason is shown on each card. The other files are ready.`,
      })}`
    : t`${plural(count, {
        one: `${files} cannot be used: the reason is shown on its card.`,
        other: `${files} cannot be used: the reason is shown on each card.`,
      })}`;
  toast.error(title, { description });
}

/** How long the settings rest before results made with earlier ones are redone: a slider's drag ends first. */
export const REDO_AFTER_MS = 500;

/** A run's settings as one comparable value: a result made with other ones is out of date. */
const settingsKey = (options: unknown, metadata: MetadataPolicy) => JSON.stringify([options, metadata]);

/**
 * An image tool's batch (spec part 1 §2, §4): the selected files, the settings, and each file's run in the worker
 * pool (ready → working → done, failed or cancelled) with its result; downloads one by one or as a ZIP, and Reset.
 * A new selection replaces the old one (earlier results are cleared); each run and Reset drops what an older run
 * still sends back. Once a batch has run, its results follow the settings (as Squoosh's do): a change marks them
 * out of date at once, and when the settings rest the batch runs again, the run under way cancelled.
 */
export function useImageBatch<O>(tool: ImageTool<O>) {
  const [entries, setEntries] = useState<ImageEntry[]>([]);
  const [selectedId, setSelectedId] = useState<number>();
  const [options, setOptions] = useState<O>(tool.defaults);
  const [metadata, setMetadata] = useState<MetadataPolicy>("remove");

  // Bookkeeping for handlers and effects only (never rendered): running jobs by entry id, measured sizes, object
  // URLs to revoke, the run and selection numbers (each run, each selection and Reset move them on, so late answers
  // of an old one are dropped) and the settings of the latest run (none before the first, after Reset or a new
  // selection).
  const live = useRef({
    jobs: new Map<number, PoolJob<ProcessedImage>>(),
    measured: new Map<number, Promise<{ width: number; height: number } | undefined>>(),
    urls: new Set<string>(),
    runId: 0,
    selection: 0,
    runSettings: undefined as string | undefined,
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

  // What the screen shows: a result made with other settings than those on screen is marked out of date.
  const settings = settingsKey(options, metadata);
  const shown = entries.map((entry): ImageEntry => {
    const { state } = entry;
    return state.kind === "done" && state.settings !== settings
      ? { ...entry, state: { kind: "outdated", result: state.result } }
      : entry;
  });
  const busy = shown.some((entry) => entry.state.kind === "working");
  const selected = shown.find((entry) => entry.id === selectedId) ?? shown[0];
  const selectedDone: DoneImage | undefined =
    selected?.state.kind === "done" ? { file: selected.file, result: selected.state.result } : undefined;
  const doneCount = shown.filter((entry) => entry.state.kind === "done").length;
  const settledCount = shown.filter((entry) => entry.state.kind !== "working").length;
  /** How much of the run is done, counting each file's own progress where its work can tell. */
  const doneShare = shown.reduce((sum, { state }) => sum + (state.kind === "working" ? (state.progress ?? 0) : 1), 0);

  // When the settings have rested, a batch that ran with others runs again (the timer reads the latest render).
  const redoIfOutdated = useRef(() => {});
  useLayoutEffect(() => {
    redoIfOutdated.current = () => {
      const ran = live.current.runSettings;
      if (ran !== undefined && ran !== settings) void run(true);
    };
  });
  useEffect(() => {
    const timer = setTimeout(() => redoIfOutdated.current(), REDO_AFTER_MS);
    return () => clearTimeout(timer);
  }, [settings]);

  const update = (id: number, change: (entry: ImageEntry) => ImageEntry) =>
    setEntries((list) => list.map((entry) => (entry.id === id ? change(entry) : entry)));

  function dropAll() {
    const { jobs, measured, urls } = live.current;
    live.current.runId++;
    live.current.selection++;
    live.current.runSettings = undefined;
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
    void checkFiles(added);
  }

  /**
   * Asks the engine about each new file (cut short, a damaged header: what a preview does not show); a broken one
   * is marked on its own card and left out of runs, and one toast names them all.
   */
  async function checkFiles(added: ImageEntry[]) {
    const selection = live.current.selection;
    const checks = await Promise.allSettled(added.map((entry) => checkImageContents(entry.file)));
    if (selection !== live.current.selection) return;
    const broken = added.flatMap((entry, index) => {
      const check = checks[index]!;
      return check.status === "rejected" ? [{ entry, message: imageFailureText(check.reason) }] : [];
    });
    if (!broken.length) return;
    setEntries((list) =>
      list.map((entry) => {
        const found = broken.find((b) => b.entry.id === entry.id);
        return found && entry.state.kind === "ready"
          ? { ...entry, state: { kind: "unreadable", message: found.message } }
          : entry;
      }),
    );
    announceUnreadable(
      broken.map(({ entry }) => entry.file.name),
      added.length - broken.length,
    );
  }

  /** Gives `entry` its preview (the file, or what `tool.previewOf` makes of it) and measures it. */
  function showPreview(entry: ImageEntry) {
    // A preview that arrives after its file was replaced is not shown (its URL goes with the next Reset).
    const isLatest = (e: ImageEntry) => e.file === entry.file;
    const preview = entry.url
      ? Promise.resolve(entry.url)
      : tool.previewOf!(entry.file).then(objectUrl, (error: unknown) => {
          const previewError = imageFailureText(error);
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

  /** Replaces a file's contents (its name stays): its result is cleared, as for a new selection. */
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

  /** The action button: runs every file with the current settings; the toasts say how it went. */
  async function start() {
    if (!entries.length) {
      const text = tool.messages.noFile();
      toast.error(text.title, { description: text.description });
      return;
    }
    if (!entries.some(usable)) {
      announceUnreadable(
        entries.map((entry) => entry.file.name),
        0,
      );
      return;
    }
    if (!busy) await run(false);
  }

  /** Runs every file with the current settings, cancelling a run under way. A redo (`redo`) toasts only failures. */
  async function run(redo: boolean) {
    const { jobs, measured } = live.current;
    const id = ++live.current.runId;
    const isCurrent = () => id === live.current.runId;
    for (const job of jobs.values()) job.cancel();
    jobs.clear();
    const runOptions = options;
    const runMetadata = metadata;
    const runSettings = settings;
    live.current.runSettings = settings;
    const current = entries.filter(usable);
    for (const entry of current) if (entry.state.kind === "done") revoke(entry.state.result.url);
    const startedAt = Date.now();
    setEntries((list) =>
      list.map((entry) => (usable(entry) ? { ...entry, state: { kind: "working", startedAt } } : entry)),
    );
    // The resizer needs each file's size before it starts (measured as the file was selected).
    const sizes = await Promise.all(current.map((entry) => measured.get(entry.id)));
    if (!isCurrent()) return;

    const outcomes = await Promise.all(
      current.map(async (entry, index): Promise<DoneImage | Error | undefined> => {
        const job = tool.process({ file: entry.file, ...sizes[index] }, runOptions, runMetadata);
        jobs.set(entry.id, job);
        job.onProgress?.((progress) => {
          if (!isCurrent()) return;
          update(entry.id, (e) =>
            e.state.kind !== "working"
              ? e
              : // 0: a worker took it now; its time counts from here.
                { ...e, state: { kind: "working", startedAt: progress ? e.state.startedAt : Date.now(), progress } },
          );
        });
        try {
          const processed = await job.result;
          const blob = new Blob([processed.bytes], { type: processed.mime });
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
          if (isCurrent()) update(entry.id, (e) => ({ ...e, state: { kind: "done", result, settings: runSettings } }));
          return { file: entry.file, result };
        } catch (error) {
          if (!isCurrent()) return undefined;
          if (error instanceof CancelledError) {
            update(entry.id, (e) => ({ ...e, state: { kind: "cancelled" } }));
            return undefined;
          }
          const failure = new Error(imageFailureText(error), { cause: error });
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
    if (done.length && !redo) {
      reportToolUse(tool.slug, historyRecord(tool.verb, done.length));
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
    const text = tool.messages.downloaded(result);
    toast.success(text.title, { description: text.description });
    reportToolUse(tool.slug);
  }

  /** Saves one file's result, or says there is none yet (or that it is being redone with the new settings). */
  function downloadOne(id?: number) {
    const entry = shown.find((e) => e.id === id);
    if (entry?.state.kind === "outdated") {
      toast.error(t`Result Out of Date`, {
        description: t`The settings changed since this image was made. It is being redone with the new ones.`,
      });
    } else if (entry?.state.kind !== "done") {
      const text = tool.messages.noResult();
      toast.error(text.title, { description: text.description });
    } else {
      saveResult(entry.state.result);
    }
  }

  /** Saves every result in one ZIP. */
  async function downloadAll() {
    const results = shown.flatMap((entry) => (entry.state.kind === "done" ? [entry.state.result] : []));
    const files = await Promise.all(
      results.map(async (result) => ({ name: result.name, bytes: new Uint8Array(await result.blob.arrayBuffer()) })),
    );
    downloadBlob(new Blob([zipImages(files)], { type: "application/zip" }), tool.zipName);
    const count = results.length;
    toast.success(t`Downloaded`, {
      description: t`${plural(count, {
        one: "# image has been downloaded as a ZIP",
        other: "# images have been downloaded as a ZIP",
      })}`,
    });
    reportToolUse(tool.slug);
  }

  /** Clears everything and restores the defaults. */
  function reset() {
    dropAll();
    setEntries([]);
    setSelectedId(undefined);
    setOptions(tool.defaults);
    setMetadata("remove");
  }

  return {
    entries: shown,
    selected,
    selectedDone,
    busy,
    doneCount,
    settledCount,
    doneShare,
    options,
    setOptions,
    metadata,
    setMetadata,
    select: setSelectedId,
    selectFiles,
    replaceSource,
    start,
    cancel,
    downloadOne,
    downloadAll,
    reset,
  };
}
