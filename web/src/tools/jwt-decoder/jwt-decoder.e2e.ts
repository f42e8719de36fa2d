import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { fillEditorsAsUsersDo } from "../../../e2e/editor";
import { openPage, pageErrors } from "../../../e2e/harness";
import examples from "../../../../crates/core/src/jwt/rfc-examples.json";

const PATH = "/tools/jwt-decoder";
/** The first answer also loads the wasm engine in the worker. */
const FIRST_ANSWER = { timeout: 15_000 };

const token = (page: Page) => page.getByLabel("Token", { exact: true });
const signature = (page: Page) => page.getByTestId("jwt-signature").textContent();

async function open() {
  const opened = await openPage(PATH);
  fillEditorsAsUsersDo(token(opened.page));
  return opened;
}

describe("JWT Decoder", () => {
  it("decodes RFC 7519's example: header, payload, claims with dates, expired", async () => {
    const { page } = await open();
    await page.getByText("No token yet").waitFor();
    await token(page).fill(examples.rfc7519_3_1.token);
    await page.getByText("Expired", { exact: true }).waitFor(FIRST_ANSWER);
    const payload = await page.getByLabel("Payload", { exact: true }).textContent();
    expect(JSON.parse(payload ?? "")).toEqual({ iss: "joe", exp: 1300819380, "http://example.com/is_root": true });
    const claims = await page.getByTestId("jwt-claims").textContent();
    expect(claims).toContain("Issuer iss");
    expect(claims).toContain("joe");
    // The date in the page's language and zone (the harness's: English, UTC).
    expect(claims).toMatch(/March 22, 2011/);
    expect(await signature(page)).toContain("Not checked");
    expect(pageErrors(page)).toEqual([]);
  });

  it("verifies RFC 7515 A.2 (RS256) with its PEM key, and refuses an RSA key for an HS256 token", async () => {
    const { page } = await open();
    await token(page).fill(examples.rfc7515_a_2.token);
    await page.getByText("Expired", { exact: true }).waitFor(FIRST_ANSWER);
    // RS256: the key kind follows the token and asks for a public key.
    await page.getByLabel("Public key", { exact: true }).fill(examples.rfc7515_a_2.pem);
    await expect
      .poll(() => signature(page), FIRST_ANSWER)
      .toContain("Signature verified: RS256 with this key (type RSA).");

    // The algorithm-confusion attack: the same key for an HS256 token (the key keeps the kind it was typed as).
    await token(page).fill(examples.rfc7515_a_1.token);
    await expect
      .poll(() => signature(page))
      .toBe("HS256 is checked with a key of type HMAC secret, and this key is of type RSA: it is refused.");
    expect(pageErrors(page)).toEqual([]);
  });

  it("names alg none and a malformed token", async () => {
    const { page } = await open();
    await token(page).fill("eyJhbGciOiJub25lIn0.eyJzdWIiOiJhZG1pbiJ9.");
    await expect.poll(() => signature(page), FIRST_ANSWER).toContain("Unsigned: the algorithm is “none”");
    await page.getByText("Unsigned (alg: none)").waitFor();
    await token(page).fill("ey+.e30.sig");
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toBe("The header is not Base64url (at character 3 of the token).");
    // What was typed stays.
    expect(await token(page).textContent()).toContain("ey+.e30.sig");
  });
});
