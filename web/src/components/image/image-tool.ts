import type { ComponentType, ReactNode } from "react";
import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg, plural, t } from "@lingui/core/macro";
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
const PHOTO_PRIVACY_NOTE = msg`Processed on your device. Photos are turned upright and their metadata (camera, date, location) is removed.`;
const PHOTO_PRIVACY_NOTE_UNLESS_KEPT = msg`Processed on your device. Photos are turned upright and their metadata (camera, date, location) is removed unless you keep it.`;
export const privacyNoteOf = (tool: Pick<ImageTool<unknown>, "privacyNote" | "offersMetadata">) =>
  i18n._(tool.privacyNote ?? (tool.offersMetadata ? PHOTO_PRIVACY_NOTE_UNLESS_KEPT : PHOTO_PRIVACY_NOTE));

/** What an image tool does to a file: its busy label, its results' label and the screen's lines about them. */
export type ImageVerb = "compress" | "resize" | "convert";

/** A run's history record ('Compressed 2 images'): English, as every history record is written. */
/** What History records for a batch, in the page's language ("Compressed 2 images"). */
export function historyRecord(verb: ImageVerb, count: number): string {
  switch (verb) {
    case "compress":
      return t`${plural(count, { one: "Compressed # image", other: "Compressed # images" })}`;
    case "resize":
      return t`${plural(count, { one: "Resized # image", other: "Resized # images" })}`;
    case "convert":
      return t`${plural(count, { one: "Converted # image", other: "Converted # images" })}`;
  }
}

/** The screen's words for what a tool does, in the page's language (read as the screen renders). */
export interface VerbWords {
  /** The spec's busy label ('Compressing...'). */
  busy: string;
  /** 'Compressed', 'Converted', 'Resized': labels the result's figures and previews. */
  result: string;
  resultSize: string;
  resultFormat: string;
  /** The Compare card's line. */
  compareNote: string;
  /** A file's progress bar's name ('Compressing photo.jpg'). */
  working: (name: string) => string;
  /** The run's status with several files ('Compressing... 2 of 5 done'). */
  progress: (settled: number, total: number) => string;
  /** The result preview's caption ('Compressed · 1.2 MB'). */
  caption: (size: string) => string;
}

export function verbWords(verb: ImageVerb): VerbWords {
  switch (verb) {
    case "compress":
      return {
        busy: t`Compressing...`,
        result: t`Compressed`,
        resultSize: t`Compressed Size`,
        resultFormat: t`Compressed Format`,
        compareNote: t`The original and the compressed image, over the same spot.`,
        working: (name) => t`Compressing ${name}`,
        progress: (settled, total) => t`Compressing... ${settled} of ${total} done`,
        caption: (size) => t`Compressed · ${size}`,
      };
    case "resize":
      return {
        busy: t`Resizing...`,
        result: t`Resized`,
        resultSize: t`Resized Size`,
        resultFormat: t`Resized Format`,
        compareNote: t`The original and the resized image, over the same spot.`,
        working: (name) => t`Resizing ${name}`,
        progress: (settled, total) => t`Resizing... ${settled} of ${total} done`,
        caption: (size) => t`Resized · ${size}`,
      };
    case "convert":
      return {
        busy: t`Converting...`,
        result: t`Converted`,
        resultSize: t`Converted Size`,
        resultFormat: t`Converted Format`,
        compareNote: t`The original and the converted image, over the same spot.`,
        working: (name) => t`Converting ${name}`,
        progress: (settled, total) => t`Converting... ${settled} of ${total} done`,
        caption: (size) => t`Converted · ${size}`,
      };
  }
}

/** Everything that differs between the image tool pages; the screen does the rest. */
export interface ImageTool<O> {
  /** Reported as used on download; element ids. */
  slug: string;
  rule: ImageFileRule;
  /**
   * The upload box's title ('Upload Image') and the line under it (what it takes). The tool's words are message
   * descriptors (`msg`), translated as the screen renders: a tool is a module-level constant.
   */
  uploadLabel: MessageDescriptor;
  uploadHint: MessageDescriptor;
  /** The upload card's line on what happens to a file (default: photos are turned upright, metadata removed). */
  privacyNote?: MessageDescriptor;
  /** The first tab ('Compress', 'Convert'); without it the screen has no tabs (the resizer). */
  mainTab?: MessageDescriptor;
  /** Tabs between the main tab and Compare (the SVG Code tab). */
  extraTabs?: { value: string; label: MessageDescriptor; Content: ComponentType<ExtraTabView> }[];
  /**
   * What the screen shows for a selected file, when not the file itself (the SVG converter shows sanitised SVG).
   * Until it resolves the file has no preview; if it rejects, none at all (converting then reports the problem).
   */
  previewOf?: (file: File) => Promise<Blob>;
  /** Shown above everything else (a direction switch). */
  header?: ReactNode;
  actionLabel: MessageDescriptor;
  /** What it does to a file: its busy label ('Compressing...') and its results' ('Compressed'), see verbWords. */
  verb: ImageVerb;
  /** The Statistics tab's first card ('Compression Results'). */
  resultsTitle?: MessageDescriptor;
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
  /** The toasts: functions, so that their words are read in the page's language when they show. */
  messages: {
    /** The action with no file selected. */
    noFile: () => ToastText;
    /** Download with no result yet (no file, or not processed). */
    noResult: () => ToastText;
    /** The success toast after a run (one file or several). */
    done: (done: DoneImage[]) => ToastText;
    /** A file failed: the spec's toast (the file's own message shows in its row). */
    failed: (error: Error) => ToastText;
    /** After a download (it may name the result's format). */
    downloaded: (result: ImageResult) => ToastText;
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
  if (only) {
    const { width, height } = only.result;
    return t`Converted ${width}×${height} image to ${format} format`;
  }
  const count = done.length;
  return t`${plural(count, { one: `Converted # image to ${format} format`, other: `Converted # images to ${format} format` })}`;
}
