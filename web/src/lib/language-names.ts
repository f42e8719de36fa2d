import { LANGUAGES, type Language } from "@/lib/api/types";

/**
 * The paste and editor language a stored name stands for, if it is one. Apart from the editor's language list
 * (components/editor/languages.ts), whose grammar loaders the home page has no use for.
 */
export function findLanguage(name: unknown): Language | undefined {
  return LANGUAGES.find((language) => language === name);
}
