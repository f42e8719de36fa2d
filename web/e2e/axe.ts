/**
 * Accessibility checks with axe-core (Deque's rules engine, the one browser devtools ship) in the page as the user
 * has it. WCAG 2.0–2.2 A and AA plus axe's best practices (heading order, landmarks): a violation of any fails the
 * test, listed with the rule, the elements and axe's explanation.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import type { AxeResults, Result } from "axe-core";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

declare global {
  interface Window {
    axe?: { run: (context: Document, options: object) => Promise<AxeResults> };
  }
}

/** One line per failing element: what is wrong and where. */
function describe(violation: Result): string {
  const nodes = violation.nodes
    .slice(0, 5)
    .map(
      (node) =>
        `    ${node.target.join(" ")}: ${node.html.slice(0, 200)}\n      ${node.failureSummary?.replace(/\n/g, "\n      ")}`,
    );
  const more = violation.nodes.length > 5 ? [`    …and ${violation.nodes.length - 5} more`] : [];
  return [`  ${violation.id} (${violation.impact}): ${violation.help}`, ...nodes, ...more].join("\n");
}

/**
 * The page's violations, formatted; empty when there are none. `page.evaluate` is not bound by the page's
 * Content-Security-Policy, so axe runs without loosening it.
 */
export async function axeViolations(page: Page): Promise<string> {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(axeSource);
  // Let CSS transitions (a toast sliding in, a theme change) finish so colours are measured as the user sees them.
  // Until nothing moves, looked at two frames apart: a toast is put in the page first and starts its entrance a
  // frame or two later (Sonner flips its data-mounted in an effect), so a single look can come before it starts
  // and axe then measures it half transparent (a flake of the What's My IP sweep, whose second toast comes last).
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let look = 0; look < 50; look++) {
      await frame();
      await frame();
      const moving = document
        .getAnimations()
        .filter((animation) => animation.playState !== "finished")
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
      if (moving.length === 0) return;
      await Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
  const results = await page.evaluate(
    (tags) =>
      window.axe!.run(document, {
        runOnly: { type: "tag", values: tags },
        // Experimental in axe, so off unless named: WCAG 2.5.3, a control's name contains the text it shows.
        rules: { "label-content-name-mismatch": { enabled: true } },
        resultTypes: ["violations"],
      }),
    TAGS,
  );
  return results.violations.map(describe).join("\n");
}
