import { msg, t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
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

function CompressorOptionsForm({ options, onOptionsChange }: ImageOptionsProps<CompressorOptions>) {
  const { t } = useLingui();
  const set = (change: Partial<CompressorOptions>) => onOptionsChange({ ...options, ...change });
  const formatChoices = [
    { value: "same", label: t`Same as input`, description: t`JPG stays JPG, PNG stays PNG, WebP stays WebP` },
    { value: "jpeg", label: "JPG", description: t`Smallest for photos; transparency becomes white` },
    { value: "png", label: "PNG", description: t`Lossless, keeps transparency` },
    { value: "webp", label: "WebP", description: t`Smaller than JPG at the same quality; keeps transparency` },
  ] as const;
  return (
    <div className="space-y-4">
      <QualitySlider
        value={options.quality}
        range={sliders.compress}
        onValueChange={(quality) => set({ quality })}
        description={t`Lower quality, smaller file. Lossless PNG ignores it unless Lossy PNG is on.`}
      />
      <RadioGroup
        legend={t`Output Format`}
        name="image-compressor-format"
        value={options.format}
        options={formatChoices}
        onValueChange={(format) => set({ format })}
      />
      <LabelledSwitch
        label={t`Lossy PNG`}
        description={t`Reduce PNG output to a palette of colours at the chosen quality: often 60–80% smaller.`}
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
  uploadLabel: msg`Upload Image`,
  uploadHint: msg`Click, drop or paste JPG, PNG or WebP images (several at once), up to 50MB each`,
  mainTab: msg`Compress`,
  actionLabel: msg`Compress Image`,
  verb: "compress",
  resultsTitle: msg`Compression Results`,
  defaults: DEFAULTS,
  Options: CompressorOptionsForm,
  offersMetadata: true,
  process: ({ file }, options, metadata) =>
    processImage(file, { encoding: encoding(outputFormat(file, options.format), options), metadata }),
  outputName: (file, options) => compressedName(file.name, options.quality, outputFormat(file, options.format)),
  messages: {
    noFile: () => ({ title: t`No Image Selected`, description: t`Please select an image first` }),
    noResult: () => ({ title: t`No Compressed Image`, description: t`Please compress an image first` }),
    done: (done) => {
      const original = done.reduce((sum, { file }) => sum + file.size, 0);
      const compressed = done.reduce((sum, { result }) => sum + result.size, 0);
      return { title: t`Image Compressed Successfully!`, description: reductionMessage(original, compressed) };
    },
    failed: () => ({
      title: t`Compression Failed`,
      description: t`An error occurred while compressing the image. Please try again.`,
    }),
    downloaded: () => ({ title: t`Downloaded`, description: t`Compressed image has been downloaded` }),
  },
  zipName: "compressed-images.zip",
  preload: preloadImageEngine,
};

export default function ImageCompressorPage() {
  return <ImageToolScreen tool={COMPRESSOR} />;
}
