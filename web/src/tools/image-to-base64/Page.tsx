import { useEffect, useId, useMemo, useRef, useState } from "react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Download, Loader2 } from "lucide-react";
import { CopyButton } from "@/components/CopyButton";
import { DropZone } from "@/components/image/DropZone";
import { TextInputCard } from "@/components/TextInputCard";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useAutoSavedText } from "@/lib/auto-saved-text";
import { downloadBlob } from "@/lib/download";
import { formatBytes } from "@/lib/format-bytes";
import { usePreloadWhenIdle } from "@/lib/preload";
import { previewOf } from "@/lib/preview";
import { reportToolUse } from "@/lib/tool-events";
import { useAsyncResult } from "@/lib/use-async-result";
import { decodeImage, encodeImage, preloadEngine, refusalText, type Decoded, type Encoded, type Form } from "./engine";

const SLUG = "image-to-base64";
/** How much of each text the page shows (a textarea holding megabytes makes the page crawl); Copy copies it all. */
const SHOWN_CHARS = 20_000;

/** The names of the texts an image becomes (the engine gives them, in the order the page shows them). */
const FORM_LABELS: Record<Form, MessageDescriptor> = {
  dataUrl: msg`Data URL`,
  base64: msg`Base64`,
  css: msg`CSS background-image`,
  html: msg`HTML <img> tag`,
};

export default function ImageToBase64Page() {
  usePreloadWhenIdle(preloadEngine);
  return (
    <div className="space-y-4">
      <ImageToText />
      <TextToImage />
    </div>
  );
}

/**
 * The image, from a blob: URL of its bytes typed as the engine sniffed them, and only ever as an <img>: an SVG is
 * never put inline, so no script in it runs (an <img> runs none and loads nothing). The URL is revoked when the
 * image changes or the page goes.
 */
function Preview({ blob, alt }: { blob: Blob | undefined; alt: string }) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = ref.current;
    if (!blob || !image) return;
    const url = URL.createObjectURL(blob);
    image.src = url;
    return () => {
      image.removeAttribute("src");
      URL.revokeObjectURL(url);
    };
  }, [blob]);
  if (!blob) return null;
  return (
    <img
      ref={ref}
      alt={alt}
      className="mx-auto max-h-64 max-w-full rounded-md border bg-[repeating-conic-gradient(#8882_0_25%,transparent_0_50%)] bg-[length:16px_16px] object-contain"
    />
  );
}

interface EncodedImage {
  name: string;
  size: number;
  encoded: Encoded;
  blob: Blob;
}

/** Image → data URL, Base64, CSS and <img> tag. */
function ImageToText() {
  const { t } = useLingui();
  const [image, setImage] = useState<EncodedImage>();
  const [busy, setBusy] = useState<string>();
  const [error, setError] = useState<string>();

  async function encode(file: File | undefined) {
    if (!file) return;
    setBusy(file.name);
    setError(undefined);
    try {
      const encoded = await encodeImage(file);
      // The preview shows the bytes as the type they are, whatever the file's name or its browser-given type says.
      setImage({ name: file.name, size: file.size, encoded, blob: new Blob([file], { type: encoded.mime }) });
      const name = file.name;
      reportToolUse(SLUG, t`Encoded ${name} to Base64`);
    } catch (failure) {
      setError(refusalText(failure));
    } finally {
      setBusy(undefined);
    }
  }

  const name = image?.name;
  const mime = image?.encoded.mime;
  const size = image && formatBytes(image.size);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Image to Base64</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            The type is read from the image’s bytes, not its name. Everything happens in your browser; nothing is
            uploaded.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <DropZone
          label={t`Upload Image`}
          hint={t`Click, drop or paste a PNG, JPEG, GIF, WebP, AVIF, BMP, ICO or SVG image, up to 25 MB`}
          accept="image/*,.svg,.ico,.avif"
          multiple={false}
          disabled={Boolean(busy)}
          onFiles={(files) => encode(files[0])}
        />
        <p aria-live="polite" className="text-sm text-muted-foreground empty:hidden">
          {busy && (
            <span className="inline-flex items-center gap-2">
              <Loader2 className="size-4 animate-spin" aria-hidden /> <Trans>Encoding {busy}…</Trans>
            </span>
          )}
        </p>
        {error && (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
        {image && (
          <>
            <Preview blob={image.blob} alt={t`Preview of ${name}`} />
            <p className="text-center text-sm text-muted-foreground" translate="no">
              <Trans>
                {name}: {mime}, {size}
              </Trans>
            </p>
            {image.encoded.texts.map(({ form, before, after }) => (
              <OutputText key={form} label={t(FORM_LABELS[form])} text={before + image.encoded.base64 + after} />
            ))}
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** One of the texts, labelled, its start shown when long, with Copy. */
function OutputText({ label, text }: { label: string; text: string }) {
  const { i18n } = useLingui();
  const id = useId();
  const { shown, truncated } = previewOf(text, SHOWN_CHARS);
  const chars = i18n.number(text.length);
  const shownChars = i18n.number(SHOWN_CHARS);
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        <CopyButton size="sm" text={text} label={label} />
      </div>
      <Textarea id={id} readOnly value={shown} rows={3} className="font-mono text-xs break-all" />
      {truncated && (
        <p className="text-xs text-muted-foreground">
          <Trans>
            Showing the first {shownChars} of {chars} characters; Copy copies them all.
          </Trans>
        </p>
      )}
    </div>
  );
}

/** Data URL or Base64 → a preview and a download with the right extension. */
function TextToImage() {
  const { t } = useLingui();
  const [text, setText] = useAutoSavedText(`${SLUG}-decode`, "");
  const result = useAsyncResult(text, decodeImage, refusalText);
  const decoded = text.trim() ? result.value : undefined;
  const blob = useMemo(() => decoded && new Blob([decoded.bytes], { type: decoded.mime }), [decoded]);

  return (
    <>
      <TextInputCard
        id={`${SLUG}-decode-input`}
        title={<Trans>Base64 to Image</Trans>}
        description={
          <Trans>
            Paste a data URL (data:image/png;base64,…) or bare Base64. Line breaks and the URL-safe alphabet are fine.
          </Trans>
        }
        value={text}
        onValueChange={setText}
        placeholder={t`Data URL or Base64`}
        busy={result.pending}
      />
      {result.error && text.trim() && (
        <Alert variant="destructive">
          <AlertDescription>{result.error}</AlertDescription>
        </Alert>
      )}
      {decoded && !result.error && <DecodedImage decoded={decoded} blob={blob} />}
    </>
  );
}

function DecodedImage({ decoded, blob }: { decoded: Decoded; blob?: Blob }) {
  const { t } = useLingui();
  const fileName = `image.${decoded.extension}`;
  const mime = decoded.mime;
  const declared = decoded.declaredMime;
  const size = formatBytes(decoded.bytes.length);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Decoded image</Trans>
        </CardTitle>
        <CardDescription translate="no">
          <Trans>
            {mime}, {size}
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {declared && (
          <Alert>
            <AlertDescription>
              <Trans>
                The data URL says {declared}, but the data is {mime}: it is shown and saved as what it is.
              </Trans>
            </AlertDescription>
          </Alert>
        )}
        <Preview blob={blob} alt={t`Decoded image`} />
        {decoded.format === "svg" && (
          <p className="text-sm text-muted-foreground">
            <Trans>The SVG is shown as an image only, so no script in it runs.</Trans>
          </p>
        )}
        <Button
          onClick={() => {
            if (!blob) return;
            downloadBlob(blob, fileName);
            reportToolUse(SLUG, t`Downloaded ${fileName}`);
          }}
          disabled={!blob}
        >
          <Download aria-hidden /> <Trans>Download {fileName}</Trans>
        </Button>
      </CardContent>
    </Card>
  );
}
