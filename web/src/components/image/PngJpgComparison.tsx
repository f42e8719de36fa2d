import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { StatGrid } from "@/components/StatGrid";

/** The spec's 'format details and a PNG vs JPG comparison list' on the PNG ↔ JPG pages' Statistics tab. */
export function PngJpgComparison() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">PNG vs JPG</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="png-vs-jpg-png" className="space-y-2">
          <h3 id="png-vs-jpg-png" className="font-semibold">
            PNG
          </h3>
          <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
            <li>Lossless: every pixel is kept exactly</li>
            <li>Supports transparency</li>
            <li>Best for screenshots, logos, text and graphics</li>
            <li>Larger files for photos</li>
          </ul>
        </section>
        <section aria-labelledby="png-vs-jpg-jpg" className="space-y-2">
          <h3 id="png-vs-jpg-jpg" className="font-semibold">
            JPG
          </h3>
          <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
            <li>Lossy: smaller files at a chosen quality</li>
            <li>No transparency (drawn on a background colour)</li>
            <li>Best for photographs</li>
            <li>Opens everywhere</li>
          </ul>
        </section>
      </CardContent>
    </Card>
  );
}

/** Format details of one format: what the file is and where it is read. */
export function FormatDetails({ format }: { format: "PNG" | "JPG" }) {
  const details =
    format === "JPG"
      ? [
          { key: "type", label: "MIME type", value: "image/jpeg" },
          { key: "compression", label: "Compression", value: "Lossy (MozJPEG)" },
          { key: "transparency", label: "Transparency", value: "No" },
        ]
      : [
          { key: "type", label: "MIME type", value: "image/png" },
          { key: "compression", label: "Compression", value: "Lossless (OxiPNG)" },
          { key: "transparency", label: "Transparency", value: "Yes" },
        ];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{format} Format Details</CardTitle>
      </CardHeader>
      <CardContent>
        <StatGrid variant="rows" items={details} />
      </CardContent>
    </Card>
  );
}
