import { useAuth } from "@/features/auth/auth-context";
import { profileFromUser } from "@/features/auth/profile";
import Settings from "@/features/settings/SettingsPage";

/** /settings: the settings feature, given the signed-in user's profile for the backup file. */
export default function SettingsPage() {
  const { user } = useAuth();
  return <Settings profile={user ? profileFromUser(user) : null} />;
}
