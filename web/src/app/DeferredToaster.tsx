import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { useLingui } from "@lingui/react/macro";
import { useLocation } from "react-router";
import { useTheme } from "@/lib/theme";
import { useAuth } from "@/features/auth/auth-context";

const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/** sonner's own phone breakpoint: below it toasts span the screen's width. */
const PHONE = "(max-width: 600px)";
const subscribeToPhone = (onChange: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};
const isPhone = () => window.matchMedia(PHONE).matches;

/**
 * The toast host, loaded only once a toast is possible: the home page raises none, so its first visit skips
 * sonner. Every toast follows a user action or another page, and sonner replays toasts raised before its host
 * subscribed, so nothing is lost while the chunk arrives. Once mounted it stays, so a toast raised just before
 * navigating home (e.g. 'Email confirmed' from a link, then on to /) is still seen there.
 */
export function DeferredToaster() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const { resolvedTheme } = useTheme();
  // A social sign-in comes back to the home page, and may have something to say (a failed return).
  const { callbackError } = useAuth();
  const [armed, setArmed] = useState(false);
  const phone = useSyncExternalStore(subscribeToPhone, isPhone);
  if (!armed && (pathname !== "/" || callbackError)) setArmed(true);

  useEffect(() => {
    if (armed) return;
    const arm = () => setArmed(true);
    const options = { once: true, capture: true, passive: true } as const;
    window.addEventListener("pointerdown", arm, options);
    window.addEventListener("keydown", arm, options);
    return () => {
      window.removeEventListener("pointerdown", arm, options);
      window.removeEventListener("keydown", arm, options);
    };
  }, [armed]);

  if (!armed) return null;
  return (
    <Suspense fallback={null}>
      {/* On a phone a toast at the bottom lands on the result the user just made (it appears below the action):
          there it slides over the sticky site header instead, which it hides for a few seconds. */}
      <Toaster
        theme={resolvedTheme}
        richColors
        closeButton
        position={phone ? "top-center" : "bottom-right"}
        mobileOffset={{ top: 4 }}
        containerAriaLabel={t`Notifications`}
        toastOptions={{ closeButtonAriaLabel: t`Close toast` }}
      />
    </Suspense>
  );
}
