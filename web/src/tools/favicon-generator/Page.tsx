import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Download, FileArchive, Loader2 } from "lucide-react";
import { ColorField } from "@/components/ColorField";
import { CopyButton } from "@/components/CopyButton";
import { DropZone } from "@/components/image/DropZone";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useAutoSavedText } from "@/lib/auto-saved-text";
import { downloadBlob } from "@/lib/download";
import { formatBytes } from "@/lib/format-bytes";
import { preloadImageEngine, type FaviconOptions, type FaviconSet } from "@/lib/image/engine";
import { checkImageFile } from "@/lib/image/file-rules";
import { imageFailureText } from "@/lib/image/refusals";
import { zipImages } from "@/lib/image/zip";
import { usePreloadWhenIdle } from "@/lib/preload";
import { reportToolUse } from "@/lib/tool-events";
import { useAsyncResult } from "@/lib/use-async-result";
import { useDebounced } from "@/lib/use-debounced";
import { faviconDefaults } from "@/wasm/image/defaults";
import { FAVICON_SOURCE, faviconSet, faviconSource, type FaviconSource } from "./make-favicons";

const SLUG = "favicon-generator";
const ZIP_NAME = "favicons.zip";

type FaviconFile = FaviconSet["files"][number];

interface Source {
  name: string;
  image: FaviconSource;
}

export default function FaviconGeneratorPage() {
  usePreloadWhenIdle(preloadImageEngine);
  const { t } = useLingui();
  const [source, setSource] = useState<Source>();
  const [reading, setReading] = useState<string>();
  const [fileError, setFileError] = useState<string>();
  const [name, setName] = useAutoSavedText(`${SLUG}-name`, faviconDefaults.name);
  const [shortName, setShortName] = useAutoSavedText(`${SLUG}-short-name`, faviconDefaults.shortName);
  const [themeColour, setThemeColour] = useAutoSavedText(`${SLUG}-theme`, faviconDefaults.themeColour);
  const [backgroundColour, setBackgroundColour] = useAutoSavedText(
    `${SLUG}-background`,
    faviconDefaults.backgroundColour,
  );
  // A colour dragged across the picker, or a name typed, makes one set per pause.
  const options: FaviconOptions = useDebounced(
    useMemo(
      () => ({ name, shortName, themeColour, backgroundColour }),
      [name, shortName, themeColour, backgroundColour],
    ),
    250,
  );
  const job = useMemo(() => ({ source, options }), [source, options]);
  const result = useAsyncResult(
    job,
    async ({ source, options }) => (source ? faviconSet(source.image, options) : undefined),
    imageFailureText,
  );

  async function open(file: File | undefined) {
    if (!file) return;
    const problem = checkImageFile(file, FAVICON_SOURCE);
    if (problem) {
      setFileError(problem.description);
      return;
    }
    setReading(file.name);
    setFileError(undefined);
    try {
      setSource({ name: file.name, image: await faviconSource(file) });
      const fileName = file.name;
      reportToolUse(SLUG, t`Made favicons from ${fileName}`);
    } catch (failure) {
      setFileError(imageFailureText(failure));
    } finally {
      setReading(undefined);
    }
  }

  const set = source ? result.value : undefined;
  const error = fileError ?? (source ? result.error : undefined);
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle as="h2">
            <Trans>Source image</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>
              A square image of at least 512 × 512 pixels works best. A non-square image is centred on a transparent
              square; the Apple touch icon is put on the background colour, as iPhones show no transparency. Everything
              happens in your browser; nothing is uploaded.
            </Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <DropZone
            label={t`Upload Image`}
            hint={t`Click, drop or paste a PNG, JPG, WebP or SVG image, up to 50 MB`}
            accept={FAVICON_SOURCE.accept}
            multiple={false}
            disabled={Boolean(reading)}
            onFiles={(files) => open(files[0])}
          />
          <p aria-live="polite" className="text-sm text-muted-foreground empty:hidden">
            {(reading ?? (source && result.pending)) && (
              <span className="inline-flex items-center gap-2">
                <Loader2 className="size-4 animate-spin" aria-hidden /> <Trans>Making the icons…</Trans>
              </span>
            )}
          </p>
          {error && (
            <Alert variant="destructive">
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">
            <Trans>Web app details</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>Written into site.webmanifest and the tags, for when the site is added to a home screen.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <TextField label={t`Name`} value={name} onValueChange={setName} />
          <TextField label={t`Short name`} value={shortName} onValueChange={setShortName} />
          <ColorField label={t`Theme colour`} value={themeColour} onValueChange={setThemeColour} />
          <ColorField label={t`Background colour`} value={backgroundColour} onValueChange={setBackgroundColour} />
        </CardContent>
      </Card>

      {set && source && <Results set={set} sourceName={source.name} />}
    </div>
  );
}

function TextField({
  label,
  value,
  onValueChange,
}: {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} value={value} onChange={(event) => onValueChange(event.target.value)} autoComplete="off" />
    </div>
  );
}

/** A file as a blob of its type. */
const blobOf = (file: FaviconFile) => new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.mime });

function download(file: FaviconFile, describe: string) {
  downloadBlob(blobOf(file), file.name);
  reportToolUse(SLUG, describe);
}

function Results({ set, sourceName }: { set: FaviconSet; sourceName: string }) {
  const { t } = useLingui();
  const icons = set.files.filter((file) => file.size !== undefined && file.size !== null);
  const manifest = set.files.find((file) => file.size === undefined || file.size === null);
  const manifestName = manifest?.name;
  const manifestText = useMemo(() => (manifest ? new TextDecoder().decode(manifest.bytes) : ""), [manifest]);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Your favicons</Trans>
        </CardTitle>
        <CardDescription translate="no">{sourceName}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <Button
          onClick={() => {
            const zip = zipImages(set.files.map((file) => ({ name: file.name, bytes: file.bytes })));
            const zipName = ZIP_NAME;
            downloadBlob(new Blob([zip], { type: "application/zip" }), zipName);
            reportToolUse(SLUG, t`Downloaded ${zipName}`);
          }}
        >
          <FileArchive aria-hidden /> <Trans>Download all (ZIP)</Trans>
        </Button>
        <ul className="flex flex-wrap items-end gap-4" aria-label={t`Icons`}>
          {icons.map((file) => (
            <IconPreview key={file.name} file={file} />
          ))}
        </ul>
        <CodeBox
          label={t`HTML tags for your <head>`}
          text={set.linkTags}
          hint={t`Put the files at the root of your site, then paste these tags into every page’s <head>.`}
        />
        {manifest && (
          <CodeBox label={t`Web app manifest (${manifestName})`} text={manifestText}>
            <Button variant="outline" size="sm" onClick={() => download(manifest, t`Downloaded ${manifestName}`)}>
              <Download aria-hidden /> <Trans>Download</Trans>
            </Button>
          </CodeBox>
        )}
      </CardContent>
    </Card>
  );
}

/** One icon at its own size (at most 128 CSS pixels): the ICO at each of its sizes, side by side. */
function IconPreview({ file }: { file: FaviconFile }) {
  const { t } = useLingui();
  const name = file.name;
  const size = formatBytes(file.bytes.length);
  const sides = file.mime === "image/x-icon" ? [16, 32, 48] : [file.size ?? 0];
  const pixels = sides.join(", ");
  return (
    <li className="flex flex-col items-center gap-2">
      <div className="flex items-end gap-2">
        {sides.map((side) => (
          <IconImage key={side} file={file} side={Math.min(side, 128)} alt={t`${name} at ${side} × ${side} pixels`} />
        ))}
      </div>
      <p className="text-center text-xs text-muted-foreground">
        <span translate="no" className="block font-mono">
          {name}
        </span>
        <Trans>
          {pixels} px, {size}
        </Trans>
      </p>
      <Button variant="outline" size="sm" onClick={() => download(file, t`Downloaded ${name}`)}>
        <Download aria-hidden /> <Trans>Download {name}</Trans>
      </Button>
    </li>
  );
}

/**
 * One icon shown at `side` CSS pixels, from a blob: URL of its bytes (an <img> runs no script and loads nothing);
 * the URL is revoked when the file changes or the preview goes.
 */
function IconImage({ file, side, alt }: { file: FaviconFile; side: number; alt: string }) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = ref.current;
    if (!image) return;
    const url = URL.createObjectURL(blobOf(file));
    image.src = url;
    return () => {
      image.removeAttribute("src");
      URL.revokeObjectURL(url);
    };
  }, [file]);
  return (
    <img
      ref={ref}
      width={side}
      height={side}
      alt={alt}
      className="rounded-sm bg-[repeating-conic-gradient(#8882_0_25%,transparent_0_50%)] bg-[length:8px_8px]"
    />
  );
}

/** A read-only text with Copy (and what else `children` adds). */
function CodeBox({
  label,
  text,
  hint,
  children,
}: {
  label: string;
  text: string;
  hint?: string;
  children?: React.ReactNode;
}) {
  const id = useId();
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        <div className="flex gap-2">
          <CopyButton size="sm" text={text} label={label} />
          {children}
        </div>
      </div>
      {hint && <p className="text-sm text-muted-foreground">{hint}</p>}
      <Textarea
        id={id}
        readOnly
        value={text}
        rows={text.split("\n").length}
        wrap="off"
        className="font-mono text-xs"
        translate="no"
      />
    </div>
  );
}
