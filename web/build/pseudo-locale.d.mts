/** The English message accented and 35 % longer, placeholders and tags kept (build/pseudo-locale.mjs). */
export function pseudoLocalize(message: string): string;
