import { useEffect } from "react";
import { useLingui } from "@lingui/react/macro";
import { useLocation } from "react-router";
import { useAuth } from "@/features/auth/auth-context";

/** Pages that show a failed e-mail link in their own alert. */
const SHOWN_IN_PAGE = new Set(["/signin", "/reset-password"]);

/** A failed return from a social provider or an e-mail link, landing anywhere else, is an 'Error' toast. */
export function AuthCallbackToast() {
  const { t } = useLingui();
  const { callbackError, clearCallbackError } = useAuth();
  const { pathname } = useLocation();
  useEffect(() => {
    if (!callbackError || SHOWN_IN_PAGE.has(pathname)) return;
    const description = callbackError;
    clearCallbackError();
    // sonner loads on demand: the home page, where social sign-in returns, does not carry it otherwise.
    const title = t`Error`;
    void import("sonner").then(({ toast }) => toast.error(title, { description }));
  }, [callbackError, clearCallbackError, pathname, t]);
  return null;
}
