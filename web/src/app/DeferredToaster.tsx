import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useTheme } from "@/lib/theme";

const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/**
 * The toast host, loaded only once a toast is possible: the home page raises none, so its first visit skips
 * sonner. Every toast follows a user action or another page, and sonner replays toasts raised before its host
 * subscribed, so nothing is lost while the chunk arrives.
 */
export function DeferredToaster() {
  const { pathname } = useLocation();
  const { resolvedTheme } = useTheme();
  const [interacted, setInteracted] = useState(false);

  useEffect(() => {
    if (interacted) return;
    const arm = () => setInteracted(true);
    const options = { once: true, capture: true, passive: true } as const;
    window.addEventListener("pointerdown", arm, options);
    window.addEventListener("keydown", arm, options);
    return () => {
      window.removeEventListener("pointerdown", arm, options);
      window.removeEventListener("keydown", arm, options);
    };
  }, [interacted]);

  if (!interacted && pathname === "/") return null;
  return (
    <Suspense fallback={null}>
      <Toaster theme={resolvedTheme} richColors closeButton position="bottom-right" />
    </Suspense>
  );
}
