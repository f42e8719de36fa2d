/**
 * Settings → Session Timeout: a signed-in session ends after that long without use. The last use is shared by
 * every tab (local storage), so a user busy in one tab is not signed out by another, and a browser reopened after
 * the timeout starts signed out.
 */
import { useEffect, useEffectEvent } from "react";

export const LAST_ACTIVITY_KEY = "penknife-last-activity";
const ACTIVITY_EVENTS = ["pointerdown", "keydown", "scroll", "touchstart"] as const;
/** Writes at most this often: a scroll fires many events a second. */
const WRITE_EVERY_MS = 5_000;
const CHECK_EVERY_MS = 15_000;

function lastActivity(): number | null {
  try {
    const value = Number(localStorage.getItem(LAST_ACTIVITY_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function recordActivity(now = Date.now()) {
  try {
    localStorage.setItem(LAST_ACTIVITY_KEY, String(now));
  } catch {
    // Unavailable storage: this tab's timer still runs on the recorded start.
  }
}

/** Calls `onTimeout` once `minutes` pass without a click, key, scroll or touch, while `active`. */
export function useInactivityTimeout(minutes: number, active: boolean, onTimeout: () => void): void {
  const timeout = useEffectEvent(onTimeout);
  useEffect(() => {
    if (!active) return;
    const limit = minutes * 60_000;
    let lastWrite = 0;
    const check = () => {
      const last = lastActivity();
      if (last !== null && Date.now() - last > limit) timeout();
    };
    // A browser that comes back after the timeout (closed, asleep) is checked before anything counts as use.
    check();
    if (lastActivity() === null) recordActivity();
    const onActivity = () => {
      const now = Date.now();
      if (now - lastWrite < WRITE_EVERY_MS) return;
      lastWrite = now;
      check();
      recordActivity(now);
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") check();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    document.addEventListener("visibilitychange", onVisible);
    const timer = window.setInterval(check, CHECK_EVERY_MS);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      document.removeEventListener("visibilitychange", onVisible);
      window.clearInterval(timer);
    };
  }, [minutes, active]);
}

/** Forgets the last use once signed out, so the next sign-in starts afresh rather than timed out. */
export function clearActivity(): void {
  try {
    localStorage.removeItem(LAST_ACTIVITY_KEY);
  } catch {
    // Nothing stored.
  }
}
