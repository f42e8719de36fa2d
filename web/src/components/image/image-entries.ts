import { t } from "@lingui/core/macro";
import type { StatItem } from "@/components/StatGrid";

/** One selected file on an image tool's screen, and what has happened to it. */

export interface ImageResult {
  blob: Blob;
  /** Object URL of `blob`, for the previews; revoked when the result is dropped. */
  url: string;
  /** Its download name. */
  name: string;
  size: number;
  width: number;
  height: number;
  mime: string;
  /** Figures of this result beyond the common ones (ImageTool.resultDetails). */
  details?: StatItem[];
}

export type EntryState =
  | { kind: "ready" }
  /**
   * `startedAt`: when its work began (ms since the epoch; the run's start until a worker takes it); `progress`: the
   * fraction done, for work that can tell (PoolJob.onProgress).
   */
  | { kind: "working"; startedAt: number; progress?: number }
  /** `settings`: what it was made with (useImageBatch's settings key). */
  | { kind: "done"; result: ImageResult; settings: string }
  /** A result made with earlier settings, shown as such until it is redone (never stored: useImageBatch derives it). */
  | { kind: "outdated"; result: ImageResult }
  | { kind: "failed"; message: string }
  /** The engine found the file broken as it was added (cut short, a damaged header): runs leave it out. */
  | { kind: "unreadable"; message: string }
  | { kind: "cancelled" };

export interface ImageEntry {
  id: number;
  file: File;
  /** Object URL of the file, for the previews; revoked when the file is dropped. */
  url: string;
  /** Why the preview could not be made (e.g. an SVG the sanitiser refused); the file can still be processed. */
  previewError?: string;
  /** The displayed size (EXIF orientation applied); undefined until measured or when the browser cannot read it. */
  width?: number;
  height?: number;
  state: EntryState;
}

/** A format's short name for a MIME type: 'image/jpeg' → 'JPG', 'image/svg+xml' → 'SVG'. */
export function formatName(mime: string): string {
  const names: Record<string, string> = {
    "image/jpeg": "JPG",
    "image/jpg": "JPG",
    "image/png": "PNG",
    "image/webp": "WebP",
    "image/svg+xml": "SVG",
    "image/gif": "GIF",
    "image/avif": "AVIF",
    "image/bmp": "BMP",
  };
  return names[mime] ?? (mime.replace(/^image\//, "").toUpperCase() || t`Unknown`);
}

/** The size the browser shows `url` at (EXIF orientation applied), or undefined when it cannot read it. */
export function measureImage(url: string): Promise<{ width: number; height: number } | undefined> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(undefined);
    image.src = url;
  });
}
