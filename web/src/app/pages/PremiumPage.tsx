import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Check, Crown } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useDocumentTitle } from "@/lib/document-title";
import { builtToolCount } from "@/tools/registry";
import { PremiumBenefitList } from "../PremiumBenefitList";

/** /premium — what Premium would add, what is free already, and that nothing is on sale yet. */
export default function PremiumPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Premium`);
  const free = [
    t`${plural(builtToolCount, {
      one: "The # tool that is built, with no limit on how often you use it",
      other: "All # tools that are built, with no limit on how often you use them",
    })}`,
    t`No registration: an account is optional, for favorites and your profile`,
    t`Your files and text stay on your device: the tools run in your browser`,
  ];

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-10 px-4 py-10 sm:px-6">
      <header className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-premium/15 text-premium">
          <Crown aria-hidden="true" className="size-7" />
        </span>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          <Trans>Premium</Trans>
        </h1>
        <p className="text-lg text-muted-foreground">
          <Trans>Upgrade to premium for enhanced features</Trans>
        </p>
        <p className="max-w-2xl rounded-lg border border-premium/40 bg-premium/10 px-4 py-2 text-sm">
          <Trans>
            <strong>Premium is not on sale yet.</strong> Nothing on Penknife costs money, and every tool stays free.
          </Trans>
        </p>
      </header>

      <section aria-labelledby="premium-benefits" className="flex flex-col gap-4">
        <h2 id="premium-benefits" className="text-2xl font-bold tracking-tight">
          <Trans>What Premium would add</Trans>
        </h2>
        <PremiumBenefitList className="sm:grid-cols-2" itemClassName="bg-card" />
      </section>

      <section aria-labelledby="premium-free" className="flex flex-col gap-4">
        <h2 id="premium-free" className="text-2xl font-bold tracking-tight">
          <Trans>Free for everyone, now</Trans>
        </h2>
        <ul className="flex flex-col gap-2">
          {free.map((line) => (
            <li key={line} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
              {line}
            </li>
          ))}
        </ul>
        <Button asChild className="w-fit">
          <Link to="/">
            <Trans>Browse the tools</Trans>
          </Link>
        </Button>
      </section>
    </div>
  );
}
