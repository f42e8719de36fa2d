// Applies the saved theme before first paint so a dark-theme visitor never sees a white flash.
// A separate file (not inline) so the CSP can forbid inline scripts.
(function () {
  try {
    var t = localStorage.getItem("penknife-theme") || "system";
    var dark = t === "dark" || (t === "system" && matchMedia("(prefers-color-scheme: dark)").matches);
    document.documentElement.classList.toggle("dark", dark);
  } catch {
    // Storage or matchMedia unavailable: the light palette applies until the app starts.
  }
})();
