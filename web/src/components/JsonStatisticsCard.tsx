import { Trans, useLingui } from "@lingui/react/macro";
import { StatGrid } from "@/components/StatGrid";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatBytes } from "@/lib/format-bytes";
import type { JsonStats } from "@/lib/json-engine";

/** The spec's JSON statistics (size, minified size, compression ratio, keys, depth), shared by the Formatter and
 *  the Validator; `null` while the input is not valid JSON. */
export function JsonStatisticsCard({ stats }: { stats: JsonStats | null }) {
  const { i18n, t } = useLingui();
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Statistics</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Sizes in UTF-8 bytes. The ratio is how much minifying saves.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {stats ? (
          <StatGrid
            variant="detail"
            columns={{ base: 2, sm: 2 }}
            items={[
              { key: "size", label: t`Size`, value: formatBytes(stats.size) },
              { key: "minified", label: t`Minified Size`, value: formatBytes(stats.minifiedSize) },
              {
                key: "ratio",
                label: t`Compression Ratio`,
                // The engine gives it to one decimal already (0.0 to 100.0).
                value: i18n.number(stats.compressionRatio / 100, {
                  style: "percent",
                  minimumFractionDigits: 1,
                  maximumFractionDigits: 1,
                }),
              },
              { key: "keys", label: t`Total Keys`, value: i18n.number(stats.keyCount) },
              { key: "depth", label: t`Depth`, value: i18n.number(stats.depth) },
            ]}
          />
        ) : (
          <p className="text-sm text-muted-foreground">
            <Trans>Statistics appear when the JSON is valid.</Trans>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
