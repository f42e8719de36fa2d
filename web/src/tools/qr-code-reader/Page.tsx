import { useId, useState } from "react";
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
import { preloadEngine, readCodes, refusalText, type FoundCode, type QrScan } from "./engine";

const SLUG = "qr-code-reader";

/** The only links the page offers to open: the web's and e-mail's. */
const OPENABLE = new Set(["http:", "https:", "mailto:"]);
/** Links that run or carry content rather than go somewhere: said so, never opened. */
const NEVER_OPENED = /^\s*(javascript|data|vbscript):/i;

/** The address a browser would go to for `text`, when it is a link the page may open. */
function openableHref(text: string): string | undefined {
  const url = URL.parse(text.trim());
  return url && OPENABLE.has(url.protocol) ? url.href : undefined;
}

export default function QrCodeReaderPage() {
  usePreloadWhenIdle(preloadEngine);
  const { t } = useLingui();
  const [result, setResult] = useState<{ name: string; scan: QrScan }>();
  const [busy, setBusy] = useState<string>();
  const [error, setError] = useState<string>();

  async function read(file: File | undefined) {
    if (!file) return;
    const name = file.name || t`the pasted image`;
    setBusy(name);
    setError(undefined);
    try {
      setResult({ name, scan: await readCodes(file) });
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
      {result && <Codes name={result.name} scan={result.scan} />}
    </div>
  );
}

/** Every code read, in the order the engine gives (top to bottom, then left to right). */
function Codes({ name, scan: { codes, unreadable } }: { name: string; scan: QrScan }) {
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
      {codes.map((code, index) => (
        <Code key={index} code={code} number={index + 1} of={found} />
      ))}
    </section>
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
        {NEVER_OPENED.test(code.text) && (
          <p className="text-sm text-muted-foreground">
            <Trans>This is a script or data link: it is shown as text only and never opened from here.</Trans>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
