import { useEffect } from "react";
import { useLingui } from "@lingui/react/macro";

export const SITE_NAME = "Penknife";

/** Sets the tab title to '{title} — Penknife' (just 'Penknife — free online tools' without a title). */
export function useDocumentTitle(title?: string): void {
  const { t } = useLingui();
  const site = SITE_NAME;
  const home = t`${site} — free online tools`;
  useEffect(() => {
    document.title = title ? `${title} — ${SITE_NAME}` : home;
  }, [title, home]);
}
