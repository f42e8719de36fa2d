import { Link } from "react-router";
import { LegalPage } from "./LegalPage";

/** /privacy — what stays in the browser and what the server keeps. */
export default function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy" updated="November 2026">
      <section>
        <h2>Your files stay on your device</h2>
        <p>
          Every Penknife tool runs in your browser. Images, text and code you put into a tool are processed on your
          own device and are never sent to our server.
        </p>
      </section>
      <section>
        <h2>What your browser keeps</h2>
        <p>Penknife uses your browser’s local storage, on your device only, for:</p>
        <ul>
          <li>your favorite tools;</li>
          <li>your theme choice (light, dark or system);</li>
          <li>
            settings and history of tools you used, once those features arrive, and your sign-in session if you create
            an account.
          </li>
        </ul>
        <p>You can clear all of it at any time by clearing this site’s data in your browser.</p>
      </section>
      <section>
        <h2>What our server stores</h2>
        <p>
          Only what a feature cannot do without, and only once that feature exists: your account (e-mail address, name
          and a securely hashed password) if you sign up, pastes you choose to share by link, and data you ask us to
          sync between devices. The “What’s My IP” and “IP Lookup” tools are answered by our own server from a local
          database, so no third party sees those lookups. Like any web server, ours writes technical request logs
          (such as the time and address of a request) to keep the service running and secure.
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
          You never need an account to use the tools. If you have one, you can ask us to delete it and the data linked
          to it. See also our <Link to="/terms">Terms of Use</Link>.
        </p>
      </section>
    </LegalPage>
  );
}
