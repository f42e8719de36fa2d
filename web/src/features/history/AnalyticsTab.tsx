import { useMemo, type ReactNode } from "react";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { useLingui } from "@lingui/react/macro";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { HistoryEntry } from "@/lib/history-store";
import { EmptyHistory } from "./EmptyHistory";
import { CHART_DAYS, MOST_USED_COUNT, mostUsedTools, usesByCategory, usesByDay } from "./stats";
import type { ToolLookup } from "./tool-lookup";

// Theme colours (index.css) so the charts follow light and dark.
const CATEGORY_COLOURS = ["var(--primary)", "var(--success)", "var(--premium)", "var(--destructive)", "var(--ring)"];
const AXIS = { fontSize: 12, fill: "var(--muted-foreground)" };
const TOOLTIP = {
  contentStyle: { background: "var(--popover)", color: "var(--popover-foreground)", borderRadius: 8 },
  cursor: { fill: "var(--muted)" },
};

/**
 * A chart with its numbers as a list for screen readers; the drawing is hidden from them and (no
 * accessibilityLayer) takes no keyboard focus, as nothing inside an aria-hidden region may.
 */
function ChartCard({
  title,
  description,
  summary,
  children,
}: {
  title: string;
  description: string;
  summary: { label: string; value: number }[];
  children: ReactNode;
}) {
  const { t, i18n } = useLingui();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <div aria-hidden="true" className="h-64 w-full">
          <ResponsiveContainer width="100%" height="100%">
            {children}
          </ResponsiveContainer>
        </div>
        <ul className="sr-only">
          {summary.map(({ label, value }) => {
            const count = i18n.number(value);
            return <li key={label}>{t`${label}: ${count}`}</li>;
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

/** Uses by day, by category and by tool (recharts; this module is loaded only by this tab). */
export default function AnalyticsTab({ entries, lookup }: { entries: HistoryEntry[]; lookup: ToolLookup }) {
  const { t, i18n } = useLingui();
  const byDay = useMemo(() => usesByDay(entries, new Date()), [entries]);
  const byCategory = useMemo(() => usesByCategory(entries), [entries]);
  const byTool = useMemo(
    () => mostUsedTools(entries).map((count) => ({ name: lookup(count.tool)?.name ?? count.tool, uses: count.count })),
    [entries, lookup],
  );

  if (entries.length === 0) return <EmptyHistory tab="analytics" />;

  const chartDays = CHART_DAYS;
  const topCount = MOST_USED_COUNT;
  const uses = t`Uses`;
  // Numbers on the axes and in the tooltips, written the page's way.
  const number = (value: unknown) => (typeof value === "number" ? i18n.number(value) : String(value));

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard
        title={t`Activity by Day`}
        description={t`Tool uses on each of the last ${chartDays} days.`}
        summary={byDay.map((day) => ({ label: day.day, value: day.uses }))}
      >
        <BarChart data={byDay} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tick={AXIS} interval="preserveStartEnd" />
          <YAxis allowDecimals={false} tick={AXIS} tickFormatter={number} width={32} />
          <Tooltip {...TOOLTIP} formatter={number} />
          <Bar dataKey="uses" name={uses} fill="var(--primary)" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ChartCard>
      <ChartCard
        title={t`Usage by Category`}
        description={t`Which kinds of tools you use.`}
        summary={byCategory.map((category) => ({ label: category.name, value: category.uses }))}
      >
        <PieChart accessibilityLayer={false}>
          <Tooltip {...TOOLTIP} formatter={number} />
          <Pie
            data={byCategory}
            dataKey="uses"
            nameKey="name"
            innerRadius="45%"
            outerRadius="80%"
            label
            rootTabIndex={-1}
          >
            {byCategory.map((category, index) => (
              <Cell key={category.category} fill={CATEGORY_COLOURS[index % CATEGORY_COLOURS.length]} />
            ))}
          </Pie>
        </PieChart>
      </ChartCard>
      <div className="lg:col-span-2">
        <ChartCard
          title={t`Usage by Tool`}
          description={t`Your top ${topCount} tools by number of uses.`}
          summary={byTool.map((tool) => ({ label: tool.name, value: tool.uses }))}
        >
          <BarChart data={byTool} layout="vertical" margin={{ left: 8 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} tick={AXIS} tickFormatter={number} />
            <YAxis type="category" dataKey="name" tick={AXIS} width={140} />
            <Tooltip {...TOOLTIP} formatter={number} />
            <Bar dataKey="uses" name={uses} fill="var(--success)" radius={[0, 4, 4, 0]} />
          </BarChart>
        </ChartCard>
      </div>
    </div>
  );
}
