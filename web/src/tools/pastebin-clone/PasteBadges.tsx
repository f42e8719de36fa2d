import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Eye, Flame, Lock } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { Language } from "@/lib/api/types";
import { languageLabel } from "./languages";

export interface PasteFacts {
  /** Unknown (null) for a private paste until it is decrypted. */
  language: Language | null;
  private: boolean;
  burnAfterReading: boolean;
  createdAt: string;
  expiresAt: string | null;
  views?: number | null;
}

/** A paste's facts in one line of badges: language, private, burn after reading, created, expiry, views. */
export function PasteBadges({ paste }: { paste: PasteFacts }) {
  const { i18n } = useLingui();
  const dateTime = (iso: string) => i18n.date(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
  const created = dateTime(paste.createdAt);
  const expires = paste.expiresAt ? dateTime(paste.expiresAt) : null;
  const views = paste.views;
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs">
      {paste.language && <Badge variant="secondary">{languageLabel(paste.language)}</Badge>}
      {paste.private && (
        <Badge variant="outline">
          <Lock aria-hidden /> <Trans>Private</Trans>
        </Badge>
      )}
      {paste.burnAfterReading && (
        <Badge variant="outline">
          <Flame aria-hidden /> <Trans>Burn after reading</Trans>
        </Badge>
      )}
      <span className="text-muted-foreground">
        <Trans>Created {created}</Trans>
      </span>
      <span className="text-muted-foreground">
        {expires ? <Trans>Expires {expires}</Trans> : <Trans>Never expires</Trans>}
      </span>
      {views != null && (
        <span className="inline-flex items-center gap-1 text-muted-foreground">
          <Eye aria-hidden className="size-3.5" /> <Plural value={views} one="# view" other="# views" />
        </span>
      )}
    </div>
  );
}
