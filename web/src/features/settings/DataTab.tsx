import { useId, useRef } from "react";
import { Download, Trash2, Upload } from "lucide-react";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { LabelledSlider } from "@/components/LabelledSlider";
import { LabelledSwitch } from "@/components/LabelledSwitch";
import { SelectField } from "@/components/SelectField";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { HISTORY_RETENTION, type ExportFormat } from "@/lib/app-settings";
import { cn } from "@/lib/cn";
import { OfflineCard } from "./OfflineCard";
import { SettingsCard, type SettingsTabProps } from "./SettingControls";
import { STORAGE_DISPLAY_TOTAL_KB, type StorageUsage } from "./storage-usage";

/** The formats' own names, the same in every language. */
const FORMATS: { value: ExportFormat; label: string }[] = [
  { value: "json", label: "JSON" },
  { value: "csv", label: "CSV" },
];

/** The bar's colour: yellow above 60 %, red above 80 % (outranks the indicator's own bg-primary). */
const LEVEL_COLOUR = {
  normal: "",
  warning: "[&>[data-slot=progress-indicator]]:bg-yellow-500",
  critical: "[&>[data-slot=progress-indicator]]:bg-red-600",
} as const;

const daysLabel = (days: number) => plural(days, { one: "# day", other: "# days" });

export interface DataTabProps extends SettingsTabProps {
  usage: StorageUsage;
  onExport: () => void;
  onImport: (file: File) => void;
  onClearAll: () => void;
}

export function DataTab({ settings, onChange, usage, onExport, onImport, onClearAll }: DataTabProps) {
  const data = settings.data;
  const setData = <K extends keyof typeof data>(key: K, value: (typeof data)[K]) =>
    onChange((s) => ({ ...s, data: { ...s.data, [key]: value } }));
  const { t, i18n } = useLingui();
  const fileInput = useRef<HTMLInputElement>(null);
  const storageLabel = useId();
  // '12.5 KB of 5120 KB used': one decimal, no grouping, as the spec writes it; the page's decimal sign.
  const usedKb = i18n.number(usage.usedKb, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false });
  const totalKb = i18n.number(STORAGE_DISPLAY_TOTAL_KB, { useGrouping: false });
  const used = t`${usedKb} KB of ${totalKb} KB used`;
  return (
    <div className="grid gap-4">
      <SettingsCard title={t`Data`} description={t`What Penknife keeps in this browser, and for how long.`}>
        <LabelledSlider
          id="settings-history-retention"
          label={t`History Retention`}
          {...HISTORY_RETENTION}
          value={data.historyRetention}
          valuePosition="beside-label"
          format={daysLabel}
          valueText={daysLabel}
          description={t`History older than this is deleted.`}
          onValueChange={(days) => setData("historyRetention", days)}
        />
        <LabelledSwitch
          id="settings-auto-backup"
          label={t`Auto Backup`}
          description={t`Not available yet: a weekly backup is not made for you; use Export Data below.`}
          checked={data.autoBackup}
          onCheckedChange={(value) => setData("autoBackup", value)}
        />
        <SelectField
          id="settings-export-format"
          label={t`Export Format`}
          options={FORMATS}
          value={data.exportFormat}
          onValueChange={(format) => setData("exportFormat", format)}
        />
      </SettingsCard>

      <SettingsCard
        title={t`Backup`}
        description={t`Your settings, profile, history, favorites and pastes in one file. Importing reads its settings.`}
      >
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={onExport}>
            <Download aria-hidden="true" />
            <Trans>Export Data</Trans>
          </Button>
          <Button variant="outline" onClick={() => fileInput.current?.click()}>
            <Upload aria-hidden="true" />
            <Trans>Import Data</Trans>
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".json,application/json"
            aria-label={t`Import settings file`}
            className="sr-only"
            tabIndex={-1}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = ""; // choosing the same file again must fire again
              if (file) onImport(file);
            }}
          />
        </div>
      </SettingsCard>

      <OfflineCard />

      <SettingsCard title={t`Storage`} description={t`This site's share of your browser's local storage.`}>
        <div className="grid gap-2">
          <div className="flex justify-between text-sm">
            <span id={storageLabel}>
              <Trans>Storage Used</Trans>
            </span>
            <span className="text-muted-foreground tabular-nums" data-testid="storage-used">
              {used}
            </span>
          </div>
          <Progress
            aria-labelledby={storageLabel}
            aria-valuetext={used}
            value={usage.percent}
            data-level={usage.level}
            className={cn(LEVEL_COLOUR[usage.level])}
          />
        </div>
      </SettingsCard>

      <SettingsCard
        title={t`Clear All Data`}
        description={t`Deletes your history, favorites, this browser's list of pastes and saved drafts, and resets settings.`}
      >
        <div>
          <Button variant="destructive" onClick={onClearAll}>
            <Trash2 aria-hidden="true" />
            <Trans>Clear All Data</Trans>
          </Button>
        </div>
      </SettingsCard>
    </div>
  );
}
