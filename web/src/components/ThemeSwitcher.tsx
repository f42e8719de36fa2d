import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Monitor, Moon, Sun } from "lucide-react";
import { cn } from "@/lib/cn";
import { useTooltip } from "@/lib/tooltips";
import { useTheme, type Theme } from "@/lib/theme";

/** `label` names the button (its aria-label and tooltip). */
const OPTIONS: { value: Theme; label: MessageDescriptor; Icon: typeof Sun }[] = [
  { value: "light", label: msg`Light theme`, Icon: Sun },
  { value: "dark", label: msg`Dark theme`, Icon: Moon },
  { value: "system", label: msg`System theme`, Icon: Monitor },
];

/**
 * Light / Dark / System as three pressed-state buttons. A segmented control rather than a dropdown: one click,
 * every choice visible, and no popover code on the home page.
 */
export function ThemeSwitcher({ className }: { className?: string }) {
  const { i18n, t } = useLingui();
  const { theme, setTheme } = useTheme();
  const tooltip = useTooltip();
  return (
    <div
      role="group"
      aria-label={t`Theme`}
      className={cn("flex items-center gap-0.5 rounded-full border bg-muted/60 p-0.5", className)}
    >
      {OPTIONS.map(({ value, label, Icon }) => {
        const active = theme === value;
        const name = i18n._(label);
        return (
          <button
            key={value}
            type="button"
            aria-pressed={active}
            aria-label={name}
            title={tooltip(name)}
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
