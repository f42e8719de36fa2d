import { useState, type ComponentProps } from "react";
import { useLingui } from "@lingui/react/macro";
import { Eye, EyeOff } from "lucide-react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";

export interface PasswordInputProps extends Omit<ComponentProps<"input">, "type"> {
  /** Names the show/hide button: 'Show password', 'Hide confirm password'. */
  toggleLabel: string;
}

/** A password field with a show/hide button inside its right edge. */
export function PasswordInput({ toggleLabel, className, disabled, ...props }: PasswordInputProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input type={visible ? "text" : "password"} className={cn("pe-10", className)} disabled={disabled} {...props} />
      <button
        type="button"
        className="absolute inset-y-0 end-0 flex w-10 items-center justify-center rounded-e-md text-muted-foreground hover:text-foreground disabled:pointer-events-none disabled:opacity-50"
        aria-label={visible ? t`Hide ${toggleLabel}` : t`Show ${toggleLabel}`}
        aria-pressed={visible}
        disabled={disabled}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
      </button>
    </div>
  );
}
