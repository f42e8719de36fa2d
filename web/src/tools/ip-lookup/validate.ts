/**
 * The lookup input's check, with the spec's messages. An address is what the server itself accepts: core's
 * parser (`penknife_core::ip::parse`, the `ip` wasm bundle), so IPv4 dotted quads and IPv6 in every text form
 * (full, compressed, with an embedded IPv4) pass, while zone ids (`fe80::1%eth0`) and octal-looking octets do not.
 */
import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { startLoading } from "@/lib/wasm";
import { loadEngine as load } from "@/wasm/ip/load";

/** The spec's words for an empty input. */
export const EMPTY_INPUT = msg`Please enter an IP address`;

/** The spec's words for text the parser refuses (its only refusal). */
export const INVALID_INPUT = msg`Please enter a valid IP address`;

/** Loads the parser when the page opens, so the first Lookup does not wait for it. */
export const preloadIpRules = () => startLoading(load);

/**
 * The message to show for the typed text, or null when it is an address worth sending. Rejects only when the
 * parser could not be loaded (offline).
 */
export async function ipInputError(input: string): Promise<string | null> {
  if (input.trim() === "") return i18n._(EMPTY_INPUT);
  const { parseIp } = await load();
  return parseIp(input) === undefined ? i18n._(INVALID_INPUT) : null;
}
