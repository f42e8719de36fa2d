import { useLingui } from "@lingui/react/macro";
import { cn } from "@/lib/cn";
import { PREMIUM_BENEFITS } from "./premium-benefits";

/**
 * The five Premium benefits, each with what it would add and where things stand today — on the home page's pitch
 * and on /premium alike, so neither sells as missing what everyone has already.
 */
export function PremiumBenefitList({ className, itemClassName }: { className?: string; itemClassName?: string }) {
  const { i18n } = useLingui();
  return (
    <ul className={cn("grid gap-4", className)}>
      {PREMIUM_BENEFITS.map(({ title, text, today, Icon }) => (
        <li key={title.id} className={cn("flex gap-3 rounded-xl border p-4", itemClassName)}>
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-premium/15 text-premium">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div className="space-y-1">
            <h3 className="font-semibold">{i18n._(title)}</h3>
            <p className="text-sm">{i18n._(text)}</p>
            <p className="text-sm text-muted-foreground">{i18n._(today)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
