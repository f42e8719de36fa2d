import type { Page } from "playwright-core";
import { processImage } from "../../../e2e/sweep";

/** The accessibility sweep's main action (e2e/accessibility.ts): done as a user does it, until its result shows. */
export default (page: Page) => processImage(page, "Upload Images", "image/png", "Convert to AVIF");
