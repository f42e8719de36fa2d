import { Fragment } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { ExternalLink, Globe, MapPin, Network, SearchX } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { StatGrid, type StatItem } from "@/components/StatGrid";
import { UNKNOWN, UNKNOWN_COUNTRY_CODE, type DataSource, type Finding, type IpInfo } from "@/lib/api/types";
import { creditsOf, noLocationText, noNetworkText, type IpAnswer } from "@/lib/ip-info";

/** A map of the point, opened only when the user clicks: the page itself loads no tiles or map scripts. */
export function mapLink(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=10/${latitude}/${longitude}`;
}

/** (0, 0) is the spec's default for an unknown location, not a place in the Gulf of Guinea. */
const hasCoordinates = (info: IpInfo) => info.latitude !== 0 || info.longitude !== 0;

function countryText(info: IpInfo): string {
  if (info.country === UNKNOWN) return UNKNOWN;
  return info.countryCode === UNKNOWN_COUNTRY_CODE ? info.country : `${info.country} (${info.countryCode})`;
}

/** A field as the page shows it: the server's word for nothing known (`UNKNOWN`) in the page's language. */
function useShown(): (value: string) => string {
  const { t } = useLingui();
  return (value) => (value === UNKNOWN ? t`Unknown` : value);
}

/** What a card says in place of its rows when no database had the address: plainly, and which databases. */
function NotFound({ children }: { children: string }) {
  return (
    <p className="flex items-start gap-2 text-sm leading-relaxed">
      <SearchX aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      {children}
    </p>
  );
}

/** The place: the server's record of it, or, when no database has it, a sentence saying so instead of Unknowns. */
export function IpLocationCard({ info, finding }: { info: IpInfo; finding: Finding }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <MapPin aria-hidden className="size-5 text-primary" /> <Trans>Location</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        {finding.status === "missing" ? (
          <NotFound>{noLocationText(finding, info.ip)}</NotFound>
        ) : (
          <LocationRows info={info} />
        )}
      </CardContent>
    </Card>
  );
}

function LocationRows({ info }: { info: IpInfo }) {
  const { t } = useLingui();
  const shown = useShown();
  const items: StatItem[] = [
    { key: "city", label: t`City`, value: shown(info.city), data: true },
    { key: "region", label: t`Region`, value: shown(info.region), data: true },
    { key: "country", label: t`Country`, value: shown(countryText(info)), data: true },
    { key: "timezone", label: t`Timezone`, value: shown(info.timezone), data: true },
  ];
  const coordinates = `${info.latitude.toFixed(4)}, ${info.longitude.toFixed(4)}`;
  return (
    <>
      <StatGrid variant="rows" items={items} />
      <dl className="flex items-baseline justify-between gap-3 border-t pt-2">
        <dt className="text-sm text-muted-foreground">
          <Trans>Coordinates</Trans>
        </dt>
        <dd className="min-w-0 text-end font-semibold tabular-nums" translate="no">
          {hasCoordinates(info) ? (
            <a
              href={mapLink(info.latitude, info.longitude)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-primary underline underline-offset-4"
              aria-label={t`${coordinates} (view on OpenStreetMap, opens in a new tab)`}
            >
              {coordinates} <ExternalLink aria-hidden className="size-3.5" />
            </a>
          ) : (
            shown(UNKNOWN)
          )}
        </dd>
      </dl>
    </>
  );
}

/** The address itself, always; its network as the server has it, or a sentence saying no database has it. */
export function IpNetworkCard({ info, finding }: { info: IpInfo; finding: Finding }) {
  const { t } = useLingui();
  const shown = useShown();
  const address: StatItem[] = [
    { key: "ip", label: t`IP Address`, value: info.ip, data: true },
    { key: "version", label: t`Version`, value: info.version, data: true },
  ];
  const network: StatItem[] = [
    { key: "isp", label: t`ISP`, value: shown(info.isp), data: true },
    { key: "org", label: t`Organization`, value: shown(info.org), data: true },
    { key: "asn", label: t`ASN`, value: shown(info.asn), data: true },
    { key: "asnOrg", label: t`ASN Organization`, value: shown(info.asnOrg), data: true },
  ];
  const missing = finding.status === "missing";
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Network aria-hidden className="size-5 text-primary" /> <Trans>Network</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        <StatGrid variant="rows" items={missing ? address : [...address, ...network]} />
        {missing && <NotFound>{noNetworkText(finding, info.ip)}</NotFound>}
      </CardContent>
    </Card>
  );
}

/**
 * The credits the licences of the databases that answered ask for, in their words (the server's, from each
 * database's own metadata), each a plain link to its maker where one is known: nothing is loaded from their sites.
 */
export function IpDataAttribution({ credits }: { credits: readonly DataSource[] }) {
  return (
    <p className="flex items-start gap-1.5 text-xs text-muted-foreground" data-testid="ip-data-attribution">
      <Globe aria-hidden className="mt-0.5 size-3.5 shrink-0" />
      <span>
        {credits.map(({ credit, url }, index) => (
          <Fragment key={`${credit} ${url}`}>
            {index > 0 && " · "}
            {url ? (
              <a href={url} target="_blank" rel="noopener noreferrer" className="underline underline-offset-4">
                {credit}
              </a>
            ) : (
              credit
            )}
          </Fragment>
        ))}
      </span>
    </p>
  );
}

/**
 * What both IP pages show of an address: its Location and Network cards side by side (each saying so when no
 * database has the address), and the credit of the databases that answered.
 */
export function IpInfoCards({ answer }: { answer: IpAnswer }) {
  const credits = creditsOf(answer);
  return (
    <div className="space-y-3">
      <div className="grid gap-4 md:grid-cols-2">
        <IpLocationCard info={answer.data} finding={answer.location} />
        <IpNetworkCard info={answer.data} finding={answer.network} />
      </div>
      {credits.length > 0 && <IpDataAttribution credits={credits} />}
    </div>
  );
}
