/**
 * The Unix Timestamp Converter's door to the Rust engine (crates/core/src/time, in the `time` wasm bundle, which
 * carries the IANA time zone database). Every call runs in a worker, so the page never waits on it.
 */
import { t } from "@lingui/core/macro";
import { wordFailure, type RefusalWords } from "@/lib/engine-refusal";
import { workerClient } from "@/lib/worker-rpc";
import type {
  Conversion,
  DateRequest,
  RelativeUnit,
  TimeError,
  TimestampRequest,
  TimeUnit,
  ZonedView,
} from "@/wasm/time/time.js";
import type { TimeWorkerApi } from "./unix-timestamp-converter.worker";

/** What the engine answers and takes: generated from the Rust structs. */
export type { Conversion, DateRequest, RelativeUnit, TimestampRequest, TimeUnit, ZonedView };

const callWorker = workerClient<TimeWorkerApi>(
  () =>
    new Worker(new URL("./unix-timestamp-converter.worker.ts", import.meta.url), {
      type: "module",
      name: "unix-timestamp-converter",
    }),
);

/** Starts the worker, and with it the engine's download, before the first call (usePreloadWhenIdle). */
export const preloadEngine = callWorker.preload;

/** A timestamp in every unit and in the request's zones (in the worker). */
export function convertTimestamp(request: TimestampRequest): Promise<Conversion> {
  return callWorker("convert", [request]);
}

/** A date as timestamps (in the worker). */
export function timestampFromDate(request: DateRequest): Promise<Conversion> {
  return callWorker("fromDate", [request]);
}

/** Every IANA zone name the engine knows, sorted (in the worker). */
export function timeZones(): Promise<string[]> {
  return callWorker("zones", []);
}

/** The engine's refusals (crates/core/src/time, `TimeError`) in the page's language; the date parser's reason stays as it writes it. */
const REFUSALS: RefusalWords<TimeError> = {
  notANumber: ({ params: { value } }) => t`"${value}" is not a number: enter a Unix timestamp such as 1700000000.`,
  outOfRange: ({ params: { value, unit } }) => {
    switch (unit) {
      case "seconds":
        return t`${value} seconds is out of range: dates go from the year -9999 to 9999.`;
      case "milliseconds":
        return t`${value} milliseconds is out of range: dates go from the year -9999 to 9999.`;
      case "microseconds":
        return t`${value} microseconds is out of range: dates go from the year -9999 to 9999.`;
      case "nanoseconds":
        return t`${value} nanoseconds is out of range: dates go from the year -9999 to 9999.`;
    }
  },
  unknownZone: ({ params: { zone } }) => t`Unknown time zone "${zone}": enter an IANA name such as Europe/Paris.`,
  unparseableDate: ({ params: { reason } }) => t`Not a date: ${reason}.`,
};

/** What a failed call says, in the page's language. */
export const refusalText = (error: unknown) => wordFailure(error, REFUSALS);
