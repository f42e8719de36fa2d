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
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Sample IPs</CardTitle>
        <CardDescription>Well-known public DNS resolvers to try.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 sm:grid-cols-2">
          {SAMPLE_IPS.map((sample) => (
            <li key={sample.address} className="flex flex-col gap-2 rounded-lg border bg-muted/40 p-3">
              <div className="min-w-0">
                <h3 className="font-medium">{sample.name}</h3>
                <p className="font-mono text-sm">{sample.address}</p>
                <p className="text-sm text-muted-foreground">{sample.description}</p>
              </div>
              <Button
                variant="outline"
                size="sm"
                className="self-start"
                disabled={disabled}
                onClick={() => onLookup(sample.address)}
                aria-label={`Lookup ${sample.name} (${sample.address})`}
              >
                <Search aria-hidden /> Lookup
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
