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
          {summary.map((item) => (
            <li key={item.label}>
              {item.label}: {item.value}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** Uses by day, by category and by tool (recharts; this module is loaded only by this tab). */
export default function AnalyticsTab({ entries, lookup }: { entries: HistoryEntry[]; lookup: ToolLookup }) {
  const byDay = useMemo(() => usesByDay(entries, new Date()), [entries]);
  const byCategory = useMemo(() => usesByCategory(entries), [entries]);
  const byTool = useMemo(
    () => mostUsedTools(entries).map((count) => ({ name: lookup(count.tool)?.name ?? count.tool, uses: count.count })),
    [entries, lookup],
  );

  if (entries.length === 0) return <EmptyHistory what="charts of your activity" />;

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard
        title="Activity by Day"
        description={`Tool uses on each of the last ${CHART_DAYS} days.`}
        summary={byDay.map((day) => ({ label: day.day, value: day.uses }))}
      >
        <BarChart data={byDay} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tick={AXIS} interval="preserveStartEnd" />
          <YAxis allowDecimals={false} tick={AXIS} width={32} />
          <Tooltip {...TOOLTIP} />
          <Bar dataKey="uses" name="Uses" fill="var(--primary)" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ChartCard>
      <ChartCard
        title="Usage by Category"
        description="Which kinds of tools you use."
        summary={byCategory.map((category) => ({ label: category.name, value: category.uses }))}
      >
        <PieChart accessibilityLayer={false}>
          <Tooltip {...TOOLTIP} />
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
          title="Usage by Tool"
          description={`Your top ${MOST_USED_COUNT} tools by number of uses.`}
          summary={byTool.map((tool) => ({ label: tool.name, value: tool.uses }))}
        >
          <BarChart data={byTool} layout="vertical" margin={{ left: 8 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} tick={AXIS} />
            <YAxis type="category" dataKey="name" tick={AXIS} width={140} />
            <Tooltip {...TOOLTIP} />
            <Bar dataKey="uses" name="Uses" fill="var(--success)" radius={[0, 4, 4, 0]} />
          </BarChart>
        </ChartCard>
      </div>
    </div>
  );
}
