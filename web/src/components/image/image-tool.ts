import type { ComponentType, ReactNode } from "react";
import type { StatItem } from "@/components/StatGrid";
import type { MetadataPolicy, ProcessedImage } from "@/lib/image/engine";
import type { ImageFileRule } from "@/lib/image/file-rules";
import type { PoolJob } from "@/lib/image/pool";
import type { ImageResult } from "./image-entries";

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
  /** Settings stay open while files are processed: a change redoes the results (useImageBatch). */
  onOptionsChange: (options: O) => void;
  /** The first selected image, for options that depend on it (the resizer's aspect lock). */
  source?: SourceImage;
}

/** What the upload card says happens to a file, unless a tool says otherwise. */
const PHOTO_PRIVACY_NOTE =
  "Processed on your device. Photos are turned upright and their metadata (camera, date, location) is removed";
export const privacyNoteOf = (tool: Pick<ImageTool<unknown>, "privacyNote" | "offersMetadata">) =>
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
