import { useMemo, useState, type ComponentType } from "react";
import { Search } from "lucide-react";
import { i18n } from "@lingui/core";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { SelectField } from "@/components/SelectField";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { HistoryEntry } from "@/lib/history-store";
import { CATEGORIES } from "@/lib/tool-categories";
import { EmptyHistory } from "./EmptyHistory";
import {
  DEFAULT_FILTER,
  SORT_ORDERS,
  TIME_PERIODS,
  filterHistory,
  type CategoryFilter,
  type HistoryFilter,
} from "./filters";
import { formatDateTime, formatDuration, formatRelativeTime } from "./format";
import type { ToolLookup } from "./tool-lookup";

/** A category's name in the page's language; an unknown id as it is. */
export function categoryName(id: string): string {
  const name = CATEGORIES.find((category) => category.id === id)?.name;
  return name ? i18n._(name) : id;
}

export function RecentActivityTab({
  entries,
  lookup,
  FavoriteToggle,
}: {
  entries: HistoryEntry[];
  lookup: ToolLookup;
  FavoriteToggle: ComponentType<{ tool: string }>;
}) {
  const { t } = useLingui();
  const [filter, setFilter] = useState<HistoryFilter>(DEFAULT_FILTER);
  // Times are relative to when the list was last worked out, so they agree with each other.
  const now = useMemo(() => new Date(), [entries, filter]); // eslint-disable-line react-hooks/exhaustive-deps
  const shown = useMemo(
    () => filterHistory(entries, filter, now, (slug) => lookup(slug)?.name ?? slug),
    [entries, filter, now, lookup],
  );
  const set = <K extends keyof HistoryFilter>(key: K, value: HistoryFilter[K]) =>
    setFilter((current) => ({ ...current, [key]: value }));

  if (entries.length === 0) return <EmptyHistory tab="recent" />;

  const categoryOptions: { value: CategoryFilter; label: string }[] = [
    { value: "all", label: t`All Categories` },
    ...CATEGORIES.map((category) => ({ value: category.id, label: i18n._(category.name) })),
  ];
  const periodOptions = TIME_PERIODS.map((period) => ({ value: period.value, label: i18n._(period.label) }));
  const sortOptions = SORT_ORDERS.map((order) => ({ value: order.value, label: i18n._(order.label) }));
  const shownCount = shown.length;
  const total = entries.length;

  return (
    <div className="grid gap-4">
      <Card>
        <CardContent className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <div className="grid gap-2">
            <Label htmlFor="history-search">
              <Trans>Search</Trans>
            </Label>
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 start-2.5 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                id="history-search"
                type="search"
                className="ps-8"
                placeholder={t`Search activity...`}
                value={filter.query}
                onChange={(event) => set("query", event.target.value)}
              />
            </div>
          </div>
          <SelectField
            id="history-category"
            label={t`Category`}
            options={categoryOptions}
            value={filter.category}
            onValueChange={(value) => set("category", value)}
          />
          <SelectField
            id="history-period"
            label={t`Time Period`}
            options={periodOptions}
            value={filter.period}
            onValueChange={(value) => set("period", value)}
          />
          <SelectField
            id="history-sort"
            label={t`Sort By`}
            options={sortOptions}
            value={filter.sort}
            onValueChange={(value) => set("sort", value)}
          />
        </CardContent>
      </Card>

      <p className="text-sm text-muted-foreground" role="status">
        {t`${plural(total, {
          one: `Showing ${shownCount} of # activity`,
          other: `Showing ${shownCount} of # activities`,
        })}`}
      </p>

      {shown.length === 0 ? (
        <Card className="items-center py-10 text-center">
          <CardContent className="grid justify-items-center gap-3">
            <p>
              <Trans>No activity matches your filters.</Trans>
            </p>
            <Button variant="outline" onClick={() => setFilter(DEFAULT_FILTER)}>
              <Trans>Reset Filters</Trans>
            </Button>
          </CardContent>
        </Card>
      ) : (
        <ul className="grid gap-2" aria-label={t`Recent activity`}>
          {shown.map((entry) => {
            const name = lookup(entry.tool)?.name ?? entry.tool;
            const duration = formatDuration(entry.duration);
            return (
              <li key={entry.id}>
                <Card className="gap-0 py-3">
                  <CardContent className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                    <div className="min-w-0 space-y-1">
                      <p className="flex flex-wrap items-center gap-2">
                        <Link to={entry.url} className="font-medium underline-offset-4 hover:underline">
                          {name}
                        </Link>
                        <Badge variant="secondary">{categoryName(entry.category)}</Badge>
                      </p>
                      <p className="text-sm break-words">{entry.description}</p>
                      <p className="flex gap-3 text-xs text-muted-foreground">
                        <time dateTime={entry.timestamp} title={formatDateTime(entry.timestamp)}>
                          {formatRelativeTime(entry.timestamp, now)}
                        </time>
                        <span>
                          <Trans>
                            <span className="sr-only">Duration </span>
                            {duration}
                          </Trans>
                        </span>
                      </p>
                    </div>
                    <FavoriteToggle tool={entry.tool} />
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
