import { useEffect } from "react";
import { syncAccount } from "./sync";
import type { ToolLookup } from "./tool-lookup";

/**
 * Keeps History and favorites in step with the signed-in account. `accountId` is undefined while sign-in is
 * still being read (the stored session may be valid: nothing may be cleared yet), then the user's id or null.
 */
export function HistorySync({ accountId, lookup }: { accountId: string | null | undefined; lookup: ToolLookup }) {
  useEffect(() => {
    if (accountId === undefined) return;
    let current = true;
    syncAccount(accountId, lookup, () => current).catch((error: unknown) =>
      console.error("could not sync history and favorites", error),
    );
    return () => {
      current = false;
    };
  }, [accountId, lookup]);
  return null;
}
