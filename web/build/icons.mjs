// The installed app's icons (web/public/icons/*.png, committed), drawn from the site's mark (public/favicon.svg)
// by Chromium so they match it pixel for pixel. Run again after changing the mark: `node build/icons.mjs`.
// "any" icons are the mark as it is; "maskable" ones put it at 80 % on a full
// square of its colour, its knife inside the safe zone, since the platform cuts them to its own shape.
import { readFileSync, writeFileSync } from "node:fs";
import { chromium } from "playwright-core";

const web = new URL("..", import.meta.url).pathname;
const mark = readFileSync(`${web}public/favicon.svg`, "utf8");
const BRAND = "#4f46e5";

const page = (
  size,
  maskable,
) => `<!doctype html><html><body style="margin:0;background:${maskable ? BRAND : "transparent"}">
<div style="width:${size}px;height:${size}px;display:grid;place-items:center">
<div style="width:${maskable ? size * 0.8 : size}px;height:${maskable ? size * 0.8 : size}px">${mark.replace("<svg ", '<svg width="100%" height="100%" ')}</div>
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
try {
  for (const size of [192, 512]) {
    for (const maskable of [false, true]) {
      const tab = await browser.newPage({ viewport: { width: size, height: size } });
      await tab.setContent(page(size, maskable));
      const name = `icons/${maskable ? "maskable" : "icon"}-${size}.png`;
      writeFileSync(`${web}public/${name}`, await tab.screenshot({ omitBackground: !maskable }));
      console.log(name);
    }
  }
} finally {
  await browser.close();
}
