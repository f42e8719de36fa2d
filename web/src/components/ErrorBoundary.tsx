import { Component, type ErrorInfo, type ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { TriangleAlert } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { isOffline, NOT_SAVED_OFFLINE_MESSAGE } from "@/lib/online";

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Changing this clears a caught error (e.g. the route path, so navigating away recovers). */
  resetKey?: unknown;
  /** Title of the message shown instead of the crashed subtree. */
  title?: string;
}

interface ErrorBoundaryState {
  error: Error | null;
  resetKey: unknown;
}

/** Keeps one broken screen (or a chunk that failed to download) from blanking the whole site. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Screen crashed:", error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return <CrashNotice title={this.props.title} />;
  }
}

/** What stands in for the crashed subtree (a function component: the words come from Lingui's hook). */
function CrashNotice({ title }: { title?: string }) {
  const { i18n, t } = useLingui();
  return (
    <Alert variant="destructive">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>{title ?? t`Something went wrong`}</AlertTitle>
      <AlertDescription>
        <p>
          {isOffline()
            ? i18n._(NOT_SAVED_OFFLINE_MESSAGE)
            : t`This part of the page failed to load. Reloading usually fixes it; your other tabs are not affected.`}
        </p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => window.location.reload()}>
          <Trans>Reload page</Trans>
        </Button>
      </AlertDescription>
    </Alert>
  );
}
