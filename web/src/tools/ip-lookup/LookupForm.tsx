import { Trans, useLingui } from "@lingui/react/macro";
import { Eraser, Loader2, Search, TriangleAlert } from "lucide-react";
import { IpInfoCards } from "@/components/IpInfoCards";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { IpAnswer } from "@/lib/ip-info";
import { GOOGLE_DNS } from "./samples";

export interface LookupFormProps {
  input: string;
  error: string | null;
  result: IpAnswer | null;
  busy: boolean;
  onInput: (text: string) => void;
  onLookup: () => void;
  onClear: () => void;
}

const INPUT_ID = "ip-lookup-address";
const ERROR_ID = "ip-lookup-error";

/** The lookup tab: the address (Enter submits), Lookup, Clear, Try Google DNS; then the error or the result. */
export function LookupForm({ input, error, result, busy, onInput, onLookup, onClear }: LookupFormProps) {
  const { t } = useLingui();
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle as="h2">
            <Trans>Look Up an IP Address</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>Any public IPv4 or IPv6 address: where it is and which network it belongs to.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form
            className="space-y-3"
            onSubmit={(event) => {
              event.preventDefault();
              if (!busy) onLookup();
            }}
          >
            <div className="grid gap-2">
              <Label htmlFor={INPUT_ID}>
                <Trans>IP Address</Trans>
              </Label>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Input
                  id={INPUT_ID}
                  value={input}
                  onChange={(event) => onInput(event.target.value)}
                  placeholder={t`Enter IP address (e.g., 8.8.8.8 or 2001:db8::1)`}
                  autoComplete="off"
                  spellCheck={false}
                  inputMode="text"
                  className="font-mono"
                  aria-invalid={error !== null}
                  aria-describedby={error ? ERROR_ID : undefined}
                />
                <Button type="submit" disabled={busy} className="sm:w-36">
                  {busy ? (
                    <Loader2 aria-hidden className="animate-spin motion-reduce:animate-none" />
                  ) : (
                    <Search aria-hidden />
                  )}
                  {busy ? <Trans>Looking up...</Trans> : <Trans>Lookup</Trans>}
                </Button>
              </div>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" size="sm" onClick={onClear}>
                <Eraser aria-hidden /> <Trans>Clear</Trans>
              </Button>
              <Button type="button" variant="outline" size="sm" onClick={() => onInput(GOOGLE_DNS)}>
                <Trans>Try Google DNS</Trans>
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      {error && (
        <Alert variant="destructive" id={ERROR_ID}>
          <TriangleAlert aria-hidden />
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      {result && <IpInfoCards answer={result} />}
    </div>
  );
}
