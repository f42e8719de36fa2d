import { useEffect, useId, useState } from "react";
import { CloudDownload } from "lucide-react";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { BusyStatus } from "@/components/BusyStatus";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { formatBytes } from "@/lib/format-bytes";
import type { EngineFile } from "@/lib/offline/protocol";
import { listEngines, saveEngines } from "@/lib/offline/service-worker";
import { isOffline, NEEDS_CONNECTION_MESSAGE } from "@/lib/online";
import { SettingsCard } from "./SettingControls";

type Step =
  | { kind: "checking" }
  /** No service worker runs this page (yet): offline use is not set up in this browser. */
  | { kind: "unavailable" }
  | { kind: "ready"; engines: EngineFile[]; error: string | null }
  | { kind: "saving"; done: number; total: number };

/** What the card shows for this answer from the service worker (null: none runs this page). */
const stepOf = (engines: EngineFile[] | null, error: string | null = null): Step =>
  engines ? { kind: "ready", engines, error } : { kind: "unavailable" };

const sum = (engines: readonly EngineFile[]) => engines.reduce((total, engine) => total + engine.bytes, 0);

/**
 * Settings → Data → Offline: the app itself is kept after the first visit; each tool's engine the first time it is
 * used. Here the visitor sees how much the rest would take and saves every engine at once, with progress.
 */
export function OfflineCard() {
  const { t, i18n } = useLingui();
  const [step, setStep] = useState<Step>({ kind: "checking" });

  useEffect(() => {
    let alive = true;
    const look = () => void listEngines().then((engines) => alive && setStep(stepOf(engines)));
    look();
    // On a first visit the worker may still be installing: look again once it runs this page.
    const container = navigator.serviceWorker;
    container?.addEventListener("controllerchange", look);
    return () => {
      alive = false;
      container?.removeEventListener("controllerchange", look);
    };
  }, []);

  async function saveAll() {
    setStep({ kind: "saving", done: 0, total: 0 });
    try {
      await saveEngines((done, total) => setStep({ kind: "saving", done, total }));
      setStep(stepOf(await listEngines()));
    } catch (error) {
      const cause = error instanceof Error ? error.message : String(error);
      const reason = isOffline() ? i18n._(NEEDS_CONNECTION_MESSAGE) : t`Saving stopped: ${cause}`;
      setStep(stepOf(await listEngines(), reason));
    }
  }

  return (
    <SettingsCard
      title={t`Offline`}
      description={t`After your first visit Penknife opens without a network. Each tool keeps its engine once you have used it.`}
    >
      {step.kind === "checking" && <BusyStatus>{t`Checking what is on this device…`}</BusyStatus>}
      {step.kind === "unavailable" && (
        <p className="text-sm text-muted-foreground">
          {"serviceWorker" in navigator
            ? t`Penknife is still being set up for offline use in this browser; this card updates by itself when it is ready.`
            : t`This browser cannot keep Penknife for offline use here (it needs a secure connection).`}
        </p>
      )}
      {step.kind === "ready" && <EngineSummary engines={step.engines} error={step.error} onSaveAll={saveAll} />}
      {step.kind === "saving" && <SavingProgress done={step.done} total={step.total} />}
    </SettingsCard>
  );
}

function SavingProgress({ done, total }: { done: number; total: number }) {
  const { t } = useLingui();
  const label = useId();
  const doneSize = formatBytes(done);
  const totalSize = formatBytes(total);
  const bytes = t`${doneSize} of ${totalSize}`;
  return (
    <div className="grid gap-2">
      <div className="flex justify-between text-sm">
        <span id={label}>
          <Trans>Saving every tool…</Trans>
        </span>
        <span className="text-muted-foreground tabular-nums">{bytes}</span>
      </div>
      <Progress aria-labelledby={label} aria-valuetext={bytes} value={total > 0 ? (done / total) * 100 : 0} />
    </div>
  );
}

function EngineSummary({
  engines,
  error,
  onSaveAll,
}: {
  engines: EngineFile[];
  error: string | null;
  onSaveAll: () => void;
}) {
  const { t } = useLingui();
  const missing = engines.filter((engine) => !engine.saved);
  if (missing.length === 0) {
    return (
      <p className="text-sm font-medium">
        <Trans>Every tool is available offline on this device.</Trans>
      </p>
    );
  }
  const saved = engines.length - missing.length;
  const others = missing.length;
  const total = engines.length;
  const size = formatBytes(sum(missing));
  return (
    <div className="grid gap-3">
      <p className="text-sm">
        {t`${plural(total, {
          one: `${saved} of # tool engines are on this device. Saving the other ${others} takes ${size}.`,
          other: `${saved} of # tool engines are on this device. Saving the other ${others} takes ${size}.`,
        })}`}
      </p>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div>
        <Button variant="outline" onClick={onSaveAll}>
          <CloudDownload aria-hidden="true" />
          <Trans>Make every tool available offline</Trans>
        </Button>
      </div>
    </div>
  );
}
