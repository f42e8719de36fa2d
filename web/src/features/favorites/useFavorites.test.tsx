// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "sonner";
import { FAVORITES_STORAGE_KEY } from "@/lib/favorites-store";
import { useFavoriteToggle, useFavorites } from "./useFavorites";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

function Toggle() {
  const { isFavorite, onToggle } = useFavoriteToggle("Word Counter", "/tools/word-counter");
  return (
    <button type="button" aria-pressed={isFavorite} onClick={onToggle}>
      {isFavorite ? "Favorited" : "Add to Favorites"}
    </button>
  );
}

function Count() {
  const { favorites } = useFavorites();
  return <p>{favorites.length} saved</p>;
}

afterEach(cleanup);

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
});

describe("useFavorites", () => {
  it("keeps every component in step and raises the spec's toasts", () => {
    render(
      <>
        <Toggle />
        <Count />
      </>,
    );
    expect(screen.getByText("0 saved")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Add to Favorites" }));
    expect(screen.getByRole("button", { name: "Favorited" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("1 saved")).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith("Added to favorites", {
      description: "Word Counter has been added to your favorites.",
    });

    fireEvent.click(screen.getByRole("button", { name: "Favorited" }));
    expect(screen.getByText("0 saved")).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith("Removed from favorites", {
      description: "Word Counter has been removed from your favorites.",
    });
  });

  it("picks up changes made in another tab", () => {
    render(<Count />);
    act(() => {
      localStorage.setItem(
        FAVORITES_STORAGE_KEY,
        JSON.stringify([{ id: "a", name: "A", url: "/tools/a", addedAt: "2024-01-01T00:00:00.000Z" }]),
      );
      window.dispatchEvent(new StorageEvent("storage", { key: FAVORITES_STORAGE_KEY }));
    });
    expect(screen.getByText("1 saved")).toBeInTheDocument();
  });
});
