import { ChromaSwitch } from "@/components/image/ChromaSwitch";
import { ImageToolScreen, type ImageOptionsProps, type ImageTool } from "@/components/image/ImageToolScreen";
import { QualitySlider } from "@/components/image/QualitySlider";
import { imageDefaults } from "@/wasm/image/defaults";
import { LabelledSwitch } from "@/components/LabelledSwitch";
import { RadioGroup } from "@/components/ui/radio-group";
import { preloadImageEngine, processImage, type EncodeOptions } from "@/lib/image/engine";
import { ANY_IMAGE_FOR_COMPRESSION } from "@/lib/image/file-rules";
import { compressedName, type OutputFormat } from "@/lib/image/names";
import { reductionMessage } from "@/lib/image/size-change";

/** The spec's quality sliders, as the engine gives them. */
const { sliders } = imageDefaults;

type FormatChoice = "same" | "jpeg" | "png" | "webp";

interface CompressorOptions {
  /** Spec: 10–100, step 5, default 80. */
  quality: number;
  format: FormatChoice;
  /** PNG output: quantise to a palette first (smaller, not lossless). */
  lossyPng: boolean;
  /** JPEG output: 4:4:4 chroma instead of 4:2:0. */
  sharpChroma: boolean;
}

const DEFAULTS: CompressorOptions = {
  quality: sliders.compress.default,
  format: "same",
  lossyPng: false,
  sharpChroma: false,
};

/** 'Same as input' keeps JPEG, PNG and WebP as they are (as TinyPNG does); any other image becomes JPEG. */
function outputFormat(file: File, choice: FormatChoice): OutputFormat {
  if (choice !== "same") return choice;
  if (file.type === "image/png") return "png";
  if (file.type === "image/webp") return "webp";
  return "jpeg";
}

function encoding(format: OutputFormat, options: CompressorOptions): EncodeOptions {
  switch (format) {
    case "png":
      return options.lossyPng ? { format: "png", lossy: options.quality } : { format: "png" };
    case "webp":
      return { format: "webpLossy", quality: options.quality };
    default:
      return { format: "jpeg", quality: options.quality, chroma: options.sharpChroma ? "yuv444" : "yuv420" };
  }
}

const FORMAT_CHOICES = [
  { value: "same", label: "Same as input", description: "JPG stays JPG, PNG stays PNG, WebP stays WebP" },
  { value: "jpeg", label: "JPG", description: "Smallest for photos; transparency becomes white" },
  { value: "png", label: "PNG", description: "Lossless, keeps transparency" },
  { value: "webp", label: "WebP", description: "Smaller than JPG at the same quality; keeps transparency" },
] as const;

function CompressorOptionsForm({ options, onOptionsChange }: ImageOptionsProps<CompressorOptions>) {
  const set = (change: Partial<CompressorOptions>) => onOptionsChange({ ...options, ...change });
  return (
    <div className="space-y-4">
      <QualitySlider
        value={options.quality}
        range={sliders.compress}
        onValueChange={(quality) => set({ quality })}
        description="Lower quality, smaller file. Lossless PNG ignores it unless Lossy PNG is on."
      />
      <RadioGroup
        legend="Output Format"
        name="image-compressor-format"
        value={options.format}
        options={FORMAT_CHOICES}
        onValueChange={(format) => set({ format })}
      />
      <LabelledSwitch
        label="Lossy PNG"
        description="Reduce PNG output to a palette of colours at the chosen quality: often 60–80% smaller."
        checked={options.lossyPng}
        onCheckedChange={(lossyPng) => set({ lossyPng })}
      />
      <ChromaSwitch checked={options.sharpChroma} onCheckedChange={(sharpChroma) => set({ sharpChroma })} />
    </div>
  );
}

const COMPRESSOR: ImageTool<CompressorOptions> = {
  slug: "image-compressor",
  rule: ANY_IMAGE_FOR_COMPRESSION,
  uploadLabel: "Upload Image",
  uploadHint: "Click, drop or paste JPG, PNG or WebP images (several at once), up to 50MB each",
  mainTab: "Compress",
  actionLabel: "Compress Image",
  busyLabel: "Compressing...",
  resultLabel: "Compressed",
  resultsTitle: "Compression Results",
  defaults: DEFAULTS,
  Options: CompressorOptionsForm,
  offersMetadata: true,
  process: ({ file }, options, metadata) =>
    processImage(file, { encoding: encoding(outputFormat(file, options.format), options), metadata }),
  outputName: (file, options) => compressedName(file.name, options.quality, outputFormat(file, options.format)),
  messages: {
    noFile: { title: "No Image Selected", description: "Please select an image first" },
    noResult: { title: "No Compressed Image", description: "Please compress an image first" },
    done: (done) => {
      const original = done.reduce((sum, { file }) => sum + file.size, 0);
      const compressed = done.reduce((sum, { result }) => sum + result.size, 0);
      return { title: "Image Compressed Successfully!", description: reductionMessage(original, compressed) };
    },
    failed: () => ({
      title: "Compression Failed",
      description: "An error occurred while compressing the image. Please try again.",
    }),
    downloaded: { title: "Downloaded", description: "Compressed image has been downloaded" },
  },
  zipName: "compressed-images.zip",
  preload: preloadImageEngine,
};

export default function ImageCompressorPage() {
  return <ImageToolScreen tool={COMPRESSOR} />;
}
