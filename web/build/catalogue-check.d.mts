export const SOURCE_LOCALE: string;
export const PSEUDO_LOCALE: string;
/** Every catalogue folder, e.g. "src/locales", "src/tools/json-formatter/locales". */
export function catalogueFolders(): string[];
/** What is wrong with a locale's file in a folder, one line each; empty when complete and sound. */
export function problemsOf(folder: string, locale: string): string[];
