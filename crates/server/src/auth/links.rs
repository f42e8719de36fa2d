//! Where the browser may be sent (`redirect_to`), and the e-mailed links that bring it back.

use url::Url;

use super::Auth;
use super::devices::KnownDevice;
use super::error::{AuthError, AuthResult};
use super::limits::{RateLimits, account_from};
use super::mail::{Mail, MailKind};
use super::store::{EmailChangeSide, FlowStateRow, OneTimeTokenRow, UserRow};
use crate::auth::error::AuthCode;
use crate::locales::Locale;
use crate::rate_limit::{Bucket, HOUR};
use crate::{secrets, time};

/// `requested` if it points to the site itself or to an entry of the allow-list, otherwise the site URL (as
/// GoTrue does: an unknown target is not an error, it is just not followed).
pub fn resolve_redirect(auth: &Auth, requested: Option<&str>) -> String {
    let Some(requested) = requested.map(str::trim).filter(|r| !r.is_empty()) else {
        return auth.site_url.to_string();
    };
    let Ok(url) = Url::parse(requested) else {
        return auth.site_url.to_string();
    };
    let plain_web_url =
        matches!(url.scheme(), "http" | "https") && url.username().is_empty() && url.password().is_none();
    if plain_web_url
        && (same_origin(&url, &auth.site_url)
            || auth.config.redirect_allow_list.iter().any(|entry| allowed_by(&url, entry)))
    {
        url.to_string()
    } else {
        auth.site_url.to_string()
    }
}

fn same_origin(a: &Url, b: &Url) -> bool {
    a.origin() == b.origin()
}

/// An entry that is only an origin allows anything on it; an entry with a path allows that URL and below it.
fn allowed_by(url: &Url, entry: &str) -> bool {
    let Ok(entry) = Url::parse(entry.trim()) else {
        return false;
    };
    if !same_origin(url, &entry) {
        return false;
    }
    let prefix = entry.path().trim_end_matches('/');
    let path = url.path();
    prefix.is_empty() || path == prefix || path.starts_with(&format!("{prefix}/"))
}

/// Which mail a link belongs to: its `type` in the URL, the token kind stored, and the template.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LinkKind {
    Signup,
    Recovery,
    /// An e-mail change, confirmed from the current address (GoTrue's `email_change_token_current`).
    EmailChangeCurrent,
    /// An e-mail change, confirmed from the new address (GoTrue's `email_change_token_new`).
    EmailChangeNew,
}

impl LinkKind {
    /// The link's `type` (`/verify?type=`): both e-mail change links are `email_change`, as in GoTrue.
    pub fn as_type(self) -> &'static str {
        match self {
            Self::Signup => "signup",
            Self::Recovery => "recovery",
            Self::EmailChangeCurrent | Self::EmailChangeNew => "email_change",
        }
    }

    /// The kind its token is stored as (how many a user may have outstanding: [`Self::links_kept`]).
    pub fn token_kind(self) -> &'static str {
        match self {
            Self::Signup => "signup",
            Self::Recovery => "recovery",
            Self::EmailChangeCurrent => EmailChangeSide::Current.token_kind(),
            Self::EmailChangeNew => EmailChangeSide::New.token_kind(),
        }
    }

    /// How a session begun by this link was authenticated, as stored in its PKCE flow (`token::amr_of` turns it
    /// into the JWT's `amr`).
    pub fn authentication_method(self) -> &'static str {
        match self {
            Self::Signup => "email/signup",
            Self::Recovery => "recovery",
            Self::EmailChangeCurrent | Self::EmailChangeNew => "email_change",
        }
    }

    /// How many of this kind's links a user may have outstanding. A recovery or confirmation link must survive
    /// everything others may ask for within its hour, or their requests would spend the one its owner was sent
    /// (fixed windows let up to twice an hourly allowance through within an hour). An e-mail change link is
    /// replaced: a new request may name another address.
    fn links_kept(self, limits: &RateLimits) -> u32 {
        match self {
            Self::Signup | Self::Recovery => limits.emails_per_address_per_hour.saturating_mul(2).saturating_add(1),
            Self::EmailChangeCurrent | Self::EmailChangeNew => 1,
        }
    }

    fn mail_kind(self) -> MailKind {
        match self {
            Self::Signup => MailKind::ConfirmSignup,
            Self::Recovery => MailKind::Recovery,
            Self::EmailChangeCurrent => MailKind::EmailChangeCurrent,
            Self::EmailChangeNew => MailKind::EmailChange,
        }
    }
}

/// A client's PKCE challenge: the link it is sent then returns `?code=`, exchanged with the verifier, instead of
/// a session in the URL.
#[derive(Debug, Clone)]
pub struct PkceChallenge {
    pub challenge: String,
    /// `s256` or `plain`.
    pub method: &'static str,
}

/// Counts a mail to `address` asked for by `requester` (the client's address, or the signed-in user's id);
/// `over_email_send_rate_limit` past an allowance. Each requester has an allowance of its own, so an attacker's
/// requests do not use up the owner's; the one all requesters share bounds mail bombing from many sources, and
/// does not hold back a device that signed in to the account before.
pub async fn count_mail(auth: &Auth, address: &str, requester: &str, device: Option<&KnownDevice>) -> AuthResult<()> {
    let limits = &auth.config.rate_limits;
    let own = auth.limits.hit(Bucket::Emails, &account_from(address, requester), limits.emails_per_hour, HOUR).await;
    let counted = match own {
        Ok(()) if device.is_none() => {
            auth.limits.hit(Bucket::EmailsToAddress, address, limits.emails_per_address_per_hour, HOUR).await
        }
        other => other,
    };
    counted.map_err(|seconds| {
        AuthError::rate_limited(
            AuthCode::OverEmailSendRateLimit,
            format!("For security purposes, you can only request this after {seconds} seconds."),
            seconds,
        )
    })
}

/// What an e-mailed link goes with besides its token: where it takes the browser back to, the PKCE flow it belongs
/// to, and the language of its mail (the request's).
#[derive(Debug, Clone, Copy)]
pub struct LinkMail<'a> {
    pub redirect_to: &'a str,
    pub pkce: Option<&'a PkceChallenge>,
    pub locale: Locale,
}

/// Creates a single-use token for `user_id`, stores its hash (see [`LinkKind::links_kept`]), and
/// mails the link to `to` in the background, so the answer takes the same time whether or not a mail goes out.
/// With a PKCE challenge, the link belongs to a flow that only the client's verifier can complete.
pub async fn send_link(
    auth: &std::sync::Arc<Auth>,
    kind: LinkKind,
    user_id: &str,
    to: &str,
    mail: LinkMail<'_>,
) -> AuthResult<()> {
    send_link_about(auth, kind, user_id, to, to, mail).await
}

/// Asks for an e-mail change to `new_email` (GoTrue's secure e-mail change): a link to the new address and one to
/// the current address, which also tells its owner what is asked. The address changes once both links have been
/// opened, in either order (see `Store::confirm_email_change`); an account without an address needs only the new
/// one. A new request (or a resend) starts over: earlier links stop working and earlier confirmations are forgotten.
pub async fn send_email_change(
    auth: &std::sync::Arc<Auth>,
    user: &UserRow,
    new_email: &str,
    mail: LinkMail<'_>,
) -> AuthResult<()> {
    let current = user.email.as_deref().filter(|email| !email.is_empty());
    auth.store.request_email_change(&user.id, new_email, current.is_some(), time::now_ms()).await?;
    send_link_about(auth, LinkKind::EmailChangeNew, &user.id, new_email, new_email, mail).await?;
    match current {
        Some(current) => send_link_about(auth, LinkKind::EmailChangeCurrent, &user.id, current, new_email, mail).await,
        None => Ok(auth.store.delete_one_time_tokens(&user.id, LinkKind::EmailChangeCurrent.token_kind()).await?),
    }
}

/// [`send_link`] for a token that `relates_to` another address than the one it is mailed to (the new address,
/// for both links of an e-mail change).
async fn send_link_about(
    auth: &std::sync::Arc<Auth>,
    kind: LinkKind,
    user_id: &str,
    to: &str,
    relates_to: &str,
    LinkMail { redirect_to, pkce, locale }: LinkMail<'_>,
) -> AuthResult<()> {
    let flow_state_id = match pkce {
        Some(pkce) => Some(insert_email_flow(auth, kind, pkce, user_id, redirect_to).await?),
        None => None,
    };
    let token = secrets::random_token(32);
    let row = OneTimeTokenRow {
        token_hash: secrets::token_hash(&token),
        user_id: user_id.to_owned(),
        kind: kind.token_kind().to_owned(),
        relates_to: relates_to.to_owned(),
        flow_state_id,
        created_at: time::now_ms(),
    };
    auth.store.add_one_time_token(&row, kind.links_kept(&auth.config.rate_limits)).await?;
    let mut link =
        Url::parse(&format!("{}/auth/v1/verify", auth.site())).map_err(|error| AuthError::internal(&error))?;
    link.query_pairs_mut()
        .append_pair("token", &token)
        .append_pair("type", kind.as_type())
        .append_pair("redirect_to", redirect_to);
    let new_email = (kind == LinkKind::EmailChangeCurrent).then(|| relates_to.to_owned());
    let mail = Mail { to: to.to_owned(), kind: kind.mail_kind(), link: link.to_string(), new_email, locale };
    let auth = auth.clone();
    tokio::spawn(async move {
        if let Err(error) = auth.mailer.send(&mail).await {
            tracing::error!(%error, kind = ?mail.kind, "could not send an account mail");
        }
    });
    Ok(())
}

async fn insert_email_flow(
    auth: &Auth,
    kind: LinkKind,
    pkce: &PkceChallenge,
    user_id: &str,
    redirect_to: &str,
) -> AuthResult<String> {
    let flow = FlowStateRow {
        id: secrets::uuid_v4(),
        state_hash: None,
        auth_code_hash: None,
        code_challenge: Some(pkce.challenge.clone()),
        code_challenge_method: Some(pkce.method.to_owned()),
        authentication_method: kind.authentication_method().to_owned(),
        provider: None,
        provider_code_verifier: None,
        nonce: None,
        redirect_to: redirect_to.to_owned(),
        user_id: Some(user_id.to_owned()),
        created_at: time::now_ms(),
        auth_code_issued_at: None,
    };
    auth.store.insert_flow_state(&flow).await?;
    Ok(flow.id)
}
