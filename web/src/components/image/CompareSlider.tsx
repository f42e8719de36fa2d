/**
 * PLACEHOLDER until the compare-slider branch lands (it replaces this file): the two images side by side.
 * The props are the shared interface.
 */
export interface CompareSliderProps {
  /** Object URL (or data URL) of the original. */
  before: string;
  /** Object URL of the result. */
  after: string;
  beforeLabel?: string;
  afterLabel?: string;
  /** A checkerboard behind the images, so transparency shows. */
  checkerboard?: boolean;
}

export function CompareSlider({
  before,
  after,
  beforeLabel = "Original",
  afterLabel = "Result",
  checkerboard,
}: CompareSliderProps) {
  const back = checkerboard
    ? "bg-[repeating-conic-gradient(#d4d4d8_0_25%,#fff_0_50%)] bg-[length:16px_16px]"
    : "bg-muted/40";
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {[
        [before, beforeLabel],
        [after, afterLabel],
      ].map(([src, label]) => (
        <figure key={label} className="min-w-0 space-y-1">
          <img src={src} alt={label} className={`max-h-96 w-full rounded-md border object-contain ${back}`} />
          <figcaption className="text-center text-sm text-muted-foreground">{label}</figcaption>
        </figure>
      ))}
    </div>
  );
}
