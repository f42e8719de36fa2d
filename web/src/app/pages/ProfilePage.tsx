import { useEffect, useMemo, useState } from "react";
import { useFavorites } from "@/features/favorites/useFavorites";
import Profile, { type ProfileActivity } from "@/features/auth/ProfilePage";
import { summarizeHistory } from "@/features/history/stats";
import { useHistoryEntries } from "@/features/history/use-history";
import { useAccountId } from "@/lib/account";
import { listMyPastes } from "@/tools/pastebin-clone/api";
import { lookupTool } from "../tool-lookup";

/** The signed-in user's live pastes on the server (GET /api/me/pastes); null until known, or when it fails. */
function usePastesCreated(): number | null {
  const accountId = useAccountId();
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (!accountId) return;
    let current = true;
    listMyPastes().then(
      (pastes) => current && setCount(pastes.length),
      () => {}, // the statistic stays '—'; the rest of the profile does not depend on it
    );
    return () => {
      current = false;
    };
  }, [accountId]);
  return count;
}

/** /profile: the account's profile, with its favorites and the statistics History derives. */
export default function ProfilePage() {
  const { favorites } = useFavorites();
  const entries = useHistoryEntries();
  const pastesCreated = usePastesCreated();
  const activity = useMemo<ProfileActivity>(() => {
    const summary = summarizeHistory(entries, new Date());
    const name = (slug: string | null) => (slug === null ? null : (lookupTool(slug)?.name ?? slug));
    return {
      toolsUsed: summary.toolsUsed,
      streakDays: summary.streakDays,
      lastToolUsed: name(summary.lastToolUsed),
      mostUsedTool: name(summary.mostUsedTool),
      pastesCreated,
    };
  }, [entries, pastesCreated]);
  return <Profile favorites={favorites} activity={activity} />;
}
