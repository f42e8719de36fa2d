import { useMemo, useState, type Dispatch, type SetStateAction } from "react";
import { LARGE_TEXT_CHARS } from "@/components/TextInputCard";
import { useAutoSavedText } from "@/lib/auto-saved-text";
import { useAsyncResult, type AsyncResult } from "@/lib/use-async-result";

/** What a text-to-text tool's engine door takes: the text as typed and every option. */
export interface TransformRequest<O> {
  input: string;
  options: Required<O>;
}

export interface CodeTransform<O, R> {
  /** The input, saved as it is typed (starting from `sample`). */
  input: string;
  setInput: (input: string) => void;
  options: Required<O>;
  setOptions: Dispatch<SetStateAction<Required<O>>>;
  /** `set(key)(value)`: one option changed, as a control's change handler. */
  set: <K extends keyof O>(key: K) => (value: Required<O>[K]) => void;
  result: AsyncResult<R>;
  /** A large input is still being worked on: the result shows it (CodeTransformScreen's `busy`). */
  busy: boolean;
}

/**
 * The state of a page around CodeTransformScreen (the SQL and XML formatters, the YAML and CSV converters): its
 * auto-saved input, its options, and the engine's answer, computed in the worker as the visitor types or changes an
 * option (the newest input wins).
 */
export function useCodeTransform<O, R>(
  slug: string,
  sample: string,
  defaults: Required<O>,
  transform: (request: TransformRequest<O>) => Promise<R>,
): CodeTransform<O, R> {
  const [input, setInput] = useAutoSavedText(slug, sample);
  const [options, setOptions] = useState<Required<O>>(defaults);
  const request = useMemo(() => ({ input, options }), [input, options]);
  const result = useAsyncResult(request, transform);
  const set =
    <K extends keyof O>(key: K) =>
    (value: Required<O>[K]) =>
      setOptions((current) => ({ ...current, [key]: value }));
  return { input, setInput, options, setOptions, set, result, busy: result.pending && input.length > LARGE_TEXT_CHARS };
}
