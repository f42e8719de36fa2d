import { useId, useMemo } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { CircleCheck, CircleX } from "lucide-react";
import { CopyButton } from "@/components/CopyButton";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useAutoSavedText } from "@/lib/auto-saved-text";
import { usePreloadWhenIdle } from "@/lib/preload";
import { reportToolUse } from "@/lib/tool-events";
import { useAsyncResult } from "@/lib/use-async-result";
import { calculate, contains, preloadEngine, refusalText, split, type Split, type Subnet } from "./engine";

const SLUG = "subnet-calculator";

export default function SubnetCalculatorPage() {
  usePreloadWhenIdle(preloadEngine);
  const { t } = useLingui();
  const [cidr, setCidr] = useAutoSavedText(`${SLUG}-cidr`, "192.168.1.0/24");
  const result = useAsyncResult(cidr, calculate, refusalText);
  const subnet = result.error ? undefined : result.value;
  const cidrId = useId();
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle as="h2">
            <Trans>Network</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>An IPv4 or IPv6 address with its prefix length, e.g. 192.168.1.0/24 or 2001:db8::/32.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="grid gap-2">
            <Label htmlFor={cidrId}>
              <Trans>Network in CIDR notation</Trans>
            </Label>
            <Input
              id={cidrId}
              value={cidr}
              spellCheck={false}
              autoCapitalize="off"
              autoCorrect="off"
              className="font-mono"
              aria-invalid={!!result.error}
              onChange={(event) => {
                setCidr(event.target.value);
                reportToolUse(SLUG, t`Calculated a subnet`);
              }}
            />
          </div>
          {result.error && (
            <Alert variant="destructive" role="alert">
              <AlertDescription>{result.error}</AlertDescription>
            </Alert>
          )}
          {subnet && <SubnetDetails subnet={subnet} />}
        </CardContent>
      </Card>
      <SplitCard cidr={subnet?.cidr} />
      <ContainsCard cidr={subnet?.cidr} />
    </div>
  );
}

/** Formats a count the engine gives as decimal text (up to 2^128, past any JS number) in the page's language. */
function useCount() {
  const { i18n } = useLingui();
  return (text: string) => i18n.number(BigInt(text));
}

/** Every part of the network, the note its host count needs, and whether the address typed was the network's. */
function SubnetDetails({ subnet }: { subnet: Subnet }) {
  const { t } = useLingui();
  const count = useCount();
  const rows: [string, string][] = [
    [t`Network`, subnet.cidr],
    [t`Network address`, subnet.network],
    [t`Broadcast address`, subnet.broadcast ?? t`None`],
    [t`First host`, subnet.firstHost],
    [t`Last host`, subnet.lastHost],
    [t`Usable hosts`, count(subnet.hosts)],
    [t`Total addresses`, count(subnet.addresses)],
    [t`Subnet mask`, subnet.mask],
    [t`Wildcard mask`, subnet.wildcard],
    [t`IP version`, subnet.version],
    [t`Address in binary`, subnet.bits.address],
    [t`Mask in binary`, subnet.bits.mask],
  ];
  if (subnet.mappedIpv4) rows.push([t`IPv4 network (mapped)`, subnet.mappedIpv4]);
  const prefix = subnet.prefix;
  const hostNote = {
    networkAndBroadcastReserved: t`The first address names the network and the last is its broadcast: neither is a host.`,
    pointToPoint: t`A /31 is a point-to-point link: both addresses are hosts and there is no broadcast (RFC 3021).`,
    singleAddress: t`A /${prefix} is a single address: one host, no broadcast.`,
    allAddresses: t`IPv6 has no broadcast: every address in the network can be a host.`,
  }[subnet.hostRule];
  const address = subnet.address;
  const network = subnet.cidr;
  return (
    <div className="space-y-3">
      {!subnet.isNetworkAddress && (
        <Alert>
          <AlertDescription>
            <Trans>
              {address} is not the network address: the results are for its network, {network}.
            </Trans>
          </AlertDescription>
        </Alert>
      )}
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {rows.map(([name, value]) => (
          <div key={name} className="contents">
            <dt className="text-sm text-muted-foreground">{name}</dt>
            <dd className="min-w-0 font-mono text-sm break-all" translate="no">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted-foreground">{hostNote}</p>
      <CopyButton
        text={rows.map(([name, value]) => `${name}: ${value}`).join("\n")}
        label={t`the results`}
        variant="outline"
      >
        <Trans>Copy Results</Trans>
      </CopyButton>
    </div>
  );
}

/** The network cut into subnets of a longer prefix. */
function SplitCard({ cidr }: { cidr: string | undefined }) {
  const { t } = useLingui();
  const [prefix, setPrefix] = useAutoSavedText(`${SLUG}-split`, "/26");
  const request = useMemo(() => (cidr && prefix.trim() ? { cidr, prefix } : undefined), [cidr, prefix]);
  const result = useAsyncResult(request, (r) => (r ? split(r) : Promise.resolve(undefined)), refusalText);
  const id = useId();
  const answer = request && !result.error ? result.value : undefined;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Split into Subnets</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Cut the network into subnets of a longer prefix, e.g. /26.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-2 sm:max-w-48">
          <Label htmlFor={id}>
            <Trans>Subnet prefix length</Trans>
          </Label>
          <Input
            id={id}
            value={prefix}
            inputMode="numeric"
            spellCheck={false}
            className="font-mono"
            aria-invalid={!!(request && result.error)}
            onChange={(event) => {
              setPrefix(event.target.value);
              reportToolUse(SLUG, t`Split a network into subnets`);
            }}
          />
        </div>
        {request && result.error && (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{result.error}</AlertDescription>
          </Alert>
        )}
        {answer && <SplitTable split={answer} />}
      </CardContent>
    </Card>
  );
}

function SplitTable({ split }: { split: Split }) {
  const count = useCount();
  const withBroadcast = split.subnets.some((subnet) => subnet.broadcast);
  const listed = split.subnets.length;
  const shown = count(String(listed));
  const total = count(split.count);
  const hosts = count(split.hostsEach);
  const prefix = split.prefix;
  return (
    <div className="space-y-3">
      <p role="status">
        <Trans>
          Subnets of /{prefix}: {total}. Usable hosts in each: {hosts}.
        </Trans>
      </p>
      {String(listed) !== split.count && (
        <p className="text-sm text-muted-foreground">
          <Trans>
            Listed: the first {shown} of {total}.
          </Trans>
        </p>
      )}
      <div className="max-h-96 overflow-auto rounded-md border">
        <table className="w-full text-start font-mono text-sm">
          <thead className="sticky top-0 bg-muted font-sans">
            <tr>
              <th scope="col" className="p-2 text-start">
                <Trans>Subnet</Trans>
              </th>
              <th scope="col" className="p-2 text-start">
                <Trans>Host range</Trans>
              </th>
              {withBroadcast && (
                <th scope="col" className="p-2 text-start">
                  <Trans>Broadcast</Trans>
                </th>
              )}
            </tr>
          </thead>
          <tbody translate="no">
            {split.subnets.map((subnet) => (
              <tr key={subnet.cidr} className="border-t align-top">
                <td className="p-2 break-all">{subnet.cidr}</td>
                <td className="p-2 break-all">
                  {subnet.firstHost} – {subnet.lastHost}
                </td>
                {withBroadcast && <td className="p-2 break-all">{subnet.broadcast}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Whether an address is inside the network. */
function ContainsCard({ cidr }: { cidr: string | undefined }) {
  const { t } = useLingui();
  const [address, setAddress] = useAutoSavedText(`${SLUG}-address`, "192.168.1.77");
  const request = useMemo(() => (cidr && address.trim() ? { cidr, address } : undefined), [cidr, address]);
  const result = useAsyncResult(request, (r) => (r ? contains(r) : Promise.resolve(undefined)), refusalText);
  const id = useId();
  const answer = request && !result.error ? result.value : undefined;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Is an Address Inside?</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Check whether an address belongs to the network.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-2">
          <Label htmlFor={id}>
            <Trans>Address to check</Trans>
          </Label>
          <Input
            id={id}
            value={address}
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
            className="font-mono"
            aria-invalid={!!(request && result.error)}
            onChange={(event) => {
              setAddress(event.target.value);
              reportToolUse(SLUG, t`Checked an address against a network`);
            }}
          />
        </div>
        {request && result.error && (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{result.error}</AlertDescription>
          </Alert>
        )}
        {answer && <ContainsAnswer address={answer.address} network={answer.network} inside={answer.inside} />}
      </CardContent>
    </Card>
  );
}

function ContainsAnswer({ address, network, inside }: { address: string; network: string; inside: boolean }) {
  return (
    <p role="status" className="flex items-center gap-2 font-medium">
      {inside ? (
        <>
          <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-green-700 dark:text-green-400" />
          <span className="min-w-0 break-all">
            <Trans>
              {address} is inside {network}.
            </Trans>
          </span>
        </>
      ) : (
        <>
          <CircleX aria-hidden="true" className="size-5 shrink-0 text-destructive" />
          <span className="min-w-0 break-all">
            <Trans>
              {address} is not inside {network}.
            </Trans>
          </span>
        </>
      )}
    </p>
  );
}
