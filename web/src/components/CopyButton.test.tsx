// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "sonner";
import { copyToClipboard } from "@/lib/clipboard";
import { CopyButton } from "./CopyButton";

vi.mock("@/lib/clipboard", () => ({ copyToClipboard: vi.fn() }));
vi.mock("sonner", () => ({ toast: { error: vi.fn() } }));

const copy = vi.mocked(copyToClipboard);

describe("CopyButton", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it("shows 'Copied!' for 2 seconds, then reverts", async () => {
    copy.mockResolvedValue(true);
    render(<CopyButton text="secret" label="the password" />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    });
    expect(copy).toHaveBeenCalledWith("secret");
    expect(screen.getByRole("button")).toHaveTextContent("Copied!");
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole("button")).toHaveTextContent("Copied!");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("button")).toHaveTextContent("Copy");
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("toasts 'Copy Failed' naming what could not be copied", async () => {
    copy.mockResolvedValue(false);
    render(
      <CopyButton text="x" label="Base64 output">
        Copy Output
      </CopyButton>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy Output" }));
    });
    expect(toast.error).toHaveBeenCalledWith("Copy Failed", {
      description: "Could not copy Base64 output. Try selecting and copying manually.",
    });
    expect(screen.getByRole("button")).toHaveTextContent("Copy Output");
  });

  it("fetches the text when clicked, and toasts when fetching fails", async () => {
    copy.mockResolvedValue(true);
    const fetchText = vi.fn().mockResolvedValueOnce("kept in a worker").mockRejectedValueOnce(new Error("gone"));
    render(<CopyButton text={fetchText} label="the result" />);
    expect(fetchText).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    });
    expect(copy).toHaveBeenCalledWith("kept in a worker");
    expect(screen.getByRole("button")).toHaveTextContent("Copied!");

    act(() => vi.advanceTimersByTime(2000));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    });
    expect(copy).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith("Copy Failed", {
      description: "Could not copy the result. Try selecting and copying manually.",
    });
  });
});
