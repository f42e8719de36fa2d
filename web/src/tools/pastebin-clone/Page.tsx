import { useEffect, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { toast } from "sonner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ApiError } from "@/lib/api/client";
import { reportToolUse } from "@/lib/tool-events";
import { CreatePasteForm } from "./CreatePasteForm";
import { MyPastesList } from "./MyPastesList";
import { SavedPasteCard } from "./SavedPasteCard";
import { savePaste, type PasteDraft, type SavedPaste } from "./save-paste";
import { preloadPasteRules } from "./rules";
import { useMyPastes } from "./use-my-pastes";

const SLUG = "pastebin-clone";
type Tab = "create" | "saved" | "my-pastes";

export default function PastebinPage() {
  const { t } = useLingui();
  const [tab, setTab] = useState<Tab>("create");
  const [saved, setSaved] = useState<SavedPaste | null>(null);
  const [saving, setSaving] = useState(false);
  // Bumped after a save: the form starts afresh (the spec: after a successful save the form resets).
  const [formKey, setFormKey] = useState(0);
  const myPastes = useMyPastes();
  useEffect(preloadPasteRules, []);
  const count = myPastes.pastes.length;

  async function save(draft: PasteDraft) {
    if (!draft.content.trim()) {
      // The words of the server's own refusal (CONTENT_REQUIRED in lib/api/types), in the page's language.
      toast.error(t`Content Required`, { description: t`Please enter some content to save` });
      return;
    }
    setSaving(true);
    try {
      const paste = await savePaste(draft);
      myPastes.add(paste);
      setSaved(paste);
      setFormKey((key) => key + 1);
      setTab("saved");
      reportToolUse(SLUG, paste.private ? t`Saved a private paste` : t`Saved a public paste`);
      toast.success(t`Paste Saved!`, {
        description: paste.private
          ? t`Your private paste is encrypted. Share the whole link: its key is the part after #.`
          : t`Your paste is ready to share.`,
      });
    } catch (error) {
      // The server explains a refusal (too large, too many, a bad field); anything else gets the spec's words.
      const reason =
        error instanceof ApiError && error.status < 500
          ? error.message
          : t`Failed to save your paste. Please try again.`;
      toast.error(t`Save Failed`, { description: reason });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value === "saved" || value === "my-pastes" ? value : "create")}>
      <TabsList className="grid w-full grid-cols-3">
        <TabsTrigger value="create">
          <Trans>Create Paste</Trans>
        </TabsTrigger>
        <TabsTrigger value="saved">
          <Trans>Saved</Trans>
        </TabsTrigger>
        <TabsTrigger value="my-pastes">
          <Trans>My Pastes ({count})</Trans>
        </TabsTrigger>
      </TabsList>
      <TabsContent value="create" forceMount className="data-[state=inactive]:hidden">
        <CreatePasteForm key={formKey} saving={saving} onSave={save} />
      </TabsContent>
      <TabsContent value="saved">
        <SavedPasteCard paste={saved} onNewPaste={() => setTab("create")} />
      </TabsContent>
      <TabsContent value="my-pastes">
        <MyPastesList myPastes={myPastes} onNewPaste={() => setTab("create")} />
      </TabsContent>
    </Tabs>
  );
}
