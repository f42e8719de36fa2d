import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { DELETION_REMOVES } from "@/features/auth/account-deletion";
import { LegalPage } from "./LegalPage";

/** When these words last changed. */
const UPDATED = new Date(2026, 10);

/** /privacy — what stays in the browser and what the server keeps. */
export default function PrivacyPage() {
  const { i18n, t } = useLingui();
  const removes = i18n._(DELETION_REMOVES);
  return (
    <LegalPage title={t`Privacy Policy`} updated={UPDATED}>
      <section>
        <h2>
          <Trans>Your files stay on your device</Trans>
        </h2>
        <p>
          <Trans>
            Every Penknife tool runs in your browser. Images, text and code you put into a tool are processed on your
            own device and are never sent to our server.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>What your browser keeps</Trans>
        </h2>
        <p>
          <Trans>Penknife uses your browser’s local storage, on your device only, for:</Trans>
        </p>
        <ul>
          <li>
            <Trans>your favorite tools and your history of tool use;</Trans>
          </li>
          <li>
            <Trans>your settings, among them your theme choice (light, dark or system);</Trans>
          </li>
          <li>
            <Trans>
              with Auto-save on (Settings → Preferences), what you last typed into each text tool, so it survives a
              reload;
            </Trans>
          </li>
          <li>
            <Trans>the list of pastes you created in this browser, with the links that let you delete them;</Trans>
          </li>
          <li>
            <Trans>
              if you sign in, your sign-in session: a short-lived access token and the refresh token that renews it. It
              stays until you sign out (which also ends the session on our server) or clear this site’s data.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            You can clear all of it at any time with Clear All Data in Settings → Data, or by clearing this site’s data
            in your browser.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>What our server stores</Trans>
        </h2>
        <p>
          <Trans>
            Nothing, unless you create an account. Accounts are optional: every tool works without one. If you sign up,
            we keep:
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>your e-mail address, and when you confirmed it;</Trans>
          </li>
          <li>
            <Trans>
              your password only as a salted Argon2id hash: we never store or log the password itself, and nobody can
              read it back from the hash;
            </Trans>
          </li>
          <li>
            <Trans>
              the name you gave at sign-up, and the profile fields you choose to fill in on your profile page (username,
              bio, picture address, location, website, GitHub, Twitter and LinkedIn handles, your preferences, when you
              last saved your profile);
            </Trans>
          </li>
          <li>
            <Trans>
              your sign-in sessions: for each, a hash of its refresh token (never the token itself), when it was created
              and last renewed, so that signing out, or a stolen token being reused, can end it;
            </Trans>
          </li>
          <li>
            <Trans>when you created the account and when you last signed in;</Trans>
          </li>
          <li>
            <Trans>
              your settings, favorite tools and history of tool use, so they follow you to any browser you sign in on;
            </Trans>
          </li>
          <li>
            <Trans>
              for a short time, hashes of the one-time links we e-mail you (confirmation, password reset, e-mail
              change), valid for 1 hour and usable once.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            If you sign in with a social provider (such as GitHub or Google), we also keep what that provider tells us
            about you: its id for your account, your e-mail address, your name and your picture’s address. We do not
            keep the provider’s access tokens.
          </Trans>
        </p>
        <p>
          <Trans>
            The text, images and files you put into the tools never reach our server, signed in or not. The “What’s My
            IP” and “IP Lookup” tools are answered by our own server from a local database, so no third party sees those
            lookups. Like any web server, ours writes technical request logs (such as the time and address of a request)
            and counts recent attempts per address and per account to stop password guessing; these logs never contain
            passwords or tokens.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>E-mail</Trans>
        </h2>
        <p>
          <Trans>
            We send e-mail only when you ask for it: to confirm your address, to reset your password, or to confirm a
            new address. No newsletters, no marketing.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>No trackers, no ads networks</Trans>
        </h2>
        <p>
          <Trans>
            Penknife loads no third-party trackers, analytics, advertising scripts or fonts. We do not sell or share
            your data.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>Your choices</Trans>
        </h2>
        <p>
          <Trans>
            You never need an account to use the tools. If you have one, you can see and change your profile on your
            profile page, and sign out at any time.
          </Trans>
        </p>
        <p>
          <Trans>
            Delete Account, at the bottom of your profile page, deletes at once and for good {removes}. With the account
            go your e-mail address, password hash and profile; links to your pastes stop working. What this browser
            keeps locally stays until you clear it in Settings or in your browser. See also our{" "}
            <Link to="/terms">Terms of Use</Link>.
          </Trans>
        </p>
        <p>
          <Trans>
            Deleted means gone from our disks too, not only hidden: our database overwrites what is deleted or replaced
            instead of merely marking its space free, and clears its log of recent changes at once when an account is
            deleted, within a minute for anything else you delete or change (a paste deleted or read once, a setting),
            and within two minutes of a paste's expiry. Account e-mails not yet delivered to your addresses are deleted
            with the account.
          </Trans>
        </p>
      </section>
    </LegalPage>
  );
}
