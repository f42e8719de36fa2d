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
import { imageDefaults } from "@/wasm/image/defaults";
import { LabelledSwitch } from "@/components/LabelledSwitch";
import { RadioGroup } from "@/components/ui/radio-group";
import { preloadImageEngine, processImage, type EncodeOptions } from "@/lib/image/engine";
import { NON_WEBP_IMAGE, WEBP_IMAGE } from "@/lib/image/file-rules";
import { formatName } from "@/components/image/image-entries";
import { convertedName, type OutputFormat } from "@/lib/image/names";
import { AboutWebpCard } from "./AboutWebpCard";

/** The spec's quality sliders, as the engine gives them. */
const { sliders } = imageDefaults;

type Direction = "to" | "from";

interface ToWebpOptions {
  /** Spec: 10–100, step 5, default 80. */
  quality: number;
  /** Lossless WebP (the wasm encoder) instead of the browser's lossy one; quality then does not apply. */
  lossless: boolean;
}

type FromWebpFormat = Extract<OutputFormat, "png" | "jpeg">;

interface FromWebpOptions {
  format: FromWebpFormat;
  /** Spec: 50–100, step 5, default 80; JPG only. */
  quality: number;
}

const TO_DEFAULTS: ToWebpOptions = { quality: sliders.toWebp.default, lossless: false };
const FROM_DEFAULTS: FromWebpOptions = { format: "png", quality: sliders.fromWebp.default };

/** The spec's 'Image Converted Successfully!', naming the format the results were written in. */
function convertedMessage(done: DoneImage[]): ToastText {
  return {
    title: t`Image Converted Successfully!`,
    description: convertedDescription(done, formatName(done[0]?.result.mime ?? "")),
  };
}

/** The spec's WebP message: what the engine threw, or its general line. */
const conversionFailed = (error: Error): ToastText => ({
  title: t`Conversion Failed`,
  description: error.message || t`An error occurred while converting the image.`,
});

const MESSAGES: ImageTool<unknown>["messages"] = {
  noFile: () => ({ title: t`No Image Selected`, description: t`Please select an image first` }),
  noResult: () => ({ title: t`No Converted Image`, description: t`Please convert an image first` }),
  done: convertedMessage,
  failed: conversionFailed,
  downloaded: (result) => {
    const format = formatName(result.mime);
    return { title: t`Downloaded`, description: t`${format} image has been downloaded` };
  },
};

function ToWebpOptionsForm({ options, onOptionsChange }: ImageOptionsProps<ToWebpOptions>) {
  const { t } = useLingui();
  return (
    <div className="space-y-4">
      <QualitySlider
        value={options.quality}
        range={sliders.toWebp}
        onValueChange={(quality) => onOptionsChange({ ...options, quality })}
        disabled={options.lossless}
        description={
          options.lossless
            ? t`Lossless WebP keeps every pixel; quality does not apply.`
            : t`Lower quality, smaller file.`
        }
      />
      <LabelledSwitch
        label={t`Lossless`}
        description={t`Keep every pixel exactly (larger files; best for graphics and screenshots).`}
        checked={options.lossless}
        onCheckedChange={(lossless) => onOptionsChange({ ...options, lossless })}
      />
    </div>
  );
}

function FromWebpOptionsForm({ options, onOptionsChange }: ImageOptionsProps<FromWebpOptions>) {
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
        name="webp-converter-format"
        value={options.format}
        options={formats}
        onValueChange={(format) => onOptionsChange({ ...options, format })}
      />
      <QualitySlider
        value={options.quality}
        range={sliders.fromWebp}
        onValueChange={(quality) => onOptionsChange({ ...options, quality })}
        disabled={png}
        description={png ? t`PNG is lossless; quality applies to JPG.` : t`Lower quality, smaller file.`}
      />
    </div>
  );
}

function toWebpEncoding(options: ToWebpOptions): EncodeOptions {
  return options.lossless ? { format: "webpLossless" } : { format: "webpLossy", quality: options.quality };
}

function fromWebpEncoding(options: FromWebpOptions): EncodeOptions {
  return options.format === "png"
    ? { format: "png" }
    : // The engine's default background is white, as the spec wants for JPEG from WebP.
      { format: "jpeg", quality: options.quality };
}

/** The Quality figure of a result: its quality in per cent, or 'Lossless' when it has none. */
function qualityValue(lossy: boolean, quality: number): string {
  return lossy ? i18n.number(quality / 100, { style: "percent" }) : t`Lossless`;
}

const SHARED = {
  slug: "webp-converter",
  mainTab: msg`Convert`,
  verb: "convert",
  resultsTitle: msg`Conversion Results`,
  Statistics: AboutWebpCard,
  checkerboard: true,
  preload: preloadImageEngine,
} as const;

const TO_WEBP: ImageTool<ToWebpOptions> = {
  ...SHARED,
  rule: NON_WEBP_IMAGE,
  uploadLabel: msg`Upload Images`,
  uploadHint: msg`Click, drop or paste JPG, PNG or other images (several at once), up to 50MB each`,
  actionLabel: msg`Convert to WebP`,
  defaults: TO_DEFAULTS,
  Options: ToWebpOptionsForm,
  offersMetadata: true,
  process: ({ file }, options, metadata) => processImage(file, { encoding: toWebpEncoding(options), metadata }),
  outputName: (file) => convertedName(file.name, "webp"),
  resultDetails: (options) => [
    { key: "quality", label: t`Quality`, value: qualityValue(!options.lossless, options.quality) },
  ],
  messages: MESSAGES,
  zipName: "webp-images.zip",
};

const FROM_WEBP: ImageTool<FromWebpOptions> = {
  ...SHARED,
  rule: WEBP_IMAGE,
  uploadLabel: msg`Upload WebP Images`,
  uploadHint: msg`Click, drop or paste WebP images (several at once), up to 50MB each`,
  actionLabel: msg`Convert from WebP`,
  defaults: FROM_DEFAULTS,
  Options: FromWebpOptionsForm,
  offersMetadata: true,
  process: ({ file }, options, metadata) => processImage(file, { encoding: fromWebpEncoding(options), metadata }),
  outputName: (file, options) => convertedName(file.name, options.format),
  resultDetails: (options) => [
    { key: "quality", label: t`Quality`, value: qualityValue(options.format !== "png", options.quality) },
  ],
  messages: MESSAGES,
  zipName: "converted-images.zip",
};

export default function WebpConverterPage() {
  const { t } = useLingui();
  const [direction, setDirection] = useState<Direction>("to");
  const directions = [
    { value: "to", label: t`To WebP` },
    { value: "from", label: t`From WebP` },
  ] as const;
  return (
    <div className="space-y-6">
      <DirectionSwitch
        legend={t`Conversion direction`}
        name="webp-converter-direction"
        value={direction}
        options={directions}
        onValueChange={setDirection}
      />
      {/* A new key is a fresh screen: switching direction resets everything (spec §4). */}
      {direction === "to" ? (
        <ImageToolScreen key="to" tool={TO_WEBP} />
      ) : (
        <ImageToolScreen key="from" tool={FROM_WEBP} />
      )}
    </div>
  );
}
