import { useMemo } from "react";
import { StatGrid } from "@/components/StatGrid";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import type { HistoryEntry } from "@/lib/history-store";
import { EmptyHistory } from "./EmptyHistory";
import { formatDuration } from "./format";
import { MOST_USED_COUNT, STREAK_CAP_DAYS, mostUsedTools, summarizeHistory } from "./stats";
import type { ToolLookup } from "./tool-lookup";

export const daysText = (days: number) => `${days} ${days === 1 ? "day" : "days"}`;

export function StatisticsTab({ entries, lookup }: { entries: HistoryEntry[]; lookup: ToolLookup }) {
  const summary = useMemo(() => summarizeHistory(entries, new Date()), [entries]);
  const mostUsed = useMemo(() => mostUsedTools(entries), [entries]);

  if (entries.length === 0) return <EmptyHistory what="your totals, streak and most used tools" />;

  const top = mostUsed[0]?.count ?? 1;
  return (
    <div className="grid gap-4">
      <StatGrid
        items={[
          { key: "uses", label: "Total Uses", value: String(summary.totalUses) },
          { key: "tools", label: "Tools Used", value: String(summary.toolsUsed) },
          { key: "time", label: "Time Spent", value: formatDuration(summary.totalDuration) },
          { key: "streak", label: "Current Streak", value: daysText(summary.streakDays) },
        ]}
      />
      <p className="text-xs text-muted-foreground">
        The streak counts consecutive days with at least one tool used, up to {STREAK_CAP_DAYS}.
      </p>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Most Used Tools</CardTitle>
          <CardDescription>Your top {MOST_USED_COUNT}, by number of uses.</CardDescription>
        </CardHeader>
        <CardContent>
          <ol className="grid gap-3">
            {mostUsed.map((count, index) => {
              const name = lookup(count.tool)?.name ?? count.tool;
              return (
                <li key={count.tool} className="grid gap-1">
                  <div className="flex items-baseline justify-between gap-3 text-sm">
                    <span className="min-w-0 truncate">
                      <span className="text-muted-foreground">{index + 1}. </span>
                      {name}
                    </span>
                    <span className="shrink-0 tabular-nums">
                      {count.count} {count.count === 1 ? "use" : "uses"} · {formatDuration(count.duration)}
                    </span>
                  </div>
                  <Progress value={(count.count / top) * 100} aria-label={`${name}: ${count.count} uses`} />
                </li>
              );
            })}
          </ol>
        </CardContent>
      </Card>
    </div>
  );
}
