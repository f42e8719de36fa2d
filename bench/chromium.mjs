// Debian's Chromium driven by the web app's playwright-core (nothing is downloaded), as the e2e tests run it.
import { createRequire } from "node:module";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
/** Resolves packages from web/node_modules (the bench has no package.json of its own). */
export const webRequire = createRequire(join(root, "web/package.json"));

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function launchChromium() {
  return webRequire("playwright-core").chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: CHROMIUM_ARGS,
  });
}
