import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ApiError } from "@/lib/api/client";
import { CONTENT_REQUIRED } from "@/lib/api/types";
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
  const [tab, setTab] = useState<Tab>("create");
  const [saved, setSaved] = useState<SavedPaste | null>(null);
  const [saving, setSaving] = useState(false);
  // Bumped after a save: the form starts afresh (the spec: after a successful save the form resets).
  const [formKey, setFormKey] = useState(0);
  const myPastes = useMyPastes();
  useEffect(preloadPasteRules, []);

  async function save(draft: PasteDraft) {
    if (!draft.content.trim()) {
      toast.error("Content Required", { description: CONTENT_REQUIRED });
      return;
    }
    setSaving(true);
    try {
      const paste = await savePaste(draft);
      myPastes.add(paste);
      setSaved(paste);
      setFormKey((key) => key + 1);
      setTab("saved");
      reportToolUse(SLUG, `Saved a ${paste.private ? "private" : "public"} paste`);
      toast.success("Paste Saved!", {
        description: paste.private
          ? "Your private paste is encrypted. Share the whole link: its key is the part after #."
          : "Your paste is ready to share.",
      });
    } catch (error) {
      // The server explains a refusal (too large, too many, a bad field); anything else gets the spec's words.
      const reason =
        error instanceof ApiError && error.status < 500
          ? error.message
          : "Failed to save your paste. Please try again.";
      toast.error("Save Failed", { description: reason });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value === "saved" || value === "my-pastes" ? value : "create")}>
      <TabsList className="grid w-full grid-cols-3">
        <TabsTrigger value="create">Create Paste</TabsTrigger>
        <TabsTrigger value="saved">Saved</TabsTrigger>
        <TabsTrigger value="my-pastes">My Pastes ({myPastes.pastes.length})</TabsTrigger>
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
