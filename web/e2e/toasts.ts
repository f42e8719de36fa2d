/**
 * Toasts as the user saw them. A toast lives a few seconds; on a loaded machine a test busy clicking through a
 * 5 MB page can miss one that came and went. So every page records each toast it shows (title, description,
 * type) as it appears, and tests wait on that record instead of on what is on screen at the moment they look.
 */
import type { Page } from "playwright-core";

export interface Toast {
  title: string;
  description: string;
  type: string | null;
}

/** A toast to wait for: each given text is a substring, or a pattern, of the toast's title / description. */
export interface ToastMatch {
  title?: string | RegExp;
  description?: string | RegExp;
}

declare global {
  interface Window {
    __penknifeToasts?: Toast[];
  }
}

/** Added to every context (harness.openPage): runs in each page before its own scripts. */
export function recordToasts() {
  const shown: Toast[] = [];
  const last = new WeakMap<Element, string>();
  window.__penknifeToasts = shown;
  const record = () => {
    for (const element of document.querySelectorAll("[data-sonner-toast]")) {
      const toast: Toast = {
        title: element.querySelector("[data-title]")?.textContent ?? "",
        description: element.querySelector("[data-description]")?.textContent ?? "",
        type: element.getAttribute("data-type"),
      };
      // A toast element can change in place (loading → success); each new state counts as shown.
      const key = JSON.stringify(toast);
      if (toast.title && last.get(element) !== key) {
        last.set(element, key);
        shown.push(toast);
      }
    }
  };
  // Texts change as nodes; of the attributes only the type (loading → success) matters, so others cost nothing.
  new MutationObserver(record).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributeFilter: ["data-type"],
  });
}

/** How many toasts the page has shown so far: pass it as `since` to wait only for later ones. */
export function toastCount(page: Page): Promise<number> {
  return page.evaluate(() => window.__penknifeToasts?.length ?? 0);
}

type Pattern = { text: string } | { source: string; flags: string };
const pattern = (value: string | RegExp | undefined): Pattern | undefined =>
  value === undefined
    ? undefined
    : typeof value === "string"
      ? { text: value }
      : { source: value.source, flags: value.flags };

/**
 * Waits until the page has shown, after the first `since` toasts, one that matches; returns it. On timeout the
 * error lists the toasts that were shown instead (a failure toast says why the expected one never came).
 */
export async function waitForToast(
  page: Page,
  match: ToastMatch,
  { since = 0, timeout = 15_000 }: { since?: number; timeout?: number } = {},
): Promise<Toast> {
  const wanted = { title: pattern(match.title), description: pattern(match.description) };
  try {
    const handle = await page.waitForFunction(
      ({ since, wanted }) => {
        const fits = (value: string, p?: Pattern) =>
          !p || ("text" in p ? value.includes(p.text) : new RegExp(p.source, p.flags).test(value));
        return (
          (window.__penknifeToasts ?? [])
            .slice(since)
            .find((toast) => fits(toast.title, wanted.title) && fits(toast.description, wanted.description)) ?? null
        );
      },
      { since, wanted },
      { timeout, polling: 100 },
    );
    return (await handle.jsonValue()) as Toast;
  } catch (error) {
    const seen = await page.evaluate((since) => (window.__penknifeToasts ?? []).slice(since), since).catch(() => []);
    throw new Error(
      `No toast matching ${JSON.stringify(match, (_, v: unknown) => (v instanceof RegExp ? String(v) : v))} ` +
        `within ${timeout} ms; shown instead: ${JSON.stringify(seen)}`,
      { cause: error },
    );
  }
}
