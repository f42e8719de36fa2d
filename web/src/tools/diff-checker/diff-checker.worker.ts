/// <reference lib="webworker" />
import { startLoading } from "@/lib/wasm";
import { serveWorker } from "@/lib/worker-rpc";
import type { DiffOptions } from "@/wasm/diff/diff.js";
import { loadEngine } from "@/wasm/diff/load";
import { sideBySide, unifiedView, type Pane } from "./layout";

/** How the result is laid out. */
export type DiffLayout = "split" | "unified";

/** The comparison as the page shows it. */
export interface Comparison {
  added: number;
  removed: number;
  /** Some changed lines were too long to compare inside: they are marked whole. */
  coarse: boolean;
  /** The unified diff, for Copy and Download. */
  unified: string;
  /** Two panes side by side, or one. */
  panes: Pane[];
}

const api = {
  async compare(oldText: string, newText: string, options: DiffOptions, layout: DiffLayout): Promise<Comparison> {
    const diff = (await loadEngine()).diffTexts(oldText, newText, options);
    const panes =
      layout === "split" ? sideBySide(oldText, newText, diff.changes) : [unifiedView(oldText, newText, diff.changes)];
    return { added: diff.added, removed: diff.removed, coarse: diff.coarse, unified: diff.unified, panes };
  },
};

export type DiffWorkerApi = typeof api;

serveWorker(api);
startLoading(loadEngine);
