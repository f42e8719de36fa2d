import { useCallback, useEffect, useRef, useState } from "react";
import { msg, t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Info, Monitor, RefreshCw, ShieldCheck, TriangleAlert, WifiOff } from "lucide-react";
import { toast } from "sonner";
import { BusyStatus } from "@/components/BusyStatus";
import { CopyButton } from "@/components/CopyButton";
import { IpInfoCards } from "@/components/IpInfoCards";
import { StatGrid, type StatItem } from "@/components/StatGrid";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { isOfflineError } from "@/lib/api/client";
import { UNKNOWN, type IpNote } from "@/lib/api/types";
import { fetchMyIpInfo, placeholderAnswer, type IpAnswer } from "@/lib/ip-info";
import { onBackOnline } from "@/lib/online";
import { reportToolUse } from "@/lib/tool-events";
import { browserTimeZone, readDeviceInfo, type DeviceInfo } from "./device";

const SLUG = "whats-my-ip";
const LIMITED_DETECTION = msg`Unable to fetch complete IP information. Some features may be limited in this environment.`;
const OFFLINE_DETECTION = msg`Your address is the one Penknife's server sees you connect from, so this needs a connection. It is detected again by itself once you are back online.`;

/** What the page shows once an answer came: the server's (with its note, if any) or the spec's placeholder. */
type Detection =
  { status: "loaded"; answer: IpAnswer; note: IpNote | null } | { status: "failed" | "offline"; answer: IpAnswer };

/** Asks our server; a failure (offline, server down) becomes the placeholder, as the spec's last fallback. */
async function detectAddress(): Promise<Detection> {
  try {
    const { answer, note } = await fetchMyIpInfo();
    return { status: "loaded", answer, note };
  } catch (error) {
    console.warn("Could not detect the IP address", error);
    return { status: isOfflineError(error) ? "offline" : "failed", answer: placeholderAnswer(browserTimeZone()) };
  }
}

export default function WhatsMyIpPage() {
  const { i18n } = useLingui();
  // The spec's states: loading, then loaded or failed. What was shown stays on screen during a Refresh.
  const [shown, setShown] = useState<Detection | null>(null);
  const [loading, setLoading] = useState(true);
  const [device, setDevice] = useState<DeviceInfo>(() => readDeviceInfo());
  // Only the latest request may show its answer and toast (a second Refresh, or leaving the page).
  const latest = useRef(0);

  const show = useCallback(
    async (request: number) => {
      const next = await detectAddress();
      if (request !== latest.current) return;
      setShown(next);
      setLoading(false);
      if (next.status === "loaded") {
        // The address itself is what was retrieved; when no database has its location, the Location card says so.
        const address = next.answer.data.ip;
        reportToolUse(SLUG, t`Checked your IP address (${address})`);
        const ip = next.answer.data.ip;
        toast.success(i18n._(msg`IP Information Retrieved`), { description: i18n._(msg`Your IP: ${ip}`) });
        if (next.note) toast.info(i18n._(msg`Development Mode`), { description: noteText(next.note) });
      } else if (next.status === "failed") {
        toast.error(i18n._(msg`Limited Detection`), { description: i18n._(LIMITED_DETECTION) });
      }
    },
    [i18n],
  );

  useEffect(() => {
    const counter = latest;
    const request = ++counter.current;
    void show(request);
    return () => {
      if (counter.current === request) counter.current++;
    };
  }, [show]);

  const refresh = useCallback(() => {
    setLoading(true);
    setDevice(readDeviceInfo());
    void show(++latest.current);
  }, [show]);

  // Detected without a network: again as soon as there is one.
  const offline = shown?.status === "offline";
  useEffect(() => (offline ? onBackOnline(refresh) : undefined), [offline, refresh]);

  return (
    <div className="space-y-4">
      <AddressCard shown={shown} loading={loading} onRefresh={refresh} />
      {shown?.status === "loaded" && shown.note && (
        <Alert>
          <Info aria-hidden />
          <AlertTitle>
            <Trans>Development Mode</Trans>
          </AlertTitle>
          <AlertDescription>{noteText(shown.note)}</AlertDescription>
        </Alert>
      )}
      {shown?.status === "failed" && (
        <Alert variant="destructive">
          <TriangleAlert aria-hidden />
          <AlertTitle>
            <Trans>Limited Detection</Trans>
          </AlertTitle>
          <AlertDescription>{i18n._(LIMITED_DETECTION)}</AlertDescription>
        </Alert>
      )}
      {shown?.status === "offline" && (
        <Alert variant="destructive">
          <WifiOff aria-hidden />
          <AlertTitle>
            <Trans>You are offline</Trans>
          </AlertTitle>
          <AlertDescription>{i18n._(OFFLINE_DETECTION)}</AlertDescription>
        </Alert>
      )}
      {shown && <IpInfoCards answer={shown.answer} />}
      <div className="grid gap-4 md:grid-cols-2">
        <DeviceCard device={device} />
        <PrivacyCard />
      </div>
    </div>
  );
}

interface AddressCardProps {
  shown: Detection | null;
  loading: boolean;
  onRefresh: () => void;
}

/** The large address with Copy IP and Refresh. */
function AddressCard({ shown, loading, onRefresh }: AddressCardProps) {
  const { t } = useLingui();
  const info = shown?.answer.data;
  const ip = info?.ip;
  const place = info ? [info.city, info.country].filter((part) => part !== UNKNOWN).join(", ") : "";
  return (
    <Card className="text-center">
      <CardHeader className="items-center">
        <CardTitle as="h2" className="text-lg">
          <Trans>Your IP Address</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>The address websites see when you visit them.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-center gap-4">
        {info ? (
          <div className="space-y-2" aria-busy={loading}>
            <p
              data-testid="my-ip"
              className="font-mono text-3xl font-bold break-all text-primary sm:text-4xl"
              aria-label={t`Your IP address: ${ip}`}
            >
              {info.ip}
            </p>
            <div className="flex flex-wrap items-center justify-center gap-2 text-sm text-muted-foreground">
              {shown.status === "loaded" && (
                <Badge variant="secondary" translate="no">
                  {info.version}
                </Badge>
              )}
              {place && <span>{place}</span>}
            </div>
          </div>
        ) : (
          <BusyStatus>
            <Trans>Detecting your IP address...</Trans>
          </BusyStatus>
        )}
        <div className="flex flex-wrap justify-center gap-2">
          <CopyButton text={info?.ip ?? ""} label={t`your IP address`} disabled={shown?.status !== "loaded"}>
            <Trans>Copy IP</Trans>
          </CopyButton>
          <Button variant="outline" onClick={onRefresh} disabled={loading}>
            <RefreshCw aria-hidden className={loading ? "animate-spin motion-reduce:animate-none" : undefined} />
            <Trans>Refresh</Trans>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function DeviceCard({ device }: { device: DeviceInfo }) {
  const { t } = useLingui();
  const yesNo = (value: boolean) => (value ? t`Enabled` : t`Disabled`);
  // "Unknown" is the value device.ts gives a field the browser left empty (the same word as UNKNOWN): shown in the
  // page's language; anything else is the browser's own text.
  const known = (value: string) => (value === UNKNOWN ? t`Unknown` : value);
  const items: StatItem[] = [
    { key: "platform", label: t`Platform`, value: known(device.platform), data: true },
    { key: "language", label: t`Language`, value: known(device.language), data: true },
    { key: "screen", label: t`Screen Resolution`, value: device.screenResolution, data: true },
    { key: "depth", label: t`Color Depth`, value: device.colorDepth, data: true },
    { key: "timezone", label: t`Time Zone`, value: known(device.timeZone), data: true },
    { key: "cookies", label: t`Cookies`, value: yesNo(device.cookieEnabled) },
    { key: "java", label: t`Java`, value: yesNo(device.javaEnabled) },
    { key: "online", label: t`Online Status`, value: device.onlineStatus === "Online" ? t`Online` : t`Offline` },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Monitor aria-hidden className="size-5 text-primary" /> <Trans>Device</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Read by your browser on this page; none of it is sent anywhere.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <StatGrid variant="rows" items={items} />
        <div className="border-t pt-2 text-sm">
          <p className="text-muted-foreground">
            <Trans>User Agent</Trans>
          </p>
          <p className="font-mono text-xs break-all" data-testid="user-agent" translate="no">
            {known(device.userAgent)}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

function PrivacyCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <ShieldCheck aria-hidden className="size-5 text-primary" /> <Trans>Security &amp; Privacy</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm leading-relaxed">
        <p>
          <Trans>
            Every website you visit sees your IP address. It tells them your approximate location and your internet
            provider, not your name or street address.
          </Trans>
        </p>
        <p>
          <Trans>
            This page asks only our own server, which looks your address up in a database on its own disk. Nothing is
            sent to any third party.
          </Trans>
        </p>
        <p className="text-muted-foreground">
          <Trans>To hide your address from the sites you visit, use a trusted VPN or the Tor Browser.</Trans>
        </p>
      </CardContent>
    </Card>
  );
}

/** Why the server knows little about the address, in the page's language (the server names the kind). */
function noteText(note: IpNote): string {
  if (note.kind === "noCityDatabase")
    return t`No geolocation database is configured: start the server with --geoip-city FILE (and --geoip-asn FILE), or run \`make run\`, which downloads DB-IP's free City Lite database.`;
  switch (note.reason) {
    case "private":
      return t`Private IP Address: there is no location for it.`;
    case "loopback":
      return t`Loopback Address: there is no location for it.`;
    case "linkLocal":
      return t`Link-Local Address: there is no location for it.`;
    case "documentation":
      return t`Documentation Address: there is no location for it.`;
    case "sharedAddressSpace":
      return t`Shared Address Space: there is no location for it.`;
    case "multicast":
      return t`Multicast Address: there is no location for it.`;
    case "unspecified":
      return t`Unspecified Address: there is no location for it.`;
    case "other":
      return t`Reserved IP Address: there is no location for it.`;
  }
}
