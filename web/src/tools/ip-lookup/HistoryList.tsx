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

const place = ({ result, location }: LookupHistoryEntry) =>
  location.status === "missing"
    ? "No location found"
    : [result.city, result.country].filter((part) => part !== UNKNOWN).join(", ") || "Location unknown";

/** The history tab: the last ten lookups, each loadable back without a new request. */
export function HistoryList({ entries, onLoad, onClear }: HistoryListProps) {
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle as="h2">Lookup History</CardTitle>
          <CardDescription>Your last 10 lookups, kept in this browser.</CardDescription>
        </div>
        {entries.length > 0 && (
          <Button variant="outline" size="sm" onClick={onClear}>
            <Trash2 aria-hidden /> Clear History
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {entries.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-6 text-center text-muted-foreground">
            <History aria-hidden className="size-8" />
            <p>No lookups yet. The addresses you look up appear here.</p>
          </div>
        ) : (
          <ul className="divide-y" aria-label="Lookup history">
            {entries.map((entry) => (
              <li key={entry.ip} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-mono font-medium break-all">{entry.ip}</p>
                  <p className="text-sm text-muted-foreground">
                    {place(entry)} ·{" "}
                    <time dateTime={new Date(entry.timestamp).toISOString()}>
                      {new Date(entry.timestamp).toLocaleString()}
                    </time>
                  </p>
                </div>
                <Button variant="outline" size="sm" onClick={() => onLoad(entry)} aria-label={`Load ${entry.ip}`}>
                  <RotateCcw aria-hidden /> Load
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
