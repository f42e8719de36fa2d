import { useEffect, useState, useSyncExternalStore } from "react";
import { isOffline, onBackOnline } from "./online";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** True while the device has no network; re-renders when that changes. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}

/**
 * A count that goes up each time the network comes back while `waiting` (something failed offline): an effect
 * that lists it among its dependencies runs again, fetching what failed.
 */
export function useAttemptWhenBackOnline(waiting: boolean): number {
  const [attempt, setAttempt] = useState(0);
  useEffect(() => (waiting ? onBackOnline(() => setAttempt((n) => n + 1)) : undefined), [waiting]);
  return attempt;
}
