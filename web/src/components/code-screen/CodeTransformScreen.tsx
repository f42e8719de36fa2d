import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import { Download, Eraser, FileCode } from "lucide-react";
import { CopyButton } from "@/components/CopyButton";
import type { EditorLanguage } from "@/components/editor/languages";
import type { EditorMark } from "@/components/editor/CodeEditor";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { downloadText } from "@/lib/download";
import { reportToolUse } from "@/lib/tool-events";
import { CodeInputCard } from "./CodeInputCard";
import { CodeOutputCard } from "./CodeOutputCard";

export interface CodeTransformScreenProps {
  /** The tool's slug: a copy or a download counts as a use of it. */
  slug: string;
  input: {
    /** Prefix of the card's element ids ('sql-input'); the refusal's message is `${id}-error`. */
    id: string;
    /** The card's title, which is the editor's label ('SQL Input'). */
    title: string;
    description: ReactNode;
    language: EditorLanguage;
    value: string;
    onChange: (text: string) => void;
    /** What Load Sample puts in the editor. */
    sample: string;
  };
  output: {
    id: string;
    title: string;
    description: ReactNode;
    language: EditorLanguage;
    value: string;
    placeholder: string;
    /** The Copy button's object ('the formatted SQL'). */
    copyLabel: string;
    /** What Download saves. */
    file: { name: string; type: string };
  };
  /** The engine's refusal of the input, in words; marked in the editor where it has a place. */
  refusal?: { text: string; mark?: EditorMark };
  /** While the worker is on a large input: the progress bar's name and the status line. */
  busy?: { label: string; status: string };
  /** A failure that is no refusal (the engine did not load), as a sentence. */
  failure?: ReactNode;
}

/**
 * A text-to-text tool's screen: the input editor with Load Sample and Clear, the result with Copy and Download, and
 * under them why the input was refused. The page owns the text, the options and the engine call.
 */
export function CodeTransformScreen({ slug, input, output, refusal, busy, failure }: CodeTransformScreenProps) {
  const errorId = `${input.id}-error`;
  const result = output.value;
  return (
    <>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <CodeInputCard
          id={input.id}
          title={input.title}
          description={input.description}
          language={input.language}
          value={input.value}
          onChange={input.onChange}
          mark={refusal?.mark}
          invalid={!!refusal}
          describedBy={refusal ? errorId : undefined}
          busy={!!busy}
          className="h-80"
          actions={
            <>
              <Button variant="outline" onClick={() => input.onChange(input.sample)}>
                <FileCode aria-hidden /> <Trans>Load Sample</Trans>
              </Button>
              <Button variant="outline" onClick={() => input.onChange("")} disabled={!input.value}>
                <Eraser aria-hidden /> <Trans>Clear</Trans>
              </Button>
            </>
          }
        />
        <CodeOutputCard
          id={output.id}
          title={output.title}
          description={output.description}
          language={output.language}
          value={result}
          placeholder={output.placeholder}
          busy={busy}
          className="h-80"
          actions={
            <>
              <CopyButton
                text={result}
                label={output.copyLabel}
                disabled={!result}
                onCopied={() => reportToolUse(slug)}
              />
              <Button
                variant="outline"
                disabled={!result}
                onClick={() => {
                  downloadText(result, output.file.name, output.file.type);
                  reportToolUse(slug);
                }}
              >
                <Download aria-hidden /> <Trans>Download</Trans>
              </Button>
            </>
          }
        />
      </div>
      {refusal && (
        <Alert variant="destructive" id={errorId}>
          <AlertDescription>{refusal.text}</AlertDescription>
        </Alert>
      )}
      {failure && (
        <Alert variant="destructive">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
    </>
  );
}
