import { Crown, EyeOff, Gauge, HardDrive, LockKeyhole, QrCode } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useDocumentTitle } from "@/lib/document-title";

const BENEFITS = [
  { title: "File limits up to 500MB", Icon: HardDrive },
  { title: "Ad-free use", Icon: EyeOff },
  { title: "Advanced QR code generator", Icon: QrCode },
  { title: "Private paste tool with password lock", Icon: LockKeyhole },
  { title: "Priority conversion speed", Icon: Gauge },
];

/** /premium — a placeholder until plans and payment exist. */
export default function PremiumPage() {
  useDocumentTitle("Premium");
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <Card>
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-14 items-center justify-center rounded-full bg-premium/15 text-premium">
            <Crown aria-hidden="true" className="size-7" />
          </span>
          <CardTitle as="h1" className="text-3xl font-bold tracking-tight">
            Premium
          </CardTitle>
          <CardDescription className="text-base">Upgrade to premium for enhanced features</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <ul className="grid gap-3 sm:grid-cols-2">
            {BENEFITS.map(({ title, Icon }) => (
              <li key={title} className="flex items-center gap-3 rounded-lg border p-3">
                <Icon aria-hidden="true" className="size-5 shrink-0 text-premium" />
                <span className="font-medium">{title}</span>
              </li>
            ))}
          </ul>
          <p className="text-center text-sm text-muted-foreground">
            Premium plans are not on sale yet. Every tool on Penknife stays free to use in the meantime.
          </p>
          <div className="flex justify-center">
            <Button asChild variant="outline">
              <Link to="/">Back to Tools</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
