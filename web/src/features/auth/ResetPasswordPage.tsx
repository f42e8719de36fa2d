import { useRef, useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { AuthCard, ErrorAlert, UNEXPECTED_ERROR } from "./AuthCard";
import { useAuth } from "./auth-context";
import { PasswordInput } from "@/components/PasswordInput";
import { newPasswordProblem } from "./validation";

const ERROR_ID = "reset-error";

/**
 * /reset-password, where the recovery e-mail's link lands: auth-js exchanges the link's code for a recovery
 * session (PASSWORD_RECOVERY), then the user picks a new password and stays signed in with it.
 */
export default function ResetPasswordPage() {
  const { loading: sessionLoading, user, updatePassword, callbackError } = useAuth();
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [invalidField, setInvalidField] = useState<"password" | "confirmPassword" | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  if (sessionLoading) {
    return (
      <AuthCard title={t`Reset Password`} description={t`Checking your reset link…`}>
        <div role="status" className="flex justify-center py-4">
          <span
            className="size-7 animate-spin rounded-full border-4 border-primary/20 border-t-primary"
            aria-hidden="true"
          />
          <span className="sr-only">
            <Trans>Loading…</Trans>
          </span>
        </div>
      </AuthCard>
    );
  }

  if (!user) {
    return (
      <AuthCard title={t`Reset Password`} description={t`This password reset link is invalid or has expired.`}>
        <ErrorAlert message={callbackError} focus={false} />
        <p className="text-center text-sm text-muted-foreground">
          {searchParams.has("code") ? (
            // PKCE: only the browser that asked for the link holds the secret that completes it.
            <Trans>Open the link in the browser where you asked for it, or request a new one here.</Trans>
          ) : (
            <Trans>Reset links work once, for 1 hour.</Trans>
          )}
        </p>
        <Button asChild>
          <Link to="/forgot-password">
            <Trans>Request a new link</Trans>
          </Link>
        </Button>
      </AuthCard>
    );
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = newPasswordProblem(password, confirmPassword);
    if (problem) {
      setError(problem.message);
      setInvalidField(problem.field);
      (problem.field === "password" ? passwordRef : confirmRef).current?.focus();
      return;
    }
    setInvalidField(null);
    setError(null);
    setLoading(true);
    try {
      const { error } = await updatePassword(password);
      if (error) {
        setError(error.message || i18n._(UNEXPECTED_ERROR));
        return;
      }
      toast.success(t`Password updated`, { description: t`You are signed in with your new password.` });
      navigate("/", { replace: true });
    } catch {
      setError(i18n._(UNEXPECTED_ERROR));
    } finally {
      setLoading(false);
    }
  }

  const email = user.email;
  const described = (field: "password" | "confirmPassword") =>
    invalidField === field ? { "aria-invalid": true, "aria-describedby": ERROR_ID } : {};

  return (
    <AuthCard
      title={t`Reset Password`}
      description={
        <Trans>
          Choose a new password for <strong className="break-all">{email}</strong>.
        </Trans>
      }
    >
      <ErrorAlert id={ERROR_ID} message={error} focus={invalidField === null} />
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t`Reset password`}>
        <fieldset disabled={loading} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="reset-password">
              <Trans>New Password</Trans>
            </Label>
            <PasswordInput
              id="reset-password"
              ref={passwordRef}
              toggleLabel={t`new password`}
              autoComplete="new-password"
              placeholder={t`Create a new password`}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              {...described("password")}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="reset-confirm">
              <Trans>Confirm New Password</Trans>
            </Label>
            <PasswordInput
              id="reset-confirm"
              ref={confirmRef}
              toggleLabel={t`confirm new password`}
              autoComplete="new-password"
              placeholder={t`Confirm your new password`}
              value={confirmPassword}
              onChange={(event) => setConfirmPassword(event.target.value)}
              {...described("confirmPassword")}
            />
          </div>
          <Button type="submit" className="w-full">
            {loading ? <Trans>Updating password...</Trans> : <Trans>Update Password</Trans>}
          </Button>
        </fieldset>
      </form>
    </AuthCard>
  );
}
