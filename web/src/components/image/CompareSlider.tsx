import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { ChevronsLeftRight, ZoomIn, ZoomOut } from "lucide-react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useTooltip } from "@/lib/tooltips";
import {
  FIT_VIEW,
  MAX_ZOOM,
  MIN_ZOOM,
  PAN_STEP,
  PAN_STEP_LARGE,
  ZOOM_STEP,
  isZoomed,
  panBy,
  viewTransform,
  zoomTo,
  type CompareView,
} from "./compare-view";

export interface CompareSliderProps {
  /** Object URL of the original image (left of the divider). */
  before: string;
  /** Object URL of the result (right of the divider), drawn over the same box so both show the same spot. */
  after: string;
  /** The sides' names ('Original', 'WebP'), in the page's language; 'Original' and 'Result' by default. */
  beforeLabel?: string;
  afterLabel?: string;
  /** A checkerboard behind both images, so transparency shows as such. */
  checkerboard?: boolean;
}

/** Divider steps for the arrow keys (Shift, Page Up/Down: the large step), in percent. */
const DIVIDER_STEP = 1;
const DIVIDER_STEP_LARGE = 10;
/** Until the original has loaded, the box keeps a common photo shape. */
const DEFAULT_ASPECT = 4 / 3;

type Gesture =
  /** `from`: where the divider was, put back if a second finger turns this into a pinch. */
  | { kind: "divider"; from: number }
  | { kind: "pan"; lastX: number; lastY: number }
  | { kind: "pinch"; startDistance: number; startView: CompareView };

interface NaturalSize {
  width: number;
  height: number;
}

function clampPercent(value: number): number {
  return Math.min(100, Math.max(0, value));
}

/** The distance between the first two fingers on the screen and the point midway, or null with fewer. */
function twoFingers(pointers: Map<number, { x: number; y: number }>) {
  const [first, second] = [...pointers.values()];
  if (!first || !second) return null;
  return {
    distance: Math.hypot(first.x - second.x, first.y - second.y),
    midX: (first.x + second.x) / 2,
    midY: (first.y + second.y) / 2,
  };
}

function isZoomInKey(key: string): boolean {
  return key === "+" || key === "=";
}

function isZoomOutKey(key: string): boolean {
  return key === "-" || key === "_";
}

/**
 * A before/after comparison: the result is drawn over the original in the same box and clipped at a divider,
 * so both sides always show the same spot at the same zoom. Drag the divider (or use its arrow keys), zoom with
 * the buttons, +/- or Ctrl + wheel (a pinch on touch screens), and pan by dragging or with the arrow keys on
 * the zoomed image.
 */
export function CompareSlider({
  before,
  after,
  beforeLabel: beforeLabelProp,
  afterLabel: afterLabelProp,
  checkerboard = false,
}: CompareSliderProps) {
  const { i18n, t } = useLingui();
  const beforeLabel = beforeLabelProp ?? t`Original`;
  const afterLabel = afterLabelProp ?? t`Result`;
  const tooltip = useTooltip();
  const hintId = useId();
  const frameRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<Gesture | null>(null);

  const [position, setPosition] = useState(50);
  const [view, setView] = useState<CompareView>(FIT_VIEW);
  const [beforeSize, setBeforeSize] = useState<NaturalSize | null>(null);
  const [afterSize, setAfterSize] = useState<NaturalSize | null>(null);
  const [boxWidth, setBoxWidth] = useState(0);

  // A new original is a new picture: start from the whole of it. A new result (other settings) keeps the spot.
  const [shownBefore, setShownBefore] = useState(before);
  if (shownBefore !== before) {
    setShownBefore(before);
    setView(FIT_VIEW);
    setBeforeSize(null);
  }

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setBoxWidth(entry.contentRect.width);
    });
    observer.observe(viewport);
    return () => observer.disconnect();
  }, []);

  // Ctrl + wheel (and a trackpad pinch, which browsers report as one) zooms at the pointer; a plain wheel pans
  // only while zoomed, so the page scrolls as usual otherwise. React's wheel listener is passive: attach our own.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const onWheel = (event: WheelEvent) => {
      const box = viewport.getBoundingClientRect();
      if (event.ctrlKey || event.metaKey) {
        event.preventDefault();
        const atX = box.width ? (event.clientX - box.left) / box.width : 0.5;
        const atY = box.height ? (event.clientY - box.top) / box.height : 0.5;
        setView((current) => zoomTo(current, current.zoom * Math.exp(-event.deltaY / 200), atX, atY));
        return;
      }
      setView((current) => {
        if (!isZoomed(current) || !box.width || !box.height) return current;
        return panBy(current, (-event.deltaX / box.width) * 100, (-event.deltaY / box.height) * 100);
      });
      // Reading state here would be stale; a zoomed view is marked on the element instead.
      if (viewport.dataset.zoomed === "true") event.preventDefault();
    };
    viewport.addEventListener("wheel", onWheel, { passive: false });
    return () => viewport.removeEventListener("wheel", onWheel);
  }, []);

  const zoomed = isZoomed(view);
  const aspect = beforeSize ? beforeSize.width / beforeSize.height : DEFAULT_ASPECT;
  const transform = viewTransform(view);
  const devicePixels = boxWidth * view.zoom * (typeof window === "undefined" ? 1 : window.devicePixelRatio || 1);
  // Past one screen pixel per image pixel, show the pixels as they are: smoothing would hide the very artefacts
  // a comparison is for.
  const pixelated = (size: NaturalSize | null) => size !== null && devicePixels > size.width;

  const zoomBy = (factor: number) => setView((current) => zoomTo(current, current.zoom * factor));
  const fit = () => setView(FIT_VIEW);

  /** +/- and 0 work on both the divider and the image; returns whether the key was one of them. */
  const handleZoomKey = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return false;
    if (isZoomInKey(event.key)) zoomBy(ZOOM_STEP);
    else if (isZoomOutKey(event.key)) zoomBy(1 / ZOOM_STEP);
    else if (event.key === "0") fit();
    else return false;
    event.preventDefault();
    return true;
  };

  const onDividerKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (handleZoomKey(event)) return;
    const small = event.shiftKey ? DIVIDER_STEP_LARGE : DIVIDER_STEP;
    const moves: Record<string, (value: number) => number> = {
      ArrowLeft: (value) => value - small,
      ArrowDown: (value) => value - small,
      ArrowRight: (value) => value + small,
      ArrowUp: (value) => value + small,
      PageDown: (value) => value - DIVIDER_STEP_LARGE,
      PageUp: (value) => value + DIVIDER_STEP_LARGE,
      Home: () => 0,
      End: () => 100,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setPosition((value) => clampPercent(move(value)));
  };

  const onViewportKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (handleZoomKey(event) || !zoomed) return;
    const step = event.shiftKey ? PAN_STEP_LARGE : PAN_STEP;
    // An arrow shows more of the picture on that side, so the picture itself moves the other way.
    const pans: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const pan = pans[event.key];
    if (!pan) return;
    event.preventDefault();
    setView((current) => panBy(current, pan[0], pan[1]));
  };

  const dividerFromPointer = (clientX: number) => {
    const box = frameRef.current?.getBoundingClientRect();
    if (box && box.width > 0) setPosition(clampPercent(((clientX - box.left) / box.width) * 100));
  };

  const startPinch = () => {
    if (gesture.current?.kind === "divider") setPosition(gesture.current.from);
    const fingers = twoFingers(pointers.current);
    gesture.current =
      fingers && fingers.distance > 0 ? { kind: "pinch", startDistance: fingers.distance, startView: view } : null;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) {
      startPinch();
      return;
    }
    const onDivider = (event.target as Element).closest("[role=slider]") !== null;
    if (onDivider || !zoomed) {
      gesture.current = { kind: "divider", from: position };
      dividerFromPointer(event.clientX);
      // The drag did not start on the slider; give it focus so the keys continue what the pointer began.
      if (!onDivider) frameRef.current?.querySelector<HTMLElement>("[role=slider]")?.focus({ preventScroll: true });
    } else {
      gesture.current = { kind: "pan", lastX: event.clientX, lastY: event.clientY };
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const current = gesture.current;
    if (!current) return;
    if (current.kind === "divider") {
      dividerFromPointer(event.clientX);
    } else if (current.kind === "pan") {
      const box = viewportRef.current?.getBoundingClientRect();
      if (!box?.width || !box.height) return;
      const dx = ((event.clientX - current.lastX) / box.width) * 100;
      const dy = ((event.clientY - current.lastY) / box.height) * 100;
      gesture.current = { kind: "pan", lastX: event.clientX, lastY: event.clientY };
      setView((view) => panBy(view, dx, dy));
    } else {
      const box = viewportRef.current?.getBoundingClientRect();
      const fingers = twoFingers(pointers.current);
      if (!box?.width || !box.height || !fingers) return;
      const atX = (fingers.midX - box.left) / box.width;
      const atY = (fingers.midY - box.top) / box.height;
      setView(zoomTo(current.startView, current.startView.zoom * (fingers.distance / current.startDistance), atX, atY));
    }
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    const [remaining] = [...pointers.current.values()];
    // After a pinch the finger left on the screen pans, rather than jumping the divider under it.
    gesture.current = remaining && zoomed ? { kind: "pan", lastX: remaining.x, lastY: remaining.y } : null;
  };

  const beforeShare = i18n.number(Math.round(position) / 100, { style: "percent" });
  const layerClass = cn("absolute inset-0 overflow-hidden", checkerboard ? "bg-checkerboard" : "bg-muted");
  const imageClass = "pointer-events-none size-full select-none object-fill";
  const labelClass =
    "pointer-events-none absolute top-2 max-w-[45%] truncate rounded bg-background/85 px-2 py-0.5 text-xs font-medium text-foreground shadow-sm";

  return (
    <div className="space-y-2">
      {/* Pictures are not mirrored in a right-to-left page, so neither is the comparison: the original stays on the
          left, and the arrow keys move the divider the way they point. */}
      <div
        ref={frameRef}
        dir="ltr"
        data-testid="compare-frame"
        className={cn("relative mx-auto w-full select-none", zoomed ? "touch-none" : "touch-pan-y")}
        style={{ aspectRatio: aspect, maxHeight: "70vh", maxWidth: `calc(70vh * ${aspect})` }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        <div
          ref={viewportRef}
          role="group"
          aria-label={t`${beforeLabel} and ${afterLabel} compared`}
          aria-describedby={hintId}
          tabIndex={0}
          data-zoomed={zoomed}
          onKeyDown={onViewportKeyDown}
          className={cn(
            "absolute inset-0 overflow-hidden rounded-lg border",
            zoomed ? "cursor-grab active:cursor-grabbing" : "cursor-ew-resize",
          )}
        >
          <div data-testid="compare-before" className={layerClass}>
            <div className="size-full origin-top-left" style={{ transform }}>
              <img
                src={before}
                alt={beforeLabel}
                draggable={false}
                onLoad={(event) =>
                  setBeforeSize({
                    width: event.currentTarget.naturalWidth,
                    height: event.currentTarget.naturalHeight,
                  })
                }
                className={cn(imageClass, pixelated(beforeSize) && "[image-rendering:pixelated]")}
              />
            </div>
          </div>
          <div data-testid="compare-after" className={layerClass} style={{ clipPath: `inset(0 0 0 ${position}%)` }}>
            <div className="size-full origin-top-left" style={{ transform }}>
              <img
                src={after}
                alt={afterLabel}
                draggable={false}
                onLoad={(event) =>
                  setAfterSize({
                    width: event.currentTarget.naturalWidth,
                    height: event.currentTarget.naturalHeight,
                  })
                }
                className={cn(imageClass, pixelated(afterSize) && "[image-rendering:pixelated]")}
              />
            </div>
          </div>
          <span className={cn(labelClass, "left-2")}>{beforeLabel}</span>
          <span className={cn(labelClass, "right-2")}>{afterLabel}</span>
        </div>
        <div
          aria-hidden
          className="pointer-events-none absolute inset-y-0 w-0.5 -translate-x-1/2 bg-background shadow-[0_0_0_1px_var(--color-foreground)]"
          style={{ left: `${position}%` }}
        />
        <div
          role="slider"
          tabIndex={0}
          aria-label={t`Divider between ${beforeLabel} and ${afterLabel}`}
          aria-orientation="horizontal"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(position)}
          // '50% Original': both parts are in the page's language already, and there is no word to translate.
          aria-valuetext={`${beforeShare} ${beforeLabel}`}
          onKeyDown={onDividerKeyDown}
          className="absolute top-1/2 flex size-9 -translate-x-1/2 -translate-y-1/2 cursor-ew-resize items-center justify-center rounded-full border-2 border-foreground bg-background text-foreground shadow-md"
          // Keep the whole handle inside the frame at either end, so it never overflows a narrow screen.
          style={{ left: `clamp(1.125rem, ${position}%, calc(100% - 1.125rem))` }}
        >
          <ChevronsLeftRight className="size-5" aria-hidden />
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="icon"
            aria-label={t`Zoom out`}
            title={tooltip(t`Zoom out`)}
            disabled={view.zoom <= MIN_ZOOM}
            onClick={() => zoomBy(1 / ZOOM_STEP)}
          >
            <ZoomOut aria-hidden />
          </Button>
          <output aria-label={t`Zoom`} className="min-w-14 text-center text-sm tabular-nums">
            {i18n.number(Math.round(view.zoom * 100) / 100, { style: "percent" })}
          </output>
          <Button
            variant="outline"
            size="icon"
            aria-label={t`Zoom in`}
            title={tooltip(t`Zoom in`)}
            disabled={view.zoom >= MAX_ZOOM}
            onClick={() => zoomBy(ZOOM_STEP)}
          >
            <ZoomIn aria-hidden />
          </Button>
          <Button variant="outline" disabled={!zoomed} onClick={fit}>
            <Trans>Fit</Trans>
          </Button>
        </div>
        <p id={hintId} className="text-xs text-muted-foreground">
          <Trans>
            Drag the divider or use its arrow keys. Zoom with +/− or Ctrl + scroll; drag or use the arrow keys to pan.
          </Trans>
        </p>
      </div>
    </div>
  );
}
