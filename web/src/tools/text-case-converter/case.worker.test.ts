import { beforeAll, describe, expect, it, vi } from "vitest";
import { PREVIEW_CHARS } from "@/lib/preview";
import type { CaseWorkerApi } from "./case.worker";

// The worker's handlers, with a stand-in engine: upper and lower case only.
let api: CaseWorkerApi;
vi.mock("@/lib/worker-rpc", () => ({ serveWorker: (handlers: CaseWorkerApi) => (api = handlers) }));
vi.mock("@/lib/wasm", () => ({ startLoading: vi.fn() }));
vi.mock("@/wasm/text/load", () => ({
  loadEngine: async () => ({
    convertAllCases: (text: string) => [
      { format: "upper", text: text.toUpperCase() },
      { format: "lower", text: text.toLowerCase() },
    ],
  }),
}));

beforeAll(async () => {
  await import("./case.worker");
});

describe("case worker", () => {
  it("sends previews and lengths, and keeps the whole texts for Copy", async () => {
    const text = `Ärger über Öl. ${"word ".repeat(10_000)}END`;
    const previews = await api.convertAllCases(text);
    expect(previews.map(({ format, truncated, length }) => ({ format, truncated, length }))).toEqual([
      { format: "upper", truncated: true, length: text.length },
      { format: "lower", truncated: true, length: text.length },
    ]);
    expect(previews[0]!.preview).toHaveLength(PREVIEW_CHARS);
    expect(previews[0]!.preview.startsWith("ÄRGER ÜBER ÖL. WORD")).toBe(true);
    expect(previews[0]).not.toHaveProperty("text");

    const bytes = api.fullText("upper");
    expect(ArrayBuffer.isView(bytes)).toBe(true);
    expect(new TextDecoder().decode(bytes)).toBe(text.toUpperCase());
  });

  it("answers Copy from the latest conversion, and shows a short text whole", async () => {
    const previews = await api.convertAllCases("Short One");
    expect(previews[1]).toMatchObject({ preview: "short one", truncated: false, length: 9 });
    expect(new TextDecoder().decode(api.fullText("lower"))).toBe("short one");
    expect(() => api.fullText("snake")).toThrow("No snake text to copy");
  });
});
