import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import type { HomeLocationState } from "./search";

/** What the visitor opens over the page: while focus is in one, it stays there. */
const OVERLAY = '[role="menu"], [role="dialog"], [role="alertdialog"], [role="listbox"]';

/**
 * After a client-side navigation, moves focus to the new page's `h1`, as a full page load would start a screen
 * reader there (GOV.UK's pattern for single-page apps): the new page is announced, and Tab continues from its
 * top instead of from the body. Not on the first load (the browser has done it), not when the page focused
 * something of its own (a form's first field), not when the navigation asked for the search box (Ctrl+K), and not
 * when the visitor opened a menu or dialog while the page loaded (a lazy page arrives after its URL has changed,
 * and taking the focus would close what they opened).
 */
export function useFocusHeadingOnNavigate() {
  const { pathname, state } = useLocation();
  const firstLoad = useRef(true);
  const wantsSearch = (state as HomeLocationState | null)?.focusSearch === true;

  useEffect(() => {
    if (firstLoad.current) {
      firstLoad.current = false;
      return;
    }
    const main = document.getElementById("main");
    if (!main || wantsSearch) return;
    const focusHeading = () => {
      if (main !== document.activeElement && main.contains(document.activeElement)) return true;
      if (document.activeElement?.closest(OVERLAY)) return true;
      const heading = main.querySelector("h1");
      if (!heading) return false;
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    // A lazy page shows its loading state first: wait for its heading.
    const observer = new MutationObserver(() => focusHeading() && observer.disconnect());
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname, wantsSearch]);
}
