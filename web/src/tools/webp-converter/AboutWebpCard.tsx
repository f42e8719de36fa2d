import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

const ADVANTAGES = [
  "Smaller files: lossy WebP is typically 25–34% smaller than JPEG at the same visual quality",
  "Lossless WebP is about a quarter smaller than PNG",
  "Transparency in both lossy and lossless images, which JPEG cannot do",
  "Animation, as a smaller alternative to GIF",
];

const BROWSER_SUPPORT = [
  { browser: "Chrome", version: "32 and later" },
  { browser: "Edge", version: "18 and later" },
  { browser: "Firefox", version: "65 and later" },
  { browser: "Safari", version: "14 and later (macOS 11 Big Sur or newer)" },
  { browser: "Opera", version: "19 and later" },
];

/** The Statistics tab's About WebP card (spec: advantages, browser support). */
export function AboutWebpCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">About WebP</CardTitle>
        <CardDescription>A modern image format by Google for photos and graphics on the web.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 sm:grid-cols-2">
        <section aria-labelledby="webp-advantages">
          <h3 id="webp-advantages" className="mb-2 text-sm font-semibold">
            Advantages
          </h3>
          <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
            {ADVANTAGES.map((advantage) => (
              <li key={advantage}>{advantage}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="webp-browser-support">
          <h3 id="webp-browser-support" className="mb-2 text-sm font-semibold">
            Browser support
          </h3>
          <dl className="divide-y text-sm">
            {BROWSER_SUPPORT.map(({ browser, version }) => (
              <div key={browser} className="flex justify-between gap-3 py-1.5">
                <dt>{browser}</dt>
                <dd className="text-right text-muted-foreground">{version}</dd>
              </div>
            ))}
          </dl>
        </section>
      </CardContent>
    </Card>
  );
}
