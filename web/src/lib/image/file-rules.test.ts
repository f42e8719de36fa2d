import { describe, expect, it } from "vitest";
import {
  ANY_IMAGE_FOR_COMPRESSION,
  ANY_IMAGE_FOR_RESIZE,
  checkImageFile,
  JPEG_IMAGE,
  MAX_IMAGE_BYTES,
  NON_WEBP_IMAGE,
  PNG_IMAGE,
  RASTER_IMAGE,
  SVG_IMAGE,
  WEBP_IMAGE,
} from "./file-rules";

/** A file that claims `size` bytes without allocating them. */
function file(name: string, type: string, size = 10): File {
  const f = new File(["x"], name, { type });
  Object.defineProperty(f, "size", { value: size });
  return f;
}

const wrongType = (description: string) => ({ title: "Invalid File Type", description });
const TOO_LARGE = { title: "File Too Large", description: "Please select an image smaller than 50MB" };

describe("image file rules", () => {
  it("is 50 MB exactly: the limit itself passes, one byte more is refused", () => {
    expect(MAX_IMAGE_BYTES).toBe(52_428_800);
    expect(checkImageFile(file("a.jpg", "image/jpeg", MAX_IMAGE_BYTES), JPEG_IMAGE)).toBeNull();
    expect(checkImageFile(file("a.jpg", "image/jpeg", MAX_IMAGE_BYTES + 1), JPEG_IMAGE)).toEqual(TOO_LARGE);
  });

  it("checks the type before the size", () => {
    expect(checkImageFile(file("a.txt", "text/plain", MAX_IMAGE_BYTES + 1), ANY_IMAGE_FOR_COMPRESSION)).toEqual(
      wrongType("Please select an image file (JPG, PNG, WebP, etc.)"),
    );
  });

  it("gives each tool's own wrong-type message", () => {
    const text = file("notes.txt", "text/plain");
    expect(checkImageFile(text, ANY_IMAGE_FOR_RESIZE)).toEqual(wrongType("Please upload a valid image file"));
    expect(checkImageFile(text, PNG_IMAGE)).toEqual(wrongType("Please select a PNG image file"));
    expect(checkImageFile(text, JPEG_IMAGE)).toEqual(wrongType("Please select a JPG/JPEG image file"));
    expect(checkImageFile(file("a.webp", "image/webp"), NON_WEBP_IMAGE)).toEqual(
      wrongType("Please select non-WebP image files (JPG, PNG, etc.)"),
    );
    expect(checkImageFile(file("a.png", "image/png"), WEBP_IMAGE)).toEqual(wrongType("Please select WebP image files"));
    expect(checkImageFile(file("a.svg", "image/svg+xml"), RASTER_IMAGE)).toEqual(
      wrongType("Please select raster image files (JPG, PNG, etc.)"),
    );
    expect(checkImageFile(file("a.png", "image/png"), SVG_IMAGE)).toEqual(wrongType("Please select SVG image files"));
  });

  it("takes what each tool accepts", () => {
    expect(checkImageFile(file("a.gif", "image/gif"), ANY_IMAGE_FOR_RESIZE)).toBeNull();
    expect(checkImageFile(file("a.webp", "image/webp"), ANY_IMAGE_FOR_COMPRESSION)).toBeNull();
    // PNG to JPG: a .png name or the image/png type (either is enough).
    expect(checkImageFile(file("a.PNG", ""), PNG_IMAGE)).toBeNull();
    expect(checkImageFile(file("shot", "image/png"), PNG_IMAGE)).toBeNull();
    expect(checkImageFile(file("a.jpeg", "image/jpeg"), JPEG_IMAGE)).toBeNull();
    expect(checkImageFile(file("a.jpg", "image/jpg"), JPEG_IMAGE)).toBeNull();
    expect(checkImageFile(file("a.png", "image/png"), JPEG_IMAGE)).not.toBeNull();
    expect(checkImageFile(file("a.png", "image/png"), NON_WEBP_IMAGE)).toBeNull();
    expect(checkImageFile(file("a.webp", "image/webp"), WEBP_IMAGE)).toBeNull();
    expect(checkImageFile(file("a.jpg", "image/jpeg"), RASTER_IMAGE)).toBeNull();
    expect(checkImageFile(file("a.svg", "image/svg+xml"), SVG_IMAGE)).toBeNull();
    expect(checkImageFile(file("a.svg", ""), SVG_IMAGE)).toBeNull();
  });
});
