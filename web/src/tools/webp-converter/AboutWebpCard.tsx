import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

const ADVANTAGES = [
  msg`Smaller files: lossy WebP is typically 25–34% smaller than JPEG at the same visual quality`,
  msg`Lossless WebP is about a quarter smaller than PNG`,
  msg`Transparency in both lossy and lossless images, which JPEG cannot do`,
  msg`Animation, as a smaller alternative to GIF`,
];

/** Browsers' names are the same in every language; the versions are said in the page's. */
const BROWSER_SUPPORT = [
  { browser: "Chrome", version: msg`32 and later` },
  { browser: "Edge", version: msg`18 and later` },
  { browser: "Firefox", version: msg`65 and later` },
  { browser: "Safari", version: msg`14 and later (macOS 11 Big Sur or newer)` },
  { browser: "Opera", version: msg`19 and later` },
];

/** The Statistics tab's About WebP card (spec: advantages, browser support). */
export function AboutWebpCard() {
  const { i18n } = useLingui();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>About WebP</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>A modern image format by Google for photos and graphics on the web.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 sm:grid-cols-2">
        <section aria-labelledby="webp-advantages">
          <h3 id="webp-advantages" className="mb-2 text-sm font-semibold">
            <Trans>Advantages</Trans>
          </h3>
          <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
            {ADVANTAGES.map((advantage, index) => (
              <li key={index}>{i18n._(advantage)}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="webp-browser-support">
          <h3 id="webp-browser-support" className="mb-2 text-sm font-semibold">
            <Trans>Browser support</Trans>
          </h3>
          <dl className="divide-y text-sm">
            {BROWSER_SUPPORT.map(({ browser, version }) => (
              <div key={browser} className="flex justify-between gap-3 py-1.5">
                <dt>{browser}</dt>
                <dd className="text-end text-muted-foreground">{i18n._(version)}</dd>
              </div>
            ))}
          </dl>
        </section>
      </CardContent>
    </Card>
  );
}
