import { useEffect, useState } from "react";
import { Progress } from "@/components/ui/progress";

/** From this long on, a file's line says how long it has taken or will take: short work needs no words. */
export const TALK_AFTER_MS = 3000;

/** 75 → '75 s', 150 → '2 min 30 s'. */
export function formatSeconds(totalSeconds: number): string {
  const seconds = Math.max(1, Math.round(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return minutes ? `${minutes} min${seconds % 60 ? ` ${seconds % 60} s` : ""}` : `${seconds} s`;
}

/**
 * What a file's line says while it is worked on, `elapsed` ms after it began: nothing at first; then, when the work
 * reports how far it is, the share done and the time left at that pace, else how long it has taken so far.
 */
export function progressLine(elapsed: number, progress: number | undefined): string | undefined {
  if (elapsed < TALK_AFTER_MS) return undefined;
  if (!progress) return `${formatSeconds(elapsed / 1000)} so far`;
  const left = (elapsed * (1 - progress)) / progress / 1000;
  return `${Math.round(progress * 100)}% · about ${formatSeconds(left)} left`;
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
