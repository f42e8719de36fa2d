/// <reference lib="webworker" />
import { startLoading } from "@/lib/wasm";
import { serveWorker } from "@/lib/worker-rpc";
import type { Containment, Split, Subnet } from "@/wasm/ip/ip.js";
import { loadEngine } from "@/wasm/ip/load";

const api = {
  async calculate(cidr: string): Promise<Subnet> {
    return (await loadEngine()).calculateSubnet(cidr);
  },
  async split(cidr: string, prefix: string): Promise<Split> {
    return (await loadEngine()).splitSubnet(cidr, prefix);
  },
  async contains(cidr: string, address: string): Promise<Containment> {
    return (await loadEngine()).subnetContains(cidr, address);
  },
};

export type SubnetWorkerApi = typeof api;

serveWorker(api);
startLoading(loadEngine);
