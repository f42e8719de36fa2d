import { Trans, useLingui } from "@lingui/react/macro";
import { Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { SAMPLE_IPS } from "./samples";

export interface SampleIpListProps {
  onLookup: (address: string) => void;
  disabled: boolean;
}

/** The samples tab: the six public resolvers, each one click from a lookup. */
export function SampleIpList({ onLookup, disabled }: SampleIpListProps) {
  const { t, i18n } = useLingui();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Sample IPs</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Well-known public DNS resolvers to try.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 sm:grid-cols-2">
          {SAMPLE_IPS.map((sample) => {
            const { name, address } = sample;
            return (
              <li key={address} className="flex flex-col gap-2 rounded-lg border bg-muted/40 p-3">
                <div className="min-w-0">
                  <h3 className="font-medium">{name}</h3>
                  <p className="font-mono text-sm">{address}</p>
                  <p className="text-sm text-muted-foreground">{i18n._(sample.description)}</p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  className="self-start"
                  disabled={disabled}
                  onClick={() => onLookup(address)}
                  aria-label={t`Lookup ${name} (${address})`}
                >
                  <Search aria-hidden /> <Trans>Lookup</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
