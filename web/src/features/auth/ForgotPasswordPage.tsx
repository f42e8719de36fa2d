import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { MailCheck } from "lucide-react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@/components/ui/button";
import { AuthCard, ErrorAlert, EmailField, UNEXPECTED_ERROR } from "./AuthCard";
import { useAuth } from "./auth-context";

/**
 * /forgot-password: asks for the e-mail and always gives the same answer, whether or not an account exists, so
 * the page cannot be used to find out who has one. Only a refusal by the server (rate limit) is shown.
 */
export default function ForgotPasswordPage() {
  const { requestPasswordReset } = useAuth();
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState("");
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setLoading(true);
    setError(null);
    try {
      const { error } = await requestPasswordReset(email.trim());
      if (error) setError(error.message || i18n._(UNEXPECTED_ERROR));
      else setSentTo(email.trim());
    } catch {
      setError(i18n._(UNEXPECTED_ERROR));
    } finally {
      setLoading(false);
    }
  }

  if (sentTo) {
    return (
      <AuthCard title={t`Check your email`} description={t`Follow the link in the e-mail to choose a new password.`}>
        <div role="status" className="grid justify-items-center gap-3 text-center">
          <MailCheck aria-hidden="true" className="size-10 text-primary" />
          <p>
            <Trans>
              If an account exists for <strong className="break-all">{sentTo}</strong>, we have sent it a link to reset
              the password. The link expires in 1 hour.
            </Trans>
          </p>
          <p className="text-sm text-muted-foreground">
            <Trans>No e-mail? Check your spam folder, or try again in a minute.</Trans>
          </p>
        </div>
        <Button variant="outline" onClick={() => setSentTo(null)}>
          <Trans>Use another email</Trans>
        </Button>
        <p className="text-center text-sm">
          <Link to="/signin" className="font-medium text-primary underline-offset-4 hover:underline">
            <Trans>Back to Sign In</Trans>
          </Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t`Forgot Password`}
      description={t`Enter your e-mail and we will send you a link to reset your password.`}
    >
      <ErrorAlert message={error} />
      <form onSubmit={onSubmit} className="grid gap-4" aria-label={t`Forgot password`}>
        <fieldset disabled={loading} className="grid gap-4">
          <EmailField id="forgot-email" value={email} onChange={setEmail} />
          <Button type="submit" className="w-full">
            {loading ? <Trans>Sending...</Trans> : <Trans>Send Reset Link</Trans>}
          </Button>
        </fieldset>
      </form>
      <p className="text-center text-sm text-muted-foreground">
        <Trans>
          Remembered it?{" "}
          <Link to="/signin" className="font-medium text-primary underline-offset-4 hover:underline">
            Back to Sign In
          </Link>
        </Trans>
      </p>
    </AuthCard>
  );
}
