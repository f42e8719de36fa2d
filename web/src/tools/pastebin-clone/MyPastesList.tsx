import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Download, ExternalLink, FilePlus2, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { CopyButton } from "@/components/CopyButton";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { downloadText } from "@/lib/download";
import { PasteBadges } from "./PasteBadges";
import { downloadBlocker, fetchPasteText } from "./paste-text";
import { downloadName } from "./rules";
import type { MyPaste, MyPastes } from "./use-my-pastes";

export interface MyPastesListProps {
  myPastes: MyPastes;
  onNewPaste: () => void;
}

/** The my-pastes tab: each paste with copy link, open, download as text and delete. */
export function MyPastesList({ myPastes, onNewPaste }: MyPastesListProps) {
  const { t } = useLingui();
  const { pastes } = myPastes;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>My Pastes</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            The pastes this browser saved, and when you are signed in, your account&apos;s pastes from any device.
            Expired pastes disappear on their own.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {pastes.length === 0 ? (
          <div className="space-y-3 py-6 text-center">
            <p className="text-muted-foreground">
              <Trans>No pastes yet.</Trans>
            </p>
            <Button onClick={onNewPaste}>
              <FilePlus2 aria-hidden /> <Trans>Create Your First Paste</Trans>
            </Button>
          </div>
        ) : (
          <ul className="divide-y" aria-label={t`Your pastes`}>
            {pastes.map((paste) => (
              <PasteRow key={paste.id} paste={paste} onDelete={() => myPastes.remove(paste)} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function PasteRow({ paste, onDelete }: { paste: MyPaste; onDelete: () => Promise<void> }) {
  const { t } = useLingui();
  const title = paste.title;
  const [busy, setBusy] = useState(false);
  const blocker = downloadBlocker(paste);

  async function download() {
    setBusy(true);
    try {
      downloadText(await fetchPasteText(paste), await downloadName(paste.title));
      toast.success(t`Downloaded`);
    } catch (error) {
      toast.error(t`Download Failed`, { description: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      await onDelete();
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <h3 className="font-medium break-words">{paste.title}</h3>
        <PasteBadges paste={paste} />
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <CopyButton size="sm" text={paste.link} label={t`the link`} aria-label={t`Copy link of ${title}`}>
          <Trans>Copy Link</Trans>
        </CopyButton>
        <Button size="sm" variant="outline" asChild>
          <a href={paste.link} target="_blank" rel="noopener noreferrer" aria-label={t`Open ${title}`}>
            <ExternalLink aria-hidden /> <Trans>Open</Trans>
          </a>
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy || blocker !== null}
          title={blocker ?? undefined}
          aria-label={t`Download ${title}`}
          onClick={download}
        >
          <Download aria-hidden /> <Trans>Download</Trans>
        </Button>
        <Button size="sm" variant="destructive" disabled={busy} aria-label={t`Delete ${title}`} onClick={remove}>
          <Trash2 aria-hidden /> <Trans>Delete</Trans>
        </Button>
      </div>
    </li>
  );
}
