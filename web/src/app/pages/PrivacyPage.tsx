import { Link } from "react-router";
import { DELETION_REMOVES } from "@/features/auth/account-deletion";
import { LegalPage } from "./LegalPage";

/** /privacy — what stays in the browser and what the server keeps. */
export default function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy" updated="November 2026">
      <section>
        <h2>Your files stay on your device</h2>
        <p>
          Every Penknife tool runs in your browser. Images, text and code you put into a tool are processed on your own
          device and are never sent to our server.
        </p>
      </section>
      <section>
        <h2>What your browser keeps</h2>
        <p>Penknife uses your browser’s local storage, on your device only, for:</p>
        <ul>
          <li>your favorite tools and your history of tool use;</li>
          <li>your settings, among them your theme choice (light, dark or system);</li>
          <li>
            with Auto-save on (Settings → Preferences), what you last typed into each text tool, so it survives a
            reload;
          </li>
          <li>the list of pastes you created in this browser, with the links that let you delete them;</li>
          <li>
            if you sign in, your sign-in session: a short-lived access token and the refresh token that renews it. It
            stays until you sign out (which also ends the session on our server) or clear this site’s data.
          </li>
        </ul>
        <p>
          You can clear all of it at any time with Clear All Data in Settings → Data, or by clearing this site’s data in
          your browser.
        </p>
      </section>
      <section>
        <h2>What our server stores</h2>
        <p>
          Nothing, unless you create an account. Accounts are optional: every tool works without one. If you sign up, we
          keep:
        </p>
        <ul>
          <li>your e-mail address, and when you confirmed it;</li>
          <li>
            your password only as a salted Argon2id hash: we never store or log the password itself, and nobody can read
            it back from the hash;
          </li>
          <li>
            the name you gave at sign-up, and the profile fields you choose to fill in on your profile page (username,
            bio, picture address, location, website, GitHub, Twitter and LinkedIn handles, your preferences, when you
            last saved your profile);
          </li>
          <li>
            your sign-in sessions: for each, a hash of its refresh token (never the token itself), when it was created
            and last renewed, so that signing out, or a stolen token being reused, can end it;
          </li>
          <li>when you created the account and when you last signed in;</li>
          <li>
            your settings, favorite tools and history of tool use, so they follow you to any browser you sign in on;
          </li>
          <li>
            for a short time, hashes of the one-time links we e-mail you (confirmation, password reset, e-mail change),
            valid for 1 hour and usable once.
          </li>
        </ul>
        <p>
          If you sign in with a social provider (such as GitHub or Google), we also keep what that provider tells us
          about you: its id for your account, your e-mail address, your name and your picture’s address. We do not keep
          the provider’s access tokens.
        </p>
        <p>
          The text, images and files you put into the tools never reach our server, signed in or not. The “What’s My IP”
          and “IP Lookup” tools are answered by our own server from a local database, so no third party sees those
          lookups. Like any web server, ours writes technical request logs (such as the time and address of a request)
          and counts recent attempts per address and per account to stop password guessing; these logs never contain
          passwords or tokens.
        </p>
      </section>
      <section>
        <h2>E-mail</h2>
        <p>
          We send e-mail only when you ask for it: to confirm your address, to reset your password, or to confirm a new
          address. No newsletters, no marketing.
        </p>
      </section>
      <section>
        <h2>No trackers, no ads networks</h2>
        <p>
          Penknife loads no third-party trackers, analytics, advertising scripts or fonts. We do not sell or share your
          data.
        </p>
      </section>
      <section>
        <h2>Your choices</h2>
        <p>
          You never need an account to use the tools. If you have one, you can see and change your profile on your
          profile page, and sign out at any time.
        </p>
        <p>
          Delete Account, at the bottom of your profile page, deletes at once and for good {DELETION_REMOVES}. With the
          account go your e-mail address, password hash and profile; links to your pastes stop working. What this
          browser keeps locally stays until you clear it in Settings or in your browser. See also our{" "}
          <Link to="/terms">Terms of Use</Link>.
        </p>
        <p>
          Deleted means gone from our disks too, not only hidden: our database overwrites what is deleted or replaced
          instead of merely marking its space free, and clears its log of recent changes at once when an account is
          deleted, within a minute for anything else you delete or change (a paste deleted or read once, a setting), and
          within two minutes of a paste's expiry. Account e-mails not yet delivered to your addresses are deleted with
          the account.
        </p>
      </section>
    </LegalPage>
  );
}
