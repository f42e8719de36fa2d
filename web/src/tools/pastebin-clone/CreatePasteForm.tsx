import { useState } from "react";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
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
import { EXPIRIES, languageOptions } from "./languages";
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
  const { i18n, t } = useLingui();
  // The menu shows each expiry's words in the page's language; its values are the API's.
  const expiries = EXPIRIES.map(({ value, label }) => ({ value, label: i18n._(label) }));
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
        <CardTitle as="h2">
          <Trans>Create New Paste</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Saved on our server and shared by link. A private paste is encrypted in your browser first.</Trans>
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
              <Label htmlFor="paste-title">
                <Trans>Title</Trans>
              </Label>
              <Input
                id="paste-title"
                value={draft.title}
                maxLength={200}
                // The default title (UNTITLED in lib/api/types), which the server saves in English.
                placeholder={t`Untitled Paste`}
                onChange={(event) => set("title", event.target.value)}
              />
            </div>
            <SelectField
              id="paste-language"
              label={t`Language`}
              options={languageOptions()}
              value={draft.language}
              onValueChange={(language) => set("language", language)}
            />
            <SelectField
              id="paste-expiration"
              label={t`Expiration`}
              options={expiries}
              value={draft.expiresIn}
              onValueChange={(expiry) => set("expiresIn", expiry)}
            />
          </div>

          <div className="grid gap-3 sm:grid-cols-2">
            <LabelledSwitch
              variant="tile"
              label={t`Private Paste`}
              description={t`Only you can access this paste, and whoever you give its link to: it is encrypted in your browser, and the key travels only in the link.`}
              checked={draft.isPrivate}
              onCheckedChange={(on) => set("isPrivate", on)}
            />
            <LabelledSwitch
              variant="tile"
              label={t`Burn After Reading`}
              description={t`Deleted the first time someone opens it (after they confirm, so link previews do not burn it).`}
              checked={draft.burnAfterReading}
              onCheckedChange={(on) => set("burnAfterReading", on)}
            />
          </div>
          {draft.isPrivate && (
            <div className="grid gap-2 sm:max-w-sm">
              <Label htmlFor="paste-password">
                <Trans>Password (optional)</Trans>
              </Label>
              <PasswordInput
                id="paste-password"
                value={draft.password}
                autoComplete="new-password"
                toggleLabel={t`password`}
                aria-describedby="paste-password-hint"
                onChange={(event) => set("password", event.target.value)}
              />
              <p id="paste-password-hint" className="text-xs text-muted-foreground">
                <Trans>Readers need the link and this password. Nobody can recover a forgotten one.</Trans>
              </p>
            </div>
          )}

          <div className="space-y-2">
            <Label id="paste-content-label">
              <Trans>Content</Trans>
            </Label>
            <CodeEditor
              value={draft.content}
              onChange={(content) => set("content", content)}
              language={draft.language}
              labelledBy="paste-content-label"
              describedBy="paste-content-counts"
              placeholder={t`Paste or type your text or code here...`}
              onSubmit={submit}
              className="h-[400px] sm:h-[480px]"
            />
            <p id="paste-content-counts" className="text-sm text-muted-foreground">
              {t`${plural(characters, { one: "# character", other: "# characters" })} · ${plural(lines, { one: "# line", other: "# lines" })}`}
            </p>
          </div>

          <div className="flex flex-wrap items-center gap-2">
            <Button type="submit" disabled={saving || blank}>
              <Save aria-hidden /> {saving ? t`Saving...` : t`Save Paste`}
            </Button>
            {saving && <BusyStatus>{draft.isPrivate ? t`Encrypting and saving…` : t`Saving…`}</BusyStatus>}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
