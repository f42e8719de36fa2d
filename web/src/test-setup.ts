import "@testing-library/jest-dom/vitest";

// jsdom lays nothing out, and has no geometry on Range; CodeMirror measures text through it. Empty rectangles
// let the editor render its lines in unit tests (the browser tests check what it looks like).
if (typeof Range !== "undefined" && !Range.prototype.getClientRects) {
  const empty = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getBoundingClientRect = empty;
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
}

// Components speak through Lingui (lib/i18n): in tests, English from the messages the macros keep outside production
// builds, and every render and renderHook inside its provider, as main.tsx renders the app.
import { createElement, type ReactNode } from "react";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { vi } from "vitest";

i18n.loadAndActivate({ locale: "en", messages: {} });

vi.mock("@testing-library/react", async (importOriginal) => {
  const library = await importOriginal<typeof import("@testing-library/react")>();
  const withI18n = ({ children }: { children: ReactNode }) => createElement(I18nProvider, { i18n }, children);
  type Options = { wrapper?: (props: { children: ReactNode }) => ReactNode };
  const wrap = (options?: Options) => {
    const Inner = options?.wrapper;
    return Inner
      ? ({ children }: { children: ReactNode }) => withI18n({ children: createElement(Inner, null, children) })
      : withI18n;
  };
  return {
    ...library,
    render: ((ui: Parameters<typeof library.render>[0], options?: Options) =>
      library.render(ui, { ...options, wrapper: wrap(options) })) as typeof library.render,
    renderHook: ((hook: (props: unknown) => unknown, options?: Options) =>
      library.renderHook(hook, { ...options, wrapper: wrap(options) })) as typeof library.renderHook,
  };
});
