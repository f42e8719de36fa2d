/**
 * Drawing geometry and animation, in exactly the engine's convention (crates/core/src/wheel):
 * angles in degrees clockwise from the top; at rotation 0 segment i of n covers [i·360/n, (i+1)·360/n);
 * rotation r turns the wheel clockwise; the red pointer is fixed at the top, so it reads wheel angle (−r) mod 360.
 * The canvas measures angles from 3 o'clock, clockwise (y points down), hence the −90°.
 */
import type { SpinPlan } from "./engine";

const DEG = Math.PI / 180;

/** Canvas angles (radians) of segment `index`'s edges at `rotation` degrees. */
export function segmentArc(index: number, count: number, rotation: number): { start: number; end: number } {
  const size = 360 / count;
  return { start: (index * size + rotation - 90) * DEG, end: ((index + 1) * size + rotation - 90) * DEG };
}

/** Canvas angle (radians) of the middle of segment `index`, where its label goes. */
export function segmentMiddle(index: number, count: number, rotation: number): number {
  return ((index + 0.5) * (360 / count) + rotation - 90) * DEG;
}

/**
 * How segment `index`'s label is turned so it reads upright: along the segment's middle on the right half of the
 * wheel (reading outwards, ending near the rim), and turned half a turn on the left half (reading inwards,
 * starting near the rim), as on a physical prize wheel. `angle` is the canvas rotation (radians, within ±90° of
 * horizontal); `flipped` says the text runs towards the hub.
 */
export function labelPlacement(index: number, count: number, rotation: number): { angle: number; flipped: boolean } {
  const middle = normalizeRadians(segmentMiddle(index, count, rotation));
  const flipped = Math.abs(middle) > Math.PI / 2;
  return { angle: flipped ? normalizeRadians(middle + Math.PI) : middle, flipped };
}

/** The same angle within (−π, π]. */
function normalizeRadians(angle: number): number {
  const full = Math.PI * 2;
  const turned = (((angle + Math.PI) % full) + full) % full; // [0, 2π)
  return turned === 0 ? Math.PI : turned - Math.PI;
}

/** Canvas angle of the pointer (straight up). */
export const POINTER_ANGLE = -90 * DEG;

/** Fast start, gentle stop: the wheel slows down like a real one. */
export function easeOutCubic(t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return 1 - (1 - clamped) ** 3;
}

/** The rotation shown `elapsedMs` into a spin lasting `durationMs` (the final rotation once it is over). */
export function rotationAt(plan: SpinPlan, elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return plan.finalRotation;
  return plan.startRotation + (plan.finalRotation - plan.startRotation) * easeOutCubic(elapsedMs / durationMs);
}

/** Pixels of the canvas's backing store for a CSS size: sharp on high-DPI screens, capped to stay cheap. */
export function backingSize(cssPx: number, devicePixelRatio: number): number {
  const ratio = Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? Math.min(devicePixelRatio, 4) : 1;
  return Math.round(cssPx * ratio);
}

/** Black or white, whichever reads better on `hex` (WCAG relative luminance). */
export function labelColorOn(hex: string): "#000000" | "#FFFFFF" {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return "#FFFFFF";
  const [r, g, b] = match.slice(1).map((part) => {
    const c = parseInt(part, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast with white is (1.05)/(L+0.05), with black (L+0.05)/0.05: equal at L ≈ 0.179.
  return luminance > 0.179 ? "#000000" : "#FFFFFF";
}
