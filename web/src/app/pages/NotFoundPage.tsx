import { useEffect } from "react";
import { FileQuestion, House } from "lucide-react";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { useDocumentTitle } from "@/lib/document-title";

/** Any path no route matches. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle("Page not found");

  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-20 text-center sm:px-6">
      <FileQuestion aria-hidden="true" className="size-14 text-muted-foreground" />
      <p className="text-6xl font-extrabold tracking-tight text-primary">404</p>
      <h1 className="text-2xl font-semibold">Oops! Page not found</h1>
      <p className="text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Button asChild>
        <Link to="/">
          <House aria-hidden="true" />
          Return to Home
        </Link>
      </Button>
    </div>
  );
}
