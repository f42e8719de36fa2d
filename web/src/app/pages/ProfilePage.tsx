import { useFavorites } from "@/features/favorites/useFavorites";
import Profile from "@/features/auth/ProfilePage";

/** /profile: the account's profile, with the saved tools the favorites feature keeps in this browser. */
export default function ProfilePage() {
  const { favorites } = useFavorites();
  return <Profile favorites={favorites} />;
}
