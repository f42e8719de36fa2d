import type { Page } from "playwright-core";
import { expect } from "vitest";

/** RFC 7515 Appendix A.1's token, verified with its key (the k of the appendix's JWK, as Base64url). */
const TOKEN =
  "eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
const KEY = "AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow";

/** The accessibility sweep's main action (e2e/accessibility.ts): a token decoded and its signature verified. */
export default async (page: Page) => {
  await page.getByLabel("Token", { exact: true }).fill(TOKEN);
  await page.getByText("Expired", { exact: true }).waitFor({ timeout: 15_000 });
  await page.getByLabel("Secret", { exact: true }).fill(KEY);
  await page.getByLabel("The secret is Base64-encoded").click();
  await expect
    .poll(() => page.getByTestId("jwt-signature").textContent(), { timeout: 15_000 })
    .toContain("Signature verified: HS256");
};
