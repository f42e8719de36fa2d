/**
 * The Subnet Calculator's door to the Rust engine (crates/core/src/subnet, in the `ip` wasm bundle). Every call
 * runs in a worker, as every tool's does.
 */
import { t } from "@lingui/core/macro";
import { wordFailure, type RefusalWords } from "@/lib/engine-refusal";
import { workerClient } from "@/lib/worker-rpc";
import type { Containment, Split, Subnet, SubnetError } from "@/wasm/ip/ip.js";
import type { SubnetWorkerApi } from "./subnet-calculator.worker";

export type { Containment, HostRule, Split, Subnet } from "@/wasm/ip/ip.js";

const callWorker = workerClient<SubnetWorkerApi>(
  () =>
    new Worker(new URL("./subnet-calculator.worker.ts", import.meta.url), {
      type: "module",
      name: "subnet-calculator",
    }),
);

/** Starts the worker, and with it the engine's download, before the first call (usePreloadWhenIdle). */
export const preloadEngine = callWorker.preload;

/** The network `cidr` (`192.168.1.0/24`) taken apart. */
export function calculate(cidr: string): Promise<Subnet> {
  return callWorker("calculate", [cidr]);
}

/** The network cut into subnets of prefix length `prefix` (`26` or `/26`): how many, and the first 1,024. */
export function split({ cidr, prefix }: { cidr: string; prefix: string }): Promise<Split> {
  return callWorker("split", [cidr, prefix]);
}

/** Whether `address` is inside the network `cidr`. */
export function contains({ cidr, address }: { cidr: string; address: string }): Promise<Containment> {
  return callWorker("contains", [cidr, address]);
}

/** The engine's refusals (SubnetError) in the page's language: its English must be the engine's `Display`. */
const REFUSALS: RefusalWords<SubnetError> = {
  empty: () => t`Enter a network in CIDR notation, e.g. 192.168.1.0/24.`,
  missingPrefix: ({ params: { address } }) => t`Add the prefix length after the address, e.g. ${address}/24.`,
  invalidAddress: ({ params: { address } }) => t`“${address}” is not an IPv4 or IPv6 address.`,
  invalidPrefix: ({ params: { prefix, max } }) =>
    t`The prefix length must be a whole number from 0 to ${max}, not “${prefix}”.`,
  invalidSplit: ({ params: { prefix, networkPrefix, max } }) =>
    t`Subnets of “/${prefix}” cannot be cut from a /${networkPrefix}: choose a prefix length from ${networkPrefix} to ${max}.`,
  notIpv4: ({ params: { address, network } }) =>
    t`${address} is an IPv6 address and ${network} an IPv4 network: it cannot be inside.`,
};

/** What a failed call says, in the page's language. */
export const refusalText = (error: unknown) => wordFailure(error, REFUSALS);
