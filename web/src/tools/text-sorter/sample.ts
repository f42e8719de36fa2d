/** Load Sample: file names that sort differently alphabetically and naturally, in mixed case and accents. */
export const SAMPLE_TEXT = [
  "report-10.pdf",
  "Report-2.pdf",
  "été.jpg",
  "report-1.pdf",
  "Zebra.png",
  "apple.txt",
  "Éclair.md",
  "report-2.pdf",
].join("\n");
