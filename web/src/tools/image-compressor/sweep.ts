import type { Page } from "playwright-core";
import { addBrokenImage, processImage } from "../../../e2e/sweep";

/** The accessibility sweep's main action (e2e/accessibility.ts): done as a user does it, until its result shows. */
export default (page: Page) => processImage(page, "Upload Image", "image/jpeg", "Compress Image");

/** Its error state (the sweeps check it too): a file cut short, marked on its card. */
export const error = (page: Page) => addBrokenImage(page, "Upload Image");
