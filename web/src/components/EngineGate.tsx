import { useEffect, useState, type ReactNode } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { BusyStatus } from "@/components/BusyStatus";
import { isOffline, NOT_SAVED_OFFLINE } from "@/lib/online";
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
    return (
      <Alert variant="destructive">
        <AlertTitle>{`${name.charAt(0).toUpperCase()}${name.slice(1)} could not be loaded`}</AlertTitle>
        <AlertDescription>
          {state.offline ? NOT_SAVED_OFFLINE : `Check your connection and reload the page. (${state.error})`}
        </AlertDescription>
      </Alert>
    );
  }
  if (!state) {
    return (
      <div className="flex justify-center py-12">
        <BusyStatus>Loading {name}…</BusyStatus>
      </div>
    );
  }
  return children(state.engine);
}
