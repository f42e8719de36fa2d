import { memo, useMemo } from "react";
import { useLingui } from "@lingui/react/macro";
import { CodeEditor, type EditorHandle } from "@/components/editor/CodeEditor";
import type { JsonErrorReport } from "@/lib/json-engine";

export interface JsonInputEditorProps {
  ref?: React.Ref<EditorHandle>;
  /** The id of the visible label that names the editor. */
  labelledBy: string;
  /** The id of the message shown while the JSON has an error. */
  errorId: string;
  value: string;
  onValueChange: (text: string) => void;
  /** The current text's error, if any: its line is marked and the editor announced as invalid. */
  error: JsonErrorReport | null;
}

/**
 * The JSON tools' input: the shared editor in JSON mode with the parser's error line marked. Memoised: with
 * megabytes in the editor, re-rendering it for every engine result would compare the whole text.
 */
export const JsonInputEditor = memo(function JsonInputEditor({
  ref,
  labelledBy,
  errorId,
  value,
  onValueChange,
  error,
}: JsonInputEditorProps) {
  const { t } = useLingui();
  const mark = useMemo(() => (error?.line ? { line: error.line, column: error.column ?? 0 } : undefined), [error]);
  return (
    <CodeEditor
      ref={ref}
      language="json"
      value={value}
      onChange={onValueChange}
      labelledBy={labelledBy}
      describedBy={error ? errorId : undefined}
      invalid={!!error}
      placeholder={t`Paste your JSON here...`}
      mark={mark}
      className="h-72 sm:h-96"
    />
  );
});
