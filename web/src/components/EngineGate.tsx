import { useEffect, useState, type ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { BusyStatus } from "@/components/BusyStatus";
import { isOffline, NOT_SAVED_OFFLINE_MESSAGE } from "@/lib/online";
import { useAttemptWhenBackOnline } from "@/lib/use-offline";

export interface EngineGateProps<E> {
  /** Loads the tool's engine (a lazy wasm bundle); called once per mount. */
  load: () => Promise<E>;
  /** What is loading, in words: "the password generator". */
  name: string;
  /** The tool, once its engine is ready. */
  children: (engine: E) => ReactNode;
}

/**
 * Shows 'Loading {name}…' until the engine is ready, or an alert when it cannot be fetched; one that failed
 * offline is fetched again as soon as the network is back.
 */
export function EngineGate<E>({ load, name, children }: EngineGateProps<E>) {
  // Wrapped in an object: the engine may itself be a function, which useState would call as an updater.
  const [state, setState] = useState<{ engine: E } | { error: string; offline: boolean }>();
  const attempt = useAttemptWhenBackOnline(state !== undefined && "error" in state && state.offline);

  useEffect(() => {
    let alive = true;
    load().then(
      (engine) => alive && setState({ engine }),
      (error: unknown) => alive && setState({ error: String(error), offline: isOffline() }),
    );
    return () => {
      alive = false;
    };
  }, [load, attempt]);

  if (state && "error" in state) {
    return <LoadFailed name={`${name.charAt(0).toUpperCase()}${name.slice(1)}`} {...state} />;
  }
  if (!state) {
    return (
      <div className="flex justify-center py-12" data-loading="engine">
        <BusyStatus>
          <Trans>Loading {name}…</Trans>
        </BusyStatus>
      </div>
    );
  }
  return children(state.engine);
}

/** The alert for an engine that could not be fetched; `name` starts the sentence ("The password generator"). */
function LoadFailed({ name, error, offline }: { name: string; error: string; offline: boolean }) {
  const { i18n, t } = useLingui();
  return (
    <Alert variant="destructive">
      <AlertTitle>{t`${name} could not be loaded`}</AlertTitle>
      <AlertDescription>
        {offline ? i18n._(NOT_SAVED_OFFLINE_MESSAGE) : t`Check your connection and reload the page. (${error})`}
      </AlertDescription>
    </Alert>
  );
}
