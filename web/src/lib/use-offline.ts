import { useSyncExternalStore } from "react";
import { isOffline } from "./online";

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
