import { useState } from "react";
import { RotateCcw, Save, TriangleAlert } from "lucide-react";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { defaultAppSettings, useAppSettings, type AppSettings } from "@/lib/app-settings";
import { useDocumentTitle } from "@/lib/document-title";
import { AppearanceTab } from "./AppearanceTab";
import { clearAllData } from "./clear-all-data";
import { DataTab } from "./DataTab";
import { exportBackup, importSettingsFile } from "./backup-files";
import { NotificationsTab } from "./NotificationsTab";
import { PreferencesTab } from "./PreferencesTab";
import { PrivacyTab } from "./PrivacyTab";
import { SecurityTab } from "./SecurityTab";
import { saveAndSyncSettings } from "./settings-sync";
import { measureLocalStorage, storageUsage } from "./storage-usage";

/** The spec's failure messages (part 2 §8). */
const FAILED = {
  save: msg`Failed to save settings. Please try again.`,
  export: msg`Failed to export data. Please try again.`,
  import: msg`Failed to import data. Please check the file format.`,
  clear: msg`Failed to clear data. Please try again.`,
};

const TABS = [
  { value: "appearance", label: msg`Appearance` },
  { value: "notifications", label: msg`Notifications` },
  { value: "privacy", label: msg`Privacy` },
  { value: "preferences", label: msg`Preferences` },
  { value: "data", label: msg`Data` },
  { value: "security", label: msg`Security` },
] as const;

export interface SettingsPageProps {
  /** The signed-in user's profile for the backup file; null when signed out. */
  profile: object | null;
}

/** /settings (part 2 §2, §4): edits a copy of the settings; Save applies and keeps them. */
export default function SettingsPage({ profile }: SettingsPageProps) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Settings`);
  const saved = useAppSettings();
  const [draft, setDraft] = useState<AppSettings>(saved);
  const [unsaved, setUnsaved] = useState(false);
  const [saving, setSaving] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);
  const [clearing, setClearing] = useState(false);
  const [storageBytes, setStorageBytes] = useState(measureLocalStorage);
  const remeasure = () => setStorageBytes(measureLocalStorage());

  // New settings arrived (the account's copy, another tab, the header's theme switcher): show them unless the
  // user is mid-edit.
  const [shown, setShown] = useState(saved);
  if (saved !== shown) {
    setShown(saved);
    if (!unsaved) setDraft(saved);
  }

  const change = (update: (settings: AppSettings) => AppSettings) => {
    setDraft(update);
    setUnsaved(true);
  };

  async function save() {
    setSaving(true);
    try {
      await saveAndSyncSettings(draft);
      setUnsaved(false);
      toast.success(t`Settings Saved`, { description: t`Your settings have been saved and applied.` });
    } catch (error) {
      console.error("saving settings failed", error);
      setUnsaved(true);
      toast.error(t`Save Failed`, { description: i18n._(FAILED.save) });
    } finally {
      setSaving(false);
      remeasure();
    }
  }

  function reset() {
    change(() => defaultAppSettings());
    toast.success(t`Settings Reset`, { description: t`Defaults restored. Save to apply them.` });
  }

  function exportData() {
    try {
      exportBackup(saved, profile);
      toast.success(t`Data Exported`, { description: t`Your backup file has been downloaded.` });
    } catch (error) {
      console.error("export failed", error);
      toast.error(t`Export Failed`, { description: i18n._(FAILED.export) });
    }
  }

  async function importData(file: File) {
    const imported = await importSettingsFile(file);
    if (!imported) {
      toast.error(t`Import Failed`, { description: i18n._(FAILED.import) });
      return;
    }
    change(() => imported);
    toast.success(t`Data Imported`, { description: t`Settings read from the file. Save to apply them.` });
  }

  async function clearAll() {
    setClearing(true);
    try {
      await clearAllData();
      setDraft(defaultAppSettings());
      setUnsaved(false);
      setConfirmClear(false);
      toast.success(t`Data Cleared`, { description: t`Your data has been deleted and settings reset.` });
    } catch (error) {
      console.error("clearing data failed", error);
      toast.error(t`Clear Failed`, { description: i18n._(FAILED.clear) });
    } finally {
      setClearing(false);
      remeasure();
    }
  }

  const tab = { settings: draft, onChange: change };
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">
            <Trans>Settings</Trans>
          </h1>
          <p className="text-muted-foreground">
            <Trans>Your theme, defaults and data. Signed in, they follow you everywhere.</Trans>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={reset} disabled={saving}>
            <RotateCcw aria-hidden="true" />
            <Trans>Reset</Trans>
          </Button>
          <Button onClick={save} disabled={saving || !unsaved}>
            <Save aria-hidden="true" />
            {saving ? t`Saving...` : t`Save Changes`}
          </Button>
        </div>
      </div>

      {unsaved && (
        <Alert className="mt-6 border-yellow-500/60" data-testid="unsaved-banner">
          <TriangleAlert aria-hidden="true" />
          <AlertDescription>
            <Trans>You have unsaved changes. Save Changes applies them.</Trans>
          </AlertDescription>
        </Alert>
      )}

      <Tabs defaultValue="appearance" className="mt-6">
        <TabsList className="grid h-auto w-full grid-cols-2 sm:grid-cols-3 md:grid-cols-6">
          {TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {i18n._(label)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="appearance">
          <AppearanceTab {...tab} />
        </TabsContent>
        <TabsContent value="notifications">
          <NotificationsTab {...tab} />
        </TabsContent>
        <TabsContent value="privacy">
          <PrivacyTab {...tab} />
        </TabsContent>
        <TabsContent value="preferences">
          <PreferencesTab {...tab} />
        </TabsContent>
        <TabsContent value="data">
          <DataTab
            {...tab}
            usage={storageUsage(storageBytes)}
            onExport={exportData}
            onImport={(file) => void importData(file)}
            onClearAll={() => setConfirmClear(true)}
          />
        </TabsContent>
        <TabsContent value="security">
          <SecurityTab {...tab} />
        </TabsContent>
      </Tabs>

      <ConfirmDialog
        open={confirmClear}
        title={t`Clear all data?`}
        description={t`This deletes your history, favorites, this browser's list of pastes and saved drafts, and resets every setting to its default. Signed in, your history and favorites are deleted from your account too. This cannot be undone.`}
        confirmLabel={t`Clear All Data`}
        busyLabel={t`Clearing...`}
        busy={clearing}
        onConfirm={() => void clearAll()}
        onCancel={() => setConfirmClear(false)}
      />
    </div>
  );
}
