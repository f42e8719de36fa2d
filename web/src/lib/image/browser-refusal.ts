import type { EngineRefusal } from "@/lib/engine-refusal";

/** What the image worker refuses itself: what the browser cannot read or write (worded in refusals.ts). */
export type BrowserImageRefusal = { kind: "unreadable" } | { kind: "webpUnsupported" };

/** A refusal the worker throws (image.worker.ts): an Error carrying its kind, as the engines' do. */
export function browserRefusal(refusal: BrowserImageRefusal, english: string): Error {
  return Object.assign(new Error(english), { detail: refusal satisfies EngineRefusal });
}
