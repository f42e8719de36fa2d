import { TriangleAlert } from "lucide-react";
import { msg, t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import {
  convertedDescription,
  ImageToolScreen,
  type DoneImage,
  type ImageTool,
} from "@/components/image/ImageToolScreen";
import { FormatDetails, PngJpgComparison } from "@/components/image/PngJpgComparison";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { preloadImageEngine, processImage } from "@/lib/image/engine";
import { JPEG_IMAGE } from "@/lib/image/file-rules";
import { convertedName } from "@/lib/image/names";

/** The spec gives JPG to PNG no options: the conversion is lossless. */
type NoOptions = Record<string, never>;

function JpgToPngOptions() {
  return (
    <p className="text-sm text-muted-foreground">
      <Trans>Lossless: the PNG keeps every pixel of the JPG exactly, optimised to the smallest PNG it can be.</Trans>
    </p>
  );
}

/** The spec's extra note when the PNG came out larger than the JPG (usual for photos). */
function Statistics({ selected }: { selected?: DoneImage }) {
  return (
    <>
      {selected && selected.result.size > selected.file.size && (
        <Alert>
          <TriangleAlert aria-hidden />
          <AlertTitle>
            <Trans>The PNG is larger than the JPG</Trans>
          </AlertTitle>
          <AlertDescription className="text-foreground">
            <Trans>
              PNG stores every pixel without loss, while JPG discards detail the eye hardly sees. Converting cannot
              bring back detail the JPG already dropped; use PNG when you need lossless edits or a format that takes
              transparency, and keep the JPG for sharing photos.
            </Trans>
          </AlertDescription>
        </Alert>
      )}
      <FormatDetails format="PNG" />
      <PngJpgComparison />
    </>
  );
}

const JPG_TO_PNG: ImageTool<NoOptions> = {
  slug: "jpg-to-png",
  rule: JPEG_IMAGE,
  uploadLabel: msg`Upload JPG Image`,
  uploadHint: msg`Click, drop or paste JPG/JPEG images (several at once), up to 50MB each`,
  mainTab: msg`Convert`,
  actionLabel: msg`Convert to PNG`,
  verb: "convert",
  resultsTitle: msg`Conversion Results`,
  defaults: {},
  Options: JpgToPngOptions,
  offersMetadata: true,
  process: ({ file }, _, metadata) => processImage(file, { encoding: { format: "png" }, metadata }),
  outputName: (file) => convertedName(file.name, "png"),
  messages: {
    noFile: () => ({ title: t`No JPG Selected`, description: t`Please select a JPG image first` }),
    noResult: () => ({ title: t`No Converted Image`, description: t`Please convert a JPG image first` }),
    done: (done) => ({ title: t`JPG Converted to PNG Successfully!`, description: convertedDescription(done, "PNG") }),
    failed: () => ({
      title: t`Conversion Failed`,
      description: t`An error occurred while converting the image. Please try again.`,
    }),
    downloaded: () => ({ title: t`Downloaded`, description: t`PNG image has been downloaded` }),
  },
  zipName: "converted-png-images.zip",
  Statistics,
  preload: preloadImageEngine,
};

export default function JpgToPngPage() {
  return <ImageToolScreen tool={JPG_TO_PNG} />;
}
