import { useState } from "react";
import { Save } from "lucide-react";
import { BusyStatus } from "@/components/BusyStatus";
import { LabelledSwitch } from "@/components/LabelledSwitch";
import { CodeEditor } from "@/components/editor/CodeEditor";
import { SelectField } from "@/components/SelectField";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PasswordInput } from "@/components/PasswordInput";
import { DEFAULT_APP_SETTINGS, readAppSettings } from "@/lib/app-settings";
import { UNTITLED } from "@/lib/api/types";
import { EXPIRIES, LANGUAGES } from "./languages";
import type { PasteDraft } from "./save-paste";

/**
 * A new paste: plain text, unless the user picked another language in Settings → Default Language (its untouched
 * default, JavaScript, would label every note as code); it expires in a week, as PrivateBin's do, unless chosen.
 */
function emptyDraft(): PasteDraft {
  const preferred = readAppSettings().preferences.defaultLanguage;
  return {
    title: "",
    content: "",
    language: preferred === DEFAULT_APP_SETTINGS.preferences.defaultLanguage ? "text" : preferred,
    expiresIn: "1w",
    isPrivate: false,
    password: "",
    burnAfterReading: false,
  };
}

/** Characters as people count them (an emoji is one code point) and lines (an empty text has none), in one pass. */
function counts(text: string) {
  let characters = text.length;
  let lines = text === "" ? 0 : 1;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit === 10) lines++;
    else if (unit >= 0xdc00 && unit <= 0xdfff && i > 0) {
      const before = text.charCodeAt(i - 1);
      if (before >= 0xd800 && before <= 0xdbff) characters--;
    }
  }
  return { characters, lines };
}

export interface CreatePasteFormProps {
  saving: boolean;
  onSave: (draft: PasteDraft) => void;
}

/** The create tab: title, language, expiration, private (with an optional password), burn after reading, content. */
export function CreatePasteForm({ saving, onSave }: CreatePasteFormProps) {
  const [draft, setDraft] = useState(emptyDraft);
  const set = <K extends keyof PasteDraft>(key: K, value: PasteDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const blank = !draft.content.trim();
  const { characters, lines } = counts(draft.content);
  const submit = () => {
    if (!saving) onSave(draft);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Create New Paste</CardTitle>
        <CardDescription>
          Saved on our server and shared by link. A private paste is encrypted in your browser first.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <div className="grid gap-4 sm:grid-cols-3">
            <div className="grid gap-2">
              <Label htmlFor="paste-title">Title</Label>
              <Input
                id="paste-title"
                value={draft.title}
                maxLength={200}
                placeholder={UNTITLED}
                onChange={(event) => set("title", event.target.value)}
              />
            </div>
            <SelectField
              id="paste-language"
              label="Language"
              options={LANGUAGES}
              value={draft.language}
              onValueChange={(language) => set("language", language)}
            />
            <SelectField
              id="paste-expiration"
              label="Expiration"
              options={EXPIRIES}
              value={draft.expiresIn}
              onValueChange={(expiry) => set("expiresIn", expiry)}
            />
          </div>

          <div className="grid gap-3 sm:grid-cols-2">
            <LabelledSwitch
              variant="tile"
              label="Private Paste"
              description="Only you can access this paste, and whoever you give its link to: it is encrypted in your browser, and the key travels only in the link."
              checked={draft.isPrivate}
              onCheckedChange={(on) => set("isPrivate", on)}
            />
            <LabelledSwitch
              variant="tile"
              label="Burn After Reading"
              description="Deleted the first time someone opens it (after they confirm, so link previews do not burn it)."
              checked={draft.burnAfterReading}
              onCheckedChange={(on) => set("burnAfterReading", on)}
            />
          </div>
          {draft.isPrivate && (
            <div className="grid gap-2 sm:max-w-sm">
              <Label htmlFor="paste-password">Password (optional)</Label>
              <PasswordInput
                id="paste-password"
                value={draft.password}
                autoComplete="new-password"
                toggleLabel="password"
                aria-describedby="paste-password-hint"
                onChange={(event) => set("password", event.target.value)}
              />
              <p id="paste-password-hint" className="text-xs text-muted-foreground">
                Readers need the link and this password. Nobody can recover a forgotten one.
              </p>
            </div>
          )}

          <div className="space-y-2">
            <Label id="paste-content-label">Content</Label>
            <CodeEditor
              value={draft.content}
              onChange={(content) => set("content", content)}
              language={draft.language}
              labelledBy="paste-content-label"
              describedBy="paste-content-counts"
              placeholder="Paste or type your text or code here..."
              onSubmit={submit}
              className="h-[400px] sm:h-[480px]"
            />
            <p id="paste-content-counts" className="text-sm text-muted-foreground">
              {characters.toLocaleString()} characters · {lines.toLocaleString()} lines
            </p>
          </div>

          <div className="flex flex-wrap items-center gap-2">
            <Button type="submit" disabled={saving || blank}>
              <Save aria-hidden /> {saving ? "Saving..." : "Save Paste"}
            </Button>
            {saving && <BusyStatus>{draft.isPrivate ? "Encrypting and saving…" : "Saving…"}</BusyStatus>}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
