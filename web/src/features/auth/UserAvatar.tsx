import { useState } from "react";
import { cn } from "@/lib/cn";
import { initials as initialsOf } from "./display";

/** The user's picture when it loads, else their initials on a tinted circle. */
export function UserAvatar({ name, src, className }: { name: string; src: string | null; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const letters = initialsOf(name);
  return (
    <span
      className={cn(
        "flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary/15 text-sm font-semibold text-primary",
        className,
      )}
      aria-hidden="true"
    >
      {src && failed !== src ? (
        <img
          src={src}
          alt=""
          referrerPolicy="no-referrer"
          className="size-full object-cover"
          onError={() => setFailed(src)}
        />
      ) : (
        letters
      )}
    </span>
  );
}
