// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CompareSlider } from "./CompareSlider";

function renderSlider(props: Partial<Parameters<typeof CompareSlider>[0]> = {}) {
  return render(<CompareSlider before="blob:before" after="blob:after" afterLabel="WebP" {...props} />);
}

const divider = () => screen.getByRole("slider", { name: "Divider between Original and WebP" });
const imageArea = () => screen.getByRole("group", { name: "Original and WebP compared" });
const afterLayer = () => screen.getByTestId("compare-after");
const transformOf = (layer: "compare-before" | "compare-after") =>
  (screen.getByTestId(layer).firstElementChild as HTMLElement).style.transform;
const zoomShown = () => screen.getByRole("status", { name: "Zoom" });

describe("CompareSlider", () => {
  afterEach(cleanup);

  it("shows both images under visible labels with the divider in the middle", () => {
    renderSlider();
    expect(screen.getByRole("img", { name: "Original" })).toHaveAttribute("src", "blob:before");
    expect(screen.getByRole("img", { name: "WebP" })).toHaveAttribute("src", "blob:after");
    expect(screen.getByText("Original", { selector: "span" })).toBeVisible();
    expect(screen.getByText("WebP", { selector: "span" })).toBeVisible();
    const slider = divider();
    expect(slider).toHaveAttribute("tabindex", "0");
    expect(slider).toHaveAttribute("aria-valuemin", "0");
    expect(slider).toHaveAttribute("aria-valuemax", "100");
    expect(slider).toHaveAttribute("aria-valuenow", "50");
    expect(afterLayer().style.clipPath).toBe("inset(0 0 0 50%)");
  });

  it("moves the divider and the clip with the arrow keys, Shift, Page keys, Home and End", () => {
    renderSlider();
    const slider = divider();
    fireEvent.keyDown(slider, { key: "ArrowRight" });
    expect(slider).toHaveAttribute("aria-valuenow", "51");
    expect(afterLayer().style.clipPath).toBe("inset(0 0 0 51%)");
    fireEvent.keyDown(slider, { key: "ArrowLeft", shiftKey: true });
    expect(slider).toHaveAttribute("aria-valuenow", "41");
    expect(afterLayer().style.clipPath).toBe("inset(0 0 0 41%)");
    fireEvent.keyDown(slider, { key: "PageUp" });
    expect(slider).toHaveAttribute("aria-valuenow", "51");
    fireEvent.keyDown(slider, { key: "Home" });
    expect(slider).toHaveAttribute("aria-valuenow", "0");
    fireEvent.keyDown(slider, { key: "ArrowLeft" });
    expect(slider).toHaveAttribute("aria-valuenow", "0");
    fireEvent.keyDown(slider, { key: "End" });
    expect(slider).toHaveAttribute("aria-valuenow", "100");
    expect(afterLayer().style.clipPath).toBe("inset(0 0 0 100%)");
  });

  it("zooms both images alike with the buttons, between 1× and 8×, and Fit resets", () => {
    renderSlider();
    const zoomIn = screen.getByRole("button", { name: "Zoom in" });
    const zoomOut = screen.getByRole("button", { name: "Zoom out" });
    const fit = screen.getByRole("button", { name: "Fit" });
    expect(zoomShown()).toHaveTextContent("100%");
    expect(zoomOut).toBeDisabled();
    expect(fit).toBeDisabled();

    fireEvent.click(zoomIn);
    expect(zoomShown()).toHaveTextContent("150%");
    expect(transformOf("compare-before")).toContain("scale(1.5)");
    expect(transformOf("compare-after")).toBe(transformOf("compare-before"));
    expect(zoomOut).toBeEnabled();

    for (let press = 0; press < 10; press++) fireEvent.click(zoomIn);
    expect(zoomShown()).toHaveTextContent("800%");
    expect(zoomIn).toBeDisabled();

    fireEvent.click(fit);
    expect(zoomShown()).toHaveTextContent("100%");
    expect(transformOf("compare-before")).toBe("translate(0%, 0%) scale(1)");
  });

  it("zooms with + and - on the divider and pans the zoomed image with its arrow keys", () => {
    renderSlider();
    fireEvent.keyDown(divider(), { key: "+" });
    fireEvent.keyDown(divider(), { key: "+" });
    expect(zoomShown()).toHaveTextContent("225%");
    // Zoomed at the centre: the picture's centre stays in the middle of the box.
    expect(transformOf("compare-before")).toBe("translate(-62.5%, -62.5%) scale(2.25)");

    fireEvent.keyDown(imageArea(), { key: "ArrowRight" });
    expect(transformOf("compare-before")).toBe("translate(-72.5%, -62.5%) scale(2.25)");
    fireEvent.keyDown(imageArea(), { key: "ArrowUp", shiftKey: true });
    expect(transformOf("compare-before")).toBe("translate(-72.5%, -37.5%) scale(2.25)");
    expect(transformOf("compare-after")).toBe(transformOf("compare-before"));
    // Panning stops at the picture's edge.
    fireEvent.keyDown(imageArea(), { key: "ArrowUp", shiftKey: true });
    fireEvent.keyDown(imageArea(), { key: "ArrowUp", shiftKey: true });
    expect(transformOf("compare-before")).toBe("translate(-72.5%, 0%) scale(2.25)");
    // The divider did not move while panning.
    expect(divider()).toHaveAttribute("aria-valuenow", "50");

    fireEvent.keyDown(imageArea(), { key: "-" });
    expect(zoomShown()).toHaveTextContent("150%");
  });

  it("does not pan with the arrow keys until zoomed", () => {
    renderSlider();
    fireEvent.keyDown(imageArea(), { key: "ArrowRight" });
    expect(transformOf("compare-before")).toBe("translate(0%, 0%) scale(1)");
  });

  it("puts a checkerboard behind both images only when asked", () => {
    const { rerender } = renderSlider();
    expect(screen.getByTestId("compare-before")).not.toHaveClass("bg-checkerboard");
    rerender(<CompareSlider before="blob:before" after="blob:after" afterLabel="WebP" checkerboard />);
    expect(screen.getByTestId("compare-before")).toHaveClass("bg-checkerboard");
    // The result has its own backdrop, so a transparent result never shows the original through it.
    expect(afterLayer()).toHaveClass("bg-checkerboard");
  });

  it("returns to the whole picture when the original changes, and keeps the spot when only the result does", () => {
    const { rerender } = renderSlider();
    fireEvent.click(screen.getByRole("button", { name: "Zoom in" }));
    rerender(<CompareSlider before="blob:before" after="blob:after-2" afterLabel="WebP" />);
    expect(zoomShown()).toHaveTextContent("150%");
    rerender(<CompareSlider before="blob:other" after="blob:after-2" afterLabel="WebP" />);
    expect(zoomShown()).toHaveTextContent("100%");
  });
});

describe("CompareSlider with a pointer", () => {
  afterEach(cleanup);

  function placeFrame() {
    const box = { left: 100, top: 0, width: 200, height: 150, right: 300, bottom: 150, x: 100, y: 0 };
    for (const element of [screen.getByTestId("compare-frame"), imageArea()]) {
      element.getBoundingClientRect = () => ({ ...box, toJSON: () => box });
    }
  }

  it("moves the divider to where the picture is pressed and dragged", () => {
    renderSlider();
    placeFrame();
    const frame = screen.getByTestId("compare-frame");
    fireEvent.pointerDown(imageArea(), { pointerId: 1, button: 0, clientX: 150, clientY: 50 });
    expect(divider()).toHaveAttribute("aria-valuenow", "25");
    fireEvent.pointerMove(frame, { pointerId: 1, clientX: 270, clientY: 50 });
    expect(divider()).toHaveAttribute("aria-valuenow", "85");
    expect(afterLayer().style.clipPath).toBe("inset(0 0 0 85%)");
    fireEvent.pointerUp(frame, { pointerId: 1 });
    fireEvent.pointerMove(frame, { pointerId: 1, clientX: 120, clientY: 50 });
    expect(divider()).toHaveAttribute("aria-valuenow", "85");
  });

  it("pans a zoomed picture by dragging it, leaving the divider where it was", () => {
    renderSlider();
    placeFrame();
    fireEvent.click(screen.getByRole("button", { name: "Zoom in" }));
    fireEvent.click(screen.getByRole("button", { name: "Zoom in" }));
    const frame = screen.getByTestId("compare-frame");
    fireEvent.pointerDown(imageArea(), { pointerId: 1, button: 0, clientX: 200, clientY: 75 });
    fireEvent.pointerMove(frame, { pointerId: 1, clientX: 220, clientY: 60 });
    // 20 px of 200 is 10 % across; 15 px of 150 is 10 % up.
    expect(transformOf("compare-before")).toBe("translate(-52.5%, -72.5%) scale(2.25)");
    expect(divider()).toHaveAttribute("aria-valuenow", "50");
  });

  it("zooms at the pointer with Ctrl + wheel", () => {
    renderSlider();
    placeFrame();
    fireEvent.wheel(imageArea(), { ctrlKey: true, deltaY: -200 * Math.log(2), clientX: 100, clientY: 0 });
    expect(zoomShown()).toHaveTextContent("200%");
    // Zoomed at the top-left corner, which stays put.
    expect(transformOf("compare-before")).toBe("translate(0%, 0%) scale(2)");
  });

  it("zooms with a two-finger pinch around the fingers' midpoint, then pans with the finger left", () => {
    renderSlider();
    placeFrame();
    const frame = screen.getByTestId("compare-frame");
    const touch = { pointerType: "touch", button: 0 };
    fireEvent.pointerDown(imageArea(), { ...touch, pointerId: 1, clientX: 180, clientY: 75 });
    fireEvent.pointerDown(imageArea(), { ...touch, pointerId: 2, clientX: 220, clientY: 75 });
    // The fingers spread from 40 px apart to 80: twice the zoom, about the centre between them.
    fireEvent.pointerMove(frame, { ...touch, pointerId: 1, clientX: 160, clientY: 75 });
    fireEvent.pointerMove(frame, { ...touch, pointerId: 2, clientX: 240, clientY: 75 });
    expect(zoomShown()).toHaveTextContent("200%");
    expect(transformOf("compare-before")).toBe("translate(-50%, -50%) scale(2)");
    // The first finger did not move the divider for good: it was a pinch.
    expect(divider()).toHaveAttribute("aria-valuenow", "50");
    fireEvent.pointerUp(frame, { ...touch, pointerId: 2 });
    fireEvent.pointerMove(frame, { ...touch, pointerId: 1, clientX: 140, clientY: 75 });
    expect(transformOf("compare-before")).toBe("translate(-60%, -50%) scale(2)");
  });
});
