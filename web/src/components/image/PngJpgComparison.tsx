import { Trans, useLingui } from "@lingui/react/macro";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { StatGrid } from "@/components/StatGrid";

/** The spec's 'format details and a PNG vs JPG comparison list' on the PNG ↔ JPG pages' Statistics tab. */
export function PngJpgComparison() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>PNG vs JPG</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="png-vs-jpg-png" className="space-y-2">
          <h3 id="png-vs-jpg-png" className="font-semibold">
            {"PNG"}
          </h3>
          <ul className="list-disc space-y-1 ps-5 text-sm text-muted-foreground">
            <li>
              <Trans>Lossless: every pixel is kept exactly</Trans>
            </li>
            <li>
              <Trans>Supports transparency</Trans>
            </li>
            <li>
              <Trans>Best for screenshots, logos, text and graphics</Trans>
            </li>
            <li>
              <Trans>Larger files for photos</Trans>
            </li>
          </ul>
        </section>
        <section aria-labelledby="png-vs-jpg-jpg" className="space-y-2">
          <h3 id="png-vs-jpg-jpg" className="font-semibold">
            {"JPG"}
          </h3>
          <ul className="list-disc space-y-1 ps-5 text-sm text-muted-foreground">
            <li>
              <Trans>Lossy: smaller files at a chosen quality</Trans>
            </li>
            <li>
              <Trans>No transparency (drawn on a background colour)</Trans>
            </li>
            <li>
              <Trans>Best for photographs</Trans>
            </li>
            <li>
              <Trans>Opens everywhere</Trans>
            </li>
          </ul>
        </section>
      </CardContent>
    </Card>
  );
}

/** Format details of one format: what the file is and where it is read. */
export function FormatDetails({ format }: { format: "PNG" | "JPG" }) {
  const { t } = useLingui();
  const details =
    format === "JPG"
      ? [
          { key: "type", label: t`MIME type`, value: "image/jpeg" },
          { key: "compression", label: t`Compression`, value: t`Lossy (MozJPEG)` },
          { key: "transparency", label: t`Transparency`, value: t`No` },
        ]
      : [
          { key: "type", label: t`MIME type`, value: "image/png" },
          { key: "compression", label: t`Compression`, value: t`Lossless (OxiPNG)` },
          { key: "transparency", label: t`Transparency`, value: t`Yes` },
        ];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>{format} Format Details</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <StatGrid variant="rows" items={details} />
      </CardContent>
    </Card>
  );
}
