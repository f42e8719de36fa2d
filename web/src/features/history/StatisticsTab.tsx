import { useMemo } from "react";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { StatGrid } from "@/components/StatGrid";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import type { HistoryEntry } from "@/lib/history-store";
import { EmptyHistory } from "./EmptyHistory";
import { formatDuration } from "./format";
import { MOST_USED_COUNT, STREAK_CAP_DAYS, mostUsedTools, summarizeHistory } from "./stats";
import type { ToolLookup } from "./tool-lookup";

export const daysText = (days: number) => plural(days, { one: "# day", other: "# days" });

export function StatisticsTab({ entries, lookup }: { entries: HistoryEntry[]; lookup: ToolLookup }) {
  const { t, i18n } = useLingui();
  const summary = useMemo(() => summarizeHistory(entries, new Date()), [entries]);
  const mostUsed = useMemo(() => mostUsedTools(entries), [entries]);

  if (entries.length === 0) return <EmptyHistory tab="statistics" />;

  const top = mostUsed[0]?.count ?? 1;
  const cap = STREAK_CAP_DAYS;
  const topCount = MOST_USED_COUNT;
  return (
    <div className="grid gap-4">
      <StatGrid
        items={[
          { key: "uses", label: t`Total Uses`, value: i18n.number(summary.totalUses) },
          { key: "tools", label: t`Tools Used`, value: i18n.number(summary.toolsUsed) },
          { key: "time", label: t`Time Spent`, value: formatDuration(summary.totalDuration) },
          { key: "streak", label: t`Current Streak`, value: daysText(summary.streakDays) },
        ]}
      />
      <p className="text-xs text-muted-foreground">
        <Trans>The streak counts consecutive days with at least one tool used, up to {cap}.</Trans>
      </p>
      <Card>
        <CardHeader>
          <CardTitle as="h2">
            <Trans>Most Used Tools</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>Your top {topCount}, by number of uses.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ol className="grid gap-3">
            {mostUsed.map((count, index) => {
              const name = lookup(count.tool)?.name ?? count.tool;
              const uses = count.count;
              const duration = formatDuration(count.duration);
              return (
                <li key={count.tool} className="grid gap-1">
                  <div className="flex items-baseline justify-between gap-3 text-sm">
                    <span className="min-w-0 truncate">
                      <span className="text-muted-foreground">{index + 1}. </span>
                      {name}
                    </span>
                    <span className="shrink-0 tabular-nums">
                      {t`${plural(uses, { one: "# use", other: "# uses" })} · ${duration}`}
                    </span>
                  </div>
                  <Progress
                    value={(count.count / top) * 100}
                    aria-label={t`${name}: ${plural(uses, { one: "# uses", other: "# uses" })}`}
                  />
                </li>
              );
            })}
          </ol>
        </CardContent>
      </Card>
    </div>
  );
}
