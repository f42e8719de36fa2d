import { useRef, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Download, FileImage } from "lucide-react";
import { BusyStatus } from "@/components/BusyStatus";
import { SelectField } from "@/components/SelectField";
import { DropZone } from "@/components/image/DropZone";
import { ReorderableFileList, type FileRow } from "@/components/image/ReorderableFileList";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { downloadBlob } from "@/lib/download";
import { formatBytes } from "@/lib/format-bytes";
import { usePreloadWhenIdle } from "@/lib/preload";
import { reportToolUse } from "@/lib/tool-events";
import { pdfImagesDefaults } from "@/wasm/pdf/defaults";
import type { ImageSize, Orientation, PageSize } from "@/wasm/pdf/pdf.js";
import { callPdfWorker, preloadPdfEngine, refusalText, type PdfOutput } from "./engine";

const SLUG = "images-to-pdf";

/** One image in the list: its size once the engine has read its header, or why it cannot go in. */
interface Row extends FileRow {
  size?: ImageSize;
}

/** The margin choices, in millimetres (the engine takes any from 0 to 50; the CLI's --margin does). */
type Margin = "none" | "small" | "large";
const MARGIN_MM: Record<Margin, number> = { none: 0, small: 10, large: 20 };
/** The engine's default margin as a choice (none, unless the engine's default is one of the others). */
const DEFAULT_MARGIN: Margin =
  (Object.keys(MARGIN_MM) as Margin[]).find((margin) => MARGIN_MM[margin] === pdfImagesDefaults.marginMm) ?? "none";

export default function ImagesToPdfPage() {
  usePreloadWhenIdle(preloadPdfEngine);
  const { t, i18n } = useLingui();
  const [rows, setRows] = useState<Row[]>([]);
  const [page, setPage] = useState<PageSize>(pdfImagesDefaults.page);
  const [orientation, setOrientation] = useState<Orientation>(pdfImagesDefaults.orientation);
  const [margin, setMargin] = useState<Margin>(DEFAULT_MARGIN);
  const [result, setResult] = useState<PdfOutput>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const nextId = useRef(0);

  const changed = () => {
    setResult(undefined);
    setError(undefined);
  };

  const add = (files: File[]) => {
    const added = files.map((file) => ({ id: nextId.current++, file }));
    setRows((rows) => [...rows, ...added]);
    changed();
    for (const row of added) {
      callPdfWorker("imageSize", [{ name: row.file.name, file: row.file }]).then(
        (size) => setRows((rows) => rows.map((r) => (r.id === row.id ? { ...r, size } : r))),
        (failure: unknown) =>
          setRows((rows) => rows.map((r) => (r.id === row.id ? { ...r, error: refusalText(failure) } : r))),
      );
    }
  };

  const good = rows.filter((row) => row.size !== undefined);
  const checking = rows.some((row) => row.size === undefined && row.error === undefined);
  const ready = good.length >= 1 && !checking && !busy;

  const make = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const files = good.map((row) => ({ name: row.file.name, file: row.file }));
      setResult(await callPdfWorker("fromImages", [files, { page, orientation, marginMm: MARGIN_MM[margin] }]));
      reportToolUse(SLUG, t`Made a PDF of images`);
    } catch (failure) {
      setError(refusalText(failure));
    } finally {
      setBusy(false);
    }
  };

  const pixels = ({ width, height }: ImageSize) => `${i18n.number(width)} × ${i18n.number(height)} px`;

  return (
    <div className="space-y-4">
      <DropZone
        label={t`Upload images`}
        hint={t`Click, drop or paste JPG or PNG images, up to 100 MB in all`}
        accept="image/jpeg,image/png,.jpg,.jpeg,.png"
        onFiles={add}
      />
      {rows.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle as="h2">
              <Trans>Images in page order</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>
                Drag an image, or use its arrows, to change the order. Images that cannot be read are left out.
              </Trans>
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ReorderableFileList
              rows={rows}
              label={t`Images in page order`}
              icon={FileImage}
              detail={({ file, size }) =>
                size === undefined ? undefined : `${pixels(size)} · ${formatBytes(file.size)}`
              }
              onChange={(rows) => {
                setRows(rows);
                changed();
              }}
              rowTestId="image-row"
            />
          </CardContent>
        </Card>
      )}
      <Card>
        <CardHeader>
          <CardTitle as="h2">
            <Trans>Pages</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>
              Each image is centred and shrunk to fit inside the margin, never enlarged. JPGs go in as they are.
            </Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-3">
          <SelectField<PageSize>
            label={t`Page size`}
            value={page}
            onValueChange={(value) => {
              setPage(value);
              changed();
            }}
            options={[
              { value: "a4", label: t`A4` },
              { value: "letter", label: t`Letter` },
              { value: "fit", label: t`Fit to image` },
            ]}
          />
          <SelectField<Orientation>
            label={t`Orientation`}
            value={orientation}
            disabled={page === "fit"}
            onValueChange={(value) => {
              setOrientation(value);
              changed();
            }}
            options={[
              { value: "auto", label: t`Automatic (follows each image)` },
              { value: "portrait", label: t`Portrait` },
              { value: "landscape", label: t`Landscape` },
            ]}
          />
          <SelectField<Margin>
            label={t`Margin`}
            value={margin}
            onValueChange={(value) => {
              setMargin(value);
              changed();
            }}
            options={[
              { value: "none", label: t`None` },
              { value: "small", label: t`Small (10 mm)` },
              { value: "large", label: t`Large (20 mm)` },
            ]}
          />
        </CardContent>
      </Card>
      {rows.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <Button onClick={() => void make()} disabled={!ready}>
            <Trans>Make PDF</Trans>
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              setRows([]);
              changed();
            }}
            disabled={busy}
          >
            <Trans>Clear all</Trans>
          </Button>
          {busy && (
            <BusyStatus>
              <Trans>Making the PDF…</Trans>
            </BusyStatus>
          )}
          {!busy && good.length === 0 && !checking && (
            <p className="text-sm text-muted-foreground">
              <Trans>Add at least one readable JPG or PNG image.</Trans>
            </p>
          )}
        </div>
      )}
      {error && (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      {result && (
        <Card>
          <CardHeader>
            <CardTitle as="h2">
              <Trans>Your PDF</Trans>
            </CardTitle>
            <CardDescription data-testid="pdf-summary">
              {`${result.fileName} · ${formatBytes(result.bytes.length)}`}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button
              onClick={() => {
                downloadBlob(new Blob([result.bytes], { type: "application/pdf" }), result.fileName);
                reportToolUse(SLUG, t`Downloaded a PDF of images`);
              }}
            >
              <Download aria-hidden /> <Trans>Download</Trans>
            </Button>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
