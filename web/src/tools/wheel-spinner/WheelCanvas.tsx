import { useEffect, useEffectEvent, useRef } from "react";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { WheelLabels } from "./engine";
import { backingSize, labelColorOn, labelPlacement, rotationAt, segmentArc } from "./geometry";
import type { WheelOption } from "./storage";
import type { ActiveSpin } from "./wheel-store";

export interface WheelCanvasProps {
  options: WheelOption[];
  labels: WheelLabels;
  /** Where the wheel rests (degrees) when no spin is running. */
  rotation: number;
  spin: ActiveSpin | null;
  /** CSS size of the square canvas (it shrinks to the width available). */
  sizePx: number;
  /** The segment under the pointer at a rotation (the engine's rule), for the ticks. */
  segmentAt: (rotation: number) => number;
  /** A segment edge passed the pointer. */
  onTick: () => void;
  /** The animation reached the final rotation. */
  onSpinEnd: () => void;
}

const POINTER_COLOR = "#DC2626";

/**
 * The wheel on a canvas, in the engine's geometry (see geometry.ts): segment 0 starts at the top, the wheel
 * turns clockwise, the red pointer stays at the top. `data-rotation` holds the rotation drawn (degrees), so
 * tests can check what the pointer shows.
 */
export function WheelCanvas({
  options,
  labels,
  rotation,
  spin,
  sizePx,
  segmentAt,
  onTick,
  onSpinEnd,
}: WheelCanvasProps) {
  const { t } = useLingui();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const optionCount = options.length;
  const optionList = options.map((o) => o.text).join(", ");

  const drawAt = useEffectEvent((angle: number) => {
    const canvas = canvasRef.current;
    if (canvas) drawWheel(canvas, options, labels, angle, sizePx);
  });
  const tick = useEffectEvent(onTick);
  const end = useEffectEvent(onSpinEnd);
  const segment = useEffectEvent(segmentAt);

  // At rest: redraw whenever what is shown changes, and when the window is resized or zoomed (the pixel ratio
  // may have changed).
  useEffect(() => {
    if (spin) return;
    drawAt(rotation);
    const redraw = () => drawAt(rotation);
    window.addEventListener("resize", redraw);
    return () => window.removeEventListener("resize", redraw);
  }, [spin, rotation, options, labels, sizePx]);

  // Spinning: ease out to the engine's final rotation over the spin's duration, ticking as segments pass.
  useEffect(() => {
    if (!spin) return;
    let frame = 0;
    let started: number | undefined;
    let lastSegment = segment(spin.plan.startRotation);
    const step = (now: number) => {
      started ??= now;
      const elapsed = now - started;
      const angle = rotationAt(spin.plan, elapsed, spin.durationMs);
      drawAt(angle);
      const current = segment(angle);
      if (current !== lastSegment) {
        lastSegment = current;
        tick();
      }
      if (elapsed >= spin.durationMs) end();
      else frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [spin]);

  return (
    <canvas
      ref={canvasRef}
      role="img"
      aria-label={t`${plural(optionCount, { one: `Wheel with # option: ${optionList}`, other: `Wheel with # options: ${optionList}` })}`}
      data-spinning={spin ? "true" : "false"}
      className="block aspect-square h-auto w-full select-none"
      style={{ maxWidth: sizePx }}
    />
  );
}

function drawWheel(
  canvas: HTMLCanvasElement,
  options: WheelOption[],
  labels: WheelLabels,
  rotation: number,
  size: number,
) {
  const pixels = backingSize(size, window.devicePixelRatio);
  if (canvas.width !== pixels || canvas.height !== pixels) {
    canvas.width = pixels;
    canvas.height = pixels;
  }
  canvas.dataset.rotation = String(rotation);
  const ctx = canvas.getContext("2d");
  if (!ctx) return;
  ctx.setTransform(pixels / size, 0, 0, pixels / size, 0, 0);
  ctx.clearRect(0, 0, size, size);

  const center = size / 2;
  const radius = size / 2 - 14;
  const count = options.length;

  // Rim shadow, then the segments.
  ctx.beginPath();
  ctx.arc(center, center, radius + 3, 0, Math.PI * 2);
  ctx.fillStyle = "rgba(0, 0, 0, 0.18)";
  ctx.fill();
  options.forEach((option, index) => {
    const { start, end } = segmentArc(index, count, rotation);
    ctx.beginPath();
    ctx.moveTo(center, center);
    ctx.arc(center, center, radius, start, end);
    ctx.closePath();
    ctx.fillStyle = option.color;
    ctx.fill();
    if (count > 1) {
      ctx.lineWidth = 1.5;
      ctx.strokeStyle = "#FFFFFF";
      ctx.stroke();
    }
  });

  // Labels along each segment's middle, their rim end near the rim, always upright (see labelPlacement).
  if (labels.style.mode !== "hidden") {
    ctx.textBaseline = "middle";
    ctx.font = `600 ${labels.style.fontPx}px system-ui, -apple-system, "Segoe UI", sans-serif`;
    const rimGap = radius - 14;
    options.forEach((option, index) => {
      const label = labels.labels[index];
      if (!label) return;
      const { angle, flipped } = labelPlacement(index, count, rotation);
      ctx.save();
      ctx.translate(center, center);
      ctx.rotate(angle);
      ctx.textAlign = flipped ? "left" : "right";
      ctx.fillStyle = labelColorOn(option.color);
      ctx.fillText(label, flipped ? -rimGap : rimGap, 0, radius * 0.66);
      ctx.restore();
    });
  }

  // Hub.
  ctx.beginPath();
  ctx.arc(center, center, radius * 0.09, 0, Math.PI * 2);
  ctx.fillStyle = "#FFFFFF";
  ctx.fill();
  ctx.lineWidth = 3;
  ctx.strokeStyle = "rgba(0, 0, 0, 0.25)";
  ctx.stroke();

  // The red pointer, fixed at the top, its tip reaching into the wheel.
  const top = center - radius;
  ctx.beginPath();
  ctx.moveTo(center - 15, top - 12);
  ctx.lineTo(center + 15, top - 12);
  ctx.lineTo(center, top + 22);
  ctx.closePath();
  ctx.fillStyle = POINTER_COLOR;
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = "#FFFFFF";
  ctx.stroke();
}
