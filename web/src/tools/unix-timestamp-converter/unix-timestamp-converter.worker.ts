/// <reference lib="webworker" />
import { startLoading } from "@/lib/wasm";
import { serveWorker } from "@/lib/worker-rpc";
import { loadEngine } from "@/wasm/time/load";
import type { Conversion, DateRequest, TimestampRequest } from "./engine";

const api = {
  async convert(request: TimestampRequest): Promise<Conversion> {
    return (await loadEngine()).convertTimestamp(request);
  },
  async fromDate(request: DateRequest): Promise<Conversion> {
    return (await loadEngine()).timestampFromDate(request);
  },
  async zones(): Promise<string[]> {
    return (await loadEngine()).timeZones();
  },
};

export type TimeWorkerApi = typeof api;

serveWorker(api);
startLoading(loadEngine);
