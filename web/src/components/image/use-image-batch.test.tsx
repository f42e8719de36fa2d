// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { unzipSync } from "fflate";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "sonner";
import { msg } from "@lingui/core/macro";
import { downloadBlob } from "@/lib/download";
import { checkImageContents } from "@/lib/image/engine";
import type { ProcessedImage } from "@/lib/image/engine";
import { ANY_IMAGE_FOR_COMPRESSION } from "@/lib/image/file-rules";
import { CancelledError } from "@/lib/image/pool";
import type { ImageTool } from "./image-tool";
import { REDO_AFTER_MS, useImageBatch } from "./use-image-batch";

vi.mock("sonner", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
// The engine's look at each added file (a worker in the browser): every file is whole unless a test says not.
vi.mock("@/lib/image/engine", () => ({ checkImageContents: vi.fn(() => Promise.resolve()) }));
vi.mock("@/lib/download", () => ({ downloadBlob: vi.fn() }));
// jsdom loads no images: every file measures 40×30.
vi.mock("./image-entries", async (original) => ({
  ...(await original<typeof import("./image-entries")>()),
  measureImage: () => Promise.resolve({ width: 40, height: 30 }),
}));

/** A tool whose jobs finish when the test says so, with the size each file was measured at. */
function fakeTool() {
  const jobs: { name: string; width?: number; resolve: (r: ProcessedImage) => void; cancelled: boolean }[] = [];
  const tool: ImageTool<{ quality: number }> = {
    slug: "fake-images",
    rule: ANY_IMAGE_FOR_COMPRESSION,
    uploadLabel: msg`Upload Image`,
    uploadHint: msg`Any image`,
    actionLabel: msg`Compress Image`,
    verb: "compress",
    defaults: { quality: 80 },
    Options: () => null,
    preload: () => {},
    process: ({ file, width }) => {
      const job = { name: file.name, width, resolve: (_: ProcessedImage) => {}, cancelled: false };
      let reject!: (error: Error) => void;
      const result = new Promise<ProcessedImage>((resolve, fail) => {
        job.resolve = resolve;
        reject = fail;
      });
      jobs.push(job);
      return {
        result,
        cancel: () => {
          job.cancelled = true;
          reject(new CancelledError());
        },
      };
    },
    outputName: (file, { quality }) => `${file.name}_q${quality}.jpg`,
    messages: {
      noFile: () => ({ title: "No Image Selected", description: "Please select an image first" }),
      noResult: () => ({ title: "No Compressed Image", description: "Please compress an image first" }),
      done: (done) => ({ title: "Done", description: `${done.length} done` }),
      failed: () => ({ title: "Failed", description: "An error occurred" }),
      downloaded: () => ({ title: "Downloaded", description: "Compressed image has been downloaded" }),
    },
    zipName: "fake.zip",
  };
  return { tool, jobs };
}

const processed = (size: number): ProcessedImage => ({
  bytes: new Uint8Array(size).fill(7),
  mime: "image/jpeg",
  extension: "jpg",
  width: 40,
  height: 30,
  sourceWidth: 40,
  sourceHeight: 30,
  metadataKept: false,
  originalKept: false,
});
const image = (name: string) => new File([new Uint8Array(100)], name, { type: "image/jpeg" });
const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:test/${++n}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.clearAllMocks());

describe("useImageBatch", () => {
  it("runs each file at its measured size, cancels one, zips the rest, and Reset clears it all", async () => {
    const { tool, jobs } = fakeTool();
    const { result } = renderHook(() => useImageBatch(tool));
    act(() => result.current.selectFiles([image("a.jpg"), image("b.jpg"), image("c.jpg")]));
    await flush();
    act(() => result.current.setOptions({ quality: 60 }));
    let run!: Promise<void>;
    act(() => void (run = result.current.start()));
    await flush();
    expect(result.current.busy).toBe(true);
    expect(jobs.map((job) => [job.name, job.width])).toEqual([
      ["a.jpg", 40],
      ["b.jpg", 40],
      ["c.jpg", 40],
    ]);

    act(() => result.current.cancel(result.current.entries[1]!.id));
    await act(async () => {
      jobs[0]!.resolve(processed(10));
      jobs[2]!.resolve(processed(20));
      await run;
    });
    expect(jobs[1]!.cancelled).toBe(true);
    expect(result.current.entries.map((entry) => entry.state.kind)).toEqual(["done", "cancelled", "done"]);
    expect([result.current.doneCount, result.current.busy]).toEqual([2, false]);
    expect(toast.success).toHaveBeenCalledWith("Done", { description: "2 done" });

    await act(() => result.current.downloadAll());
    const [zip, zipName] = vi.mocked(downloadBlob).mock.calls[0]!;
    expect(zipName).toBe("fake.zip");
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(files)).toEqual(["a.jpg_q60.jpg", "c.jpg_q60.jpg"]);

    act(() => result.current.reset());
    expect(result.current.entries).toEqual([]);
    expect(result.current.options).toEqual({ quality: 80 });
  });

  it("marks results out of date when a setting changes, then redoes them once the settings rest", async () => {
    vi.useFakeTimers();
    const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
    try {
      const { tool, jobs } = fakeTool();
      const { result } = renderHook(() => useImageBatch(tool));
      act(() => result.current.selectFiles([image("a.jpg"), image("b.jpg")]));
      await settle();
      act(() => void result.current.start());
      await settle();
      await act(async () => {
        jobs[0]!.resolve(processed(10));
        jobs[1]!.resolve(processed(20));
      });
      await settle();
      expect(result.current.entries.map((entry) => entry.state.kind)).toEqual(["done", "done"]);
      expect(toast.success).toHaveBeenCalledTimes(1);

      // Moved: out of date at once, never offered for download as if current.
      act(() => result.current.setOptions({ quality: 50 }));
      expect(result.current.entries.map((entry) => entry.state.kind)).toEqual(["outdated", "outdated"]);
      expect(result.current.doneCount).toBe(0);
      act(() => result.current.downloadOne(result.current.entries[0]!.id));
      expect(downloadBlob).not.toHaveBeenCalled();
      expect(toast.error).toHaveBeenCalledWith("Result Out of Date", {
        description: "The settings changed since this image was made. It is being redone with the new ones.",
      });

      // Moved again before resting: one redo, with the last settings; a change mid-run cancels it and starts over.
      await act(() => vi.advanceTimersByTimeAsync(REDO_AFTER_MS / 2));
      act(() => result.current.setOptions({ quality: 40 }));
      await act(() => vi.advanceTimersByTimeAsync(REDO_AFTER_MS));
      expect(jobs).toHaveLength(4);
      expect(result.current.busy).toBe(true);
      act(() => result.current.setOptions({ quality: 30 }));
      await act(() => vi.advanceTimersByTimeAsync(REDO_AFTER_MS));
      expect([jobs[2]!.cancelled, jobs[3]!.cancelled, jobs.length]).toEqual([true, true, 6]);
      await act(async () => {
        jobs[4]!.resolve(processed(5));
        jobs[5]!.resolve(processed(6));
      });
      await settle();
      expect(result.current.entries.map((entry) => entry.state.kind)).toEqual(["done", "done"]);
      expect(result.current.busy).toBe(false);
      act(() => result.current.downloadOne(result.current.entries[0]!.id));
      expect(vi.mocked(downloadBlob).mock.calls[0]![1]).toBe("a.jpg_q30.jpg");
      // A redo follows the user's change: it does not announce itself with the run's success toast.
      expect(vi.mocked(toast.success).mock.calls.filter(([title]) => title === "Done")).toHaveLength(1);

      // Back to the settings the results were made with: current again, nothing redone.
      act(() => result.current.setOptions({ quality: 31 }));
      act(() => result.current.setOptions({ quality: 30 }));
      await act(() => vi.advanceTimersByTimeAsync(REDO_AFTER_MS * 2));
      expect([jobs.length, result.current.doneCount]).toEqual([6, 2]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("marks a file the engine finds broken as it is added, says so once, and leaves it out of runs", async () => {
    const incomplete = "This JPEG file is incomplete: it ends before the image does.";
    vi.mocked(checkImageContents).mockImplementation((file) =>
      (file as File).name.startsWith("cut") ? Promise.reject(new Error(incomplete)) : Promise.resolve(),
    );
    const { tool, jobs } = fakeTool();
    const { result } = renderHook(() => useImageBatch(tool));
    act(() => result.current.selectFiles([image("cut1.jpg"), image("a.jpg"), image("cut2.jpg")]));
    await flush();
    expect(result.current.entries.map((entry) => entry.state)).toEqual([
      { kind: "unreadable", message: incomplete },
      { kind: "ready" },
      { kind: "unreadable", message: incomplete },
    ]);
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith("2 Unreadable Images", {
      description: "cut1.jpg, cut2.jpg cannot be used: the reason is shown on each card. The other files are ready.",
    });

    act(() => void result.current.start());
    await flush();
    expect(jobs.map((job) => job.name)).toEqual(["a.jpg"]);
    expect(result.current.entries.map((entry) => entry.state.kind)).toEqual(["unreadable", "working", "unreadable"]);

    // Only broken files: the action says so instead of starting.
    act(() => result.current.selectFiles([image("cut3.jpg")]));
    await flush();
    act(() => void result.current.start());
    expect(jobs).toHaveLength(1);
    expect(toast.error).toHaveBeenLastCalledWith("Unreadable Image", {
      description: "cut3.jpg cannot be used: the reason is shown on its card.",
    });
    vi.mocked(checkImageContents).mockImplementation(() => Promise.resolve());
  });

  it("redoes nothing when the settings change before a first run", async () => {
    vi.useFakeTimers();
    try {
      const { tool, jobs } = fakeTool();
      const { result } = renderHook(() => useImageBatch(tool));
      act(() => result.current.selectFiles([image("a.jpg")]));
      act(() => result.current.setOptions({ quality: 50 }));
      await act(() => vi.advanceTimersByTimeAsync(REDO_AFTER_MS * 2));
      expect(jobs).toHaveLength(0);
      expect(result.current.entries[0]!.state.kind).toBe("ready");
    } finally {
      vi.useRealTimers();
    }
  });

  it("says what is missing before there is a file or a result", () => {
    const { result } = renderHook(() => useImageBatch(fakeTool().tool));
    act(() => void result.current.start());
    expect(toast.error).toHaveBeenCalledWith("No Image Selected", { description: "Please select an image first" });
    act(() => result.current.downloadOne(undefined));
    expect(toast.error).toHaveBeenCalledWith("No Compressed Image", { description: "Please compress an image first" });
  });
});
