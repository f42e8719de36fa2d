/**
 * The door to the QR engine (crates/core/src/qr, in the `qr` wasm bundle: the qrcode crate's encoder and the Color
 * Converter's contrast), shared by the QR Code Generator and the Pastebin's share step. Every call runs in a
 * worker, so the page never freezes; the refusals are worded by the page that shows them.
 */
import { workerClient } from "@/lib/worker-rpc";
import { qrDefaults } from "@/wasm/qr/defaults";
import type { Content, QrCode, QrOptions as EngineQrOptions } from "@/wasm/qr/qr.js";
import type { QrWorkerApi } from "./qr.worker";

export type { Content, ContrastWarning, Ecc, QrCode, QrError, WifiSecurity } from "@/wasm/qr/qr.js";
/** Every option set (the engine's `QrOptions`). */
export type QrOptions = Required<EngineQrOptions>;

/** The engine's own defaults, snapshot when its bundle is built. */
export const DEFAULT_QR_OPTIONS: QrOptions = qrDefaults;

const callWorker = workerClient<QrWorkerApi>(
  () => new Worker(new URL("./qr.worker.ts", import.meta.url), { type: "module", name: "qr" }),
);

/** Starts the worker, and with it the engine's download, before the first call (usePreloadWhenIdle). */
export const preloadQrEngine = callWorker.preload;

/** The code of `content`, drawn as `options` say (in the worker). */
export function generateQr(content: Content, options: QrOptions): Promise<QrCode> {
  return callWorker("generate", [content, options]);
}

/** The drawn code as an image source: an SVG the engine wrote, shown through <img> so nothing in it runs. */
export function qrImageSource(code: QrCode): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(code.svg)}`;
}
