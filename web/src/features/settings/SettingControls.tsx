import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { AppSettings } from "@/lib/app-settings";

/** What every tab gets: the settings being edited and a way to change them (which marks them unsaved). */
export interface SettingsTabProps {
  settings: AppSettings;
  onChange: (update: (settings: AppSettings) => AppSettings) => void;
}

/** A tab's card: its title, a line about it, its controls. */
export function SettingsCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">{children}</CardContent>
    </Card>
  );
}
