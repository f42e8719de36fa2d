import { StatGrid } from "@/components/StatGrid";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatBytes } from "@/lib/format-bytes";
import type { JsonStats } from "@/lib/json-engine";

/** The spec's JSON statistics (size, minified size, compression ratio, keys, depth), shared by the Formatter and
 *  the Validator; `null` while the input is not valid JSON. */
export function JsonStatisticsCard({ stats }: { stats: JsonStats | null }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle as="h2">Statistics</CardTitle>
        <CardDescription>Sizes in UTF-8 bytes. The ratio is how much minifying saves.</CardDescription>
      </CardHeader>
      <CardContent>
        {stats ? (
          <StatGrid
            variant="detail"
            columns={{ base: 2, sm: 2 }}
            items={[
              { key: "size", label: "Size", value: formatBytes(stats.size) },
              { key: "minified", label: "Minified Size", value: formatBytes(stats.minifiedSize) },
              { key: "ratio", label: "Compression Ratio", value: `${stats.compressionRatio.toFixed(1)}%` },
              { key: "keys", label: "Total Keys", value: stats.keyCount.toLocaleString("en-US") },
              { key: "depth", label: "Depth", value: stats.depth.toLocaleString("en-US") },
            ]}
          />
        ) : (
          <p className="text-sm text-muted-foreground">Statistics appear when the JSON is valid.</p>
        )}
      </CardContent>
    </Card>
  );
}
