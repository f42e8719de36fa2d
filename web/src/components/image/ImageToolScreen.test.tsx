// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "sonner";
import { msg } from "@lingui/core/macro";
import type { MetadataPolicy, ProcessedImage } from "@/lib/image/engine";
import { ANY_IMAGE_FOR_COMPRESSION } from "@/lib/image/file-rules";
import { CancelledError, type PoolJob } from "@/lib/image/pool";
import { ImageToolScreen, type ImageTool } from "./ImageToolScreen";

vi.mock("sonner", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
// The engine's look at each added file (a worker in the browser): every file is whole unless a test says not.
vi.mock("@/lib/image/engine", () => ({ checkImageContents: vi.fn(() => Promise.resolve()) }));
// jsdom loads no images: every file measures 40×30.
vi.mock("./image-entries", async (original) => ({
  ...(await original<typeof import("./image-entries")>()),
  measureImage: () => Promise.resolve({ width: 40, height: 30 }),
}));

interface Options {
  quality: number;
}

/** A tool whose jobs finish when the test says so. */
function fakeTool() {
  const jobs: {
    file: File;
    quality: number;
    metadata: MetadataPolicy;
    resolve: (r: ProcessedImage) => void;
    cancelled: boolean;
  }[] = [];
  const tool: ImageTool<Options> = {
    slug: "fake-images",
    rule: ANY_IMAGE_FOR_COMPRESSION,
    uploadLabel: msg`Upload Image`,
    uploadHint: msg`Any image`,
    mainTab: msg`Compress`,
    actionLabel: msg`Compress Image`,
    verb: "compress",
    resultsTitle: msg`Compression Results`,
    defaults: { quality: 80 },
    Options: ({ options, onOptionsChange }) => (
      <button onClick={() => onOptionsChange({ quality: options.quality - 10 })}>Quality {options.quality}</button>
    ),
    process: ({ file }, { quality }, metadata): PoolJob<ProcessedImage> => {
      let reject!: (e: Error) => void;
      const job = { file, quality, metadata, resolve: (_: ProcessedImage) => undefined as void, cancelled: false };
      const result = new Promise<ProcessedImage>((res, rej) => {
        job.resolve = res;
        reject = rej;
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
      done: (done) => ({ title: "Image Compressed Successfully!", description: `${done.length} done` }),
      failed: () => ({ title: "Compression Failed", description: "An error occurred" }),
      downloaded: () => ({ title: "Downloaded", description: "Compressed image has been downloaded" }),
    },
    zipName: "fake.zip",
    preload: vi.fn(),
  };
  return { tool, jobs };
}

const processed = (size: number, metadataKept = false): ProcessedImage => ({
  bytes: new Uint8Array(size),
  mime: "image/jpeg",
  extension: "jpg",
  width: 40,
  height: 30,
  sourceWidth: 40,
  sourceHeight: 30,
  metadataKept,
  originalKept: false,
});

const upload = () => screen.getByLabelText("Upload Image") as HTMLInputElement;
const action = () => screen.getByRole("button", { name: /^(Compress Image|Compressing\.\.\.)$/ });
const image = (name: string, size = 100) => new File([new Uint8Array(size)], name, { type: "image/jpeg" });
const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:test/${++n}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("ImageToolScreen", () => {
  it("says what is missing before a file is chosen", () => {
    render(<ImageToolScreen tool={fakeTool().tool} />);
    fireEvent.click(action());
    expect(toast.error).toHaveBeenCalledWith("No Image Selected", { description: "Please select an image first" });
    fireEvent.click(screen.getByRole("button", { name: "Download" }));
    expect(toast.error).toHaveBeenCalledWith("No Compressed Image", { description: "Please compress an image first" });
  });

  it("refuses a wrong file with the rule's message and keeps nothing of it", () => {
    render(<ImageToolScreen tool={fakeTool().tool} />);
    fireEvent.change(upload(), { target: { files: [new File(["x"], "a.txt", { type: "text/plain" })] } });
    expect(toast.error).toHaveBeenCalledWith("Invalid File Type", {
      description: "Please select an image file (JPG, PNG, WebP, etc.)",
    });
    expect(screen.queryAllByTestId("image-file")).toHaveLength(0);
  });

  it("goes selected → busy → done with the options of the run, then Reset restores the defaults", async () => {
    const { tool, jobs } = fakeTool();
    render(<ImageToolScreen tool={tool} />);
    fireEvent.click(screen.getByRole("button", { name: "Quality 80" }));
    fireEvent.change(upload(), { target: { files: [image("a.jpg", 100)] } });
    await flush();
    expect(screen.getByTestId("image-file")).toHaveTextContent("40×30");

    fireEvent.click(action());
    await flush();
    expect(action()).toHaveTextContent("Compressing...");
    expect(action()).toBeDisabled();
    // The settings stay open: a change redoes the batch (use-image-batch.test).
    expect(screen.getByRole("button", { name: "Quality 70" })).toBeEnabled();
    expect(jobs.map((job) => job.quality)).toEqual([70]);

    await act(async () => jobs[0]!.resolve(processed(60)));
    await flush();
    expect(action()).toHaveTextContent("Compress Image");
    expect(toast.success).toHaveBeenCalledWith("Image Compressed Successfully!", { description: "1 done" });
    expect(screen.getByTestId("image-file-result")).toHaveTextContent("60 B (-40%)");
    expect(screen.getByRole("button", { name: "Download a.jpg_q70.jpg" })).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Reset" }));
    expect(screen.getByRole("button", { name: "Quality 80" })).toBeInTheDocument();
    expect(screen.queryAllByTestId("image-file")).toHaveLength(0);
  });

  it("runs several files, cancels one, offers the ZIP for the rest, and reports a failure once", async () => {
    const { tool, jobs } = fakeTool();
    tool.process = ((original) => (source, options, metadata) => {
      if (source.file.name === "bad.jpg") return { result: Promise.reject(new Error("not an image")), cancel() {} };
      return original(source, options, metadata);
    })(tool.process);
    render(<ImageToolScreen tool={tool} />);
    fireEvent.change(upload(), {
      target: { files: [image("a.jpg"), image("b.jpg"), image("c.jpg"), image("bad.jpg")] },
    });
    await flush();
    fireEvent.click(action());
    await flush();
    expect(jobs).toHaveLength(3);
    expect(screen.getByRole("alert")).toHaveTextContent("not an image");

    fireEvent.click(screen.getByRole("button", { name: "Cancel b.jpg" }));
    await flush();
    expect(jobs[1]!.cancelled).toBe(true);
    expect(screen.getAllByTestId("image-file")[1]).toHaveTextContent("Cancelled");
    expect(screen.queryByRole("button", { name: "Download All (ZIP)" })).toBeNull();

    await act(async () => {
      jobs[0]!.resolve(processed(10));
      jobs[2]!.resolve(processed(20));
    });
    await flush();
    expect(toast.success).toHaveBeenCalledWith("Image Compressed Successfully!", { description: "2 done" });
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith("Compression Failed", { description: "An error occurred" });
    expect(screen.getByRole("button", { name: "Download All (ZIP)" })).toBeInTheDocument();
  });

  it("takes files dropped on the box and pasted anywhere", async () => {
    render(<ImageToolScreen tool={fakeTool().tool} />);
    fireEvent.drop(screen.getByTestId("drop-zone"), {
      dataTransfer: { files: [image("dropped.jpg")], types: ["Files"] },
    });
    await flush();
    expect(screen.getByTestId("image-file")).toHaveTextContent("dropped.jpg");

    const paste = new Event("paste", { bubbles: true, cancelable: true });
    Object.assign(paste, { clipboardData: { files: [image("one.jpg"), image("two.jpg")] } });
    await act(async () => document.body.dispatchEvent(paste));
    await flush();
    expect(paste.defaultPrevented).toBe(true);
    expect(screen.getAllByTestId("image-file").map((row) => row.textContent)).toEqual([
      expect.stringContaining("one.jpg"),
      expect.stringContaining("two.jpg"),
    ]);
  });

  it("offers to keep metadata only for tools that write raster files, location only with it, removed by default", async () => {
    const { tool: plain } = fakeTool();
    const { unmount } = render(<ImageToolScreen tool={plain} />);
    expect(screen.queryByRole("switch", { name: "Keep metadata" })).toBeNull();
    screen.getByText(/metadata \(camera, date, location\) is removed\.$/);
    unmount();

    const { tool, jobs } = fakeTool();
    render(<ImageToolScreen tool={{ ...tool, offersMetadata: true }} />);
    screen.getByText(/metadata \(camera, date, location\) is removed unless you keep it\.$/);
    const keep = () => screen.getByRole("switch", { name: "Keep metadata" });
    const location = () => screen.getByRole("switch", { name: "Keep location" });
    expect(keep()).not.toBeChecked();
    expect(location()).toBeDisabled();
    fireEvent.change(upload(), { target: { files: [image("a.jpg")] } });
    await flush();

    const run = async (kept: boolean) => {
      fireEvent.click(action());
      await flush();
      await act(async () => jobs.at(-1)!.resolve(processed(60, kept)));
      await flush();
      fireEvent.click(screen.getByRole("tab", { name: "Statistics" }));
      const value = (label: string) => screen.queryByText(label)?.nextElementSibling?.textContent;
      const shown = [value("Metadata"), value("Location")];
      fireEvent.click(screen.getByRole("tab", { name: "Compress" }));
      return [jobs.at(-1)!.metadata, ...shown];
    };
    expect(await run(false)).toEqual(["remove", "Removed", undefined]);
    fireEvent.click(keep());
    expect(await run(false)).toEqual(["keepWithoutLocation", "None", undefined]);
    expect(await run(true)).toEqual(["keepWithoutLocation", "Kept", "Removed"]);
    fireEvent.click(location());
    expect(await run(true)).toEqual(["keepAll", "Kept", "Kept"]);

    // Turning metadata off turns the location off with it, and Reset removes again.
    fireEvent.click(keep());
    expect(location()).not.toBeChecked();
    expect(location()).toBeDisabled();
    fireEvent.click(keep());
    fireEvent.click(screen.getByRole("button", { name: "Reset" }));
    expect(keep()).not.toBeChecked();
  });
});
