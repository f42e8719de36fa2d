import { useState } from "react";
import { RotateCcw, Save, TriangleAlert } from "lucide-react";
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
  save: "Failed to save settings. Please try again.",
  export: "Failed to export data. Please try again.",
  import: "Failed to import data. Please check the file format.",
  clear: "Failed to clear data. Please try again.",
};

const TABS = [
  { value: "appearance", label: "Appearance" },
  { value: "notifications", label: "Notifications" },
  { value: "privacy", label: "Privacy" },
  { value: "preferences", label: "Preferences" },
  { value: "data", label: "Data" },
  { value: "security", label: "Security" },
] as const;

export interface SettingsPageProps {
  /** The signed-in user's profile for the backup file; null when signed out. */
  profile: object | null;
}

/** /settings (part 2 §2, §4): edits a copy of the settings; Save applies and keeps them. */
export default function SettingsPage({ profile }: SettingsPageProps) {
  useDocumentTitle("Settings");
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
      toast.success("Settings Saved", { description: "Your settings have been saved and applied." });
    } catch (error) {
      console.error("saving settings failed", error);
      setUnsaved(true);
      toast.error("Save Failed", { description: FAILED.save });
    } finally {
      setSaving(false);
      remeasure();
    }
  }

  function reset() {
    change(() => defaultAppSettings());
    toast.success("Settings Reset", { description: "Defaults restored. Save to apply them." });
  }

  function exportData() {
    try {
      exportBackup(saved, profile);
      toast.success("Data Exported", { description: "Your backup file has been downloaded." });
    } catch (error) {
      console.error("export failed", error);
      toast.error("Export Failed", { description: FAILED.export });
    }
  }

  async function importData(file: File) {
    const imported = await importSettingsFile(file);
    if (!imported) {
      toast.error("Import Failed", { description: FAILED.import });
      return;
    }
    change(() => imported);
    toast.success("Data Imported", { description: "Settings read from the file. Save to apply them." });
  }

  async function clearAll() {
    setClearing(true);
    try {
      await clearAllData();
      setDraft(defaultAppSettings());
      setUnsaved(false);
      setConfirmClear(false);
      toast.success("Data Cleared", { description: "Your data has been deleted and settings reset." });
    } catch (error) {
      console.error("clearing data failed", error);
      toast.error("Clear Failed", { description: FAILED.clear });
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
          <h1 className="text-3xl font-bold tracking-tight">Settings</h1>
          <p className="text-muted-foreground">Your theme, defaults and data. Signed in, they follow you everywhere.</p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" onClick={reset} disabled={saving}>
            <RotateCcw aria-hidden="true" />
            Reset
          </Button>
          <Button onClick={save} disabled={saving || !unsaved}>
            <Save aria-hidden="true" />
            {saving ? "Saving..." : "Save Changes"}
          </Button>
        </div>
      </div>

      {unsaved && (
        <Alert className="mt-6 border-yellow-500/60" data-testid="unsaved-banner">
          <TriangleAlert aria-hidden="true" />
          <AlertDescription>You have unsaved changes. Save Changes applies them.</AlertDescription>
        </Alert>
      )}

      <Tabs defaultValue="appearance" className="mt-6">
        <TabsList className="grid h-auto w-full grid-cols-2 sm:grid-cols-3 md:grid-cols-6">
          {TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
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
        title="Clear all data?"
        description="This deletes your history, favorites, this browser's list of pastes and saved drafts, and resets every setting to its default. Signed in, your history and favorites are deleted from your account too. This cannot be undone."
        confirmLabel="Clear All Data"
        busyLabel="Clearing..."
        busy={clearing}
        onConfirm={() => void clearAll()}
        onCancel={() => setConfirmClear(false)}
      />
    </div>
  );
}
