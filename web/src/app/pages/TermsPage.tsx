import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { LegalPage } from "./LegalPage";

/** When these words last changed. */
const UPDATED = new Date(2026, 10);

/** /terms — short and plain. */
export default function TermsPage() {
  const { t } = useLingui();
  return (
    <LegalPage title={t`Terms of Use`} updated={UPDATED}>
      <section>
        <h2>
          <Trans>The short version</Trans>
        </h2>
        <p>
          <Trans>
            Penknife is a free website of everyday tools. You can use every tool without an account and without paying.
            Please use it lawfully and do not try to break it for others.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>Open source</Trans>
        </h2>
        <p>
          <Trans>
            Penknife’s code is released under the MIT License. You may use, copy, change and share it under that
            licence’s terms.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>How the tools work</Trans>
        </h2>
        <p>
          <Trans>
            The tools run in your own browser. The text and files you give them are processed on your device and are not
            uploaded to us. The results are yours; we claim no rights over what you make.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>Accounts</Trans>
        </h2>
        <p>
          <Trans>
            An account is optional; every tool works without one. If you create one, give an e-mail address you control
            and keep your password to yourself: you are responsible for what is done with your account. An account holds
            your e-mail address, a hash of your password (never the password itself), your name and the profile fields
            you fill in, and your sign-in sessions; our <Link to="/privacy">Privacy Policy</Link> lists everything it
            stores. The tools still run in your browser when you are signed in: what you put into them is not sent to
            us.
          </Trans>
        </p>
        <p>
          <Trans>
            You are responsible for what you share through your profile and, once they are available, shareable pastes.
            We may remove content that is illegal or abusive and close accounts used for abuse, or used to attack the
            service (for example by guessing other people’s passwords).
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>No warranty</Trans>
        </h2>
        <p>
          <Trans>
            Penknife is provided “as is”, without warranty of any kind. We work to make every tool correct, but check
            important results yourself and keep a copy of your originals. We are not liable for losses that come from
            using the site, as far as the law allows.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>Premium</Trans>
        </h2>
        <p>
          <Trans>
            Premium is not on sale yet. If it is offered, its price and terms will be shown before you pay anything.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>Changes</Trans>
        </h2>
        <p>
          <Trans>
            We may update these terms; the date above shows the latest version. See also our{" "}
            <Link to="/privacy">Privacy Policy</Link>.
          </Trans>
        </p>
      </section>
    </LegalPage>
  );
}
