import { LogOut } from "lucide-react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { User } from "@supabase/auth-js";
import { ACCOUNT_LINKS, avatarUrl, displayName, initials } from "./display";
import { UserAvatar } from "./UserAvatar";
import { useSignOut } from "./useSignOut";

/** The signed-in header's avatar menu (part 1 §2 Navigation bar). */
export function UserMenu({ user }: { user: User }) {
  const name = displayName(user);
  const letters = initials(name);
  const { signingOut, signOut } = useSignOut();
  const { t, i18n } = useLingui();
  return (
    <DropdownMenu>
      {/* The name carries the initials the avatar may show, so a voice user can say what they see (WCAG 2.5.3). */}
      <DropdownMenuTrigger className="rounded-full" aria-label={t`Account menu, ${letters}`}>
        <UserAvatar name={name} src={avatarUrl(user)} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="grid gap-0.5 font-normal">
          <span className="truncate text-sm font-medium">{name}</span>
          {user.email && <span className="truncate text-xs text-muted-foreground">{user.email}</span>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {ACCOUNT_LINKS.map(({ to, label, Icon }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to}>
              <Icon aria-hidden="true" />
              {i18n._(label)}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={signingOut}
          onSelect={(event) => {
            event.preventDefault(); // keep the menu open to show 'Signing out...'
            void signOut();
          }}
        >
          <LogOut aria-hidden="true" />
          {signingOut ? <Trans>Signing out...</Trans> : <Trans>Sign out</Trans>}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
