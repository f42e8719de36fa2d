import { useState } from "react";
import { MailWarning } from "lucide-react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@/components/ui/button";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { UNEXPECTED_ERROR } from "./AuthCard";
import { useAuth } from "./auth-context";

/**
 * Sign-in refused because the address is not confirmed yet: one message in place of sign-up's "Account created!"
 * and the server's "Email not confirmed", with a way to get a new link (the mailed one works for an hour).
 */
export function ConfirmEmailAlert({ email }: { email: string }) {
  const { resendConfirmation } = useAuth();
  const { i18n } = useLingui();
  const [state, setState] = useState<"idle" | "sending" | "sent" | { error: string }>("idle");

  async function resend() {
    setState("sending");
    try {
      const { error } = await resendConfirmation(email);
      setState(error ? { error: error.message || i18n._(UNEXPECTED_ERROR) } : "sent");
    } catch {
      setState({ error: i18n._(UNEXPECTED_ERROR) });
    }
  }

  return (
    <Alert role="alert">
      <MailWarning aria-hidden="true" />
      <AlertTitle>
        <Trans>Confirm your email address first</Trans>
      </AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>
          {state === "sent" ? (
            <Trans>A new link is on its way to {email}. It works once, for one hour.</Trans>
          ) : (
            <Trans>Open the link we sent to {email} to finish creating your account. A link works for one hour.</Trans>
          )}
        </p>
        {typeof state === "object" && <p className="text-destructive">{state.error}</p>}
        <Button type="button" variant="outline" className="w-fit" disabled={state === "sending"} onClick={resend}>
          {state === "sending" ? <Trans>Sending...</Trans> : <Trans>Send the link again</Trans>}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
