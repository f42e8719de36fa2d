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

const dateTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/** A paste's facts in one line of badges: language, private, burn after reading, created, expiry, views. */
export function PasteBadges({ paste }: { paste: PasteFacts }) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs">
      {paste.language && <Badge variant="secondary">{languageLabel(paste.language)}</Badge>}
      {paste.private && (
        <Badge variant="outline">
          <Lock aria-hidden /> Private
        </Badge>
      )}
      {paste.burnAfterReading && (
        <Badge variant="outline">
          <Flame aria-hidden /> Burn after reading
        </Badge>
      )}
      <span className="text-muted-foreground">Created {dateTime(paste.createdAt)}</span>
      <span className="text-muted-foreground">
        {paste.expiresAt ? `Expires ${dateTime(paste.expiresAt)}` : "Never expires"}
      </span>
      {paste.views != null && (
        <span className="inline-flex items-center gap-1 text-muted-foreground">
          <Eye aria-hidden className="size-3.5" /> {paste.views} {paste.views === 1 ? "view" : "views"}
        </span>
      )}
    </div>
  );
}
