/**
 * Loading the message catalogues (lingui.config.ts): the shell's before the first render, the toolkit's with any
 * tool page, the pages' (and the toolkit's) with any other page, a tool's with its page. Each is one module per
 * locale, fetched only in the locale in force.
 */
import { i18n, type Messages } from "@lingui/core";
import { localeInfo, type Locale } from "./locales";

/** A catalogue's module, as Lingui's Vite plugin compiles a `.po` file. */
export interface CatalogueModule {
  messages: Messages;
}

/** What `import.meta.glob<CatalogueModule>("…/*.po")` gives: a loader per catalogue file. */
export type Catalogues = Record<string, () => Promise<CatalogueModule>>;

const shell = import.meta.glob<CatalogueModule>("../../locales/*.po");
const toolkit = import.meta.glob<CatalogueModule>("../../locales/toolkit/*.po");
const pages = import.meta.glob<CatalogueModule>("../../locales/pages/*.po");

/** The messages of `catalogues` in the locale in force, added to those already loaded. */
export async function loadCatalogue(catalogues: Catalogues, locale: string = i18n.locale): Promise<void> {
  const entry = Object.entries(catalogues).find(([path]) => path.endsWith(`/${locale}.po`));
  if (!entry) return;
  const { messages } = await entry[1]();
  i18n.load(locale, messages);
}

/** The words of the screens tool pages share (image and minifier screens, the code editor, IP cards). */
export const loadToolkitCatalogue = () => loadCatalogue(toolkit);

/** The words of the pages other than the home and tool pages (accounts, settings, history, legal pages). */
export const loadPagesCatalogue = () => Promise.all([loadCatalogue(pages), loadToolkitCatalogue()]).then(() => {});

/** A lazy page's module once it and the catalogues it speaks from are loaded. */
export async function withCatalogues<T>(page: Promise<T>, ...catalogues: Promise<void>[]): Promise<T> {
  const [module] = await Promise.all([page, ...catalogues]);
  return module;
}

/**
 * Makes `locale` the language of the page: its shell catalogue, `Intl`'s locale and `<html lang dir>`. A message
 * asked for that no loaded catalogue holds is a bug (a string in a catalogue its page does not load): reported as
 * an error, which fails the browser tests.
 */
export async function startI18n(locale: Locale): Promise<void> {
  i18n.on("missing", ({ id }) => {
    queueMicrotask(() => {
      throw new Error(`message ${id} is in no catalogue this page loaded`);
    });
  });
  await loadCatalogue(shell, locale);
  const info = localeInfo(locale);
  i18n.activate(locale, [info.intl ?? info.tag]);
  document.documentElement.lang = info.tag;
  document.documentElement.dir = info.dir;
}
