import { useMemo, useState } from "react";
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
import { rasterSize } from "./rasterize-svg";
import { EditableSvgCode, TracedSvgCode } from "./SvgCodeTab";
import { TraceOptionsForm } from "./TraceOptionsForm";

/** The spec's quality sliders, as the engine gives them. */
const { sliders } = imageDefaults;

type Direction = "to" | "from";

const DIRECTIONS = [
  { value: "to", label: "To SVG" },
  { value: "from", label: "From SVG" },
] as const;

type RasterFormat = Extract<OutputFormat, "png" | "jpeg">;

interface FromSvgOptions {
  format: RasterFormat;
  /** Spec: 0.5–4, step 0.25, default 1. */
  scale: number;
  /** Spec: 50–100, step 5, default 90; JPG only. */
  quality: number;
}

const FROM_DEFAULTS: FromSvgOptions = { format: "png", scale: 1, quality: sliders.fromSvg.default };

const RASTER_FORMATS = [
  { value: "png", label: "PNG", description: "Lossless, keeps transparency" },
  { value: "jpeg", label: "JPG", description: "Smaller for photos; transparency becomes white" },
] as const;

const downloaded: ImageTool<unknown>["messages"]["downloaded"] = (result) => ({
  title: "Downloaded",
  description: `${formatName(result.mime)} image has been downloaded`,
});

function FromSvgOptionsForm({ options, onOptionsChange, source }: ImageOptionsProps<FromSvgOptions>) {
  const png = options.format === "png";
  const output = source?.width && source.height ? rasterSize(source.width, source.height, options.scale) : undefined;
  return (
    <div className="space-y-4">
      <RadioGroup
        legend="Output Format"
        name="svg-converter-format"
        value={options.format}
        options={RASTER_FORMATS}
        onValueChange={(format) => onOptionsChange({ ...options, format })}
      />
      <LabelledSlider
        id="svg-converter-scale"
        label="Scale"
        value={options.scale}
        min={0.5}
        max={4}
        step={0.25}
        onValueChange={(scale) => onOptionsChange({ ...options, scale })}
        format={(scale) => `${scale}×`}
        valueText={(scale) => `${scale} times`}
        description={
          output
            ? `Output size: ${output.width}×${output.height} pixels`
            : "The SVG's own size times this factor, in pixels."
        }
      />
      <QualitySlider
        value={options.quality}
        range={sliders.fromSvg}
        onValueChange={(quality) => onOptionsChange({ ...options, quality })}
        disabled={png}
        description={png ? "PNG is lossless; quality applies to JPG." : "Lower quality, smaller file."}
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
  mainTab: "Convert",
  busyLabel: "Converting...",
  resultLabel: "Converted",
  resultsTitle: "Conversion Results",
  checkerboard: true,
  preload: preloadImageEngine,
} as const;

function toSvgTool(defaults: TraceOptions): ImageTool<TraceOptions> {
  return {
    ...SHARED,
    rule: RASTER_IMAGE,
    uploadLabel: "Upload Images",
    uploadHint: "Click, drop or paste JPG, PNG or other raster images (several at once), up to 50MB each",
    actionLabel: "Convert to SVG",
    extraTabs: [{ value: "code", label: "SVG Code", Content: TracedSvgCode }],
    defaults,
    Options: TraceOptionsForm,
    process: ({ file }, options) => traceImage(file, options),
    outputName: (file) => convertedName(file.name, "svg"),
    messages: {
      noFile: { title: "No Image Selected", description: "Please select an image first" },
      noResult: { title: "No SVG Generated", description: "Please convert an image to SVG first" },
      done: (done) => {
        const [first] = done;
        return {
          title: "Image Converted to SVG Successfully!",
          description:
            done.length === 1 && first
              ? `Created SVG with ${first.result.width}×${first.result.height} dimensions`
              : `Created ${done.length} SVG files`,
        };
      },
      failed: () => ({
        title: "Conversion Failed",
        description: "An error occurred while converting to SVG. Please try again.",
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
  uploadLabel: "Upload SVG Files",
  uploadHint: "Click, drop or paste SVG files (several at once), up to 50MB each",
  privacyNote:
    "Processed on your device. Scripts, links and references to other files are removed before an SVG is shown or converted.",
  actionLabel: "Convert from SVG",
  extraTabs: [{ value: "code", label: "SVG Code", Content: EditableSvgCode }],
  // Only sanitised SVG is ever shown, and only through <img>: a hostile file can neither run nor fetch.
  previewOf: sanitizedSvgBlob,
  defaults: FROM_DEFAULTS,
  Options: FromSvgOptionsForm,
  process: ({ file }, options) => convertSvg(file, options.scale, rasterEncoding(options)),
  outputName: (file, options) => convertedName(file.name, options.format),
  resultDetails: (options) => [
    { key: "scale", label: "Scale", value: `${options.scale}×` },
    { key: "quality", label: "Quality", value: options.format === "png" ? "Lossless" : `${options.quality}%` },
  ],
  messages: {
    noFile: { title: "No SVG Selected", description: "Please select an SVG file first" },
    noResult: { title: "No Converted Image", description: "Please convert an SVG first" },
    done: (done) => {
      const [first] = done;
      const format = formatName(first?.result.mime ?? "");
      return {
        title: "SVG Converted Successfully!",
        description:
          done.length === 1 && first
            ? `Converted to ${format} at ${first.result.width}×${first.result.height}`
            : `Converted ${done.length} SVG files to ${format}`,
      };
    },
    failed: () => ({
      title: "Conversion Failed",
      description: "An error occurred while converting from SVG. Please check the SVG file.",
    }),
    downloaded,
  },
  zipName: "converted-images.zip",
};

export default function SvgConverterPage() {
  const [direction, setDirection] = useState<Direction>("to");
  return (
    <div className="space-y-6">
      <DirectionSwitch
        legend="Conversion direction"
        name="svg-converter-direction"
        value={direction}
        options={DIRECTIONS}
        onValueChange={setDirection}
      />
      {/* A new key is a fresh screen: switching direction resets everything (spec §4). */}
      {direction === "to" ? (
        <EngineGate key="to" load={loadTraceDefaults} name="the SVG tracer">
          {(defaults) => <ToSvgScreen defaults={defaults} />}
        </EngineGate>
      ) : (
        <ImageToolScreen key="from" tool={FROM_SVG} />
      )}
    </div>
  );
}
