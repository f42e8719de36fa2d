import type { ReactNode } from "react";
import { BusyStatus } from "@/components/BusyStatus";
import { CodeEditor } from "@/components/editor/CodeEditor";
import type { EditorLanguage } from "@/components/editor/languages";
import { Card, CardContent } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { EditorCardHeader } from "./EditorCardHeader";
import { SizeLine } from "./SizeLine";

export interface CodeOutputCardProps {
  /** Prefix of the card's element ids. */
  id: string;
  /** The card's title, which is the editor's label ('Minified CSS'). */
  title: string;
  description: ReactNode;
  value: string;
  language: EditorLanguage;
  placeholder: string;
  /** While the engine works: the progress bar's name and the status line ('Minifying 5 MB of CSS…'). */
  busy?: { label: string; status: string };
  /** Shown above the result (e.g. that it no longer matches the input). */
  notice?: ReactNode;
  /** Copy, Download. */
  actions?: ReactNode;
  className?: string;
}

/** A code screen's result: all of it, read-only in the editor (which draws only what is on screen). */
export function CodeOutputCard({
  id,
  title,
  description,
  value,
  language,
  placeholder,
  busy,
  notice,
  actions,
  className,
}: CodeOutputCardProps) {
  return (
    <Card className="min-w-0">
      <EditorCardHeader id={id} title={title} description={description} />
      <CardContent className="space-y-3">
        {notice}
        <CodeEditor
          language={language}
          value={value}
          labelledBy={`${id}-label`}
          describedBy={`${id}-size`}
          placeholder={placeholder}
          busy={!!busy}
          className={className}
        />
        <SizeLine id={`${id}-size`} text={value} />
        {busy && (
          <div className="space-y-2">
            <Progress aria-label={busy.label} />
            <BusyStatus>{busy.status}</BusyStatus>
          </div>
        )}
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </CardContent>
    </Card>
  );
}
