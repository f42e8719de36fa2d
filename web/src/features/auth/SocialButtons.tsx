import { Button } from "@/components/ui/button";
import { useSocialProviders } from "./social-providers";

/**
 * 'Continue with …' for each provider the server has configured, under an 'Or continue with' divider; nothing at
 * all when none is, or while the server is being asked (it sits below the form, so nothing the user is typing in
 * moves when it appears).
 */
export function SocialButtons({ disabled, onSelect }: { disabled: boolean; onSelect: (provider: string) => void }) {
  const providers = useSocialProviders();
  if (!providers?.length) return null;
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
        <span className="h-px flex-1 bg-border" />
        Or continue with
        <span className="h-px flex-1 bg-border" />
      </div>
      {providers.map(({ id, label }) => (
        <Button key={id} type="button" variant="outline" disabled={disabled} onClick={() => onSelect(id)}>
          Continue with {label}
        </Button>
      ))}
    </div>
  );
}
