/// <reference lib="webworker" />
import { startLoading } from "@/lib/wasm";
import { serveWorker } from "@/lib/worker-rpc";
import { loadEngine } from "@/wasm/url/load";
import type { Scope, UrlEdit, UrlParts } from "./engine";

const api = {
  async encode(text: string, scope: Scope): Promise<string> {
    return (await loadEngine()).encodeUrlText(text, scope);
  },
  async decode(text: string, scope: Scope): Promise<string> {
    return (await loadEngine()).decodeUrlText(text, scope);
  },
  async parse(url: string): Promise<UrlParts> {
    return (await loadEngine()).parseUrl(url);
  },
  async rebuild(href: string, edit: UrlEdit): Promise<UrlParts> {
    return (await loadEngine()).rebuildUrl(href, edit);
  },
};

export type UrlWorkerApi = typeof api;

serveWorker(api);
startLoading(loadEngine);
