import { Trans, useLingui } from "@lingui/react/macro";
import { History, RotateCcw, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { UNKNOWN } from "@/lib/api/types";
import type { LookupHistoryEntry } from "./history";

export interface HistoryListProps {
  entries: readonly LookupHistoryEntry[];
  onLoad: (entry: LookupHistoryEntry) => void;
  onClear: () => void;
}

/** When each lookup was made: the date and time in the page's language (all numeric, to the second). */
const WHEN: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
};

/** The history tab: the last ten lookups, each loadable back without a new request. */
export function HistoryList({ entries, onLoad, onClear }: HistoryListProps) {
  const { t, i18n } = useLingui();
  const place = ({ result, location }: LookupHistoryEntry) =>
    location.status === "missing"
      ? t`No location found`
      : [result.city, result.country].filter((part) => part !== UNKNOWN).join(", ") || t`Location unknown`;

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle as="h2">
            <Trans>Lookup History</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>Your last 10 lookups, kept in this browser.</Trans>
          </CardDescription>
        </div>
        {entries.length > 0 && (
          <Button variant="outline" size="sm" onClick={onClear}>
            <Trash2 aria-hidden /> <Trans>Clear History</Trans>
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {entries.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-6 text-center text-muted-foreground">
            <History aria-hidden className="size-8" />
            <p>
              <Trans>No lookups yet. The addresses you look up appear here.</Trans>
            </p>
          </div>
        ) : (
          <ul className="divide-y" aria-label={t`Lookup history`}>
            {entries.map((entry) => {
              const ip = entry.ip;
              return (
                <li key={ip} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="font-mono font-medium break-all">{ip}</p>
                    <p className="text-sm text-muted-foreground">
                      {place(entry)} ·{" "}
                      <time dateTime={new Date(entry.timestamp).toISOString()}>
                        {i18n.date(new Date(entry.timestamp), WHEN)}
                      </time>
                    </p>
                  </div>
                  <Button variant="outline" size="sm" onClick={() => onLoad(entry)} aria-label={t`Load ${ip}`}>
                    <RotateCcw aria-hidden /> <Trans>Load</Trans>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
