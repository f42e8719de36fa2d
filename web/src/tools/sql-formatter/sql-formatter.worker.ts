/// <reference lib="webworker" />
import { startLoading } from "@/lib/wasm";
import { serveWorker } from "@/lib/worker-rpc";
import { loadEngine } from "@/wasm/sql/load";
import type { SqlOptions } from "@/wasm/sql/sql.js";

const api = {
  async format(sql: string, options: SqlOptions): Promise<string> {
    return (await loadEngine()).formatSql(sql, options);
  },
};

export type SqlWorkerApi = typeof api;

serveWorker(api);
startLoading(loadEngine);
