/** How History shows durations and times (spec part 2 §9), in the page's language through `Intl`. */
import { t } from "@lingui/core/macro";
import { intlLocales } from "@/lib/i18n/intl";

/** One formatter per language, kept: a long history formats hundreds of times per render. */
function memo<F>(make: (locales: string[]) => F): () => F {
  const made = new Map<string, F>();
  return () => {
    const locales = intlLocales();
    const key = locales.join(",");
    let formatter = made.get(key);
    if (!formatter) {
      formatter = make(locales);
      made.set(key, formatter);
    }
    return formatter;
  };
}

const unitList = memo((locales) => new Intl.ListFormat(locales, { type: "unit", style: "narrow" }));
/**
 * Narrow ('3h ago'), unless a language's narrow past is a bare minus sign (French '-3 h', which reads as arithmetic):
 * its short style says 'ago' ('il y a 3 h').
 */
const relativeTime = memo((locales) => {
  const narrow = new Intl.RelativeTimeFormat(locales, { style: "narrow", numeric: "always" });
  const signed = /^[-\u2212]/.test(narrow.format(-1, "hour"));
  return signed ? new Intl.RelativeTimeFormat(locales, { style: "short", numeric: "always" }) : narrow;
});
/** The date alone, as `toLocaleDateString()` writes it ('11/18/2026' in English). */
const dateFormat = memo(
  (locales) => new Intl.DateTimeFormat(locales, { year: "numeric", month: "numeric", day: "numeric" }),
);

const unitFormats = {
  second: memo((locales) => new Intl.NumberFormat(locales, { style: "unit", unit: "second", unitDisplay: "narrow" })),
  minute: memo((locales) => new Intl.NumberFormat(locales, { style: "unit", unit: "minute", unitDisplay: "narrow" })),
  hour: memo((locales) => new Intl.NumberFormat(locales, { style: "unit", unit: "hour", unitDisplay: "narrow" })),
};

/** A whole number of a unit, narrow: '45s', '12m', '1h' in English. */
const narrow = (value: number, unit: keyof typeof unitFormats) => unitFormats[unit]().format(value);

/** '45s', '12m', '1h 5m' (whole seconds, minutes, hours and minutes) in English; the page's language's own units. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  if (total < 60) return narrow(total, "second");
  if (total < 3600) return narrow(Math.floor(total / 60), "minute");
  return unitList().format([
    narrow(Math.floor(total / 3600), "hour"),
    narrow(Math.floor((total % 3600) / 60), "minute"),
  ]);
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * 'Just now' within the hour, 'Nh ago' within the day, 'Nd ago' up to 6 days, then the date (in English; the
 * page's language's own words and date otherwise).
 */
export function formatRelativeTime(timestamp: string, now: Date): string {
  const time = Date.parse(timestamp);
  const elapsed = Math.max(0, now.getTime() - time);
  if (elapsed < HOUR_MS) return t`Just now`;
  if (elapsed < DAY_MS) return relativeTime().format(-Math.floor(elapsed / HOUR_MS), "hour");
  const days = Math.floor(elapsed / DAY_MS);
  if (days <= 6) return relativeTime().format(-days, "day");
  return dateFormat().format(time);
}

const dateTimeFormat = memo(
  (locales) =>
    new Intl.DateTimeFormat(locales, {
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    }),
);

/** The date and time of an entry, as `toLocaleString()` writes it ('11/18/2026, 9:05:00 AM' in English). */
export function formatDateTime(timestamp: string): string {
  return dateTimeFormat().format(Date.parse(timestamp));
}
