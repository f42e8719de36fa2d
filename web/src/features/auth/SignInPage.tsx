import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { AuthCard, ErrorAlert, NoticeAlert, EmailField, UNEXPECTED_ERROR } from "./AuthCard";
import { ConfirmEmailAlert } from "./ConfirmEmailAlert";
import { useAuth } from "./auth-context";
import { PasswordInput } from "@/components/PasswordInput";
import { messageOf, returnPath } from "./redirect";
import { SocialButtons } from "./SocialButtons";

/** /signin (part 1 §2 Sign In). */
export default function SignInPage() {
  const { user, loading: sessionLoading, signIn, callbackError, clearCallbackError } = useAuth();
  const { t, i18n } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The address the server refused because it is not confirmed yet (the alert offers a new link).
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const submitted = useRef(false);
  const target = returnPath(location.state);
  const message = messageOf(location.state);
  // Back from a confirmation link opened in another browser: the link confirmed the address, but the code can
  // only be exchanged where sign-up began, so the user signs in here.
  const confirmedElsewhere = searchParams.has("code") && !sessionLoading && !user;

  // Already signed in, or signed in by the confirmation link that brought the user here: move on.
  useEffect(() => {
    if (sessionLoading || !user || submitted.current) return;
    // One toast however often this runs before the navigation lands.
    if (searchParams.has("code"))
      toast.success(t`Email confirmed`, { id: "email-confirmed", description: t`You are now signed in.` });
    navigate(target, { replace: true });
  }, [sessionLoading, user, navigate, target, searchParams, t]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setLoading(true);
    setError(null);
    setUnconfirmed(null);
    clearCallbackError();
    submitted.current = true;
    try {
      const { error } = await signIn(email.trim(), password);
      if (error) {
        submitted.current = false;
        if (error.code === "email_not_confirmed") setUnconfirmed(email.trim());
        else setError(error.message || i18n._(UNEXPECTED_ERROR));
        return;
      }
      toast.success(t`Welcome back!`, { description: t`You have successfully signed in.` });
      navigate(target, { replace: true });
    } catch {
      submitted.current = false;
      setError(i18n._(UNEXPECTED_ERROR));
    } finally {
      setLoading(false);
    }
  }

  return (
    <AuthCard title={t`Sign In`} description={t`Welcome back! Sign in to your account.`}>
      {unconfirmed ? <ConfirmEmailAlert email={unconfirmed} /> : message && <NoticeAlert>{message}</NoticeAlert>}
      {confirmedElsewhere && !message && (
        <NoticeAlert>
          <Trans>Email confirmed. Please sign in to continue.</Trans>
        </NoticeAlert>
      )}
      {/* A failed e-mail link shows here too (e.g. an expired confirmation link). */}
      <ErrorAlert message={error ?? callbackError} />
      <form onSubmit={onSubmit} className="grid gap-4" aria-label={t`Sign in`}>
        <fieldset disabled={loading} className="grid gap-4">
          <EmailField id="signin-email" value={email} onChange={setEmail} />
          <div className="grid gap-2">
            <div className="flex items-center justify-between gap-2">
              <Label htmlFor="signin-password">
                <Trans>Password</Trans>
              </Label>
              <Link to="/forgot-password" className="text-sm text-primary underline-offset-4 hover:underline">
                <Trans>Forgot password?</Trans>
              </Link>
            </div>
            <PasswordInput
              id="signin-password"
              toggleLabel={t`password`}
              autoComplete="current-password"
              placeholder={t`Enter your password`}
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          <Button type="submit" className="w-full">
            {loading ? <Trans>Signing in...</Trans> : <Trans>Sign In</Trans>}
          </Button>
        </fieldset>
      </form>
      <SocialButtons
        disabled={loading}
        onStart={() => {
          setLoading(true);
          setError(null);
          clearCallbackError();
        }}
        onFailure={(message) => {
          setError(message);
          setLoading(false);
        }}
      />
      <p className="text-center text-sm text-muted-foreground">
        <Trans>
          Don&apos;t have an account?{" "}
          <Link
            to="/signup"
            state={{ from: target }}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Sign up
          </Link>
        </Trans>
      </p>
    </AuthCard>
  );
}
