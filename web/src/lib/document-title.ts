import { useEffect } from "react";

export const SITE_NAME = "Penknife";

/** Sets the tab title to '{title} — Penknife' (just 'Penknife — free online tools' without a title). */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} — ${SITE_NAME}` : `${SITE_NAME} — free online tools`;
  }, [title]);
}
