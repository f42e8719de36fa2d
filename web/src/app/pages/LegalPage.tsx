import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useDocumentTitle } from "@/lib/document-title";

/** A legal page: its title, when it last changed (month and year, written the page's way), and its sections. */
export function LegalPage({ title, updated, children }: { title: string; updated: Date; children: ReactNode }) {
  const { i18n } = useLingui();
  useDocumentTitle(title);
  const date = i18n.date(updated, { month: "long", year: "numeric" });
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        <Trans>Last updated {date}</Trans>
      </p>
      <div className="mt-8 space-y-6 leading-relaxed [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold [&_li]:ms-5 [&_li]:list-disc [&_p+p]:mt-3 [&_ul]:space-y-1.5">
        {children}
      </div>
    </article>
  );
}
