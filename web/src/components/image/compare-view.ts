/**
 * The zoom and pan of the compare slider, as pure functions so both images always get the same transform.
 *
 * A view is `translate(x%, y%) scale(zoom)` with the origin at the top-left corner; x and y are percentages of
 * the image box, so the math needs no measured sizes. The box is always covered: x stays within
 * [100 (1 − zoom), 0], y likewise.
 */
export interface CompareView {
  zoom: number;
  x: number;
  y: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 8;
/** One press of a zoom button or the +/- key. */
export const ZOOM_STEP = 1.5;
/** One arrow-key press when panning, in percent of the box (Shift pans further). */
export const PAN_STEP = 10;
export const PAN_STEP_LARGE = 25;

export const FIT_VIEW: CompareView = { zoom: MIN_ZOOM, x: 0, y: 0 };

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function clampOffset(offset: number, zoom: number): number {
  // `+ 0` turns -0 into 0 so an unpanned view reads as exactly the fit view.
  return clamp(offset, 100 * (1 - zoom), 0) + 0;
}

/**
 * Zooms to `zoom` keeping the point at (`atX`, `atY`) — fractions 0..1 of the box — where it is on screen,
 * as a pinch or a wheel over a spot expects.
 */
export function zoomTo(view: CompareView, zoom: number, atX = 0.5, atY = 0.5): CompareView {
  const next = clamp(zoom, MIN_ZOOM, MAX_ZOOM);
  const ratio = next / view.zoom;
  const pointX = 100 * atX;
  const pointY = 100 * atY;
  return {
    zoom: next,
    x: clampOffset(pointX - (pointX - view.x) * ratio, next),
    y: clampOffset(pointY - (pointY - view.y) * ratio, next),
  };
}

/** Moves the images by (`dx`, `dy`) percent of the box; the box stays covered. */
export function panBy(view: CompareView, dx: number, dy: number): CompareView {
  return { zoom: view.zoom, x: clampOffset(view.x + dx, view.zoom), y: clampOffset(view.y + dy, view.zoom) };
}

export function isZoomed(view: CompareView): boolean {
  return view.zoom > MIN_ZOOM;
}

export function viewTransform(view: CompareView): string {
  return `translate(${view.x}%, ${view.y}%) scale(${view.zoom})`;
}
