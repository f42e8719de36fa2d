import { describe, expect, it } from "vitest";
import { baseName, compressedName, convertedName, resizedName, uniqueNames } from "./names";

describe("image download names", () => {
  it("drops only the last extension", () => {
    expect(baseName("holiday.photo.JPG")).toBe("holiday.photo");
    expect(baseName("README")).toBe("README");
    expect(baseName(".hidden")).toBe(".hidden");
  });

  it("names the compressor's output {base}_compressed_q{quality}.{ext}", () => {
    expect(compressedName("cat.jpeg", 80, "jpeg")).toBe("cat_compressed_q80.jpg");
    expect(compressedName("logo.png", 55, "png")).toBe("logo_compressed_q55.png");
    expect(compressedName("logo.png", 80, "webp")).toBe("logo_compressed_q80.webp");
  });

  it("names the resizer's output resized_ plus the original name, as PNG", () => {
    expect(resizedName("banner.png")).toBe("resized_banner.png");
    expect(resizedName("photo.jpg")).toBe("resized_photo.png");
  });

  it("names a conversion by the base name and the new extension", () => {
    expect(convertedName("scan.png", "jpeg")).toBe("scan.jpg");
    expect(convertedName("scan.jpeg", "png")).toBe("scan.png");
  });

  it("numbers duplicate names for a ZIP, ignoring case, keeping order", () => {
    expect(uniqueNames(["a.png", "b.png", "A.png", "a.png", "a (2).png"])).toEqual([
      "a.png",
      "b.png",
      "A (2).png",
      "a (3).png",
      "a (2) (2).png",
    ]);
  });
});
