import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Download, FlipHorizontal2, FlipVertical2, Loader2, RotateCcw, RotateCw } from "lucide-react";
import { DropZone } from "@/components/image/DropZone";
import { MetadataSwitches } from "@/components/image/MetadataSwitches";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";
import { downloadBlob } from "@/lib/download";
import { preloadImageEngine, processImage, type MetadataPolicy } from "@/lib/image/engine";
import { ANY_IMAGE_FOR_RESIZE, checkImageFile } from "@/lib/image/file-rules";
import { imageFailureText } from "@/lib/image/refusals";
import { usePreloadWhenIdle } from "@/lib/preload";
import { reportToolUse } from "@/lib/tool-events";
import { loadEngine, type Engine } from "@/wasm/image/load";
import type { AspectRatio, Corner, CropEdit, CropField, CropRect, Rotation } from "@/wasm/image/image";

const SLUG = "image-cropper";

/** The shapes the page offers, in the engine's names (its rules: `centredCropBox`, `editCrop`). */
const RATIOS: { value: AspectRatio; label?: ReturnType<typeof msg> }[] = [
  { value: "free", label: msg`Free` },
  { value: "1:1" },
  { value: "4:3" },
  { value: "16:9" },
  { value: "9:16" },
];

/** The clockwise turns, in order: "Rotate right" steps forward, "Rotate left" back. */
const ROTATIONS: Rotation[] = ["0", "90", "180", "270"];

const CORNERS: { corner: Corner; label: ReturnType<typeof msg>; className: string }[] = [
  { corner: "topLeft", label: msg`Top-left corner`, className: "-left-2 -top-2 cursor-nwse-resize" },
  { corner: "topRight", label: msg`Top-right corner`, className: "-right-2 -top-2 cursor-nesw-resize" },
  { corner: "bottomLeft", label: msg`Bottom-left corner`, className: "-bottom-2 -left-2 cursor-nesw-resize" },
  { corner: "bottomRight", label: msg`Bottom-right corner`, className: "-bottom-2 -right-2 cursor-nwse-resize" },
];

/** Pixels per arrow key press, and with Ctrl, Alt or ⌘ held. */
const STEP = 1;
const LARGE_STEP = 10;

interface Source {
  file: File;
  url: string;
  width: number;
  height: number;
  engine: Engine;
}

interface Cropped {
  /** What it was made with (see `shown`). */
  settings: string;
  blob: Blob;
  url: string;
  name: string;
  width: number;
  height: number;
}

/** The width and height of `file` upright (its EXIF orientation applied, as the worker decodes it). */
async function uprightSize(file: File): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  const { width, height } = bitmap;
  bitmap.close();
  return { width, height };
}

export default function ImageCropperPage() {
  usePreloadWhenIdle(preloadImageEngine);
  const { t, i18n } = useLingui();
  const [source, setSource] = useState<Source>();
  const [ratio, setRatio] = useState<AspectRatio>("free");
  const [rect, setRect] = useState<CropRect>();
  const [rotate, setRotate] = useState<Rotation>("0");
  const [flipHorizontal, setFlipHorizontal] = useState(false);
  const [flipVertical, setFlipVertical] = useState(false);
  // As the other image tools: a photo's metadata is removed unless the user keeps it.
  const [metadata, setMetadata] = useState<MetadataPolicy>("remove");
  const [clamped, setClamped] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Cropped>();

  // Object URLs live as long as what they show.
  useEffect(() => () => source && URL.revokeObjectURL(source.url), [source]);
  useEffect(() => () => result && URL.revokeObjectURL(result.url), [result]);
  // The result shown is of the settings it was made with; any change makes it stale, and it is hidden.
  const settings = JSON.stringify([source?.url, rect, rotate, flipHorizontal, flipVertical, metadata]);
  const shown = result?.settings === settings ? result : undefined;

  async function open(file: File | undefined) {
    if (!file) return;
    const problem = checkImageFile(file, ANY_IMAGE_FOR_RESIZE);
    if (problem) return setError(problem.description);
    setError(undefined);
    try {
      const [engine, size] = await Promise.all([loadEngine(), uprightSize(file)]);
      setSource({ file, url: URL.createObjectURL(file), ...size, engine });
      setRect(engine.centredCropBox(size.width, size.height, ratio));
      setClamped(false);
    } catch {
      setError(t`This file could not be read as an image. It may be damaged or in a format the browser cannot open.`);
    }
  }

  function chooseRatio(value: AspectRatio) {
    setRatio(value);
    if (source) setRect(source.engine.centredCropBox(source.width, source.height, value));
    setClamped(false);
  }

  /** Applies one change by the engine's rules; a typed number that had to be clamped says so. */
  function edit(change: CropEdit, from = rect, announce = false) {
    if (!source || !from) return;
    const edited = source.engine.editCrop(source.width, source.height, ratio, from, change);
    setRect(edited.rect);
    setClamped(change.kind === "set" && edited.clamped);
    if (announce) setAnnouncement(positionText(edited.rect));
  }

  const positionText = ({ x, y, width, height }: CropRect) => t`Crop area at ${x}, ${y}, ${width} × ${height} pixels`;

  async function crop() {
    if (!source || !rect) return;
    setBusy(true);
    setError(undefined);
    try {
      const head = new Uint8Array(await source.file.slice(0, 16).arrayBuffer());
      const output = source.engine.cropOutput(head, source.file.name);
      const geometry = { crop: rect, rotate, flipHorizontal, flipVertical };
      const processed = await processImage(source.file, { geometry, encoding: output.encoding, metadata }).result;
      const blob = new Blob([processed.bytes as Uint8Array<ArrayBuffer>], { type: processed.mime });
      const { width, height } = processed;
      setResult({ settings, blob, url: URL.createObjectURL(blob), name: output.fileName, width, height });
      reportToolUse(SLUG, t`Cropped an image to ${width}×${height} pixels`);
    } catch (failure) {
      setError(imageFailureText(failure));
    } finally {
      setBusy(false);
    }
  }

  function reset() {
    setSource(undefined);
    setRect(undefined);
    setRatio("free");
    setRotate("0");
    setFlipHorizontal(false);
    setFlipVertical(false);
    setClamped(false);
    setError(undefined);
  }

  const [imageWidth, imageHeight, resultName] = [source?.width, source?.height, shown?.name];
  const turn = (by: number) => setRotate(ROTATIONS[(ROTATIONS.indexOf(rotate) + by + 4) % 4]!);
  const degrees = Number(rotate);

  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle as="h2">
            <Trans>Image</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>
              JPEG stays JPEG, PNG stays PNG and WebP stays WebP. Everything happens in your browser; nothing is
              uploaded.
            </Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <DropZone
            label={t`Upload Image`}
            hint={t`Click, drop or paste an image, up to 50MB`}
            accept={ANY_IMAGE_FOR_RESIZE.accept}
            multiple={false}
            disabled={busy}
            onFiles={(files) => open(files[0])}
          />
          {error && (
            <Alert variant="destructive">
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          )}
          {source && rect && (
            <CropArea source={source} rect={rect} describe={positionText} onEdit={edit} alt={t`The image to crop`} />
          )}
          <p aria-live="polite" className="sr-only">
            {announcement}
          </p>
        </CardContent>
      </Card>

      {source && rect && (
        <Card>
          <CardHeader>
            <CardTitle as="h2">
              <Trans>Crop, rotate and flip</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>
                Drag the box or its corners, or focus it: the arrow keys move it, Shift + arrows resize it, Ctrl (or
                Alt) + arrows take 10 pixels at a time. Rotation and flips apply to the cropped area.
              </Trans>
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <fieldset>
              <legend className="mb-2 text-sm font-medium">
                <Trans>Aspect ratio</Trans>
              </legend>
              <div className="flex flex-wrap gap-2">
                {RATIOS.map(({ value, label }) => (
                  <Button
                    key={value}
                    variant="outline"
                    size="sm"
                    aria-pressed={ratio === value}
                    onClick={() => chooseRatio(value)}
                  >
                    {label ? i18n._(label) : value}
                  </Button>
                ))}
              </div>
            </fieldset>
            <fieldset>
              <legend className="mb-2 text-sm font-medium">
                <Trans>Crop area (pixels)</Trans>
              </legend>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                <PixelInput label={t`X`} field="x" rect={rect} onEdit={edit} />
                <PixelInput label={t`Y`} field="y" rect={rect} onEdit={edit} />
                <PixelInput label={t`Width`} field="width" rect={rect} onEdit={edit} />
                <PixelInput label={t`Height`} field="height" rect={rect} onEdit={edit} />
              </div>
              {clamped && (
                <p role="status" className="mt-2 text-sm text-amber-700 dark:text-amber-400">
                  <Trans>
                    Adjusted to fit inside the image ({imageWidth}×{imageHeight} pixels).
                  </Trans>
                </p>
              )}
            </fieldset>
            <div className="flex flex-wrap items-center gap-2">
              <Button variant="outline" size="sm" onClick={() => turn(-1)}>
                <RotateCcw aria-hidden /> <Trans>Rotate left</Trans>
              </Button>
              <Button variant="outline" size="sm" onClick={() => turn(1)}>
                <RotateCw aria-hidden /> <Trans>Rotate right</Trans>
              </Button>
              <Button
                variant="outline"
                size="sm"
                aria-pressed={flipHorizontal}
                onClick={() => setFlipHorizontal(!flipHorizontal)}
              >
                <FlipHorizontal2 aria-hidden /> <Trans>Flip horizontally</Trans>
              </Button>
              <Button
                variant="outline"
                size="sm"
                aria-pressed={flipVertical}
                onClick={() => setFlipVertical(!flipVertical)}
              >
                <FlipVertical2 aria-hidden /> <Trans>Flip vertically</Trans>
              </Button>
              <span className="text-sm text-muted-foreground" data-testid="rotation">
                <Trans>Rotation: {degrees}°</Trans>
              </span>
            </div>
            <MetadataSwitches policy={metadata} onPolicyChange={setMetadata} />
            <div className="flex flex-wrap gap-2">
              <Button onClick={crop} disabled={busy}>
                {busy && <Loader2 className="animate-spin" aria-hidden />}
                <Trans>Crop Image</Trans>
              </Button>
              <Button variant="outline" onClick={reset} disabled={busy}>
                <Trans>Reset</Trans>
              </Button>
            </div>
          </CardContent>
        </Card>
      )}

      {shown && (
        <Card>
          <CardHeader>
            <CardTitle as="h2">
              <Trans>Cropped image</Trans>
            </CardTitle>
            <CardDescription data-testid="result-size">
              {i18n.number(shown.width)} × {i18n.number(shown.height)} <Trans>pixels</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <img
              src={shown.url}
              alt={t`The cropped image`}
              className="mx-auto max-h-64 max-w-full rounded-md border bg-[repeating-conic-gradient(#8882_0_25%,transparent_0_50%)] bg-[length:16px_16px] object-contain"
            />
            <Button onClick={() => downloadBlob(shown.blob, shown.name)}>
              <Download aria-hidden /> <Trans>Download {resultName}</Trans>
            </Button>
          </CardContent>
        </Card>
      )}
    </div>
  );
}

/**
 * The image with its crop box over it. The box and each corner are focusable; dragging one (mouse, pen or touch)
 * or pressing the arrow keys asks the engine for the new box (editCrop), from where the drag started.
 */
function CropArea({
  source,
  rect,
  describe,
  onEdit,
  alt,
}: {
  source: Source;
  rect: CropRect;
  describe: (rect: CropRect) => string;
  onEdit: (edit: CropEdit, from?: CropRect, announce?: boolean) => void;
  alt: string;
}) {
  const { i18n, t } = useLingui();
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ corner?: Corner; x: number; y: number; from: CropRect }>(undefined);
  const helpId = useId();
  const percent = (value: number, of: number) => `${(value / of) * 100}%`;

  function start(event: PointerEvent<HTMLDivElement>, corner?: Corner) {
    event.stopPropagation();
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus();
    drag.current = { corner, x: event.clientX, y: event.clientY, from: rect };
  }

  function move(event: PointerEvent<HTMLDivElement>) {
    const started = drag.current;
    const bounds = frame.current?.getBoundingClientRect();
    if (!started || !bounds?.width) return;
    // Screen pixels → image pixels.
    const dx = Math.round(((event.clientX - started.x) * source.width) / bounds.width);
    const dy = Math.round(((event.clientY - started.y) * source.height) / bounds.height);
    onEdit(
      started.corner ? { kind: "resize", corner: started.corner, dx, dy } : { kind: "move", dx, dy },
      started.from,
    );
  }

  const end = () => (drag.current = undefined);

  function key(event: KeyboardEvent<HTMLDivElement>, corner?: Corner) {
    const arrows: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const direction = arrows[event.key];
    if (!direction) return;
    event.preventDefault();
    const step = event.ctrlKey || event.altKey || event.metaKey ? LARGE_STEP : STEP;
    const [dx, dy] = [direction[0] * step, direction[1] * step];
    const resizing = corner ?? (event.shiftKey ? "bottomRight" : undefined);
    onEdit(resizing ? { kind: "resize", corner: resizing, dx, dy } : { kind: "move", dx, dy }, rect, true);
  }

  const pointer = { onPointerMove: move, onPointerUp: end, onPointerCancel: end };
  return (
    <div className="flex justify-center">
      <div ref={frame} className="relative max-w-full touch-none overflow-hidden select-none">
        <img src={source.url} alt={alt} className="block max-h-[60vh] max-w-full" draggable={false} />
        <div
          role="group"
          tabIndex={0}
          aria-label={describe(rect)}
          aria-describedby={helpId}
          data-testid="crop-box"
          className="absolute cursor-move border-2 border-white shadow-[0_0_0_9999px_rgb(0_0_0/0.5)] outline-offset-2 focus-visible:outline-2 focus-visible:outline-ring"
          style={{
            left: percent(rect.x, source.width),
            top: percent(rect.y, source.height),
            width: percent(rect.width, source.width),
            height: percent(rect.height, source.height),
          }}
          onPointerDown={(event) => start(event)}
          onKeyDown={(event) => key(event)}
          {...pointer}
        >
          {CORNERS.map(({ corner, label, className }) => {
            const name = i18n._(label);
            return (
              <div
                key={corner}
                role="group"
                tabIndex={0}
                aria-label={t`${name}: resize the crop area`}
                aria-describedby={helpId}
                className={cn(
                  "absolute size-4 rounded-sm border-2 border-white bg-primary focus-visible:outline-2 focus-visible:outline-ring",
                  className,
                )}
                onPointerDown={(event) => start(event, corner)}
                onKeyDown={(event) => {
                  event.stopPropagation();
                  key(event, corner);
                }}
                {...pointer}
              />
            );
          })}
        </div>
        <p id={helpId} className="sr-only">
          <Trans>Arrow keys move the crop area; Shift + arrows resize it; on a corner, arrows move that corner.</Trans>
        </p>
      </div>
    </div>
  );
}

/**
 * One of the box's four numbers. While typing any text is allowed; a number takes effect at once (clamped to the
 * image by the engine, which the page then says), and leaving the field shows the value in effect.
 */
function PixelInput({
  label,
  field,
  rect,
  onEdit,
}: {
  label: string;
  field: CropField;
  rect: CropRect;
  onEdit: (edit: CropEdit) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<string>();
  return (
    <div className="min-w-0 space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        step={1}
        value={draft ?? rect[field]}
        onChange={(event) => {
          setDraft(event.target.value);
          const value = Number(event.target.value);
          if (event.target.value !== "" && Number.isFinite(value)) onEdit({ kind: "set", field, value });
        }}
        onBlur={() => setDraft(undefined)}
      />
    </div>
  );
}
