// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { act, renderHook, waitFor } from "@testing-library/react";
import { useAsyncResult } from "./use-async-result";

/** A computation the test finishes by hand, recording which inputs were started. */
function controlled() {
  const started: string[] = [];
  const finishers = new Map<string, { resolve: (v: string) => void; reject: (e: Error) => void }>();
  const compute = (input: string) => {
    started.push(input);
    return new Promise<string>((resolve, reject) => finishers.set(input, { resolve, reject }));
  };
  return { started, finishers, compute };
}

describe("useAsyncResult", () => {
  it("runs one computation at a time and skips inputs overtaken while it ran", async () => {
    const { started, finishers, compute } = controlled();
    const { result, rerender } = renderHook(({ input }) => useAsyncResult(input, compute), {
      initialProps: { input: "a" },
    });
    expect(result.current).toEqual({ value: undefined, error: undefined, pending: true });

    rerender({ input: "ab" });
    rerender({ input: "abc" });
    expect(started).toEqual(["a"]); // still busy with "a"; "ab" is already stale

    await act(async () => finishers.get("a")!.resolve("A"));
    await waitFor(() => expect(started).toEqual(["a", "abc"]));
    expect(result.current.value).toBeUndefined(); // "A" was for an old input: never shown

    await act(async () => finishers.get("abc")!.resolve("ABC"));
    await waitFor(() => expect(result.current).toEqual({ value: "ABC", error: undefined, pending: false }));

    rerender({ input: "abcd" });
    expect(result.current.pending).toBe(true);
    expect(result.current.value).toBe("ABC"); // the last result stays on screen meanwhile
  });

  it("reports a failure and keeps the last good value", async () => {
    const { finishers, compute } = controlled();
    const { result, rerender } = renderHook(({ input }) => useAsyncResult(input, compute), {
      initialProps: { input: "ok" },
    });
    await act(async () => finishers.get("ok")!.resolve("OK"));
    rerender({ input: "bad" });
    await waitFor(() => expect(finishers.has("bad")).toBe(true));
    await act(async () => finishers.get("bad")!.reject(new Error("The engine said no")));
    await waitFor(() => expect(result.current).toEqual({ value: "OK", error: "The engine said no", pending: false }));
  });
});
