import type { ReactNode } from "react";
import { CodeEditor, type CodeEditorProps } from "@/components/editor/CodeEditor";
import { Card, CardContent } from "@/components/ui/card";
import { EditorCardHeader } from "./EditorCardHeader";

export interface CodeInputCardProps extends Omit<CodeEditorProps, "labelledBy" | "describedBy" | "onChange"> {
  /** Prefix of the card's element ids. */
  id: string;
  /** The card's title, which is the editor's label ('CSS Input'). */
  title: ReactNode;
  description?: ReactNode;
  onChange: (text: string) => void;
  /** The screen's buttons, above the editor so the main action is in view on a laptop screen. */
  actions?: ReactNode;
  /** Under the editor: its size line, statistics, a status. */
  footer?: ReactNode;
  /** Ids of more text describing the editor (an error message). */
  describedBy?: string;
  /** The id of the footer's line that describes the editor, if any. */
  footerId?: string;
}

/** A code screen's input: a card whose title labels the editor, the actions, and a line under it. */
export function CodeInputCard({
  id,
  title,
  description,
  actions,
  footer,
  footerId,
  describedBy,
  ...editor
}: CodeInputCardProps) {
  const described = [description && `${id}-hint`, footerId, describedBy].filter(Boolean).join(" ") || undefined;
  return (
    <Card className="min-w-0">
      <EditorCardHeader id={id} title={title} description={description} />
      <CardContent className="space-y-3">
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
        <CodeEditor labelledBy={`${id}-label`} describedBy={described} {...editor} />
        {footer}
      </CardContent>
    </Card>
  );
}
