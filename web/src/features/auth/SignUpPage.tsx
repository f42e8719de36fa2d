import { useState, type ChangeEvent, type FormEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { AuthCard, ErrorAlert, UNEXPECTED_ERROR } from "./AuthCard";
import { useAuth } from "./auth-context";
import { PasswordInput } from "@/components/PasswordInput";
import { returnPath, type SignInLocationState } from "./redirect";
import { SocialButtons } from "./SocialButtons";
import { signUpProblem, type SignUpField, type SignUpForm } from "./validation";

const ERROR_ID = "signup-error";

const EMPTY_FORM: SignUpForm = {
  firstName: "",
  lastName: "",
  email: "",
  password: "",
  confirmPassword: "",
  agreeToTerms: false,
};

/** /signup (part 1 §2 Sign Up, §5). */
export default function SignUpPage() {
  const { signUp } = useAuth();
  const { t, i18n } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const [form, setForm] = useState(EMPTY_FORM);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [invalidField, setInvalidField] = useState<SignUpField | null>(null);
  const target = returnPath(location.state);

  const set = <K extends SignUpField>(field: K, value: SignUpForm[K]) =>
    setForm((current) => ({ ...current, [field]: value }));
  const fieldProps = (field: Exclude<SignUpField, "agreeToTerms">) => ({
    id: `signup-${field}`,
    value: form[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(field, event.target.value),
    "aria-invalid": invalidField === field || undefined,
    "aria-describedby": invalidField === field ? ERROR_ID : undefined,
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = signUpProblem(form);
    if (problem) {
      setError(problem.message);
      setInvalidField(problem.field);
      document.getElementById(`signup-${problem.field === "agreeToTerms" ? "terms" : problem.field}`)?.focus();
      return;
    }
    setInvalidField(null);
    setError(null);
    setLoading(true);
    try {
      const { error, signedIn } = await signUp({
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        email: form.email.trim(),
        password: form.password,
      });
      if (error) {
        setError(error.message || i18n._(UNEXPECTED_ERROR));
        return;
      }
      if (signedIn) {
        // A server with auto-confirm on signs the new user in at once: there is no e-mail to wait for.
        toast.success(t`Account created successfully!`, { description: t`You are now signed in.` });
        navigate(target, { replace: true });
        return;
      }
      toast.success(t`Account created successfully!`, {
        description: t`Please check your email to verify your account.`,
      });
      const state: SignInLocationState = {
        message: t`Account created! Please check your email to verify your account.`,
        from: target,
      };
      navigate("/signin", { state });
    } catch {
      setError(i18n._(UNEXPECTED_ERROR));
    } finally {
      setLoading(false);
    }
  }

  return (
    <AuthCard title={t`Sign Up`} description={t`Create your free account to get started.`}>
      {/* Validation problems focus their field; server errors focus the alert. */}
      <ErrorAlert id={ERROR_ID} message={error} focus={invalidField === null} />
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t`Sign up`}>
        <fieldset disabled={loading} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="signup-firstName">
                <Trans>First Name</Trans>
              </Label>
              <Input autoComplete="given-name" placeholder={t`First name`} {...fieldProps("firstName")} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="signup-lastName">
                <Trans>Last Name</Trans>
              </Label>
              <Input autoComplete="family-name" placeholder={t`Last name`} {...fieldProps("lastName")} />
            </div>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="signup-email">
              <Trans>Email</Trans>
            </Label>
            <Input type="email" autoComplete="email" placeholder={t`Enter your email`} {...fieldProps("email")} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="signup-password">
              <Trans>Password</Trans>
            </Label>
            <PasswordInput
              toggleLabel={t`password`}
              autoComplete="new-password"
              placeholder={t`Create a password`}
              {...fieldProps("password")}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="signup-confirmPassword">
              <Trans>Confirm Password</Trans>
            </Label>
            <PasswordInput
              toggleLabel={t`confirm password`}
              autoComplete="new-password"
              placeholder={t`Confirm your password`}
              {...fieldProps("confirmPassword")}
            />
          </div>
          {/* The links open a new tab so what the user typed here is not lost. */}
          <div className="flex items-start gap-2">
            <Checkbox
              id="signup-terms"
              className="mt-0.5"
              checked={form.agreeToTerms}
              onCheckedChange={(checked) => set("agreeToTerms", checked)}
            />
            <Label htmlFor="signup-terms" className="inline text-sm leading-snug font-normal">
              <Trans>
                I agree to the{" "}
                <Link to="/terms" target="_blank" rel="noopener" className="text-primary underline underline-offset-4">
                  Terms of Service
                </Link>{" "}
                and{" "}
                <Link
                  to="/privacy"
                  target="_blank"
                  rel="noopener"
                  className="text-primary underline underline-offset-4"
                >
                  Privacy Policy
                </Link>
              </Trans>
            </Label>
          </div>
          <Button
            type="submit"
            className="w-full"
            disabled={!form.agreeToTerms}
            aria-describedby={form.agreeToTerms ? undefined : "signup-terms-needed"}
          >
            {loading ? <Trans>Creating account...</Trans> : <Trans>Create Account</Trans>}
          </Button>
          {/* Why the button is disabled, said where the user looks for it; the spec's checks keep their order. */}
          {!form.agreeToTerms && (
            <p id="signup-terms-needed" className="-mt-2 text-center text-sm text-muted-foreground">
              <Trans>Tick the box above to accept the terms and create your account.</Trans>
            </p>
          )}
        </fieldset>
      </form>
      <SocialButtons
        disabled={loading}
        onStart={() => {
          setLoading(true);
          setError(null);
        }}
        onFailure={(message) => {
          setError(message);
          setLoading(false);
        }}
      />
      <p className="text-center text-sm text-muted-foreground">
        <Trans>
          Already have an account?{" "}
          <Link
            to="/signin"
            state={{ from: target }}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Sign in
          </Link>
        </Trans>
      </p>
    </AuthCard>
  );
}
