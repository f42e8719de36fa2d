import { useSyncExternalStore } from "react";
import { Trans } from "@lingui/react/macro";
import { RefreshCw, WifiOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import { isUpdateWaiting, reloadToUpdate, subscribeUpdate } from "@/lib/offline/service-worker";
import { useOffline } from "@/lib/use-offline";

/**
 * The site's two notices about its connection: that the device is offline (what still works), and that a new
 * version of Penknife is ready. The update waits for the visitor: nothing changes under an open tool, and what
 * they typed stays until they choose to reload.
 */
export function ConnectionNotices() {
  const offline = useOffline();
  const updateWaiting = useSyncExternalStore(subscribeUpdate, isUpdateWaiting, () => false);
  return (
    <>
      <div role="status" aria-live="polite" className="empty:hidden">
        {offline && (
          <p className="flex items-center justify-center gap-2 border-b bg-muted px-4 py-2 text-center text-sm">
            <WifiOff aria-hidden="true" className="size-4 shrink-0" />
            <Trans>
              You are offline. The tools that run in your browser keep working; pastes, IP lookups and your account wait
              for the network.
            </Trans>
          </p>
        )}
      </div>
      <div role="status" aria-live="polite" className="empty:hidden">
        {updateWaiting && (
          <div className="fixed inset-x-2 bottom-2 z-40 mx-auto flex max-w-md flex-wrap items-center justify-between gap-3 rounded-lg border bg-popover p-3 text-sm text-popover-foreground shadow-lg sm:inset-x-4 sm:bottom-4">
            <p>
              <Trans>A new version is available</Trans>
            </p>
            <Button size="sm" onClick={reloadToUpdate}>
              <RefreshCw aria-hidden="true" />
              <Trans>Reload</Trans>
            </Button>
          </div>
        )}
      </div>
    </>
  );
}
