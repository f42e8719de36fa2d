/**
 * Which files an image tool takes, and the spec's messages when a file is refused (spec part 1 §5). Every tool
 * refuses files over 50 MB; the type rule and its message differ by tool.
 */
import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";

/** The spec's limit for every image tool: 50 MB (50*1024*1024 bytes). */
export const MAX_IMAGE_BYTES = 50 * 1024 * 1024;

/** A refused file, as a destructive toast shows it. */
export interface FileProblem {
  title: string;
  description: string;
}

export interface ImageFileRule {
  /** The file input's `accept` attribute (a hint for the picker; `accepts` decides). */
  accept: string;
  accepts: (file: File) => boolean;
  /** The spec's message for a file of the wrong type (shown through `checkImageFile`). */
  wrongType: MessageDescriptor;
}

const isImage = (file: File) => file.type.startsWith("image/");
const extension = (name: string) => /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase() ?? "";

/** Image Resizer: any image type. */
export const ANY_IMAGE_FOR_RESIZE: ImageFileRule = {
  accept: "image/*",
  accepts: isImage,
  wrongType: msg`Please upload a valid image file`,
};

/** Image Compressor: any image type. */
export const ANY_IMAGE_FOR_COMPRESSION: ImageFileRule = {
  accept: "image/*",
  accepts: isImage,
  wrongType: msg`Please select an image file (JPG, PNG, WebP, etc.)`,
};

/** PNG to JPG: a .png name or the image/png type. */
export const PNG_IMAGE: ImageFileRule = {
  accept: ".png,image/png",
  accepts: (file) => file.type === "image/png" || extension(file.name) === "png",
  wrongType: msg`Please select a PNG image file`,
};

/** JPG to PNG: a type containing jpeg or jpg. */
export const JPEG_IMAGE: ImageFileRule = {
  accept: ".jpg,.jpeg,image/jpeg",
  accepts: (file) => /jpe?g/.test(file.type),
  wrongType: msg`Please select a JPG/JPEG image file`,
};

/** WebP Converter, To WebP: any image that is not WebP. */
export const NON_WEBP_IMAGE: ImageFileRule = {
  accept: "image/*",
  accepts: (file) => isImage(file) && file.type !== "image/webp",
  wrongType: msg`Please select non-WebP image files (JPG, PNG, etc.)`,
};

/** WebP Converter, From WebP. */
export const WEBP_IMAGE: ImageFileRule = {
  accept: ".webp,image/webp",
  accepts: (file) => file.type === "image/webp",
  wrongType: msg`Please select WebP image files`,
};

/** SVG Converter, To SVG: a raster image. */
export const RASTER_IMAGE: ImageFileRule = {
  accept: "image/*",
  accepts: (file) => isImage(file) && file.type !== "image/svg+xml",
  wrongType: msg`Please select raster image files (JPG, PNG, etc.)`,
};

/** SVG Converter, From SVG (a .svg file from a system that does not know the type counts too). */
export const SVG_IMAGE: ImageFileRule = {
  accept: ".svg,image/svg+xml",
  accepts: (file) => file.type === "image/svg+xml" || (file.type === "" && extension(file.name) === "svg"),
  wrongType: msg`Please select SVG image files`,
};

/** Why `file` is refused by `rule`, or null when it is taken. The type is checked first, then the size. */
export function checkImageFile(file: File, rule: ImageFileRule): FileProblem | null {
  if (!rule.accepts(file)) return { title: t`Invalid File Type`, description: i18n._(rule.wrongType) };
  if (file.size > MAX_IMAGE_BYTES) {
    return { title: t`File Too Large`, description: t`Please select an image smaller than 50MB` };
  }
  return null;
}
