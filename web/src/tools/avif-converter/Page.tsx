import { useState } from "react";
import { i18n } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { DirectionSwitch } from "@/components/image/DirectionSwitch";
import {
  convertedDescription,
  ImageToolScreen,
  type DoneImage,
  type ImageOptionsProps,
  type ImageTool,
  type ToastText,
} from "@/components/image/ImageToolScreen";
import { QualitySlider } from "@/components/image/QualitySlider";
import { LabelledSlider } from "@/components/LabelledSlider";
import { RadioGroup } from "@/components/ui/radio-group";
import { avifDefaults } from "@/wasm/avif/defaults";
import { imageDefaults } from "@/wasm/image/defaults";
import { encodeAvif, preloadImageEngine, processImage, type AvifOptions, type EncodeOptions } from "@/lib/image/engine";
import type { ImageFileRule } from "@/lib/image/file-rules";
import { formatName } from "@/components/image/image-entries";
import { baseName, convertedName, type OutputFormat } from "@/lib/image/names";

type Direction = "to" | "from";

const AVIF_TYPE = "image/avif";
const isAvif = (file: File) => file.type === AVIF_TYPE || /\.avif$/i.test(file.name);

/** To AVIF: JPG, PNG, WebP and the other images the browser opens, except AVIF itself. */
const NON_AVIF_IMAGE: ImageFileRule = {
  accept: "image/*",
  accepts: (file) => file.type.startsWith("image/") && !isAvif(file),
  wrongType: msg`Please select non-AVIF image files (JPG, PNG, WebP, etc.)`,
};

/** From AVIF (a .avif file from a system that does not know the type counts too). */
const AVIF_IMAGE: ImageFileRule = {
  accept: ".avif,image/avif",
  accepts: isAvif,
  wrongType: msg`Please select AVIF image files`,
};

type FromAvifFormat = Extract<OutputFormat, "png" | "jpeg">;

interface FromAvifOptions {
  format: FromAvifFormat;
  quality: number;
}

/** The engine's sliders: quality 10–100 (default 60, AVIF's scale) and speed 1–10 (default 6). */
const { quality: qualityRange, speed: speedRange } = avifDefaults;
const TO_DEFAULTS: Required<AvifOptions> = { quality: qualityRange.default, speed: speedRange.default };
/** From AVIF to JPG: the WebP Converter's slider (the same question: a modern format back to JPG). */
const fromJpeg = imageDefaults.sliders.fromWebp;
const FROM_DEFAULTS: FromAvifOptions = { format: "png", quality: fromJpeg.default };

const MESSAGES: ImageTool<unknown>["messages"] = {
  noFile: () => ({ title: t`No Image Selected`, description: t`Please select an image first` }),
  noResult: () => ({ title: t`No Converted Image`, description: t`Please convert an image first` }),
  done: (done: DoneImage[]): ToastText => ({
    title: t`Image Converted Successfully!`,
    description: convertedDescription(done, formatName(done[0]?.result.mime ?? "")),
  }),
  failed: (error: Error) => ({
    title: t`Conversion Failed`,
    description: error.message || t`An error occurred while converting the image.`,
  }),
  downloaded: (result) => {
    const format = formatName(result.mime);
    return { title: t`Downloaded`, description: t`${format} image has been downloaded` };
  },
};

function ToAvifOptionsForm({ options, onOptionsChange }: ImageOptionsProps<Required<AvifOptions>>) {
  const { t } = useLingui();
  return (
    <div className="space-y-4">
      <QualitySlider
        value={options.quality}
        range={qualityRange}
        onValueChange={(quality) => onOptionsChange({ ...options, quality })}
        description={t`Lower quality, smaller file. AVIF at 60% looks about as good as a JPG at 80%.`}
      />
      <LabelledSlider
        label={t`Speed`}
        value={options.speed}
        min={speedRange.min}
        max={speedRange.max}
        step={speedRange.step}
        onValueChange={(speed) => onOptionsChange({ ...options, speed })}
        format={(speed) => i18n.number(speed)}
        showEnds
        description={t`Slower is a little smaller at the same quality; large photos take a while at low speeds.`}
      />
    </div>
  );
}

function FromAvifOptionsForm({ options, onOptionsChange }: ImageOptionsProps<FromAvifOptions>) {
  const { t } = useLingui();
  const png = options.format === "png";
  const formats = [
    { value: "png", label: "PNG", description: t`Lossless, keeps transparency` },
    { value: "jpeg", label: "JPG", description: t`Smaller for photos; transparency becomes white` },
  ] as const;
  return (
    <div className="space-y-4">
      <RadioGroup
        legend={t`Output Format`}
        name="avif-converter-format"
        value={options.format}
        options={formats}
        onValueChange={(format) => onOptionsChange({ ...options, format })}
      />
      <QualitySlider
        value={options.quality}
        range={fromJpeg}
        onValueChange={(quality) => onOptionsChange({ ...options, quality })}
        disabled={png}
        description={png ? t`PNG is lossless; quality applies to JPG.` : t`Lower quality, smaller file.`}
      />
    </div>
  );
}

function fromAvifEncoding(options: FromAvifOptions): EncodeOptions {
  return options.format === "png" ? { format: "png" } : { format: "jpeg", quality: options.quality };
}

const percent = (quality: number) => i18n.number(quality / 100, { style: "percent" });

const SHARED = {
  slug: "avif-converter",
  mainTab: msg`Convert`,
  verb: "convert",
  resultsTitle: msg`Conversion Results`,
  checkerboard: true,
  preload: preloadImageEngine,
  messages: MESSAGES,
} as const;

const TO_AVIF: ImageTool<Required<AvifOptions>> = {
  ...SHARED,
  rule: NON_AVIF_IMAGE,
  uploadLabel: msg`Upload Images`,
  uploadHint: msg`Click, drop or paste JPG, PNG, WebP or other images (several at once), up to 50MB each`,
  actionLabel: msg`Convert to AVIF`,
  defaults: TO_DEFAULTS,
  Options: ToAvifOptionsForm,
  process: ({ file }, options) => encodeAvif(file, options),
  outputName: (file) => `${baseName(file.name)}.avif`,
  resultDetails: (options) => [
    { key: "quality", label: t`Quality`, value: percent(options.quality) },
    { key: "speed", label: t`Speed`, value: i18n.number(options.speed) },
  ],
  zipName: "avif-images.zip",
};

const FROM_AVIF: ImageTool<FromAvifOptions> = {
  ...SHARED,
  rule: AVIF_IMAGE,
  uploadLabel: msg`Upload AVIF Images`,
  uploadHint: msg`Click, drop or paste AVIF images (several at once), up to 50MB each`,
  actionLabel: msg`Convert from AVIF`,
  defaults: FROM_DEFAULTS,
  Options: FromAvifOptionsForm,
  process: ({ file }, options) => processImage(file, { encoding: fromAvifEncoding(options) }),
  outputName: (file, options) => convertedName(file.name, options.format),
  resultDetails: (options) => [
    {
      key: "quality",
      label: t`Quality`,
      value: options.format === "png" ? t`Lossless` : percent(options.quality),
    },
  ],
  zipName: "converted-images.zip",
};

export default function AvifConverterPage() {
  const { t } = useLingui();
  const [direction, setDirection] = useState<Direction>("to");
  const directions = [
    { value: "to", label: t`To AVIF` },
    { value: "from", label: t`From AVIF` },
  ] as const;
  return (
    <div className="space-y-6">
      <DirectionSwitch
        legend={t`Conversion direction`}
        name="avif-converter-direction"
        value={direction}
        options={directions}
        onValueChange={setDirection}
      />
      {/* A new key is a fresh screen: switching direction resets everything. */}
      {direction === "to" ? (
        <ImageToolScreen key="to" tool={TO_AVIF} />
      ) : (
        <ImageToolScreen key="from" tool={FROM_AVIF} />
      )}
    </div>
  );
}
