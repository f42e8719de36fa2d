import { beforeAll, describe, expect, it } from "vitest";
import type { WheelEngine } from "./engine";
import {
  backingSize,
  easeOutCubic,
  labelColorOn,
  labelPlacement,
  POINTER_ANGLE,
  rotationAt,
  segmentArc,
  segmentMiddle,
} from "./geometry";
import { testWheelEngine } from "./test-engine";

let engine: WheelEngine;
beforeAll(async () => {
  engine = await testWheelEngine();
});

/** The segment whose drawn arc contains the pointer (straight up), found from the drawing geometry alone. */
function segmentDrawnUnderPointer(count: number, rotation: number): number {
  const full = Math.PI * 2;
  const norm = (a: number) => ((a % full) + full) % full;
  for (let i = 0; i < count; i++) {
    const { start, end } = segmentArc(i, count, rotation);
    const into = norm(POINTER_ANGLE - start);
    if (into < end - start) return i;
  }
  throw new Error("no segment under the pointer");
}

describe("wheel drawing geometry", () => {
  it("draws segment 0 starting at the top, clockwise", () => {
    const { start, end } = segmentArc(0, 4, 0);
    expect(start).toBeCloseTo(-Math.PI / 2);
    expect(end).toBeCloseTo(0); // 3 o'clock: a quarter turn clockwise from the top
    expect(segmentMiddle(0, 4, 0)).toBeCloseTo(-Math.PI / 4);
    // Turning the wheel 90° clockwise moves segment 0 to the right-hand quarter.
    expect(segmentArc(0, 4, 90).start).toBeCloseTo(0);
  });

  it("puts under the pointer exactly the segment the engine names, for every count and many spins", () => {
    for (let count = 1; count <= 20; count++) {
      let rotation = 0;
      for (let spin = 0; spin < 100; spin++) {
        const plan = engine.planSpin(rotation, count);
        expect(engine.winnerIndex(plan.finalRotation, count)).toBe(plan.winnerIndex);
        expect(segmentDrawnUnderPointer(count, plan.finalRotation)).toBe(plan.winnerIndex);
        expect(segmentDrawnUnderPointer(count, plan.finalRotation % 360)).toBe(plan.winnerIndex);
        rotation = plan.finalRotation;
      }
    }
  });

  it("agrees with the engine at arbitrary rotations too (ticks use the engine's rule)", () => {
    for (const count of [2, 3, 7, 13, 20]) {
      for (let rotation = -720; rotation < 720; rotation += 7.3) {
        expect(segmentDrawnUnderPointer(count, rotation)).toBe(engine.winnerIndex(rotation, count));
      }
    }
  });

  it("keeps every label upright: never turned more than 90° from horizontal, wherever the wheel stops", () => {
    const wrong: string[] = [];
    for (let count = 1; count <= 20; count++) {
      for (let rotation = -720; rotation < 720; rotation += 7.3) {
        for (let index = 0; index < count; index++) {
          const { angle, flipped } = labelPlacement(index, count, rotation);
          // Still on its segment's middle: a flipped label's rim end lies half a turn from its reading direction.
          const middle = segmentMiddle(index, count, rotation);
          const towardsRim = flipped ? -1 : 1;
          const upright = Math.abs(angle) <= Math.PI / 2 + 1e-9;
          const onMiddle =
            Math.abs(towardsRim * Math.cos(angle) - Math.cos(middle)) < 1e-9 &&
            Math.abs(towardsRim * Math.sin(angle) - Math.sin(middle)) < 1e-9;
          if (!upright || !onMiddle) wrong.push(`segment ${index} of ${count} at ${rotation}°: ${angle} rad`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("turns the left half's labels to read inwards, and leaves the right half's reading outwards", () => {
    // Four segments at rest: 0 top right, 1 bottom right, 2 bottom left, 3 top left.
    expect(labelPlacement(0, 4, 0)).toEqual({ angle: expect.closeTo(-Math.PI / 4), flipped: false });
    expect(labelPlacement(1, 4, 0)).toEqual({ angle: expect.closeTo(Math.PI / 4), flipped: false });
    expect(labelPlacement(2, 4, 0)).toEqual({ angle: expect.closeTo(-Math.PI / 4), flipped: true });
    expect(labelPlacement(3, 4, 0)).toEqual({ angle: expect.closeTo(Math.PI / 4), flipped: true });
    // Half a turn later the same segments swap sides.
    expect(labelPlacement(0, 4, 180).flipped).toBe(true);
    expect(labelPlacement(2, 4, 180).flipped).toBe(false);
  });

  it("eases out from the start rotation to exactly the final one", () => {
    const plan = { winnerIndex: 0, startRotation: 10, finalRotation: 2000, turns: 5 };
    expect(rotationAt(plan, 0, 3000)).toBe(10);
    expect(rotationAt(plan, 3000, 3000)).toBe(2000);
    expect(rotationAt(plan, 5000, 3000)).toBe(2000);
    expect(rotationAt(plan, 0, 0)).toBe(2000);
    // Ease-out: more than half the distance in the first half of the time, and never backwards.
    expect(rotationAt(plan, 1500, 3000)).toBeGreaterThan(1005);
    let previous = -Infinity;
    for (let t = 0; t <= 3000; t += 50) {
      const r = rotationAt(plan, t, 3000);
      expect(r).toBeGreaterThanOrEqual(previous);
      previous = r;
    }
    expect(easeOutCubic(-1)).toBe(0);
    expect(easeOutCubic(2)).toBe(1);
  });

  it("sizes the backing store for the pixel ratio", () => {
    expect(backingSize(400, 1)).toBe(400);
    expect(backingSize(400, 2)).toBe(800);
    expect(backingSize(400, 1.5)).toBe(600);
    expect(backingSize(400, 0)).toBe(400);
    expect(backingSize(400, Number.NaN)).toBe(400);
    expect(backingSize(400, 10)).toBe(1600);
  });

  it("picks the label colour that contrasts with the segment", () => {
    expect(labelColorOn("#EAB308")).toBe("#000000"); // yellow
    // Mid blue reads better in black (contrast 5.7 against 3.7 for white); dark slate needs white.
    expect(labelColorOn("#3B82F6")).toBe("#000000");
    expect(labelColorOn("#64748B")).toBe("#FFFFFF");
    expect(labelColorOn("#000000")).toBe("#FFFFFF");
    expect(labelColorOn("#FFFFFF")).toBe("#000000");
    expect(labelColorOn("not a colour")).toBe("#FFFFFF");
  });
});
