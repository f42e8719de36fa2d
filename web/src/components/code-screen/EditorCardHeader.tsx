import type { ReactNode } from "react";
import { CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";

/** A code screen card's header: its title is the label of the editor below (`${id}-label`), its description `${id}-hint`. */
export function EditorCardHeader({
  id,
  title,
  description,
}: {
  id: string;
  title: ReactNode;
  description?: ReactNode;
}) {
  return (
    <CardHeader>
      <CardTitle as="h2">
        <Label id={`${id}-label`} className="text-base font-semibold">
          {title}
        </Label>
      </CardTitle>
      {description && <CardDescription id={`${id}-hint`}>{description}</CardDescription>}
    </CardHeader>
  );
}
