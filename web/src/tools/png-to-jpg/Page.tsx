import { useId, useState } from "react";
import { msg, t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ChromaSwitch } from "@/components/image/ChromaSwitch";
import {
  convertedDescription,
  ImageToolScreen,
  type ImageOptionsProps,
  type ImageTool,
} from "@/components/image/ImageToolScreen";
import { FormatDetails, PngJpgComparison } from "@/components/image/PngJpgComparison";
import { QualitySlider } from "@/components/image/QualitySlider";
import { imageDefaults } from "@/wasm/image/defaults";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { preloadImageEngine, processImage } from "@/lib/image/engine";
import { PNG_IMAGE } from "@/lib/image/file-rules";
import { convertedName } from "@/lib/image/names";

/** The spec's quality sliders, as the engine gives them. */
const { sliders } = imageDefaults;

interface PngToJpgOptions {
  /** '#rrggbb': what transparent pixels become (JPEG has no transparency). */
  background: string;
  /** Spec: 50–100, step 5, default 85. */
  quality: number;
  sharpChroma: boolean;
}

const DEFAULTS: PngToJpgOptions = { background: "#ffffff", quality: sliders.pngToJpg.default, sharpChroma: false };

/** '#abc' or '#aabbcc' (any case) as '#aabbcc'; undefined for anything else. */
function normalizeHex(text: string): string | undefined {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text.trim());
  if (!match) return undefined;
  const hex = match[1]!.toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join("") : hex}`;
}

function rgbOf(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** The colour picker and its text box, kept in step; the box accepts #rgb or #rrggbb and shows what it took. */
function BackgroundPicker({ value, onValueChange }: { value: string; onValueChange: (hex: string) => void }) {
  const { t } = useLingui();
  const id = useId();
  const [draft, setDraft] = useState<string>();
  const invalid = draft !== undefined && normalizeHex(draft) === undefined;
  return (
    <div className="space-y-2">
      <Label htmlFor={`${id}-text`}>
        <Trans>Background Color</Trans>
      </Label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={t`Background color picker`}
          value={value}
          onChange={(event) => {
            setDraft(undefined);
            onValueChange(event.target.value);
          }}
          className="h-9 w-12 shrink-0 cursor-pointer rounded-md border bg-background p-1 disabled:cursor-not-allowed"
        />
        <Input
          id={`${id}-text`}
          value={draft ?? value}
          spellCheck={false}
          autoCapitalize="off"
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-hint`}
          className="font-mono"
          onChange={(event) => {
            setDraft(event.target.value);
            const hex = normalizeHex(event.target.value);
            if (hex) onValueChange(hex);
          }}
          onBlur={() => setDraft(undefined)}
        />
      </div>
      <p id={`${id}-hint`} className={invalid ? "text-xs text-destructive" : "text-xs text-muted-foreground"}>
        {invalid ? t`Enter a colour as #rrggbb` : t`Transparent areas are filled with this colour.`}
      </p>
    </div>
  );
}

function PngToJpgOptionsForm({ options, onOptionsChange }: ImageOptionsProps<PngToJpgOptions>) {
  const { t } = useLingui();
  const set = (change: Partial<PngToJpgOptions>) => onOptionsChange({ ...options, ...change });
  return (
    <div className="space-y-4">
      <BackgroundPicker value={options.background} onValueChange={(background) => set({ background })} />
      <QualitySlider
        value={options.quality}
        range={sliders.pngToJpg}
        onValueChange={(quality) => set({ quality })}
        description={t`Higher quality, larger file.`}
      />
      <ChromaSwitch checked={options.sharpChroma} onCheckedChange={(sharpChroma) => set({ sharpChroma })} />
    </div>
  );
}

function Statistics() {
  return (
    <>
      <FormatDetails format="JPG" />
      <PngJpgComparison />
    </>
  );
}

const PNG_TO_JPG: ImageTool<PngToJpgOptions> = {
  slug: "png-to-jpg",
  rule: PNG_IMAGE,
  uploadLabel: msg`Upload PNG Image`,
  uploadHint: msg`Click, drop or paste PNG images (several at once), up to 50MB each`,
  mainTab: msg`Convert`,
  actionLabel: msg`Convert to JPG`,
  verb: "convert",
  resultsTitle: msg`Conversion Results`,
  defaults: DEFAULTS,
  Options: PngToJpgOptionsForm,
  offersMetadata: true,
  process: ({ file }, options, metadata) =>
    processImage(file, {
      metadata,
      encoding: {
        format: "jpeg",
        quality: options.quality,
        chroma: options.sharpChroma ? "yuv444" : "yuv420",
        background: rgbOf(options.background),
      },
    }),
  outputName: (file) => convertedName(file.name, "jpeg"),
  messages: {
    noFile: () => ({ title: t`No PNG Selected`, description: t`Please select a PNG image first` }),
    noResult: () => ({ title: t`No Converted Image`, description: t`Please convert a PNG image first` }),
    done: (done) => ({ title: t`PNG Converted to JPG Successfully!`, description: convertedDescription(done, "JPG") }),
    failed: () => ({
      title: t`Conversion Failed`,
      description: t`An error occurred while converting the image. Please try again.`,
    }),
    downloaded: () => ({ title: t`Downloaded`, description: t`JPG image has been downloaded` }),
  },
  zipName: "converted-jpg-images.zip",
  Statistics,
  checkerboard: true,
  preload: preloadImageEngine,
};

export default function PngToJpgPage() {
  return <ImageToolScreen tool={PNG_TO_JPG} />;
}
