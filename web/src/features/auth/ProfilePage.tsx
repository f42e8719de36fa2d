import { useState, type ReactNode } from "react";
import { CalendarDays, Globe, Heart, MapPin, Pencil, Save, UserRound, X } from "lucide-react";
import { Link, useLocation } from "react-router";
import { toast } from "sonner";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { User } from "@supabase/auth-js";
import { LabelledSwitch } from "@/components/LabelledSwitch";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { languageOptions } from "@/components/editor/languages";
import { SelectField } from "@/components/SelectField";
import { StatGrid } from "@/components/StatGrid";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { useDocumentTitle } from "@/lib/document-title";
import { readAppSettings, saveAppSettings, useAppSettings, type AppSettings } from "@/lib/app-settings";
import { setTheme, THEMES, type Theme } from "@/lib/theme";
import { useAuth } from "./auth-context";
import { avatarUrl } from "./display";
import {
  accountAgeDays,
  cleanHandle,
  profileFromUser,
  profileMetadata,
  safeWebsite,
  saveFailureDescription,
  type Profile,
  type ProfilePreferences,
} from "./profile";
import { signInState } from "./redirect";
import { DeleteAccountCard } from "./DeleteAccountCard";
import { UserAvatar } from "./UserAvatar";

/** The theme menu's names for the choices. */
const THEME_LABELS: Record<Theme, MessageDescriptor> = {
  light: msg`Light`,
  dark: msg`Dark`,
  system: msg`System`,
};

/** Names of other sites, not translated. */
const SITES = { github: "GitHub", twitter: "Twitter", linkedin: "LinkedIn" } as const;

/** Saved tools as the app's favorites feature lists them (the profile shows at most six). */
export interface ProfileFavorite {
  name: string;
  url: string;
}

const MAX_FAVORITES_SHOWN = 6;

/** What History derives for the profile (spec part 2 §3 'Derived profile stats'); the app works it out. */
export interface ProfileActivity {
  toolsUsed: number;
  streakDays: number;
  /** Tool names, or null before any use. */
  lastToolUsed: string | null;
  mostUsedTool: string | null;
  /** null until the paste count is wired in. */
  pastesCreated: number | null;
}

const formatDate = (i18n: I18n, iso: string) => {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? "—" : i18n.date(new Date(time), { dateStyle: "long" });
};

function Centered({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-16 text-center sm:px-6">
      {children}
    </div>
  );
}

/** /profile (part 2 §2–§4): requires sign-in; the profile lives in the user's metadata on the server. */
export default function ProfilePage({
  favorites,
  activity,
}: {
  favorites: ProfileFavorite[];
  activity: ProfileActivity;
}) {
  const { t } = useLingui();
  useDocumentTitle(t`Profile`);
  const { loading, user } = useAuth();
  const location = useLocation();

  if (loading) {
    return (
      <Centered>
        <h1 className="sr-only">
          <Trans>Profile</Trans>
        </h1>
        <div role="status" className="flex flex-col items-center gap-3 text-muted-foreground">
          <span
            className="size-8 animate-spin rounded-full border-4 border-primary/20 border-t-primary"
            aria-hidden="true"
          />
          <Trans>Loading profile...</Trans>
        </div>
      </Centered>
    );
  }

  if (!user) {
    return (
      <Centered>
        <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <UserRound aria-hidden="true" className="size-7" />
        </span>
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>Profile</Trans>
        </h1>
        <p className="text-muted-foreground">
          <Trans>Please sign in to view your profile.</Trans>
        </p>
        <Button asChild>
          <Link to="/signin" state={signInState(location)}>
            <Trans>Sign In</Trans>
          </Link>
        </Button>
      </Centered>
    );
  }

  return <ProfileEditor key={user.id} user={user} favorites={favorites} activity={activity} />;
}

/**
 * The profile, its theme and default language being the app's own settings (Settings → Appearance and
 * Preferences: the theme everywhere, the language the paste tool starts in), not second copies.
 */
function withAppSettings(profile: Profile, settings: AppSettings): Profile {
  const { defaultLanguage } = settings.preferences;
  return { ...profile, preferences: { ...profile.preferences, theme: settings.theme, defaultLanguage } };
}

/** Applies the two preferences that are app settings, when Save changed them. */
function applyAppPreferences(now: ProfilePreferences, before: ProfilePreferences) {
  if (now.theme !== before.theme) setTheme(now.theme);
  if (now.defaultLanguage !== before.defaultLanguage) {
    const settings = readAppSettings();
    saveAppSettings({ ...settings, preferences: { ...settings.preferences, defaultLanguage: now.defaultLanguage } });
  }
}

function ProfileEditor({
  user,
  favorites,
  activity,
}: {
  user: User;
  favorites: ProfileFavorite[];
  activity: ProfileActivity;
}) {
  const { updateUserData } = useAuth();
  const { t, i18n } = useLingui();
  const settings = useAppSettings();
  const [profile, setProfile] = useState(() => withAppSettings(profileFromUser(user), settings));
  const [saved, setSaved] = useState<Profile | null>(null); // the copy Edit keeps for Cancel
  const [saving, setSaving] = useState(false);
  const editing = saved !== null;

  // Another tab or a token refresh brought a newer user, or the settings changed (the account's copy arriving in a
  // browser just signed in to, another tab): show them, unless the user is mid-edit.
  const [shown, setShown] = useState({ user, settings });
  if (user !== shown.user || settings !== shown.settings) {
    if (!editing) {
      const base = user !== shown.user ? profileFromUser(user) : profile;
      setProfile(withAppSettings(base, settings));
    }
    setShown({ user, settings });
  }

  const set = <K extends keyof Profile>(key: K, value: Profile[K]) =>
    setProfile((current) => ({ ...current, [key]: value }));
  const setPreference = <K extends keyof ProfilePreferences>(key: K, value: ProfilePreferences[K]) =>
    setProfile((current) => ({ ...current, preferences: { ...current.preferences, [key]: value } }));

  async function save() {
    if (!saved) return;
    setSaving(true);
    const now = new Date();
    try {
      const { error } = await updateUserData(profileMetadata(profile, now));
      if (error) throw error;
      const github = cleanHandle(profile.github);
      const twitter = cleanHandle(profile.twitter);
      const linkedin = cleanHandle(profile.linkedin);
      setProfile((current) => ({ ...current, github, twitter, linkedin, lastActive: now.toISOString() }));
      applyAppPreferences(profile.preferences, saved.preferences);
      setSaved(null);
      toast.success(t`Profile Updated`, { description: t`Your profile has been saved.` });
    } catch (error) {
      toast.error(t`Save Failed`, { description: saveFailureDescription(error) });
    } finally {
      setSaving(false);
    }
  }

  function cancel() {
    if (saved) setProfile(saved);
    setSaved(null);
  }

  const disabled = !editing || saving;
  const name = profile.fullName || profile.email || t`User`;
  const website = safeWebsite(profile.website);
  const picture = avatarUrl({ user_metadata: { avatar_url: profile.avatar } });
  const themeOptions = THEMES.map((theme) => ({ value: theme, label: i18n._(THEME_LABELS[theme]) }));
  const field = (
    key: "fullName" | "username" | "avatar" | "location" | "website" | "github" | "twitter" | "linkedin",
    label: string,
    placeholder: string,
  ) => (
    <div className="grid gap-2">
      <Label htmlFor={`profile-${key}`}>{label}</Label>
      <Input
        id={`profile-${key}`}
        value={profile[key]}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(event) => set(key, event.target.value)}
      />
    </div>
  );

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <UserAvatar name={name} src={picture} className="size-20 text-2xl" />
        <div className="min-w-0 flex-1">
          <h1 className="text-3xl font-bold tracking-tight">
            <Trans>Profile</Trans>
          </h1>
          <p className="truncate text-muted-foreground">
            {name}
            {profile.username && <span> · @{profile.username}</span>}
          </p>
        </div>
        <div className="flex gap-2">
          {editing ? (
            <>
              <Button onClick={save} disabled={saving}>
                <Save aria-hidden="true" />
                {saving ? <Trans>Saving...</Trans> : <Trans>Save</Trans>}
              </Button>
              <Button variant="outline" onClick={cancel} disabled={saving}>
                <X aria-hidden="true" />
                <Trans>Cancel</Trans>
              </Button>
            </>
          ) : (
            <Button onClick={() => setSaved(profile)}>
              <Pencil aria-hidden="true" />
              <Trans>Edit Profile</Trans>
            </Button>
          )}
        </div>
      </div>

      <Tabs defaultValue="overview" className="mt-8">
        <TabsList className="grid h-auto w-full grid-cols-2 sm:grid-cols-4">
          <TabsTrigger value="overview">
            <Trans>Overview</Trans>
          </TabsTrigger>
          <TabsTrigger value="personal">
            <Trans>Personal Info</Trans>
          </TabsTrigger>
          <TabsTrigger value="statistics">
            <Trans>Statistics</Trans>
          </TabsTrigger>
          <TabsTrigger value="preferences">
            <Trans>Preferences</Trans>
          </TabsTrigger>
        </TabsList>

        <TabsContent value="overview">
          <Card>
            <CardHeader>
              <CardTitle as="h2">{name}</CardTitle>
              <CardDescription>{profile.bio || <Trans>No bio yet.</Trans>}</CardDescription>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-3 text-sm sm:grid-cols-2">
                <Fact label={t`Email`}>{profile.email || "—"}</Fact>
                <Fact label={t`Username`}>{profile.username ? `@${profile.username}` : "—"}</Fact>
                <Fact label={t`Location`} icon={<MapPin aria-hidden="true" className="size-4" />}>
                  {profile.location || "—"}
                </Fact>
                <Fact label={t`Website`} icon={<Globe aria-hidden="true" className="size-4" />}>
                  {website ? (
                    <a
                      href={website}
                      target="_blank"
                      rel="noopener noreferrer nofollow"
                      className="text-primary underline underline-offset-4"
                    >
                      {profile.website}
                    </a>
                  ) : (
                    profile.website || "—"
                  )}
                </Fact>
                <Fact label={t`Joined`} icon={<CalendarDays aria-hidden="true" className="size-4" />}>
                  {formatDate(i18n, profile.joinedAt)}
                </Fact>
                <Fact label={t`Last active`}>{formatDate(i18n, profile.lastActive)}</Fact>
                <Fact label={SITES.github}>
                  <Handle value={profile.github} url="https://github.com/" />
                </Fact>
                <Fact label={SITES.twitter}>
                  <Handle value={profile.twitter} url="https://x.com/" />
                </Fact>
                <Fact label={SITES.linkedin}>
                  <Handle value={profile.linkedin} url="https://www.linkedin.com/in/" />
                </Fact>
              </dl>
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="personal">
          <Card>
            <CardHeader>
              <CardTitle as="h2">
                <Trans>Personal Information</Trans>
              </CardTitle>
              <CardDescription>
                {editing ? (
                  <Trans>Edit your details, then Save.</Trans>
                ) : (
                  <Trans>Select Edit Profile to change your details.</Trans>
                )}
              </CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4 sm:grid-cols-2">
              {field("fullName", t`Full Name`, t`Your name`)}
              {field("username", t`Username`, t`username`)}
              <div className="grid gap-2 sm:col-span-2">
                <Label htmlFor="profile-email">
                  <Trans>Email</Trans>
                </Label>
                <Input id="profile-email" type="email" value={profile.email} disabled readOnly />
              </div>
              <div className="grid gap-2 sm:col-span-2">
                <Label htmlFor="profile-bio">
                  <Trans>Bio</Trans>
                </Label>
                <Textarea
                  id="profile-bio"
                  value={profile.bio}
                  placeholder={t`Tell us a little about yourself`}
                  disabled={disabled}
                  onChange={(event) => set("bio", event.target.value)}
                />
              </div>
              {field("avatar", t`Avatar URL`, "https://…")}
              {field("location", t`Location`, t`City, Country`)}
              {field("website", t`Website`, "https://example.com")}
              {field("github", SITES.github, t`GitHub username`)}
              {field("twitter", SITES.twitter, t`Twitter handle`)}
              {field("linkedin", SITES.linkedin, t`LinkedIn handle`)}
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="statistics">
          <Statistics profile={profile} favorites={favorites} activity={activity} />
        </TabsContent>

        <TabsContent value="preferences">
          <Card>
            <CardHeader>
              <CardTitle as="h2">
                <Trans>Preferences</Trans>
              </CardTitle>
              <CardDescription>
                <Trans>Saved with your account. The theme applies when you save.</Trans>
              </CardDescription>
            </CardHeader>
            <CardContent className="grid gap-5">
              {PREFERENCE_SWITCHES.map(({ key, id, label, description }) => (
                <LabelledSwitch
                  key={key}
                  id={id}
                  label={i18n._(label)}
                  description={i18n._(description)}
                  checked={profile.preferences[key]}
                  disabled={disabled}
                  onCheckedChange={(value) => setPreference(key, value)}
                />
              ))}
              <div className="grid gap-4 sm:grid-cols-2">
                <SelectField
                  id="pref-language"
                  label={t`Default Language`}
                  options={languageOptions()}
                  value={profile.preferences.defaultLanguage}
                  disabled={disabled}
                  onValueChange={(language) => setPreference("defaultLanguage", language)}
                />
                <SelectField
                  id="pref-theme"
                  label={t`Theme`}
                  options={themeOptions}
                  value={profile.preferences.theme}
                  disabled={disabled}
                  onValueChange={(theme) => setPreference("theme", theme)}
                />
              </div>
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
      <DeleteAccountCard />
    </div>
  );
}

function Fact({ label, icon, children }: { label: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="flex items-center gap-1.5 text-muted-foreground">
        {icon}
        {label}
      </dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

function Handle({ value, url }: { value: string; url: string }) {
  const handle = cleanHandle(value);
  if (!handle) return <>—</>;
  return (
    <a
      href={url + encodeURIComponent(handle)}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="text-primary underline underline-offset-4"
    >
      {handle}
    </a>
  );
}

/** The on/off preferences, in the order the Preferences tab shows them. */
const PREFERENCE_SWITCHES = [
  {
    key: "emailNotifications",
    id: "pref-email",
    label: msg`Email Notifications`,
    description: msg`Receive e-mails about your account.`,
  },
  {
    key: "publicProfile",
    id: "pref-public",
    label: msg`Public Profile`,
    description: msg`Allow others to see your profile.`,
  },
  {
    key: "showActivity",
    id: "pref-activity",
    label: msg`Show Activity`,
    description: msg`Show your recent tool activity on your profile.`,
  },
] as const satisfies readonly {
  key: keyof ProfilePreferences;
  id: string;
  label: MessageDescriptor;
  description: MessageDescriptor;
}[];

const daysText = (days: number) => plural(days, { one: "# day", other: "# days" });

/** The account's numbers, from its History (kept in step across its browsers) and favorites. */
function Statistics({
  profile,
  favorites,
  activity,
}: {
  profile: Profile;
  favorites: ProfileFavorite[];
  activity: ProfileActivity;
}) {
  const { t, i18n } = useLingui();
  const [now] = useState(() => new Date());
  const days = accountAgeDays(profile.joinedAt, now);
  const noneYet = t`None yet`;
  return (
    <div className="grid gap-4">
      <StatGrid
        columns={{ base: 2, sm: 3 }}
        items={[
          { key: "tools", label: t`Tools Used`, value: i18n.number(activity.toolsUsed) },
          {
            key: "pastes",
            label: t`Pastes Created`,
            value: activity.pastesCreated === null ? "—" : i18n.number(activity.pastesCreated),
          },
          { key: "favorites", label: t`Favorite Tools`, value: i18n.number(favorites.length) },
          { key: "streak", label: t`Streak`, value: daysText(activity.streakDays) },
          { key: "age", label: t`Account Age`, value: daysText(days) },
        ]}
      />
      <StatGrid
        variant="detail"
        columns={{ base: 1, sm: 2 }}
        items={[
          { key: "last", label: t`Last Tool Used`, value: activity.lastToolUsed ?? noneYet },
          { key: "most", label: t`Most Used Tool`, value: activity.mostUsedTool ?? noneYet },
        ]}
      />
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2">
            <Heart aria-hidden="true" className="size-4" />
            <Trans>Your Favorites</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>Kept with your account on every device you sign in on.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          {favorites.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              <Trans>
                No favorites yet.{" "}
                <Link to="/" className="text-primary underline underline-offset-4">
                  Browse Tools
                </Link>
              </Trans>
            </p>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {favorites.slice(0, MAX_FAVORITES_SHOWN).map((favorite) => (
                <li key={favorite.url}>
                  <Link to={favorite.url} className="inline-flex rounded-full border px-3 py-1 text-sm hover:bg-accent">
                    {favorite.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
