// Applies the saved theme and the App settings' font size, motion and density (lib/apply-app-settings.ts) before
// first paint, so a dark-theme visitor never sees a white flash nor a page that jumps when the app starts.
// A separate file (not inline) so the CSP can forbid inline scripts.
(function () {
  try {
    var t = localStorage.getItem("penknife-theme") || "system";
    var dark = t === "dark" || (t === "system" && matchMedia("(prefers-color-scheme: dark)").matches);
    var root = document.documentElement;
    root.classList.toggle("dark", dark);
    var prefs = (JSON.parse(localStorage.getItem("appSettings") || "{}") || {}).preferences || {};
    if (typeof prefs.fontSize === "number" && prefs.fontSize >= 10 && prefs.fontSize <= 20) {
      root.style.setProperty("--tool-font-size", prefs.fontSize + "px");
    }
    root.classList.toggle("reduce-motion", prefs.animationsEnabled === false);
    root.classList.toggle("compact", prefs.compactMode === true);
  } catch {
    // Storage or matchMedia unavailable: the light palette applies until the app starts.
  }
})();
