import { useEffect, useId, useState } from "react";
import { msg, t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ImageToolScreen, type ImageOptionsProps, type ImageTool } from "@/components/image/ImageToolScreen";
import { LabelledSwitch } from "@/components/LabelledSwitch";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { preloadImageEngine, processImage } from "@/lib/image/engine";
import { ANY_IMAGE_FOR_RESIZE } from "@/lib/image/file-rules";
import { resizedName } from "@/lib/image/names";

/** Spec: width and height 1 to 10000. */
const MIN_SIZE = 1;
const MAX_SIZE = 10000;

/** The spec's size presets (`key`: React's; the name is shown in the page's language). */
const PRESETS = [
  { key: "instagram-square", name: msg`Instagram Square`, width: 1080, height: 1080 },
  { key: "instagram-portrait", name: msg`Instagram Portrait`, width: 1080, height: 1350 },
  { key: "facebook-cover", name: msg`Facebook Cover`, width: 1200, height: 630 },
  { key: "twitter-header", name: msg`Twitter Header`, width: 1500, height: 500 },
  { key: "youtube-thumbnail", name: msg`YouTube Thumbnail`, width: 1280, height: 720 },
  { key: "linkedin-banner", name: msg`LinkedIn Banner`, width: 1584, height: 396 },
  { key: "profile-picture", name: msg`Profile Picture`, width: 400, height: 400 },
  { key: "hd-wallpaper", name: msg`HD Wallpaper`, width: 1920, height: 1080 },
  { key: "4k-wallpaper", name: msg`4K Wallpaper`, width: 3840, height: 2160 },
] as const;

interface ResizerOptions {
  width: number;
  height: number;
  keepAspectRatio: boolean;
}

/** Spec: 800×600, aspect lock on. */
const DEFAULTS: ResizerOptions = { width: 800, height: 600, keepAspectRatio: true };

const clampSize = (n: number) => Math.min(MAX_SIZE, Math.max(MIN_SIZE, Math.round(n)));

/** The other side for a locked aspect ratio, rounded (spec) and kept in range. */
const proportional = (side: number, from: number, to: number) => clampSize((side * to) / from);

/**
 * A width or height box. While typing, any text is allowed (an empty box, '0' on the way to '0.5'…); a number in
 * range takes effect at once, and leaving the box shows the value in effect.
 */
function SizeInput({
  label,
  value,
  onValueChange,
}: {
  label: string;
  value: number;
  onValueChange: (n: number) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<string>();
  const typed = draft === undefined ? undefined : Number(draft);
  const invalid = typed !== undefined && !(Number.isInteger(typed) && typed >= MIN_SIZE && typed <= MAX_SIZE);
  return (
    <div className="min-w-0 space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={MIN_SIZE}
        max={MAX_SIZE}
        step={1}
        value={draft ?? value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          const n = Number(event.target.value);
          if (event.target.value !== "" && Number.isInteger(n) && n >= MIN_SIZE && n <= MAX_SIZE) onValueChange(n);
        }}
        onBlur={() => setDraft(undefined)}
      />
      {invalid && (
        <p id={`${id}-error`} className="text-xs text-destructive">
          <Trans>
            A whole number from {MIN_SIZE} to {MAX_SIZE}
          </Trans>
        </p>
      )}
    </div>
  );
}

function ResizerOptionsForm({ options, onOptionsChange, source }: ImageOptionsProps<ResizerOptions>) {
  const { i18n, t } = useLingui();
  const { width, height, keepAspectRatio } = options;
  // The ratio the lock keeps: the image's own, or (before one is chosen) the boxes' current one.
  const ratio = source?.width && source.height ? { w: source.width, h: source.height } : { w: width, h: height };

  // A newly selected image starts at its own size.
  const sourceWidth = source?.width;
  const sourceHeight = source?.height;
  useEffect(() => {
    if (sourceWidth && sourceHeight) {
      onOptionsChange({ ...options, width: clampSize(sourceWidth), height: clampSize(sourceHeight) });
    }
    // Only a new image's size resets the boxes, not every options change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sourceWidth, sourceHeight]);

  const setWidth = (w: number) =>
    onOptionsChange({ ...options, width: w, height: keepAspectRatio ? proportional(w, ratio.w, ratio.h) : height });
  const setHeight = (h: number) =>
    onOptionsChange({ ...options, height: h, width: keepAspectRatio ? proportional(h, ratio.h, ratio.w) : width });

  return (
    <div className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium">
          <Trans>Preset Sizes</Trans>
        </legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {PRESETS.map((preset) => (
            <Button
              key={preset.key}
              variant="outline"
              size="sm"
              className="h-auto justify-between gap-2 py-1.5"
              aria-pressed={width === preset.width && height === preset.height}
              onClick={() => onOptionsChange({ ...options, width: preset.width, height: preset.height })}
            >
              <span className="truncate">{i18n._(preset.name)}</span>
              <span className="text-muted-foreground tabular-nums">
                {preset.width}×{preset.height}
              </span>
            </Button>
          ))}
        </div>
      </fieldset>
      <div className="grid grid-cols-2 gap-3">
        <SizeInput label={t`Width (px)`} value={width} onValueChange={setWidth} />
        <SizeInput label={t`Height (px)`} value={height} onValueChange={setHeight} />
      </div>
      <LabelledSwitch
        label={t`Keep aspect ratio`}
        description={t`Changing one side recomputes the other, so the image is not stretched.`}
        checked={keepAspectRatio}
        onCheckedChange={(keep) => onOptionsChange({ ...options, keepAspectRatio: keep })}
      />
      <p className="text-xs text-muted-foreground">
        <Trans>Output: PNG (lossless). Every selected image gets this size.</Trans>
      </p>
    </div>
  );
}

const RESIZER: ImageTool<ResizerOptions> = {
  slug: "image-resizer",
  rule: ANY_IMAGE_FOR_RESIZE,
  uploadLabel: msg`Upload Image`,
  uploadHint: msg`Click, drop or paste images (several at once), up to 50MB each`,
  actionLabel: msg`Resize Image`,
  verb: "resize",
  defaults: DEFAULTS,
  Options: ResizerOptionsForm,
  // What the boxes say, for every file of a batch (the lock only links the boxes, as the spec describes).
  offersMetadata: true,
  process: ({ file }, { width, height }, metadata) =>
    processImage(file, { resize: { width, height }, encoding: { format: "png" }, metadata }),
  outputName: (file) => resizedName(file.name),
  messages: {
    noFile: () => ({ title: t`No Image Selected`, description: t`Please select an image first` }),
    noResult: () => ({ title: t`No Resized Image`, description: t`Please resize an image first` }),
    done: () => ({ title: t`Success!`, description: t`Image resized successfully` }),
    failed: () => ({ title: t`Error`, description: t`Failed to resize image` }),
    downloaded: () => ({ title: t`Downloaded`, description: t`Resized image has been downloaded` }),
  },
  zipName: "resized-images.zip",
  preload: preloadImageEngine,
};

export default function ImageResizerPage() {
  return <ImageToolScreen tool={RESIZER} />;
}
