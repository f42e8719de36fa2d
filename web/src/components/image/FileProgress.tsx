import { useEffect, useState } from "react";
import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { Progress } from "@/components/ui/progress";

/** From this long on, a file's line says how long it has taken or will take: short work needs no words. */
export const TALK_AFTER_MS = 3000;

/** 75 → '75 s', 150 → '2 min 30 s'. */
export function formatSeconds(totalSeconds: number): string {
  const rounded = Math.max(1, Math.round(totalSeconds));
  const minutes = Math.floor(rounded / 60);
  const seconds = rounded % 60;
  if (!minutes) return t`${seconds} s`;
  return seconds ? t`${minutes} min ${seconds} s` : t`${minutes} min`;
}

/**
 * What a file's line says while it is worked on, `elapsed` ms after it began: nothing at first; then, when the work
 * reports how far it is, the share done and the time left at that pace, else how long it has taken so far.
 */
export function progressLine(elapsed: number, progress: number | undefined): string | undefined {
  if (elapsed < TALK_AFTER_MS) return undefined;
  if (!progress) {
    const duration = formatSeconds(elapsed / 1000);
    return t`${duration} so far`;
  }
  const duration = formatSeconds((elapsed * (1 - progress)) / progress / 1000);
  const done = i18n.number(Math.round(progress * 100) / 100, { style: "percent" });
  return t`${done} · about ${duration} left`;
}

/** One file's progress bar (determinate when its work reports progress) and, on long work, its line. */
export function FileProgress({ label, startedAt, progress }: { label: string; startedAt: number; progress?: number }) {
  const [now, setNow] = useState(() => Date.now());
  // A second's tick keeps the line current between the work's own reports.
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const line = progressLine(Math.max(0, now - startedAt), progress);
  return (
    <>
      <Progress className="mt-1" aria-label={label} value={progress ? progress * 100 : null} />
      {line && <p className="text-xs text-muted-foreground tabular-nums">{line}</p>}
    </>
  );
}
