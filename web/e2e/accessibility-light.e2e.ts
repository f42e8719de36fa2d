/**
 * axe-core on every route in the light theme (accessibility.ts), and the checks that keep the sweep complete: every
 * route of the router is in it, and a built tool without a main action fails until it gets one.
 */
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { tools } from "@/tools/registry";
import { MAIN_ACTIONS, PAGES, sweep } from "./accessibility";

sweep("light");

it("every route in the router is swept", () => {
  const router = readFileSync(new URL("../src/app/router.tsx", import.meta.url), "utf8");
  const paths = [...router.matchAll(/path: "([^"*:]+)"/g)].map((match) => `/${match[1]}`);
  expect(paths.length).toBeGreaterThan(10);
  expect(paths.filter((path) => !PAGES.includes(path))).toEqual([]);
});

it("every built tool has a main action the sweep performs", () => {
  const built = tools.filter((tool) => tool.page).map((tool) => tool.slug);
  expect(built.filter((slug) => !MAIN_ACTIONS[slug])).toEqual([]);
  expect(Object.keys(MAIN_ACTIONS).filter((slug) => !built.includes(slug))).toEqual([]);
});
