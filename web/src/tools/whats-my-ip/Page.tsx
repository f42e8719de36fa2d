import { useCallback, useEffect, useRef, useState } from "react";
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
import { UNKNOWN } from "@/lib/api/types";
import { fetchMyIpInfo, placeholderAnswer, type IpAnswer } from "@/lib/ip-info";
import { onBackOnline } from "@/lib/online";
import { reportToolUse } from "@/lib/tool-events";
import { browserTimeZone, readDeviceInfo, type DeviceInfo } from "./device";

const SLUG = "whats-my-ip";
const LIMITED_DETECTION = "Unable to fetch complete IP information. Some features may be limited in this environment.";
const OFFLINE_DETECTION =
  "Your address is the one Penknife's server sees you connect from, so this needs a connection. It is detected again by itself once you are back online.";

/** What the page shows once an answer came: the server's (with its note, if any) or the spec's placeholder. */
type Detection =
  { status: "loaded"; answer: IpAnswer; note: string | null } | { status: "failed" | "offline"; answer: IpAnswer };

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
  // The spec's states: loading, then loaded or failed. What was shown stays on screen during a Refresh.
  const [shown, setShown] = useState<Detection | null>(null);
  const [loading, setLoading] = useState(true);
  const [device, setDevice] = useState<DeviceInfo>(() => readDeviceInfo());
  // Only the latest request may show its answer and toast (a second Refresh, or leaving the page).
  const latest = useRef(0);

  const show = useCallback(async (request: number) => {
    const next = await detectAddress();
    if (request !== latest.current) return;
    setShown(next);
    setLoading(false);
    if (next.status === "loaded") {
      // The address itself is what was retrieved; when no database has its location, the Location card says so.
      reportToolUse(SLUG, `Checked your IP address (${next.answer.data.ip})`);
      toast.success("IP Information Retrieved", { description: `Your IP: ${next.answer.data.ip}` });
      if (next.note) toast.info("Development Mode", { description: next.note });
    } else if (next.status === "failed") {
      toast.error("Limited Detection", { description: LIMITED_DETECTION });
    }
  }, []);

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
          <AlertTitle>Development Mode</AlertTitle>
          <AlertDescription>{shown.note}</AlertDescription>
        </Alert>
      )}
      {shown?.status === "failed" && (
        <Alert variant="destructive">
          <TriangleAlert aria-hidden />
          <AlertTitle>Limited Detection</AlertTitle>
          <AlertDescription>{LIMITED_DETECTION}</AlertDescription>
        </Alert>
      )}
      {shown?.status === "offline" && (
        <Alert variant="destructive">
          <WifiOff aria-hidden />
          <AlertTitle>You are offline</AlertTitle>
          <AlertDescription>{OFFLINE_DETECTION}</AlertDescription>
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
  const info = shown?.answer.data;
  const place = info ? [info.city, info.country].filter((part) => part !== UNKNOWN).join(", ") : "";
  return (
    <Card className="text-center">
      <CardHeader className="items-center">
        <CardTitle as="h2" className="text-lg">
          Your IP Address
        </CardTitle>
        <CardDescription>The address websites see when you visit them.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-center gap-4">
        {info ? (
          <div className="space-y-2" aria-busy={loading}>
            <p
              data-testid="my-ip"
              className="font-mono text-3xl font-bold break-all text-primary sm:text-4xl"
              aria-label={`Your IP address: ${info.ip}`}
            >
              {info.ip}
            </p>
            <div className="flex flex-wrap items-center justify-center gap-2 text-sm text-muted-foreground">
              {shown.status === "loaded" && <Badge variant="secondary">{info.version}</Badge>}
              {place && <span>{place}</span>}
            </div>
          </div>
        ) : (
          <BusyStatus>Detecting your IP address...</BusyStatus>
        )}
        <div className="flex flex-wrap justify-center gap-2">
          <CopyButton text={info?.ip ?? ""} label="your IP address" disabled={shown?.status !== "loaded"}>
            Copy IP
          </CopyButton>
          <Button variant="outline" onClick={onRefresh} disabled={loading}>
            <RefreshCw aria-hidden className={loading ? "animate-spin motion-reduce:animate-none" : undefined} />
            Refresh
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

const yesNo = (value: boolean) => (value ? "Enabled" : "Disabled");

function DeviceCard({ device }: { device: DeviceInfo }) {
  const items: StatItem[] = [
    { key: "platform", label: "Platform", value: device.platform },
    { key: "language", label: "Language", value: device.language },
    { key: "screen", label: "Screen Resolution", value: device.screenResolution },
    { key: "depth", label: "Color Depth", value: device.colorDepth },
    { key: "timezone", label: "Time Zone", value: device.timeZone },
    { key: "cookies", label: "Cookies", value: yesNo(device.cookieEnabled) },
    { key: "java", label: "Java", value: yesNo(device.javaEnabled) },
    { key: "online", label: "Online Status", value: device.onlineStatus },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Monitor aria-hidden className="size-5 text-primary" /> Device
        </CardTitle>
        <CardDescription>Read by your browser on this page; none of it is sent anywhere.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <StatGrid variant="rows" items={items} />
        <div className="border-t pt-2 text-sm">
          <p className="text-muted-foreground">User Agent</p>
          <p className="font-mono text-xs break-all" data-testid="user-agent">
            {device.userAgent}
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
          <ShieldCheck aria-hidden className="size-5 text-primary" /> Security &amp; Privacy
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm leading-relaxed">
        <p>
          Every website you visit sees your IP address. It tells them your approximate location and your internet
          provider, not your name or street address.
        </p>
        <p>
          This page asks only our own server, which looks your address up in a database on its own disk. Nothing is sent
          to any third party.
        </p>
        <p className="text-muted-foreground">
          To hide your address from the sites you visit, use a trusted VPN or the Tor Browser.
        </p>
      </CardContent>
    </Card>
  );
}
