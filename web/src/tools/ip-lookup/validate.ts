/**
 * The lookup input's validation, with the spec's messages. Unlike the spec's form (IPv6 only as eight groups,
 * `::1` or `::`), every valid text form is accepted, as the server accepts it: IPv4 dotted quads, IPv6 full,
 * compressed (`2001:db8::1`) and with an embedded IPv4 (`::ffff:192.0.2.1`). Zone ids (`fe80::1%eth0`) name an
 * interface of the asking machine, not an address anyone can look up, so they are refused.
 */

export const EMPTY_INPUT = "Please enter an IP address";
export const INVALID_INPUT = "Please enter a valid IP address";

/** Four decimal octets 0–255; a leading zero is refused (`010` reads as octal in some tools and 10 in others). */
export function isIpv4(text: string): boolean {
  const octets = text.split(".");
  return octets.length === 4 && octets.every((octet) => /^(0|[1-9][0-9]{0,2})$/.test(octet) && Number(octet) <= 255);
}

const isHexGroup = (group: string) => /^[0-9a-fA-F]{1,4}$/.test(group);

/** Colon-separated groups, each 1–4 hex digits; the last may be an IPv4 address (worth two groups). */
function countGroups(part: string, mayEndInIpv4: boolean): number | null {
  if (part === "") return 0;
  const groups = part.split(":");
  const last = groups.at(-1)!;
  const embedded = mayEndInIpv4 && last.includes(".");
  if (embedded && !isIpv4(last)) return null;
  const hex = embedded ? groups.slice(0, -1) : groups;
  if (!hex.every(isHexGroup)) return null;
  return hex.length + (embedded ? 2 : 0);
}

export function isIpv6(text: string): boolean {
  const halves = text.split("::");
  if (halves.length > 2) return false;
  if (halves.length === 1) return countGroups(text, true) === 8;
  // `::` stands for one or more groups of zeros.
  const head = countGroups(halves[0]!, false);
  const tail = countGroups(halves[1]!, true);
  return head !== null && tail !== null && head + tail <= 7;
}

/** The message to show for the typed text, or null when it is an address worth sending. */
export function ipInputError(input: string): string | null {
  const text = input.trim();
  if (text === "") return EMPTY_INPUT;
  return isIpv4(text) || isIpv6(text) ? null : INVALID_INPUT;
}
