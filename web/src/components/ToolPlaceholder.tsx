import { Trans } from "@lingui/react/macro";
import { Construction, KeyRound, Crown } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";

export interface ToolPlaceholderProps {
  /** The title-cased slug, e.g. 'Json Validator'. */
  title: string;
}

/** The spec's 'under development' screen for a tool route with no screen yet. */
export function ToolPlaceholder({ title }: ToolPlaceholderProps) {
  return (
    <Card className="items-center text-center">
      <CardHeader className="items-center">
        <div className="mb-2 flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Construction aria-hidden="true" className="size-7" />
        </div>
        <CardTitle as="h2" className="text-2xl">
          {title}
        </CardTitle>
        <CardDescription className="max-w-md text-base">
          <Trans>This tool is under development. We are building it right now — check back soon.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="w-full max-w-md">
        <div className="rounded-lg border border-premium/40 bg-premium/10 p-4 text-sm">
          <p className="flex items-center justify-center gap-2 font-medium">
            <Crown aria-hidden="true" className="size-4 text-premium" />
            <Trans>Get more with Premium</Trans>
          </p>
          <p className="mt-1 text-muted-foreground">
            <Trans>Files up to 500MB, where the free tools stop at 50MB.</Trans>
          </p>
        </div>
      </CardContent>
      <CardFooter className="flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to="/tools/password-generator">
            <KeyRound aria-hidden="true" />
            <Trans>Try the Password Generator</Trans>
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/premium">
            <Trans>Explore Premium</Trans>
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
