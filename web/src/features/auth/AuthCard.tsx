import { useEffect, useRef, type ReactNode } from "react";
import { AlertCircle, CheckCircle2 } from "lucide-react";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useDocumentTitle } from "@/lib/document-title";
import { loadAuthClient } from "./auth-store";

/** The spec's message for anything the auth server did not explain (part 1 §8). */
export const UNEXPECTED_ERROR = msg`An unexpected error occurred`;

/** The frame of the sign-in, sign-up and password pages: a centred card under the page's heading. */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  // Fetch the auth client while the user types, so submitting does not wait for it.
  useEffect(() => {
    void loadAuthClient();
  }, []);
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-14">
      <Card>
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">{children}</CardContent>
      </Card>
    </div>
  );
}

/** The red alert of part 1 §8: focused when it appears so keyboard and screen-reader users land on it. */
export function ErrorAlert({ id, message, focus = true }: { id?: string; message: string | null; focus?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message && focus) ref.current?.focus();
  }, [message, focus]);
  if (!message) return null;
  return (
    <Alert ref={ref} id={id} variant="destructive" tabIndex={-1} className="outline-none">
      <AlertCircle aria-hidden="true" />
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}

export function NoticeAlert({ children }: { children: ReactNode }) {
  return (
    <Alert className="border-emerald-600/40 text-emerald-800 dark:text-emerald-300">
      <CheckCircle2 aria-hidden="true" />
      <AlertDescription className="text-current">{children}</AlertDescription>
    </Alert>
  );
}

/** The e-mail field of the sign-in and forgot-password forms. */
export function EmailField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  const { t } = useLingui();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        <Trans>Email</Trans>
      </Label>
      <Input
        id={id}
        type="email"
        autoComplete="email"
        placeholder={t`Enter your email`}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
