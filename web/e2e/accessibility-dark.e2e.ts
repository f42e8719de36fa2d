/** axe-core on every route in the dark theme (accessibility.ts). */
import { sweep } from "./accessibility";

sweep("dark");
