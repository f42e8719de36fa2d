/** What the three minifier engines return (crates/core/src/minify `Minified`), as their workers hand it over. */

/** The spec's minifier statistics, in UTF-8 bytes (the engines' `MinifyStats`). */
export interface MinifyStats {
  originalSize: number;
  minifiedSize: number;
  /** Bytes saved; negative when the output is larger. */
  reduction: number;
  /** One decimal. */
  reductionPercent: number;
}

/** One minification: the output, its statistics and the engine's warnings. */
export interface Minified {
  output: string;
  stats: MinifyStats;
  /** Shown in the Warnings alert. */
  warnings: string[];
}
