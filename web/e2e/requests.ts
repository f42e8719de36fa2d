/**
 * Every request a browser context makes, so a test can prove what a page asked for and that nothing left the
 * site (the IP pages promise the visitor's address goes to no third party).
 */
import type { BrowserContext } from "playwright-core";
import { baseUrl } from "./harness";

export interface RequestLog {
  /** Every URL requested so far by any page of the context, in order. */
  readonly urls: string[];
  /** The requests whose path starts with `prefix` (e.g. "/api/ip-lookup/"). */
  to(prefix: string): string[];
  /** The requests that went anywhere but this site (inline data: and blob: URLs never reach the network). */
  offSite(): string[];
}

export function recordRequests(context: BrowserContext): RequestLog {
  const urls: string[] = [];
  const origin = new URL(baseUrl).origin;
  context.on("request", (request) => urls.push(request.url()));
  return {
    urls,
    to: (prefix) => urls.filter((url) => url.startsWith(`${origin}${prefix}`)),
    offSite: () =>
      urls.filter((url) => {
        const { protocol, origin: to } = new URL(url);
        return protocol !== "data:" && protocol !== "blob:" && to !== origin;
      }),
  };
}
