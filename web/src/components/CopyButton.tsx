import { useEffect, useRef, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Check, Copy } from "lucide-react";
import { toast } from "sonner";
import { copyToClipboard } from "@/lib/clipboard";
import { Button, type ButtonProps } from "@/components/ui/button";

/** How long the 'Copied!' confirmation stays (spec: 2 seconds). */
export const COPIED_INDICATOR_MS = 2000;

export interface CopyButtonProps extends Omit<ButtonProps, "onClick" | "children" | "asChild"> {
  /** The text to copy, or a function fetching it when clicked (a result kept in a worker). */
  text: string | (() => Promise<string>);
  /** What is being copied, in words ("the password", "Base64 output"); used in the failure toast. */
  label: string;
  /** The resting caption; defaults to 'Copy'. */
  children?: React.ReactNode;
  /** Called after a successful copy. */
  onCopied?: () => void;
}

/** Copies `text`; shows 'Copied!' with a check for 2 s, or the spec's 'Copy Failed' toast. */
export function CopyButton({
  text,
  label,
  children = <Trans>Copy</Trans>,
  onCopied,
  variant = "outline",
  ...props
}: CopyButtonProps) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function handleClick() {
    const ok = await Promise.resolve(typeof text === "string" ? text : text()).then(copyToClipboard, () => false);
    if (!ok) {
      toast.error(t`Copy Failed`, { description: t`Could not copy ${label}. Try selecting and copying manually.` });
      return;
    }
    setCopied(true);
    onCopied?.();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
  }

  return (
    <Button variant={variant} onClick={handleClick} {...props}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      <span aria-live="polite">{copied ? <Trans>Copied!</Trans> : children}</span>
    </Button>
  );
}
