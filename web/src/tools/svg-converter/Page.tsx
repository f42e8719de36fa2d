import { useMemo, useState } from "react";
import { i18n } from "@lingui/core";
import { msg, plural, t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { EngineGate } from "@/components/EngineGate";
import { DirectionSwitch } from "@/components/image/DirectionSwitch";
import { formatName } from "@/components/image/image-entries";
import { ImageToolScreen, type ImageOptionsProps, type ImageTool } from "@/components/image/ImageToolScreen";
import { QualitySlider } from "@/components/image/QualitySlider";
import { imageDefaults } from "@/wasm/image/defaults";
import { LabelledSlider } from "@/components/LabelledSlider";
import { RadioGroup } from "@/components/ui/radio-group";
import {
  loadTraceDefaults,
  preloadImageEngine,
  traceImage,
  type EncodeOptions,
  type TraceOptions,
} from "@/lib/image/engine";
import { RASTER_IMAGE, SVG_IMAGE } from "@/lib/image/file-rules";
import { convertedName, type OutputFormat } from "@/lib/image/names";
import { convertSvg, sanitizedSvgBlob } from "./convert-svg";
import { rasterSize } from "@/lib/image/rasterize-svg";
import { EditableSvgCode, TracedSvgCode } from "./SvgCodeTab";
import { TraceOptionsForm } from "./TraceOptionsForm";

/** The spec's quality sliders, as the engine gives them. */
const { sliders } = imageDefaults;

type Direction = "to" | "from";

type RasterFormat = Extract<OutputFormat, "png" | "jpeg">;

interface FromSvgOptions {
  format: RasterFormat;
  /** Spec: 0.5–4, step 0.25, default 1. */
  scale: number;
  /** Spec: 50–100, step 5, default 90; JPG only. */
  quality: number;
}

const FROM_DEFAULTS: FromSvgOptions = { format: "png", scale: 1, quality: sliders.fromSvg.default };

const downloaded: ImageTool<unknown>["messages"]["downloaded"] = (result) => {
  const format = formatName(result.mime);
  return { title: t`Downloaded`, description: t`${format} image has been downloaded` };
};

/** A scale as the slider and the figures show it: '1.5×', the number in the page's language. */
const scaleFactor = (scale: number) => `${i18n.number(scale)}×`;

/** The Quality figure of a result: its quality in per cent, or 'Lossless' for PNG. */
function qualityValue(options: FromSvgOptions): string {
  return options.format === "png" ? t`Lossless` : i18n.number(options.quality / 100, { style: "percent" });
}

function FromSvgOptionsForm({ options, onOptionsChange, source }: ImageOptionsProps<FromSvgOptions>) {
  const { t } = useLingui();
  const png = options.format === "png";
  const output = source?.width && source.height ? rasterSize(source.width, source.height, options.scale) : undefined;
  const rasterFormats = [
    { value: "png", label: "PNG", description: t`Lossless, keeps transparency` },
    { value: "jpeg", label: "JPG", description: t`Smaller for photos; transparency becomes white` },
  ] as const;
  const outputWidth = output?.width;
  const outputHeight = output?.height;
  return (
    <div className="space-y-4">
      <RadioGroup
        legend={t`Output Format`}
        name="svg-converter-format"
        value={options.format}
        options={rasterFormats}
        onValueChange={(format) => onOptionsChange({ ...options, format })}
      />
      <LabelledSlider
        id="svg-converter-scale"
        label={t`Scale`}
        value={options.scale}
        min={0.5}
        max={4}
        step={0.25}
        onValueChange={(scale) => onOptionsChange({ ...options, scale })}
        format={scaleFactor}
        valueText={(scale) => {
          const factor = i18n.number(scale);
          return t`${factor} times`;
        }}
        description={
          output
            ? t`Output size: ${outputWidth}×${outputHeight} pixels`
            : t`The SVG's own size times this factor, in pixels.`
        }
      />
      <QualitySlider
        value={options.quality}
        range={sliders.fromSvg}
        onValueChange={(quality) => onOptionsChange({ ...options, quality })}
        disabled={png}
        description={png ? t`PNG is lossless; quality applies to JPG.` : t`Lower quality, smaller file.`}
      />
    </div>
  );
}

function rasterEncoding(options: FromSvgOptions): EncodeOptions {
  // The engine's default background is white, as the spec wants for JPEG from SVG.
  return options.format === "png" ? { format: "png" } : { format: "jpeg", quality: options.quality };
}

const SHARED = {
  slug: "svg-converter",
  mainTab: msg`Convert`,
  verb: "convert",
  resultsTitle: msg`Conversion Results`,
  checkerboard: true,
  preload: preloadImageEngine,
} as const;

function toSvgTool(defaults: TraceOptions): ImageTool<TraceOptions> {
  return {
    ...SHARED,
    rule: RASTER_IMAGE,
    uploadLabel: msg`Upload Images`,
    uploadHint: msg`Click, drop or paste JPG, PNG or other raster images (several at once), up to 50MB each`,
    actionLabel: msg`Convert to SVG`,
    extraTabs: [{ value: "code", label: msg`SVG Code`, Content: TracedSvgCode }],
    defaults,
    Options: TraceOptionsForm,
    process: ({ file }, options) => traceImage(file, options),
    outputName: (file) => convertedName(file.name, "svg"),
    messages: {
      noFile: () => ({ title: t`No Image Selected`, description: t`Please select an image first` }),
      noResult: () => ({ title: t`No SVG Generated`, description: t`Please convert an image to SVG first` }),
      done: (done) => {
        const [first] = done;
        const count = done.length;
        let description: string;
        if (count === 1 && first) {
          const { width, height } = first.result;
          description = t`Created SVG with ${width}×${height} dimensions`;
        } else {
          description = t`${plural(count, { one: "Created # SVG file", other: "Created # SVG files" })}`;
        }
        return { title: t`Image Converted to SVG Successfully!`, description };
      },
      failed: () => ({
        title: t`Conversion Failed`,
        description: t`An error occurred while converting to SVG. Please try again.`,
      }),
      downloaded,
    },
    zipName: "svg-images.zip",
  };
}

function ToSvgScreen({ defaults }: { defaults: TraceOptions }) {
  const tool = useMemo(() => toSvgTool(defaults), [defaults]);
  return <ImageToolScreen tool={tool} />;
}

const FROM_SVG: ImageTool<FromSvgOptions> = {
  ...SHARED,
  rule: SVG_IMAGE,
  uploadLabel: msg`Upload SVG Files`,
  uploadHint: msg`Click, drop or paste SVG files (several at once), up to 50MB each`,
  privacyNote: msg`Processed on your device. Scripts, links and references to other files are removed before an SVG is shown or converted.`,
  actionLabel: msg`Convert from SVG`,
  extraTabs: [{ value: "code", label: msg`SVG Code`, Content: EditableSvgCode }],
  // Only sanitised SVG is ever shown, and only through <img>: a hostile file can neither run nor fetch.
  previewOf: sanitizedSvgBlob,
  defaults: FROM_DEFAULTS,
  Options: FromSvgOptionsForm,
  process: ({ file }, options) => convertSvg(file, options.scale, rasterEncoding(options)),
  outputName: (file, options) => convertedName(file.name, options.format),
  resultDetails: (options) => [
    { key: "scale", label: t`Scale`, value: scaleFactor(options.scale) },
    { key: "quality", label: t`Quality`, value: qualityValue(options) },
  ],
  messages: {
    noFile: () => ({ title: t`No SVG Selected`, description: t`Please select an SVG file first` }),
    noResult: () => ({ title: t`No Converted Image`, description: t`Please convert an SVG first` }),
    done: (done) => {
      const [first] = done;
      const format = formatName(first?.result.mime ?? "");
      const count = done.length;
      let description: string;
      if (count === 1 && first) {
        const { width, height } = first.result;
        description = t`Converted to ${format} at ${width}×${height}`;
      } else {
        description = t`${plural(count, {
          one: `Converted # SVG file to ${format}`,
          other: `Converted # SVG files to ${format}`,
        })}`;
      }
      return { title: t`SVG Converted Successfully!`, description };
    },
    failed: () => ({
      title: t`Conversion Failed`,
      description: t`An error occurred while converting from SVG. Please check the SVG file.`,
    }),
    downloaded,
  },
  zipName: "converted-images.zip",
};

export default function SvgConverterPage() {
  const { t } = useLingui();
  const [direction, setDirection] = useState<Direction>("to");
  const directions = [
    { value: "to", label: t`To SVG` },
    { value: "from", label: t`From SVG` },
  ] as const;
  return (
    <div className="space-y-6">
      <DirectionSwitch
        legend={t`Conversion direction`}
        name="svg-converter-direction"
        value={direction}
        options={directions}
        onValueChange={setDirection}
      />
      {/* A new key is a fresh screen: switching direction resets everything (spec §4). */}
      {direction === "to" ? (
        <EngineGate key="to" load={loadTraceDefaults} name={t`the SVG tracer`}>
          {(defaults) => <ToSvgScreen defaults={defaults} />}
        </EngineGate>
      ) : (
        <ImageToolScreen key="from" tool={FROM_SVG} />
      )}
    </div>
  );
}
