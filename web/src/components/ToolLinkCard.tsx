import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";

export interface ToolLinkCardProps {
  name: string;
  /** Site path of the tool. */
  url: string;
  description: ReactNode;
  /** A control beside the title (remove, favorite toggle). */
  action: ReactNode;
  className?: string;
}

/** A saved tool in a list: its name, a line about it, one action, and Open. */
export function ToolLinkCard({ name, url, description, action, className }: ToolLinkCardProps) {
  const { t } = useLingui();
  return (
    <Card className={cn("h-full", className)}>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <CardTitle as="h2" className="truncate text-lg">
            {name}
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        {action}
      </CardHeader>
      <CardContent className="mt-auto">
        <Button asChild variant="outline" size="sm">
          <Link to={url} aria-label={t`Open ${name}`}>
            <Trans>Open</Trans>
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
