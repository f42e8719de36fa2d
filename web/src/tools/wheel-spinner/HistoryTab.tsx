import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { History, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

export interface HistoryTabProps {
  /** Winner texts, newest first. */
  history: string[];
  limit: number;
  onClear: () => void;
}

export function HistoryTab({ history, limit, onClear }: HistoryTabProps) {
  const { t } = useLingui();
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle as="h2" className="flex items-center gap-2">
            <History aria-hidden className="size-5" /> <Trans>Spin History</Trans>
          </CardTitle>
          <CardDescription>
            <Plural value={limit} one="The last # result, newest first." other="The last # results, newest first." />
          </CardDescription>
        </div>
        <Button variant="outline" onClick={onClear} disabled={history.length === 0}>
          <Trash2 aria-hidden /> <Trans>Clear History</Trans>
        </Button>
      </CardHeader>
      <CardContent>
        {history.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No spins yet. Spin the wheel and the winners appear here.</Trans>
          </p>
        ) : (
          <ol aria-label={t`Spin history`} className="space-y-1.5">
            {history.map((winner, index) => (
              <li key={`${index}-${winner}`} className="flex items-center gap-3 rounded-md border px-3 py-2 text-sm">
                <span className="w-8 shrink-0 text-muted-foreground tabular-nums">#{index + 1}</span>
                <span className="min-w-0 flex-1 break-words font-medium">{winner}</span>
                {index === 0 && (
                  <span className="text-xs text-muted-foreground">
                    <Trans>Latest</Trans>
                  </span>
                )}
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
