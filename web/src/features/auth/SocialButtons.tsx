import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@/components/ui/button";
import { UNEXPECTED_ERROR } from "./AuthCard";
import { useAuth } from "./auth-context";
import { useSocialProviders } from "./social-providers";

/**
 * 'Continue with …' for each provider the server has configured, under an 'Or continue with' divider; nothing at
 * all when none is, or while the server is being asked (it sits below the form, so nothing the user is typing in
 * moves when it appears).
 */
export function SocialButtons({
  disabled,
  onStart,
  onFailure,
}: {
  disabled: boolean;
  /** The form disables itself and clears its alert. */
  onStart: () => void;
  /** The provider could not be reached: the message for the form's alert, which re-enables itself. */
  onFailure: (message: string) => void;
}) {
  const providers = useSocialProviders();
  const { signInWithProvider } = useAuth();
  const { i18n } = useLingui();
  if (!providers?.length) return null;

  async function continueWith(provider: string) {
    onStart();
    try {
      const { error } = await signInWithProvider(provider);
      // Without an error the browser is on its way to the provider: the form stays disabled.
      if (error) onFailure(error.message || i18n._(UNEXPECTED_ERROR));
    } catch {
      onFailure(i18n._(UNEXPECTED_ERROR));
    }
  }

  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
        <span className="h-px flex-1 bg-border" />
        <Trans>Or continue with</Trans>
        <span className="h-px flex-1 bg-border" />
      </div>
      {providers.map(({ id, label }) => (
        <Button key={id} type="button" variant="outline" disabled={disabled} onClick={() => void continueWith(id)}>
          <Trans>Continue with {label}</Trans>
        </Button>
      ))}
    </div>
  );
}
