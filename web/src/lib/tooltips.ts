/** Hover hints (the `title` of icon-only buttons), shown only while Settings → Show Tooltips is on. */
import { useAppSettings } from "@/lib/app-settings";

export function useTooltip(): (text: string) => string | undefined {
  const { showTooltips } = useAppSettings().preferences;
  return (text) => (showTooltips ? text : undefined);
}
