import { describe, expect, it } from "vitest";
import { FIT_VIEW, MAX_ZOOM, panBy, zoomTo } from "./compare-view";

describe("compare view", () => {
  it("keeps the point under the cursor in place when zooming there", () => {
    const view = zoomTo(FIT_VIEW, 2, 0.25, 0.75);
    // Screen point 25 % maps to picture point (25 − x) / zoom both before and after.
    expect((25 - view.x) / view.zoom).toBeCloseTo(25);
    expect((75 - view.y) / view.zoom).toBeCloseTo(75);
  });

  it("limits zoom to 1×–8× and never uncovers the box", () => {
    expect(zoomTo(FIT_VIEW, 50).zoom).toBe(MAX_ZOOM);
    expect(zoomTo(FIT_VIEW, 0.2)).toEqual(FIT_VIEW);
    const zoomed = zoomTo(FIT_VIEW, 4, 1, 1);
    expect(zoomed).toEqual({ zoom: 4, x: -300, y: -300 });
    expect(panBy(zoomed, -50, 500)).toEqual({ zoom: 4, x: -300, y: 0 });
    // Zooming back out from a corner brings the picture back to the box.
    expect(zoomTo(zoomed, 1, 0, 0)).toEqual(FIT_VIEW);
  });
});
