// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "sonner";
import type { Minified } from "@/lib/minify";
import { WorkerCallError } from "@/lib/worker-rpc";
import { editorTextOf, setEditorText } from "./editor/testing";
import { MinifierScreen, successMessage, type MinifierLanguage } from "./MinifierScreen";

vi.mock("sonner", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

interface Options {
  removeComments: boolean;
  shorten: boolean;
}

/** A language whose engine answers when the test says so. */
function fakeLanguage() {
  const calls: { input: string; options: Options; resolve: (m: Minified) => void; reject: (e: Error) => void }[] = [];
  const language: MinifierLanguage<Options> = {
    slug: "fake-minifier",
    label: "Fake",
    editorLanguage: "text",
    actionLabel: "Minify Fake",
    inputPlaceholder: "Paste your Fake code here...",
    outputPlaceholder: "Minified Fake will appear here...",
    sample: "sample  code",
    defaults: { removeComments: true, shorten: false },
    optionGroups: [
      {
        title: "Safe Options",
        options: [
          { key: "removeComments", label: "Remove Comments", description: "Drop comments" },
          { key: "shorten", label: "Shorten", description: "Shorter names" },
        ],
      },
    ],
    downloadName: "minified.fake",
    mimeType: "text/plain",
    minify: (input, options) => new Promise((resolve, reject) => calls.push({ input, options, resolve, reject })),
    refusalText: (error) => (error instanceof Error ? error.message : String(error)),
    preload: vi.fn(),
    sellingPoints: [],
    tips: [{ title: "Test thoroughly", text: "Really." }],
  };
  return { language, calls };
}

const result = (output: string, originalSize: number): Minified => {
  const reduction = originalSize - output.length;
  return {
    output,
    stats: {
      originalSize,
      minifiedSize: output.length,
      reduction,
      reductionPercent: Math.round((reduction * 1000) / originalSize) / 10,
    },
    warnings: [],
  };
};

const minifyButton = () => screen.getByRole("button", { name: /^(Minify Fake|Minifying\.\.\.)$/ });
const input = () => screen.getByLabelText("Fake Input");
const output = () => screen.getByLabelText("Minified Fake");

describe("MinifierScreen", () => {
  it("starts its engine's download once the page is idle, before any click", async () => {
    const { language, calls } = fakeLanguage();
    render(<MinifierScreen language={language} />);
    await vi.waitFor(() => expect(language.preload).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([]);
  });

  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it("says 'Minifying...' and stays disabled while the engine works, then shows the result and the toast", async () => {
    const { language, calls } = fakeLanguage();
    render(<MinifierScreen language={language} />);
    expect(minifyButton()).toBeDisabled();
    fireEvent.click(screen.getByRole("button", { name: "Load Sample" }));
    expect(minifyButton()).toBeEnabled();
    fireEvent.click(minifyButton());
    expect(minifyButton()).toHaveTextContent("Minifying...");
    expect(minifyButton()).toBeDisabled();
    // A second click while busy starts nothing.
    fireEvent.click(minifyButton());
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ input: "sample  code", options: { removeComments: true, shorten: false } });

    await act(async () => calls[0]!.resolve(result("sample code", 12)));
    expect(minifyButton()).toHaveTextContent("Minify Fake");
    expect(editorTextOf(output())).toBe("sample code");
    expect(toast.success).toHaveBeenCalledWith("Reduced size by 8.3% (1 bytes saved)");
    expect(screen.getByText("Original Size", { selector: "dt" }).nextElementSibling).toHaveTextContent("12 B");
    expect(screen.getByText("Saved", { selector: "dt" }).nextElementSibling).toHaveTextContent("1 B");
  });

  it("Clear All during a run drops its late result", async () => {
    const { language, calls } = fakeLanguage();
    render(<MinifierScreen language={language} />);
    act(() => setEditorText(input(), "slow  input"));
    fireEvent.click(minifyButton());
    fireEvent.click(screen.getByRole("button", { name: "Clear All" }));
    expect(minifyButton()).toHaveTextContent("Minify Fake");
    await act(async () => calls[0]!.resolve(result("slow input", 11)));
    expect(editorTextOf(output())).toBe("");
    expect(editorTextOf(input())).toBe("");
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("a failure is an error, not a warning: the engine's message under 'Minification Failed', no output", async () => {
    const { language, calls } = fakeLanguage();
    render(<MinifierScreen language={language} />);
    // A first run with a warning and an output, both of which the failure must clear.
    act(() => setEditorText(input(), "good"));
    fireEvent.click(minifyButton());
    const warnings: Minified["warnings"] = [{ kind: "trailingSemicolonsRemoved" }];
    await act(async () => calls[0]!.resolve({ ...result("go", 4), warnings }));
    expect(screen.getByRole("alert")).toHaveTextContent(/^WarningsTrailing semicolons removed - verify syntax$/);

    act(() => setEditorText(input(), "bad ("));
    fireEvent.click(minifyButton());
    await act(async () =>
      calls[1]!.reject(new WorkerCallError("Unexpected token at line 1, column 6", { line: 1, column: 6 })),
    );
    // The parser's line is marked in the input, which is announced as invalid.
    expect(input().querySelector(".cm-error-line")).toHaveTextContent("bad (");
    expect(input()).toHaveAttribute("aria-invalid", "true");
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(/^Minification FailedUnexpected token at line 1, column 6$/);
    expect(screen.queryByText("Warnings")).toBeNull();
    expect(editorTextOf(output())).toBe("");
    expect(screen.queryByRole("heading", { name: "Summary" })).toBeNull();
    expect(toast.error).toHaveBeenCalledWith("Minification Failed", {
      description: "An error occurred while minifying Fake. Please check your input.",
    });
    expect(editorTextOf(input())).toBe("bad (");
    expect(minifyButton()).toBeEnabled();
  });

  it("the success message reports growth instead of a negative saving", () => {
    const stats = { originalSize: 1000, minifiedSize: 1234, reduction: -234, reductionPercent: -23.4 };
    expect(successMessage(stats)).toBe("Size grew by 23.4% (234 bytes added)");
    expect(
      successMessage({ originalSize: 200_000, minifiedSize: 100_000, reduction: 100_000, reductionPercent: 50 }),
    ).toBe("Reduced size by 50% (100,000 bytes saved)");
  });
});
