import { Trans, useLingui } from "@lingui/react/macro";
import { Download, ExternalLink, FilePlus2 } from "lucide-react";
import { toast } from "sonner";
import { CopyButton } from "@/components/CopyButton";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { downloadText } from "@/lib/download";
import { PasteBadges } from "./PasteBadges";
import { ShareLinkQr } from "./ShareLinkQr";
import { downloadName } from "./rules";
import type { SavedPaste } from "./save-paste";

export interface SavedPasteCardProps {
  paste: SavedPaste | null;
  onNewPaste: () => void;
}

/** The saved tab: the latest paste's share link, copy link, open, download and new paste. */
export function SavedPasteCard({ paste, onNewPaste }: SavedPasteCardProps) {
  const { t } = useLingui();
  if (!paste) {
    return (
      <Card>
        <CardHeader>
          <CardTitle as="h2">
            <Trans>No Paste Saved Yet</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>Save a paste and its share link appears here.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button onClick={onNewPaste}>
            <FilePlus2 aria-hidden /> <Trans>New Paste</Trans>
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="break-words">
          {paste.title}
        </CardTitle>
        <PasteBadges paste={paste} />
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-2">
          <Label htmlFor="paste-share-link">
            <Trans>Share Link</Trans>
          </Label>
          <Input id="paste-share-link" readOnly value={paste.link} onFocus={(event) => event.target.select()} />
          {paste.private && (
            <p className="text-sm text-muted-foreground">
              <Trans>
                The part after # is the key. It never reaches our server, so keep the whole link: without it nobody, not
                even us, can read this paste.
              </Trans>
            </p>
          )}
        </div>
        <ShareLinkQr link={paste.link} />
        <div className="flex flex-wrap gap-2">
          <CopyButton text={paste.link} label={t`the link`}>
            <Trans>Copy Link</Trans>
          </CopyButton>
          <Button variant="outline" asChild>
            <a href={paste.link} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden /> <Trans>Open</Trans>
            </a>
          </Button>
          <Button
            variant="outline"
            onClick={async () => {
              downloadText(paste.content, await downloadName(paste.title));
              toast.success(t`Downloaded`);
            }}
          >
            <Download aria-hidden /> <Trans>Download</Trans>
          </Button>
          <Button onClick={onNewPaste}>
            <FilePlus2 aria-hidden /> <Trans>New Paste</Trans>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
