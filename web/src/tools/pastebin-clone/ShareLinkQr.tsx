import { Trans, useLingui } from "@lingui/react/macro";
import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { downloadText } from "@/lib/download";
import { DEFAULT_QR_OPTIONS, generateQr, qrImageSource } from "@/lib/qr/qr";
import { useAsyncResult } from "@/lib/use-async-result";

const drawLink = (link: string) => generateQr({ kind: "url", url: link }, DEFAULT_QR_OPTIONS);

/**
 * The share link as a QR code, drawn in this browser by the QR Code Generator's engine, for opening the paste on
 * a phone. A code that cannot be drawn (the engine failed to load) leaves the link itself, which is all it holds.
 */
export function ShareLinkQr({ link }: { link: string }) {
  const { t } = useLingui();
  const { value: code } = useAsyncResult(link, drawLink);
  if (!code || code.payload !== link) return null;
  return (
    <figure className="grid justify-items-start gap-2">
      <img
        src={qrImageSource(code)}
        alt={t`QR code of the share link`}
        className="aspect-square w-40 rounded-md border"
        data-testid="paste-share-qr"
      />
      <figcaption className="text-sm text-muted-foreground">
        <Trans>Scan to open this paste on another device.</Trans>
      </figcaption>
      <Button variant="outline" onClick={() => downloadText(code.svg, "paste-qr-code.svg", "image/svg+xml")}>
        <Download aria-hidden /> <Trans>Download QR Code</Trans>
      </Button>
    </figure>
  );
}
