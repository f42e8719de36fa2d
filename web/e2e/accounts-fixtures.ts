/** What the global setup configures and the account tests expect: the stand-in provider and its one user. */
export const OIDC_PROVIDER = {
  /** The `?provider=` name, shown as 'Continue with Acme'. */
  name: "acme",
  label: "Acme",
  clientId: "penknife-e2e",
  secret: "e2e-client-secret-not-for-production",
} as const;

export const OIDC_USER = {
  sub: "acme-user-4242",
  email: "olivia.oidc@example.test",
  name: "Olivia Oidc",
};
