import { useEffect, useId, useRef, useState } from "react";
import { Upload } from "lucide-react";
import { cn } from "@/lib/cn";

export interface DropZoneProps {
  /** The input's accessible name ('Upload Image'). */
  label: string;
  /** The line under it (what the tool takes). */
  hint: string;
  /** The input's `accept` attribute. */
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Files picked, dropped or pasted (the caller checks their type and size). */
  onFiles: (files: File[]) => void;
}

/** Ctrl+V in a text field pastes text; only a paste that carries files is ours. */
function filesOf(data: DataTransfer | null): File[] {
  return data ? Array.from(data.files) : [];
}

/**
 * Where images come in: a file input (its label is the whole box, so a click or Enter/Space on the focused input
 * opens the picker), drag-and-drop onto the box, and paste from the clipboard anywhere on the page.
 */
export function DropZone({ label, hint, accept, multiple = true, disabled, onFiles }: DropZoneProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  // The paste listener lives on the document for the page's lifetime; it calls the latest callback.
  const latest = useRef({ onFiles, disabled });
  useEffect(() => {
    latest.current = { onFiles, disabled };
  });

  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const files = filesOf(event.clipboardData);
      if (!files.length || latest.current.disabled) return;
      event.preventDefault();
      latest.current.onFiles(multiple ? files : files.slice(0, 1));
    };
    document.addEventListener("paste", onPaste);
    return () => document.removeEventListener("paste", onPaste);
  }, [multiple]);

  return (
    <div
      onDragOver={(event) => {
        if (disabled || !event.dataTransfer.types.includes("Files")) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "copy";
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        const files = filesOf(event.dataTransfer);
        if (!disabled && files.length) onFiles(multiple ? files : files.slice(0, 1));
      }}
      data-testid="drop-zone"
    >
      <input
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        className="peer sr-only"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so that choosing the same file again (after Reset) is a change too.
          event.target.value = "";
          if (files.length) onFiles(files);
        }}
      />
      <label
        htmlFor={id}
        className={cn(
          "flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-6 text-center transition-colors hover:border-primary hover:bg-accent/40",
          "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring",
          "peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
          dragging && "border-primary bg-accent/60",
        )}
      >
        <Upload className="size-8 text-muted-foreground" aria-hidden />
        <span id={`${id}-label`} className="font-medium">
          {label}
        </span>
        <span id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </span>
      </label>
    </div>
  );
}
