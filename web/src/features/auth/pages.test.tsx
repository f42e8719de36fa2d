// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "sonner";
import { AuthContext, useAuth, type AuthContextValue, type AuthResult } from "./auth-context";
import SignInPage from "./SignInPage";
import SignUpPage from "./SignUpPage";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock("./auth-store", () => ({ loadAuthClient: vi.fn(() => new Promise(() => {})) }));
vi.mock("./social-providers", () => ({ useSocialProviders: () => [{ id: "github", label: "GitHub" }] }));

function fakeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  const ok = async (): Promise<AuthResult> => ({ error: null });
  return {
    loading: false,
    user: null,
    event: null,
    callbackError: null,
    signIn: vi.fn(ok),
    signUp: vi.fn(async () => ({ error: null, signedIn: false })),
    signInWithProvider: vi.fn(ok),
    signOut: vi.fn(ok),
    requestPasswordReset: vi.fn(ok),
    resendConfirmation: vi.fn(ok),
    updatePassword: vi.fn(ok),
    updateUserData: vi.fn(ok),
    clearCallbackError: vi.fn(),
    ...overrides,
  };
}

function Elsewhere() {
  const location = useLocation();
  return <p>at {location.pathname}</p>;
}

function renderAt(auth: AuthContextValue, entry: { pathname: string; state?: unknown }) {
  const router = createMemoryRouter(
    [
      { path: "/signin", element: <SignInPage /> },
      { path: "/signup", element: <SignUpPage /> },
      { path: "*", element: <Elsewhere /> },
    ],
    { initialEntries: ["/tools/word-counter", entry], initialIndex: 1 },
  );
  render(
    <AuthContext value={auth}>
      <RouterProvider router={router} />
    </AuthContext>,
  );
  return router;
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

describe("SignUpPage", () => {
  it("keeps Create Account disabled until the terms are ticked", () => {
    renderAt(fakeAuth(), { pathname: "/signup" });
    const submit = screen.getByRole("button", { name: "Create Account" });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription("Tick the box above to accept the terms and create your account.");
    fireEvent.click(screen.getByRole("checkbox"));
    expect(submit).toBeEnabled();
    expect(submit).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/Tick the box above/)).toBeNull();
  });

  it("shows each rule's message in the red alert, in order, focusing the field at fault", async () => {
    const auth = fakeAuth();
    renderAt(auth, { pathname: "/signup" });
    fireEvent.click(screen.getByRole("checkbox"));
    const submit = () => fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
    const steps: [message: string, label: string, fix: () => void][] = [
      ["First name is required", "First Name", () => type("First Name", "Ada")],
      ["Last name is required", "Last Name", () => type("Last Name", "Lovelace")],
      ["Email is required", "Email", () => type("Email", "ada@example.com")],
      ["Password must be at least 8 characters long", "Password", () => type("Password", "engine-2")],
      ["Passwords do not match", "Confirm Password", () => type("Confirm Password", "engine-2")],
    ];
    for (const [message, label, fix] of steps) {
      submit();
      expect(await screen.findByRole("alert")).toHaveTextContent(message);
      expect(field(label)).toHaveFocus();
      expect(field(label)).toHaveAttribute("aria-invalid", "true");
      fix();
    }
    expect(auth.signUp).not.toHaveBeenCalled();
    submit();
    await waitFor(() =>
      expect(auth.signUp).toHaveBeenCalledWith({
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.com",
        password: "engine-2",
      }),
    );
  });

  it("disables every input while creating the account, then goes to sign-in carrying the message", async () => {
    type SignUpAnswer = AuthResult & { signedIn: boolean };
    let finish: (value: SignUpAnswer) => void = () => {};
    const auth = fakeAuth({ signUp: vi.fn(() => new Promise<SignUpAnswer>((resolve) => (finish = resolve))) });
    const router = renderAt(auth, { pathname: "/signup", state: { from: "/tools/word-counter" } });
    type("First Name", " Ada ");
    type("Last Name", "Lovelace");
    type("Email", " ada@example.com ");
    type("Password", "engine-2");
    type("Confirm Password", "engine-2");
    fireEvent.click(screen.getByRole("checkbox"));
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));

    expect(await screen.findByRole("button", { name: "Creating account..." })).toBeDisabled();
    for (const label of ["First Name", "Last Name", "Email", "Password", "Confirm Password"])
      expect(field(label)).toBeDisabled();
    expect(screen.getByRole("button", { name: "Show password" })).toBeDisabled();
    expect(auth.signUp).toHaveBeenCalledWith({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      password: "engine-2",
    });

    await act(async () => finish({ error: null, signedIn: false }));
    expect(toast.success).toHaveBeenCalledWith("Account created successfully!", {
      description: "Please check your email to verify your account.",
    });
    expect(router.state.location.pathname).toBe("/signin");
    expect(
      await screen.findByText("Account created! Please check your email to verify your account."),
    ).toBeInTheDocument();
  });

  it("shows the server's error as it is", async () => {
    const auth = fakeAuth({
      signUp: vi.fn(async () => ({
        error: { message: "Password is known to be weak and easy to guess, please choose a different one." },
        signedIn: false,
      })),
    });
    renderAt(auth, { pathname: "/signup" });
    type("First Name", "Ada");
    type("Last Name", "Lovelace");
    type("Email", "ada@example.com");
    type("Password", "password");
    type("Confirm Password", "password");
    fireEvent.click(screen.getByRole("checkbox"));
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Password is known to be weak and easy to guess, please choose a different one.");
    await waitFor(() => expect(alert).toHaveFocus());
  });
});

describe("SignInPage", () => {
  it("shows a wrong password's message in the red alert and stays", async () => {
    const auth = fakeAuth({ signIn: vi.fn(async () => ({ error: { message: "Invalid login credentials" } })) });
    const router = renderAt(auth, { pathname: "/signin" });
    type("Email", "ada@example.com");
    type("Password", "wrong-password");
    fireEvent.submit(screen.getByRole("form", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid login credentials");
    expect(router.state.location.pathname).toBe("/signin");
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("says once that the address needs confirming, in place of sign-up's message, and mails a new link", async () => {
    const auth = fakeAuth({
      signIn: vi.fn(async () => ({ error: { message: "Email not confirmed", code: "email_not_confirmed" } })),
    });
    renderAt(auth, {
      pathname: "/signin",
      state: { message: "Account created! Please check your email to verify your account." },
    });
    expect(screen.getByText("Account created! Please check your email to verify your account.")).toBeInTheDocument();
    type("Email", " ada@example.com ");
    type("Password", "right-password");
    fireEvent.submit(screen.getByRole("form", { name: "Sign in" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Confirm your email address first");
    expect(alert).toHaveTextContent("Open the link we sent to ada@example.com to finish creating your account.");
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    expect(screen.queryByText(/Account created!/)).toBeNull();
    expect(screen.queryByText("Email not confirmed")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Send the link again" }));
    expect(await screen.findByText(/A new link is on its way to ada@example.com\./)).toBeInTheDocument();
    expect(auth.resendConfirmation).toHaveBeenCalledWith("ada@example.com");
  });

  it("shows the server's refusal of a new link (too soon) inside the same message", async () => {
    const auth = fakeAuth({
      signIn: vi.fn(async () => ({ error: { message: "Email not confirmed", code: "email_not_confirmed" } })),
      resendConfirmation: vi.fn(async () => ({
        error: { message: "For security purposes, you can only request this after 42 seconds." },
      })),
    });
    renderAt(auth, { pathname: "/signin" });
    type("Email", "ada@example.com");
    type("Password", "right-password");
    fireEvent.submit(screen.getByRole("form", { name: "Sign in" }));
    fireEvent.click(await screen.findByRole("button", { name: "Send the link again" }));
    expect(await screen.findByText(/only request this after 42 seconds/)).toBeInTheDocument();
    expect(screen.getAllByRole("alert")).toHaveLength(1);
  });

  it("says 'Signing in...' with inputs disabled, then welcomes the user back where they came from, replacing the entry", async () => {
    let finish: (value: AuthResult) => void = () => {};
    const auth = fakeAuth({ signIn: vi.fn(() => new Promise<AuthResult>((resolve) => (finish = resolve))) });
    const router = renderAt(auth, { pathname: "/signin", state: { from: "/tools/json-formatter" } });
    type("Email", " ada@example.com ");
    type("Password", "engine");
    fireEvent.submit(screen.getByRole("form", { name: "Sign in" }));
    expect(await screen.findByRole("button", { name: "Signing in..." })).toBeDisabled();
    expect(field("Email")).toBeDisabled();
    expect(field("Password")).toBeDisabled();
    expect(auth.signIn).toHaveBeenCalledWith("ada@example.com", "engine");

    await act(async () => finish({ error: null }));
    expect(toast.success).toHaveBeenCalledWith("Welcome back!", { description: "You have successfully signed in." });
    expect(router.state.location.pathname).toBe("/tools/json-formatter");
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("says 'An unexpected error occurred' when the call throws", async () => {
    renderAt(fakeAuth({ signIn: vi.fn(async () => Promise.reject(new Error("boom"))) }), { pathname: "/signin" });
    type("Email", "ada@example.com");
    type("Password", "engine");
    fireEvent.submit(screen.getByRole("form", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("An unexpected error occurred");
  });

  it("offers the configured social providers", async () => {
    const auth = fakeAuth();
    renderAt(auth, { pathname: "/signin" });
    fireEvent.click(screen.getByRole("button", { name: "Continue with GitHub" }));
    await waitFor(() => expect(auth.signInWithProvider).toHaveBeenCalledWith("github"));
  });

  it("toggles the password's visibility", () => {
    renderAt(fakeAuth(), { pathname: "/signin" });
    expect(field("Password")).toHaveAttribute("type", "password");
    fireEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(field("Password")).toHaveAttribute("type", "text");
    fireEvent.click(screen.getByRole("button", { name: "Hide password" }));
    expect(field("Password")).toHaveAttribute("type", "password");
  });
});

describe("useAuth", () => {
  it("must be used within its provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow("useAuth must be used within an AuthProvider");
  });
});
