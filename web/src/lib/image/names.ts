/** Download names of the image tools (spec part 1 §7), and the names inside a ZIP of several results. */

/** The output formats the image tools write, with their MIME type and file extension. */
export const OUTPUT_FORMATS = {
  jpeg: { mime: "image/jpeg", extension: "jpg", label: "JPG" },
  png: { mime: "image/png", extension: "png", label: "PNG" },
  webp: { mime: "image/webp", extension: "webp", label: "WebP" },
  svg: { mime: "image/svg+xml", extension: "svg", label: "SVG" },
} as const;

export type OutputFormat = keyof typeof OUTPUT_FORMATS;

/** The name without its last extension: 'holiday.photo.JPG' → 'holiday.photo'; a name without one stays. */
export function baseName(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(0, dot) : name;
}

/** The compressor's '{base}_compressed_q{quality}.{ext}'. */
export function compressedName(name: string, quality: number, format: OutputFormat): string {
  return `${baseName(name)}_compressed_q${quality}.${OUTPUT_FORMATS[format].extension}`;
}

/**
 * The resizer's 'resized_' plus the original name. The output is always PNG, so a name with another extension
 * takes .png: a PNG saved as 'resized_photo.jpg' would open as the wrong type.
 */
export function resizedName(name: string): string {
  const png = OUTPUT_FORMATS.png.extension;
  return `resized_${/\.png$/i.test(name) ? name : `${baseName(name)}.${png}`}`;
}

/** The converters' original base name plus the new extension. */
export function convertedName(name: string, format: OutputFormat): string {
  return `${baseName(name)}.${OUTPUT_FORMATS[format].extension}`;
}

/**
 * Names made unique for one ZIP: the second 'a.png' becomes 'a (2).png', so no result overwrites another when
 * the archive is extracted. Order is kept.
 */
export function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) {
      const base = baseName(name);
      candidate = `${base} (${n})${name.slice(base.length)}`;
    }
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}
