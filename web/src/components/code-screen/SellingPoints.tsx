import type { ComponentType } from "react";
import { useLingui } from "@lingui/react/macro";

export interface SellingPoint {
  icon: ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  title: string;
  text: string;
}

/** The three features a code screen leads with. */
export function SellingPoints({ points }: { points: readonly SellingPoint[] }) {
  const { t } = useLingui();
  return (
    <ul className="grid gap-3 sm:grid-cols-3" aria-label={t`Features`}>
      {points.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex items-start gap-3 rounded-lg border bg-card p-3">
          <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          <div className="min-w-0">
            <p className="text-sm font-semibold">{title}</p>
            <p className="text-xs text-muted-foreground">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
