// @vitest-environment jsdom
import { describe, it, expect, beforeEach, afterEach, vi } from "vitest";
import { copyToClipboard } from "./clipboard";

const originalClipboard = Object.getOwnPropertyDescriptor(navigator, "clipboard");

function mockClipboard(value: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, "clipboard", { value, configurable: true });
}

class FakeClipboardItem {
  constructor(public items: Record<string, Blob>) {}
}

describe("copyToClipboard", () => {
  let execCommand: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    execCommand = vi.fn(() => true);
    // jsdom has no execCommand; install one we can watch.
    Object.defineProperty(document, "execCommand", { value: execCommand, configurable: true, writable: true });
    vi.stubGlobal("ClipboardItem", FakeClipboardItem);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    if (originalClipboard) Object.defineProperty(navigator, "clipboard", originalClipboard);
    else Reflect.deleteProperty(navigator, "clipboard");
  });

  it("uses navigator.clipboard.writeText first", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const write = vi.fn().mockResolvedValue(undefined);
    mockClipboard({ writeText, write });
    await expect(copyToClipboard("hello")).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith("hello");
    expect(write).not.toHaveBeenCalled();
    expect(execCommand).not.toHaveBeenCalled();
  });

  it("falls back to a ClipboardItem write when writeText fails", async () => {
    const writeText = vi.fn().mockRejectedValue(new Error("denied"));
    const write = vi.fn().mockResolvedValue(undefined);
    mockClipboard({ writeText, write });
    await expect(copyToClipboard("hello")).resolves.toBe(true);
    expect(writeText).toHaveBeenCalled();
    expect(write).toHaveBeenCalledTimes(1);
    const [items] = write.mock.calls[0] as [FakeClipboardItem[]];
    expect(items[0]).toBeInstanceOf(FakeClipboardItem);
    await expect(items[0]?.items["text/plain"]?.text()).resolves.toBe("hello");
    expect(execCommand).not.toHaveBeenCalled();
  });

  it("falls back to a hidden textarea and execCommand('copy') last, and cleans up", async () => {
    const writeText = vi.fn().mockRejectedValue(new Error("denied"));
    const write = vi.fn().mockRejectedValue(new Error("denied"));
    mockClipboard({ writeText, write });
    let copiedText: string | undefined;
    execCommand.mockImplementation(() => {
      const active = document.activeElement;
      copiedText =
        active instanceof HTMLTextAreaElement
          ? active.value.slice(active.selectionStart, active.selectionEnd)
          : undefined;
      return true;
    });
    await expect(copyToClipboard("line 1\nline 2")).resolves.toBe(true);
    expect(writeText).toHaveBeenCalled();
    expect(write).toHaveBeenCalled();
    expect(execCommand).toHaveBeenCalledWith("copy");
    expect(copiedText).toBe("line 1\nline 2");
    expect(document.querySelector("textarea")).toBeNull();
  });

  it("works with no Clipboard API at all", async () => {
    mockClipboard(undefined);
    await expect(copyToClipboard("x")).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith("copy");
  });

  it("reports failure when every method fails", async () => {
    mockClipboard({
      writeText: vi.fn().mockRejectedValue(new Error("no")),
      write: vi.fn().mockRejectedValue(new Error("no")),
    });
    execCommand.mockReturnValue(false);
    await expect(copyToClipboard("x")).resolves.toBe(false);
    execCommand.mockImplementation(() => {
      throw new Error("not supported");
    });
    await expect(copyToClipboard("x")).resolves.toBe(false);
  });
});
