import { useMemo } from "react";
import { useFavorites } from "@/features/favorites/useFavorites";
import Profile, { type ProfileActivity } from "@/features/auth/ProfilePage";
import { summarizeHistory } from "@/features/history/stats";
import { useHistoryEntries } from "@/features/history/use-history";
import { lookupTool } from "../tool-lookup";

/**
 * HOOK POINT (lead, issue 18): the number of pastes the signed-in user created (the paste feature's count, e.g.
 * from GET /api/me/pastes). Null shows '—' on the profile until it is wired.
 */
function usePastesCreated(): number | null {
  return null;
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
