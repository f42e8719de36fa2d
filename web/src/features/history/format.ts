/** How History shows durations and times (spec part 2 §9). */

/** '45s', '12m', '1h 5m' (whole seconds, minutes, hours and minutes). */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  if (total < 60) return `${total}s`;
  if (total < 3600) return `${Math.floor(total / 60)}m`;
  return `${Math.floor(total / 3600)}h ${Math.floor((total % 3600) / 60)}m`;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** 'Just now' within the hour, 'Nh ago' within the day, 'Nd ago' up to 6 days, then the date. */
export function formatRelativeTime(timestamp: string, now: Date): string {
  const time = Date.parse(timestamp);
  const elapsed = Math.max(0, now.getTime() - time);
  if (elapsed < HOUR_MS) return "Just now";
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  const days = Math.floor(elapsed / DAY_MS);
  if (days <= 6) return `${days}d ago`;
  return new Date(time).toLocaleDateString();
}
