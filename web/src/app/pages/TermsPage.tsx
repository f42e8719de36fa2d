import { Link } from "react-router";
import { LegalPage } from "./LegalPage";

/** /terms — short and plain. */
export default function TermsPage() {
  return (
    <LegalPage title="Terms of Use" updated="November 2026">
      <section>
        <h2>The short version</h2>
        <p>
          Penknife is a free website of everyday tools. You can use every tool without an account and without paying.
          Please use it lawfully and do not try to break it for others.
        </p>
      </section>
      <section>
        <h2>Open source</h2>
        <p>
          Penknife’s code is released under the MIT License. You may use, copy, change and share it under that licence’s
          terms.
        </p>
      </section>
      <section>
        <h2>How the tools work</h2>
        <p>
          The tools run in your own browser. The text and files you give them are processed on your device and are not
          uploaded to us. The results are yours; we claim no rights over what you make.
        </p>
      </section>
      <section>
        <h2>Accounts</h2>
        <p>
          An account is optional; every tool works without one. If you create one, give an e-mail address you control
          and keep your password to yourself: you are responsible for what is done with your account. An account holds
          your e-mail address, a hash of your password (never the password itself), your name and the profile fields you
          fill in, and your sign-in sessions; our <Link to="/privacy">Privacy Policy</Link> lists everything it stores.
          The tools still run in your browser when you are signed in: what you put into them is not sent to us.
        </p>
        <p>
          You are responsible for what you share through your profile and, once they are available, shareable pastes. We
          may remove content that is illegal or abusive and close accounts used for abuse, or used to attack the service
          (for example by guessing other people’s passwords).
        </p>
      </section>
      <section>
        <h2>No warranty</h2>
        <p>
          Penknife is provided “as is”, without warranty of any kind. We work to make every tool correct, but check
          important results yourself and keep a copy of your originals. We are not liable for losses that come from
          using the site, as far as the law allows.
        </p>
      </section>
      <section>
        <h2>Premium</h2>
        <p>Premium is not on sale yet. If it is offered, its price and terms will be shown before you pay anything.</p>
      </section>
      <section>
        <h2>Changes</h2>
        <p>
          We may update these terms; the date above shows the latest version. See also our{" "}
          <Link to="/privacy">Privacy Policy</Link>.
        </p>
      </section>
    </LegalPage>
  );
}
