import { useId, type ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Progress } from "@/components/ui/progress";
import { formatBytes } from "@/lib/format-bytes";
import type { StreamedFile } from "@/lib/use-streamed-file";

interface StreamedFileCardProps {
  /** What happens to the file (read in pieces, never uploaded, …). */
  description: ReactNode;
  /** The file input's label ("Choose a file to hash"). */
  chooseLabel: ReactNode;
  accept?: string;
  /** The progress bar's name ("Hashing report.csv"). */
  progressLabel: string;
  /** Shown and announced once the work is done ("report.csv: 2 MB, hashed"); none for a refusal. */
  doneText?: ReactNode;
  state: StreamedFile<unknown> | undefined;
  onFile: (file: File | undefined) => void;
  /** The progress line's test id. */
  testId: string;
  /** Under the progress: why the file was refused, if it was. */
  children?: ReactNode;
}

/** A file chosen for a worker that reads it in pieces (useStreamedFile): its input, its progress, then its end. */
export function StreamedFileCard({
  description,
  chooseLabel,
  accept,
  progressLabel,
  doneText,
  state,
  onFile,
  testId,
  children,
}: StreamedFileCardProps) {
  const inputId = useId();
  const size = state && formatBytes(state.file.size);
  const read = state && formatBytes(state.read);
  const finished = state !== undefined && (state.result !== undefined || state.error !== undefined);
  const percent = state && state.file.size > 0 ? Math.floor((state.read / state.file.size) * 100) : 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>File</Trans>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="space-y-2">
          <Label htmlFor={inputId}>{chooseLabel}</Label>
          <Input id={inputId} type="file" accept={accept} onChange={(event) => onFile(event.target.files?.[0])} />
        </div>
        {state && (
          <div className="space-y-2">
            <Progress value={finished ? 100 : percent} aria-label={progressLabel} />
            <p className="text-sm text-muted-foreground" data-testid={testId}>
              {finished ? (
                doneText
              ) : (
                <Trans>
                  {read} of {size}
                </Trans>
              )}
            </p>
          </div>
        )}
        <p role="status" className="sr-only">
          {finished && doneText}
        </p>
        {children}
      </CardContent>
    </Card>
  );
}
