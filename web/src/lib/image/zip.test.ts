import { describe, expect, it } from "vitest";
import { unzipSync } from "fflate";
import { zipImages } from "./zip";

describe("zipImages", () => {
  it("stores every result under a unique name, byte for byte", () => {
    const a = Uint8Array.from({ length: 5000 }, (_, i) => i % 251);
    const b = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);
    const zip = zipImages([
      { name: "photo_compressed_q80.jpg", bytes: a },
      { name: "photo_compressed_q80.jpg", bytes: b },
    ]);
    const files = unzipSync(zip);
    expect(Object.keys(files)).toEqual(["photo_compressed_q80.jpg", "photo_compressed_q80 (2).jpg"]);
    expect(files["photo_compressed_q80.jpg"]).toEqual(a);
    expect(files["photo_compressed_q80 (2).jpg"]).toEqual(b);
  });

  it("does not deflate (the images are compressed already)", () => {
    const repetitive = new Uint8Array(100_000);
    const zip = zipImages([{ name: "zeros.png", bytes: repetitive }]);
    expect(zip.length).toBeGreaterThan(repetitive.length);
    // Local file header: compression method 0 (stored) at offset 8.
    expect(zip[8]! | (zip[9]! << 8)).toBe(0);
  });
});
