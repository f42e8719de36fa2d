import { lazy, Suspense, useState, type ComponentType } from "react";
import { BarChart3, Clock, Download, Heart, History, Trash2, TrendingUp } from "lucide-react";
import { Trans, useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useDocumentTitle } from "@/lib/document-title";
import { ClearHistoryDialog } from "./ClearHistoryDialog";
import { downloadHistory } from "./export";
import { FavoritesTab } from "./FavoritesTab";
import { RecentActivityTab } from "./RecentActivityTab";
import { StatisticsTab } from "./StatisticsTab";
import type { ToolLookup } from "./tool-lookup";
import { useFavoriteList, useHistoryEntries } from "./use-history";

// The chart library is this tab's alone: it loads when the tab first opens, never with the app.
const AnalyticsTab = lazy(() => import("./AnalyticsTab"));

export interface HistoryPageProps {
  lookup: ToolLookup;
  /** The favorite toggle for a tool (the app hands over the favorites feature's, with its toasts). */
  FavoriteToggle: ComponentType<{ tool: string }>;
}

/** /history (spec part 2 §2): what this browser (or, signed in, the account) used, with favorites and stats. */
export default function HistoryPage({ lookup, FavoriteToggle }: HistoryPageProps) {
  const { t } = useLingui();
  useDocumentTitle(t`History`);
  const entries = useHistoryEntries();
  const favorites = useFavoriteList();
  const [clearing, setClearing] = useState(false);
  const [tab, setTab] = useState("recent");
  const empty = entries.length === 0;

  function exportHistory() {
    try {
      downloadHistory(entries, favorites, new Date());
      const count = entries.length;
      toast.success(t`History Exported`, {
        // The English says "entries" even for one; translators get the plural forms.
        description: t`${plural(count, { one: "# entries have been downloaded.", other: "# entries have been downloaded." })}`,
      });
    } catch (error) {
      console.error("history export failed", error);
      toast.error(t`Export Failed`, { description: t`Failed to export data. Please try again.` });
    }
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-2">
          <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight">
            <History aria-hidden="true" className="size-7 text-primary" />
            <Trans>History</Trans>
          </h1>
          <p className="text-muted-foreground">
            <Trans>The tools you have used, your favorites and your activity.</Trans>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={exportHistory} disabled={empty}>
            <Download aria-hidden="true" />
            <Trans>Export</Trans>
          </Button>
          <Button variant="outline" onClick={() => setClearing(true)} disabled={empty}>
            <Trash2 aria-hidden="true" />
            <Trans>Clear History</Trans>
          </Button>
        </div>
      </header>

      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="grid h-auto w-full grid-cols-2 sm:grid-cols-4">
          <TabsTrigger value="recent">
            <Clock aria-hidden="true" />
            <Trans>Recent Activity</Trans>
          </TabsTrigger>
          <TabsTrigger value="favorites">
            <Heart aria-hidden="true" />
            <Trans>Favorites</Trans>
          </TabsTrigger>
          <TabsTrigger value="statistics">
            <TrendingUp aria-hidden="true" />
            <Trans>Statistics</Trans>
          </TabsTrigger>
          <TabsTrigger value="analytics">
            <BarChart3 aria-hidden="true" />
            <Trans>Analytics</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="recent">
          <RecentActivityTab entries={entries} lookup={lookup} FavoriteToggle={FavoriteToggle} />
        </TabsContent>
        <TabsContent value="favorites">
          <FavoritesTab favorites={favorites} entries={entries} lookup={lookup} FavoriteToggle={FavoriteToggle} />
        </TabsContent>
        <TabsContent value="statistics">
          <StatisticsTab entries={entries} lookup={lookup} />
        </TabsContent>
        <TabsContent value="analytics">
          {tab === "analytics" && (
            <Suspense fallback={<p role="status">{t`Loading charts…`}</p>}>
              <AnalyticsTab entries={entries} lookup={lookup} />
            </Suspense>
          )}
        </TabsContent>
      </Tabs>

      <ClearHistoryDialog open={clearing} onOpenChange={setClearing} />
    </div>
  );
}
