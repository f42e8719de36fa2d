import { useEffect, useEffectEvent, useState } from "react";

/** A file a worker reads in pieces: how far it got, then its result or why it failed. */
export interface StreamedFile<T> {
  file: File;
  /** Bytes read so far; the file's size once it has a result. */
  read: number;
  result?: T;
  error?: unknown;
}

/** Starts the work on `file` with `input`; reports bytes read; stops early once `isCurrent()` turns false. */
export type StreamFile<I, T> = (
  file: File,
  input: I,
  progress: (read: number) => void,
  isCurrent: () => boolean,
) => Promise<T | undefined>;

/**
 * Runs `run` on the chosen file and follows its progress (the Hash Generator's and the CSV converter's files). A new
 * file or a new `input` (a key, options; compared by identity) stops the run before it, whose late reports are
 * dropped, so what shows is always for the file and input on screen.
 */
export function useStreamedFile<I, T>(
  file: File | undefined,
  input: I,
  run: StreamFile<I, T>,
): StreamedFile<T> | undefined {
  const start = useEffectEvent(run);
  const [state, setState] = useState<StreamedFile<T> & { input: I }>();
  useEffect(() => {
    if (!file) return;
    let current = true;
    const report = (next: Omit<StreamedFile<T>, "file">) => current && setState({ file, input, ...next });
    start(
      file,
      input,
      (read) => report({ read }),
      () => current,
    ).then(
      (result) => result !== undefined && report({ read: file.size, result }),
      (error: unknown) => report({ read: 0, error }),
    );
    return () => {
      current = false;
    };
  }, [file, input]);
  if (!file) return undefined;
  return state?.file === file && Object.is(state.input, input) ? state : { file, read: 0 };
}
