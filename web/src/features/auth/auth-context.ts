import { createContext, useContext } from "react";
import type { AuthSnapshot } from "./auth-store";

/** What every auth call answers: the server's error (its message is shown as-is) or none. */
export interface AuthResult {
  /** `code` is GoTrue's machine-readable error code (e.g. `email_not_confirmed`), when the server gave one. */
  error: { message: string; code?: string } | null;
}

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export interface AuthContextValue extends AuthSnapshot {
  signIn(email: string, password: string): Promise<AuthResult>;
  /** `signedIn` is true when the server confirms at once (auto-confirm) and returns a session. */
  signUp(input: SignUpInput): Promise<AuthResult & { signedIn: boolean }>;
  /** Leaves the page for the provider; it returns the user to the site root. */
  signInWithProvider(provider: string): Promise<AuthResult>;
  signOut(): Promise<AuthResult>;
  requestPasswordReset(email: string): Promise<AuthResult>;
  /** Mails a new sign-up confirmation link to `email`. */
  resendConfirmation(email: string): Promise<AuthResult>;
  updatePassword(password: string): Promise<AuthResult>;
  /** Merges `data` into the user's metadata on the server. */
  updateUserData(data: Record<string, unknown>): Promise<AuthResult>;
  clearCallbackError(): void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used within an AuthProvider");
  return value;
}
