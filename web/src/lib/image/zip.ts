import { zipSync, type Zippable } from "fflate";
import { uniqueNames } from "./names";

export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
}

/**
 * One ZIP of several results. Stored, not deflated: JPEG, PNG and WebP are compressed already, so deflate would
 * spend seconds to save almost nothing. Duplicate names are numbered.
 */
export function zipImages(entries: readonly ZipEntry[]): Uint8Array<ArrayBuffer> {
  const names = uniqueNames(entries.map((entry) => entry.name));
  const files: Zippable = {};
  entries.forEach((entry, index) => {
    files[names[index]!] = [entry.bytes, { level: 0 }];
  });
  return zipSync(files, { level: 0 }) as Uint8Array<ArrayBuffer>;
}
