/**
 * The QR Code Generator's words for the engine's refusals and warnings; the engine's door (a worker) is shared with
 * the Pastebin's share step in lib/qr.
 */
import { t } from "@lingui/core/macro";
import { wordFailure, type RefusalWords } from "@/lib/engine-refusal";
import type { ContrastWarning, QrError } from "@/lib/qr/qr";

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
