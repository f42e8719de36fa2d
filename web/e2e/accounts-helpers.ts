/**
 * What the account tests share: unique addresses, the links the server mails to the outbox, accounts made
 * straight through the API, and signing in as a user would.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import type { Page } from "playwright-core";
import { baseUrl, testServer } from "./harness";

const outbox = join(testServer.dataDir, "outbox");

export type MailKind = "confirm" | "recovery" | "email-change" | "email-change-current";

/** A fresh address per test, so tests share one server without meeting each other. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${randomBytes(6).toString("hex")}@example.test`;
}

function mailsTo(email: string, kind: MailKind): string[] {
  let names: string[];
  try {
    names = readdirSync(outbox);
  } catch {
    return []; // no mail sent yet: the folder appears with the first one
  }
  return names
    .filter((name) => name.endsWith(`-${kind}.eml`))
    .sort()
    .map((name) => readFileSync(join(outbox, name), "utf8"))
    .filter((text) => new RegExp(`^To: .*${email.replace(/[.+]/g, "\\$&")}`, "mi").test(text));
}

const LINK = /https?:\/\/\S+\/auth\/v1\/verify\?[^\s"<>]+/;

/** The verify link of the newest mail of `kind` to `email`, waiting for it to be written. */
export async function mailedLink(email: string, kind: MailKind, count = 1): Promise<string> {
  await expect
    .poll(() => mailsTo(email, kind).length, { message: `${kind} mail to ${email}` })
    .toBeGreaterThanOrEqual(count);
  const link = LINK.exec(mailsTo(email, kind).at(-1) ?? "")?.[0];
  if (!link) throw new Error(`no verify link in the ${kind} mail to ${email}`);
  return link;
}

export interface Account {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Signs up through the API and opens the confirmation link, as if the user had done it on another device. */
export async function createConfirmedAccount(tag: string, firstName = "Ada", lastName = "Lovelace"): Promise<Account> {
  const account = {
    email: uniqueEmail(tag),
    password: `pk-${randomBytes(9).toString("base64url")}`,
    firstName,
    lastName,
  };
  const response = await fetch(`${baseUrl}/auth/v1/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: account.email,
      password: account.password,
      data: { first_name: firstName, last_name: lastName, full_name: `${firstName} ${lastName}` },
    }),
  });
  expect(response.status).toBe(200);
  const verify = await fetch(await mailedLink(account.email, "confirm"), { redirect: "manual" });
  expect(verify.status >= 300 && verify.status < 400).toBe(true);
  expect(verify.headers.get("location")).not.toMatch(/error/);
  return account;
}

/** Fills the sign-in form and submits it (the page must be on /signin). */
export async function submitSignIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** Signs in through the page and waits for the welcome toast. */
export async function signIn(page: Page, account: Pick<Account, "email" | "password">) {
  if (new URL(page.url()).pathname !== "/signin") await page.goto("/signin");
  await submitSignIn(page, account.email, account.password);
  await page.getByText("Welcome back!", { exact: true }).waitFor();
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}
