import { cn } from "@/lib/cn";

export interface StatItem {
  key: string;
  label: string;
  value: string;
  /** The value is the visitor's data (an address, a user agent, a time zone): never translated, by us or the browser. */
  data?: boolean;
}

/**
 * - `headline`: tiles with the value big above its label (the counts a tool is about).
 * - `detail`: tiles with the label above a smaller value that may be long (truncated, full text on hover).
 * - `rows`: a compact list, label on the left and value on the right.
 */
export type StatGridVariant = "headline" | "detail" | "rows";

export interface StatGridProps {
  items: readonly StatItem[];
  variant?: StatGridVariant;
  /** Tile columns on phones and from the `sm` breakpoint up (not used by `rows`). */
  columns?: { base: 1 | 2; sm: 2 | 3 | 4 };
  /** Headline value size: `lg` for whole-number counts, `md` for sizes with units. */
  size?: "md" | "lg";
  className?: string;
}

const BASE_COLUMNS = { 1: "grid-cols-1", 2: "grid-cols-2" } as const;
const SM_COLUMNS = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-3", 4: "sm:grid-cols-4" } as const;

const GROUP: Record<StatGridVariant, string> = {
  // Label first in the DOM, so screen readers say "Words, 120"; value first on screen.
  headline: "flex min-w-0 flex-col-reverse rounded-lg border bg-muted/40 p-3 text-center",
  detail: "min-w-0 rounded-lg border bg-muted/40 p-3",
  rows: "flex items-baseline justify-between gap-3 py-1.5",
};

const TERM: Record<StatGridVariant, string> = {
  headline: "text-xs text-muted-foreground",
  detail: "text-xs text-muted-foreground",
  rows: "text-sm text-muted-foreground",
};

const VALUE_SIZE = { md: "text-xl", lg: "text-2xl" } as const;

/**
 * One statistics panel for every tool: a `<dl>` of `<div>` groups, each a `<dt>` label and its `<dd>` value, so
 * assistive technology pairs them without any ARIA.
 */
export function StatGrid({
  items,
  variant = "headline",
  columns = { base: 2, sm: 4 },
  size = "md",
  className,
}: StatGridProps) {
  const layout = variant === "rows" ? "divide-y" : cn("grid gap-3", BASE_COLUMNS[columns.base], SM_COLUMNS[columns.sm]);
  const valueClass = {
    headline: cn("truncate font-bold tabular-nums", VALUE_SIZE[size]),
    detail: "mt-1 truncate text-lg font-semibold tabular-nums",
    rows: "min-w-0 truncate text-end font-semibold tabular-nums",
  }[variant];
  return (
    <dl className={cn(layout, className)}>
      {items.map((item) => (
        <div key={item.key} className={GROUP[variant]}>
          <dt className={TERM[variant]}>{item.label}</dt>
          <dd
            className={valueClass}
            title={variant === "detail" ? item.value : undefined}
            translate={item.data ? "no" : undefined}
          >
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
