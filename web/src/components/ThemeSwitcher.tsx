import { Monitor, Moon, Sun } from "lucide-react";
import { cn } from "@/lib/cn";
import { useTooltip } from "@/lib/tooltips";
import { useTheme, type Theme } from "@/lib/theme";

const OPTIONS: { value: Theme; label: string; Icon: typeof Sun }[] = [
  { value: "light", label: "Light", Icon: Sun },
  { value: "dark", label: "Dark", Icon: Moon },
  { value: "system", label: "System", Icon: Monitor },
];

/**
 * Light / Dark / System as three pressed-state buttons. A segmented control rather than a dropdown: one click,
 * every choice visible, and no popover code on the home page.
 */
export function ThemeSwitcher({ className }: { className?: string }) {
  const { theme, setTheme } = useTheme();
  const tooltip = useTooltip();
  return (
    <div
      role="group"
      aria-label="Theme"
      className={cn("flex items-center gap-0.5 rounded-full border bg-muted/60 p-0.5", className)}
    >
      {OPTIONS.map(({ value, label, Icon }) => {
        const active = theme === value;
        return (
          <button
            key={value}
            type="button"
            aria-pressed={active}
            aria-label={`${label} theme`}
            title={tooltip(`${label} theme`)}
            onClick={() => setTheme(value)}
            className={cn(
              // 44 px on phones: a finger's target (WCAG 2.5.5); compact beside the desktop navigation.
              "flex size-11 items-center justify-center rounded-full text-muted-foreground transition-colors hover:text-foreground md:size-7",
              active && "bg-background text-foreground shadow-sm",
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
          </button>
        );
      })}
    </div>
  );
}
