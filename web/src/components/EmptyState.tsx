import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

export interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  /** A way on, e.g. to the catalogue; omitted when the page already offers one. */
  action?: { label: string; to: string };
}

/** What a list page or tab shows before it has anything: an icon, a heading, what would fill it, and a way on. */
export function EmptyState({ icon: Icon, title, description, action }: EmptyStateProps) {
  return (
    <Card className="items-center py-12 text-center">
      <CardHeader className="items-center">
        <div className="mb-2 flex size-14 items-center justify-center rounded-full bg-muted">
          <Icon aria-hidden="true" className="size-7 text-muted-foreground" />
        </div>
        <CardTitle as="h2" className="text-xl">
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      {action && (
        <CardContent>
          <Button asChild>
            <Link to={action.to}>{action.label}</Link>
          </Button>
        </CardContent>
      )}
    </Card>
  );
}
