/**
 * The QR Code Generator's door to the Rust engine (crates/core/src/qr, in the `qr` wasm bundle: the qrcode crate's
 * encoder and the Color Converter's contrast). Every call runs in a worker, so the page never freezes.
 */
import { t } from "@lingui/core/macro";
import { wordFailure, type RefusalWords } from "@/lib/engine-refusal";
import { workerClient } from "@/lib/worker-rpc";
import { qrDefaults } from "@/wasm/qr/defaults";
import type { Content, ContrastWarning, QrCode, QrError, QrOptions as EngineQrOptions } from "@/wasm/qr/qr.js";
import type { QrWorkerApi } from "./qr-code-generator.worker";

export type { Content, ContrastWarning, Ecc, QrCode, WifiSecurity } from "@/wasm/qr/qr.js";
/** Every option set (the engine's `QrOptions`). */
export type QrOptions = Required<EngineQrOptions>;

/** The engine's own defaults, snapshot when its bundle is built. */
export const DEFAULT_OPTIONS: QrOptions = qrDefaults;

const callWorker = workerClient<QrWorkerApi>(
  () =>
    new Worker(new URL("./qr-code-generator.worker.ts", import.meta.url), {
      type: "module",
      name: "qr-code-generator",
    }),
);

/** Starts the worker, and with it the engine's download, before the first call (usePreloadWhenIdle). */
export const preloadEngine = callWorker.preload;

/** The code of `content`, drawn as `options` say (in the worker). */
export function generate(content: Content, options: QrOptions): Promise<QrCode> {
  return callWorker("generate", [content, options]);
}

/** The engine's refusals (QrError) in the page's language: its English must be the engine's `Display`. */
const REFUSALS: RefusalWords<QrError> = {
  empty: () => t`Enter the text to put in the QR code.`,
  noSsid: () => t`Enter the network name (SSID).`,
  noAddress: () => t`Enter the e-mail address.`,
  noName: () => t`Enter the contact name.`,
  tooLong: ({ params: { bytes, limit, ecc } }) =>
    t`Too long for a QR code: ${bytes} bytes, and at error correction ${ecc} one holds at most ${limit} bytes.`,
  foreground: () => t`The foreground is not a color: enter a hex code such as #000000, rgb() or a CSS color name.`,
  background: () => t`The background is not a color: enter a hex code such as #ffffff, rgb() or a CSS color name.`,
};

/** What a failed call says, in the page's language. */
export const refusalText = (error: unknown) => wordFailure(error, REFUSALS);

/** The engine's contrast warning in the page's language (its English is the engine's `Display`). */
export function warningText(warning: ContrastWarning): string {
  switch (warning.kind) {
    case "low": {
      const ratio = warning.params.ratio;
      return t`Low contrast (${ratio}:1): many scanners will not read this code. Use a darker foreground or a lighter background.`;
    }
    case "inverted":
      return t`The code is lighter than its background: many scanners will not read it. Use a dark foreground on a light background.`;
  }
}
