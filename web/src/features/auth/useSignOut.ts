import { useState } from "react";
import { t } from "@lingui/core/macro";
import { useAuth } from "./auth-context";

/** A failure toast; sonner is loaded on demand because the header, on every page, uses this hook. */
async function toastError(description: string) {
  const { toast } = await import("sonner");
  toast.error(t`Error`, { description });
}

/** Sign-out with its loading flag; a failure is an 'Error' toast (part 1 §8). */
export function useSignOut(): { signingOut: boolean; signOut: () => Promise<void> } {
  const { signOut } = useAuth();
  const [signingOut, setSigningOut] = useState(false);
  return {
    signingOut,
    async signOut() {
      setSigningOut(true);
      try {
        const { error } = await signOut();
        if (error) void toastError(error.message);
      } catch {
        void toastError(t`An unexpected error occurred.`);
      } finally {
        setSigningOut(false);
      }
    },
  };
}
