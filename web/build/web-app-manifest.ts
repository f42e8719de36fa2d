/**
 * The web app manifest (served as /manifest.webmanifest): what an installed Penknife is called, its icons
 * (build/icons.mjs draws them from the site's mark), its colours and its shortcuts. One theme colour fits both
 * themes (the brand indigo reads on light and dark title bars); index.html's theme-color metas follow the
 * visitor's theme in the browser tab. The shortcuts' names are the tools' own (src/app/web-app-manifest.test.ts).
 */
import type { ManifestOptions } from "vite-plugin-pwa";

/** The tools a visitor reaches most often, as the app's shortcuts (long-press or right-click on its icon). */
export const SHORTCUTS = [
  { slug: "image-compressor", name: "Image Compressor" },
  { slug: "json-formatter", name: "JSON Formatter" },
  { slug: "word-counter", name: "Word Counter" },
  { slug: "password-generator", name: "Password Generator" },
] as const;

const icon = (name: string, size: number, purpose: "any" | "maskable") => ({
  src: `/icons/${name}-${size}.png`,
  sizes: `${size}x${size}`,
  type: "image/png",
  purpose,
});

export const webAppManifest: Partial<ManifestOptions> = {
  id: "/",
  name: "Penknife — free online tools",
  short_name: "Penknife",
  description:
    "Free everyday tools that run in your browser: images, text, JSON, minifiers, Markdown, IP tools, a pastebin and more. Your data stays with you, and the tools work offline.",
  lang: "en",
  start_url: "/",
  scope: "/",
  display: "standalone",
  theme_color: "#4f46e5",
  background_color: "#fcfcfd",
  categories: ["utilities", "productivity", "developer tools"],
  icons: [
    icon("icon", 192, "any"),
    icon("icon", 512, "any"),
    icon("maskable", 192, "maskable"),
    icon("maskable", 512, "maskable"),
    { src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
  ],
  shortcuts: SHORTCUTS.map(({ slug, name }) => ({
    name,
    url: `/tools/${slug}`,
    icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }],
  })),
};
