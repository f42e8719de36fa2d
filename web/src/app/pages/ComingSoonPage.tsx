import { Hourglass } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useDocumentTitle } from "@/lib/document-title";

export interface ComingSoonPageProps {
  title: string;
  description: string;
}

/** Pages whose feature comes in a later release (history). */
export function ComingSoonPage({ title, description }: ComingSoonPageProps) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-16 text-center sm:px-6">
      <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Hourglass aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{description}</p>
      <p className="text-sm text-muted-foreground">Coming soon. Every tool already works without an account.</p>
      <Button asChild>
        <Link to="/">Browse Tools</Link>
      </Button>
    </div>
  );
}

export const HistoryPage = () => (
  <ComingSoonPage title="History" description="A record of the tools you have used, kept in your browser." />
);
