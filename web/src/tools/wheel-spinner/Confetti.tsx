import { useEffect, useEffectEvent, useRef } from "react";
import { prefersReducedMotion } from "@/lib/motion";

export interface ConfettiProps {
  /** Fires a burst each time this number grows (the count of wins). */
  burst: number;
  colors: string[];
  /** The confetti setting; reduced motion (the system's or Settings → Animations off) turns it off as well. */
  enabled: boolean;
}

const DURATION_MS = 1800;
const PIECES = 90;

interface Piece {
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  spin: number;
  angle: number;
  color: string;
}

/**
 * A short burst of confetti over the wheel when a winner is chosen: a decorative canvas (hidden from assistive
 * technology, never in the way of clicks). `data-active` is "true" while it plays.
 */
export function Confetti({ burst, colors, enabled }: ConfettiProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // Bursts that happened before this view was shown (e.g. a spin finished on another tab) are not replayed.
  const shownBurst = useRef(burst);
  // Read when a burst starts, so later re-renders (new arrays) do not cut a running burst short.
  const current = useEffectEvent(() => ({ colors, enabled }));

  useEffect(() => {
    if (burst <= shownBurst.current) return;
    shownBurst.current = burst;
    const canvas = canvasRef.current;
    const { colors, enabled } = current();
    if (!canvas || !enabled || prefersReducedMotion()) return;
    const ctx = canvas.getContext("2d");
    if (!ctx) return;

    const { width, height } = canvas.getBoundingClientRect();
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    const palette = colors.length > 0 ? colors : ["#EF4444", "#3B82F6", "#22C55E", "#EAB308"];
    // Decoration only, so Math.random is fine here (the winner comes from the engine's CSPRNG).
    const pieces: Piece[] = Array.from({ length: PIECES }, (_, i) => ({
      x: width / 2,
      y: height / 2,
      vx: (Math.random() - 0.5) * 9,
      vy: -Math.random() * 9 - 3,
      size: 5 + Math.random() * 5,
      spin: (Math.random() - 0.5) * 0.4,
      angle: Math.random() * Math.PI,
      color: palette[i % palette.length] ?? "#EF4444",
    }));

    canvas.dataset.active = "true";
    let frame = 0;
    let started: number | undefined;
    const step = (now: number) => {
      started ??= now;
      const elapsed = now - started;
      ctx.clearRect(0, 0, width, height);
      ctx.globalAlpha = Math.max(0, 1 - elapsed / DURATION_MS);
      for (const piece of pieces) {
        piece.vy += 0.25;
        piece.vx *= 0.99;
        piece.x += piece.vx;
        piece.y += piece.vy;
        piece.angle += piece.spin;
        ctx.save();
        ctx.translate(piece.x, piece.y);
        ctx.rotate(piece.angle);
        ctx.fillStyle = piece.color;
        ctx.fillRect(-piece.size / 2, -piece.size / 4, piece.size, piece.size / 2);
        ctx.restore();
      }
      if (elapsed < DURATION_MS) frame = requestAnimationFrame(step);
      else stop();
    };
    const stop = () => {
      ctx.clearRect(0, 0, width, height);
      canvas.dataset.active = "false";
    };
    frame = requestAnimationFrame(step);
    return () => {
      cancelAnimationFrame(frame);
      stop();
    };
  }, [burst]);

  return (
    <canvas
      ref={canvasRef}
      aria-hidden="true"
      data-testid="wheel-confetti"
      data-active="false"
      className="pointer-events-none absolute inset-0 h-full w-full"
    />
  );
}
