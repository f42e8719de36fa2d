import { useEffect } from "react";

/**
 * Runs `preload` once the page is idle after it opens: a tool starts fetching its engine before the first click,
 * without competing with the page's first paint. (Safari has no requestIdleCallback: a short timeout stands in.)
 */
export function usePreloadWhenIdle(preload: () => void) {
  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(preload, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(preload, 200);
    return () => window.clearTimeout(timer);
  }, [preload]);
}
