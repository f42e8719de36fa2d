import { ExternalLink, Globe, MapPin, Network } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { StatGrid, type StatItem } from "@/components/StatGrid";
import { UNKNOWN, UNKNOWN_COUNTRY_CODE, type IpInfo } from "@/lib/api/types";

/** The attribution the databases' licences ask for (CC BY 4.0), a plain link: nothing is loaded from db-ip.com. */
export const IP_DATA_ATTRIBUTION =
  "IP geolocation by DB-IP (db-ip.com), CC BY 4.0; network data by RouteViews, NRO and DB-IP";

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

export function IpLocationCard({ info }: { info: IpInfo }) {
  const items: StatItem[] = [
    { key: "city", label: "City", value: info.city },
    { key: "region", label: "Region", value: info.region },
    { key: "country", label: "Country", value: countryText(info) },
    { key: "timezone", label: "Timezone", value: info.timezone },
  ];
  const coordinates = `${info.latitude.toFixed(4)}, ${info.longitude.toFixed(4)}`;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <MapPin aria-hidden className="size-5 text-primary" /> Location
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        <StatGrid variant="rows" items={items} />
        <dl className="flex items-baseline justify-between gap-3 border-t pt-2">
          <dt className="text-sm text-muted-foreground">Coordinates</dt>
          <dd className="min-w-0 text-right font-semibold tabular-nums">
            {hasCoordinates(info) ? (
              <a
                href={mapLink(info.latitude, info.longitude)}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-primary underline underline-offset-4"
                aria-label={`${coordinates} (view on OpenStreetMap, opens in a new tab)`}
              >
                {coordinates} <ExternalLink aria-hidden className="size-3.5" />
              </a>
            ) : (
              UNKNOWN
            )}
          </dd>
        </dl>
      </CardContent>
    </Card>
  );
}

export function IpNetworkCard({ info }: { info: IpInfo }) {
  const items: StatItem[] = [
    { key: "ip", label: "IP Address", value: info.ip },
    { key: "version", label: "Version", value: info.version },
    { key: "isp", label: "ISP", value: info.isp },
    { key: "org", label: "Organization", value: info.org },
    { key: "asn", label: "ASN", value: info.asn },
    { key: "asnOrg", label: "ASN Organization", value: info.asnOrg },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Network aria-hidden className="size-5 text-primary" /> Network
        </CardTitle>
      </CardHeader>
      <CardContent>
        <StatGrid variant="rows" items={items} />
      </CardContent>
    </Card>
  );
}

/** The attribution line both IP pages show under their results. */
export function IpDataAttribution() {
  return (
    <p className="flex items-start gap-1.5 text-xs text-muted-foreground">
      <Globe aria-hidden className="mt-0.5 size-3.5 shrink-0" />
      <a href="https://db-ip.com" target="_blank" rel="noopener noreferrer" className="underline underline-offset-4">
        {IP_DATA_ATTRIBUTION}
      </a>
    </p>
  );
}

/** What both IP pages show of an address: its Location and Network cards side by side, and the attribution. */
export function IpInfoCards({ info }: { info: IpInfo }) {
  return (
    <div className="space-y-3">
      <div className="grid gap-4 md:grid-cols-2">
        <IpLocationCard info={info} />
        <IpNetworkCard info={info} />
      </div>
      <IpDataAttribution />
    </div>
  );
}
