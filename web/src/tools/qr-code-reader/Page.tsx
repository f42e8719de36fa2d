import { useEffect, useId, useRef, useState } from "react";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ExternalLink, Loader2 } from "lucide-react";
import { CopyButton } from "@/components/CopyButton";
import { DropZone } from "@/components/image/DropZone";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { usePreloadWhenIdle } from "@/lib/preload";
import { reportToolUse } from "@/lib/tool-events";
import { preloadEngine, readCodes, refusalText, type FoundCode } from "./engine";
import { isScriptLink, openableHref } from "./links";

const SLUG = "qr-code-reader";

/** What the worker answers: the codes, and the image's size their corners are measured in. */
type Scan = Awaited<ReturnType<typeof readCodes>>;

export default function QrCodeReaderPage() {
  usePreloadWhenIdle(preloadEngine);
  const { t } = useLingui();
  const [result, setResult] = useState<{ name: string; file: Blob; scan: Scan }>();
  const [busy, setBusy] = useState<string>();
  const [error, setError] = useState<string>();

  async function read(file: File | undefined) {
    if (!file) return;
    const name = file.name || t`the pasted image`;
    setBusy(name);
    setError(undefined);
    try {
      setResult({ name, file, scan: await readCodes(file) });
      reportToolUse(SLUG, t`Read the QR codes in ${name}`);
    } catch (failure) {
      setResult(undefined);
      setError(refusalText(failure, name));
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle as="h2">
            <Trans>Image</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>
              A photo or a screenshot holding one or more QR codes. Everything happens in your browser; nothing is
              uploaded.
            </Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <DropZone
            label={t`Upload Image`}
            hint={t`Click, drop or paste a PNG, JPEG, WebP, GIF or BMP image`}
            accept="image/*"
            multiple={false}
            disabled={Boolean(busy)}
            onFiles={(files) => read(files[0])}
          />
          <p aria-live="polite" className="text-sm text-muted-foreground empty:hidden">
            {busy && (
              <span className="inline-flex items-center gap-2">
                <Loader2 className="size-4 animate-spin" aria-hidden /> <Trans>Reading {busy}…</Trans>
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
      {result && <Codes {...result} />}
    </div>
  );
}

/** Every code read, in the order the engine gives (top to bottom, then left to right). */
function Codes({ name, file, scan }: { name: string; file: Blob; scan: Scan }) {
  const { codes, unreadable } = scan;
  const found = codes.length;
  return (
    <section className="space-y-4" aria-labelledby={`${SLUG}-found`}>
      <h2 id={`${SLUG}-found`} className="text-lg font-semibold break-words">
        {plural(found, { one: `# QR code in ${name}`, other: `# QR codes in ${name}` })}
      </h2>
      {unreadable > 0 && (
        <Alert>
          <AlertDescription>
            {plural(unreadable, {
              one: "One more QR code was found but could not be read: it may be damaged, blurred or cut off.",
              other: "# more QR codes were found but could not be read: they may be damaged, blurred or cut off.",
            })}
          </AlertDescription>
        </Alert>
      )}
      {found > 1 && <Outlined name={name} file={file} scan={scan} />}
      {codes.map((code, index) => (
        <Code key={index} code={code} number={index + 1} of={found} />
      ))}
    </section>
  );
}

/** The image with each code outlined and numbered as its card is, to tell several codes apart. */
function Outlined({ name, file, scan: { codes, width, height } }: { name: string; file: Blob; scan: Scan }) {
  const { t } = useLingui();
  const ref = useRef<HTMLImageElement>(null);
  // The image by a blob: URL of the file, revoked when the file changes or the page goes (as Image to Base64 does).
  useEffect(() => {
    const image = ref.current;
    if (!image) return;
    const url = URL.createObjectURL(file);
    image.src = url;
    return () => {
      image.removeAttribute("src");
      URL.revokeObjectURL(url);
    };
  }, [file]);
  const unit = Math.max(width, height) / 100;
  return (
    <div className="relative mx-auto w-fit max-w-full">
      <img ref={ref} alt={t`${name}, each code read outlined and numbered`} className="block max-h-80 max-w-full" />
      <svg
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        className="pointer-events-none absolute inset-0 size-full"
        aria-hidden
      >
        {codes.map(({ corners }, index) => (
          <g key={index}>
            <polygon
              points={corners.map(({ x, y }) => `${x},${y}`).join(" ")}
              className="fill-primary/10 stroke-primary"
              strokeWidth={unit / 2}
            />
            <circle cx={corners[0].x} cy={corners[0].y} r={unit * 3} className="fill-primary" />
            <text
              x={corners[0].x}
              y={corners[0].y}
              fontSize={unit * 4}
              textAnchor="middle"
              dominantBaseline="central"
              className="fill-primary-foreground font-semibold"
            >
              {index + 1}
            </text>
          </g>
        ))}
      </svg>
    </div>
  );
}

function Code({ code, number, of }: { code: FoundCode; number: number; of: number }) {
  const { t } = useLingui();
  const id = useId();
  const href = openableHref(code.text);
  const { version, ecc } = code;
  const label = of > 1 ? t`Text of code ${number}` : t`Text`;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{of > 1 ? <Trans>Code {number}</Trans> : <Trans>Code</Trans>}</CardTitle>
        <CardDescription>
          <Trans>
            Version {version}, error correction {ecc}
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="space-y-2">
          <div className="flex items-center justify-between gap-2">
            <Label htmlFor={id}>{label}</Label>
            <CopyButton size="sm" text={code.text} label={label} />
          </div>
          <Textarea
            id={id}
            readOnly
            value={code.text}
            rows={Math.min(8, code.text.split("\n").length + 1)}
            className="font-mono text-sm break-all"
            translate="no"
          />
        </div>
        {code.encoding === "latin1" && (
          <p className="text-sm text-muted-foreground">
            <Trans>This code’s bytes are not UTF-8 text: they are read as ISO-8859-1 (Latin-1).</Trans>
          </p>
        )}
        {href && (
          <div className="space-y-2">
            <p className="text-sm">
              <Trans>This link opens:</Trans>{" "}
              <span className="font-mono break-all" translate="no">
                {href}
              </span>
            </p>
            <Button asChild variant="outline" size="sm">
              <a href={href} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden /> <Trans>Open link</Trans>
              </a>
            </Button>
          </div>
        )}
        {isScriptLink(code.text) && (
          <p className="text-sm text-muted-foreground">
            <Trans>This is a script or data link: it is shown as text only and never opened from here.</Trans>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
