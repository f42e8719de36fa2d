import { useEffect } from "react";
import { onBackOnline } from "@/lib/online";
import { syncAccount } from "./sync";
import type { ToolLookup } from "./tool-lookup";

/**
 * Keeps History and favorites in step with the signed-in account. `accountId` is undefined while sign-in is
 * still being read (the stored session may be valid: nothing may be cleared yet), then the user's id or null.
 * Again when the network comes back, so what was recorded offline reaches the account.
 */
export function HistorySync({ accountId, lookup }: { accountId: string | null | undefined; lookup: ToolLookup }) {
  useEffect(() => {
    if (accountId === undefined) return;
    let current = true;
    const sync = () =>
      syncAccount(accountId, lookup, () => current).catch((error: unknown) =>
        console.warn("could not sync history and favorites", error),
      );
    void sync();
    const stopWaiting = onBackOnline(() => void sync());
    return () => {
      current = false;
      stopWaiting();
    };
  }, [accountId, lookup]);
  return null;
}
