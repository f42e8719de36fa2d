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
          <dl className="grid grid-cols-2 gap-3">
            <Stat id="json-stat-size" label="Size" value={formatBytes(stats.size)} />
            <Stat id="json-stat-minified" label="Minified Size" value={formatBytes(stats.minifiedSize)} />
            <Stat id="json-stat-ratio" label="Compression Ratio" value={`${stats.compressionRatio.toFixed(1)}%`} />
            <Stat id="json-stat-keys" label="Total Keys" value={stats.keyCount.toLocaleString("en-US")} />
            <Stat id="json-stat-depth" label="Depth" value={stats.depth.toLocaleString("en-US")} />
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">Statistics appear when the JSON is valid.</p>
        )}
      </CardContent>
    </Card>
  );
}

function Stat({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div className="min-w-0 rounded-lg border bg-muted/40 p-3">
      <dt id={id} className="text-xs text-muted-foreground">
        {label}
      </dt>
      <dd aria-labelledby={id} className="truncate text-lg font-semibold tabular-nums">
        {value}
      </dd>
    </div>
  );
}
