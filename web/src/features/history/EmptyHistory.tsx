import { History } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** What a tab shows before any tool has been used. */
export function EmptyHistory({ what }: { what: string }) {
  return (
    <Card className="items-center py-12 text-center">
      <CardHeader className="items-center">
        <div className="mb-2 flex size-14 items-center justify-center rounded-full bg-muted">
          <History aria-hidden="true" className="size-7 text-muted-foreground" />
        </div>
        <CardTitle as="h2" className="text-xl">
          No activity yet
        </CardTitle>
        <CardDescription>
          Use any tool (format some JSON, generate a password, spin the wheel) and {what} will appear here. History is
          kept in this browser, and in your account when you are signed in.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to="/">Browse Tools</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
