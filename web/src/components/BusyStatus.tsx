import { Loader2 } from "lucide-react";
import { cn } from "@/lib/cn";

/** A spinner with what is happening ('Counting…'), announced politely to screen readers (role="status"). */
export function BusyStatus({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <span
      role="status"
      className={cn("flex items-center gap-1.5 text-sm text-muted-foreground [&>svg]:size-4", className)}
    >
      <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden /> {children}
    </span>
  );
}
