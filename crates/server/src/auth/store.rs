//! Every query the accounts API runs, written once for both backends (see `crate::db`).
//!
//! Operations that must not race (rotating a refresh token, spending a one-time token or an authorization
//! code) are single conditional statements (`UPDATE … WHERE revoked = 0`, `DELETE … RETURNING`), so two
//! concurrent requests can never both win, on SQLite or PostgreSQL, without explicit transactions.

use sqlx::AnyPool;

use crate::db::Database;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct UserRow {
    pub id: String,
    pub email: Option<String>,
    pub encrypted_password: Option<String>,
    pub email_confirmed_at: Option<i64>,
    pub confirmation_sent_at: Option<i64>,
    pub recovery_sent_at: Option<i64>,
    pub email_change: Option<String>,
    pub email_change_sent_at: Option<i64>,
    pub last_sign_in_at: Option<i64>,
    pub app_metadata: String,
    pub user_metadata: String,
    pub created_at: i64,
    pub updated_at: i64,
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct IdentityRow {
    pub id: String,
    pub user_id: String,
    pub provider: String,
    pub provider_id: String,
    pub identity_data: String,
    pub email: Option<String>,
    pub last_sign_in_at: Option<i64>,
    pub created_at: i64,
    pub updated_at: i64,
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct SessionRow {
    pub id: String,
    pub user_id: String,
    /// How the session began (`password`, `otp`, `recovery`, `oauth`): the JWT's `amr`.
    pub amr_method: String,
    pub created_at: i64,
    pub updated_at: i64,
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct RefreshTokenRow {
    pub id: String,
    pub session_id: String,
    pub token_hash: String,
    pub parent_id: Option<String>,
    pub derivation_nonce: Option<String>,
    pub revoked: i64,
    pub created_at: i64,
    pub updated_at: i64,
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct OneTimeTokenRow {
    pub token_hash: String,
    pub user_id: String,
    pub kind: String,
    /// The address the link is about: the one it was sent to, or for both links of an e-mail change the new one.
    pub relates_to: String,
    pub flow_state_id: Option<String>,
    pub created_at: i64,
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct FlowStateRow {
    pub id: String,
    pub state_hash: Option<String>,
    pub auth_code_hash: Option<String>,
    pub code_challenge: Option<String>,
    pub code_challenge_method: Option<String>,
    pub authentication_method: String,
    pub provider: Option<String>,
    pub provider_code_verifier: Option<String>,
    pub nonce: Option<String>,
    pub redirect_to: String,
    pub user_id: Option<String>,
    pub created_at: i64,
    pub auth_code_issued_at: Option<i64>,
}

/// Which address confirmed an e-mail change; each is one bit of `users.email_change_confirmed`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EmailChangeSide {
    Current,
    New,
}

impl EmailChangeSide {
    const BOTH: i64 = 0b11;

    fn bit(self) -> i64 {
        match self {
            Self::Current => 0b01,
            Self::New => 0b10,
        }
    }

    /// The kind of `one_time_tokens` row its link is (`LinkKind::token_kind`).
    pub fn token_kind(self) -> &'static str {
        match self {
            Self::Current => "email_change_current",
            Self::New => "email_change_new",
        }
    }
}

/// What one confirmation of an e-mail change did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EmailChangeStep {
    /// Counted; the other address has yet to confirm.
    WaitingForOther,
    /// Both have confirmed: the account has its new address.
    Changed,
    /// The request was replaced or cancelled, or the address was taken meanwhile.
    Stale,
}

const USER_COLUMNS: &str = "id, email, encrypted_password, email_confirmed_at, confirmation_sent_at, \
    recovery_sent_at, email_change, email_change_sent_at, last_sign_in_at, app_metadata, user_metadata, \
    created_at, updated_at";
const IDENTITY_COLUMNS: &str =
    "id, user_id, provider, provider_id, identity_data, email, last_sign_in_at, created_at, updated_at";
const REFRESH_COLUMNS: &str =
    "id, session_id, token_hash, parent_id, derivation_nonce, revoked, created_at, updated_at";
const FLOW_COLUMNS: &str = "id, state_hash, auth_code_hash, code_challenge, code_challenge_method, \
    authentication_method, provider, provider_code_verifier, nonce, redirect_to, user_id, created_at, \
    auth_code_issued_at";

/// The accounts tables.
#[derive(Debug, Clone)]
pub struct Store {
    pool: AnyPool,
}

type Result<T> = std::result::Result<T, sqlx::Error>;

impl Store {
    pub fn new(database: &Database) -> Self {
        Self { pool: database.pool.clone() }
    }

    // --- users ---------------------------------------------------------------------------------------------

    pub async fn user_by_email(&self, email: &str) -> Result<Option<UserRow>> {
        sqlx::query_as(&format!("SELECT {USER_COLUMNS} FROM users WHERE email = $1"))
            .bind(email)
            .fetch_optional(&self.pool)
            .await
    }

    pub async fn user_by_id(&self, id: &str) -> Result<Option<UserRow>> {
        sqlx::query_as(&format!("SELECT {USER_COLUMNS} FROM users WHERE id = $1"))
            .bind(id)
            .fetch_optional(&self.pool)
            .await
    }

    /// Inserts the user; `Ok(false)` when the e-mail address is already taken (a concurrent sign-up won).
    pub async fn insert_user(&self, user: &UserRow) -> Result<bool> {
        let result = sqlx::query(&format!(
            "INSERT INTO users ({USER_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)"
        ))
        .bind(&user.id)
        .bind(&user.email)
        .bind(&user.encrypted_password)
        .bind(user.email_confirmed_at)
        .bind(user.confirmation_sent_at)
        .bind(user.recovery_sent_at)
        .bind(&user.email_change)
        .bind(user.email_change_sent_at)
        .bind(user.last_sign_in_at)
        .bind(&user.app_metadata)
        .bind(&user.user_metadata)
        .bind(user.created_at)
        .bind(user.updated_at)
        .execute(&self.pool)
        .await;
        match result {
            Ok(_) => Ok(true),
            Err(sqlx::Error::Database(error)) if error.is_unique_violation() => Ok(false),
            Err(error) => Err(error),
        }
    }

    /// Sets one nullable time column of a user (and `updated_at`). `column` is always a literal of ours.
    async fn set_user_time(&self, id: &str, column: &'static str, value: Option<i64>, now: i64) -> Result<()> {
        sqlx::query(&format!("UPDATE users SET {column} = $1, updated_at = $2 WHERE id = $3"))
            .bind(value)
            .bind(now)
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Marks the user's address confirmed (the first confirmation's time is kept) and its e-mail identity verified.
    pub async fn confirm_email(&self, id: &str, now: i64) -> Result<()> {
        sqlx::query(
            "UPDATE users SET email_confirmed_at = $1, updated_at = $1 WHERE id = $2 AND email_confirmed_at IS NULL",
        )
        .bind(now)
        .bind(id)
        .execute(&self.pool)
        .await?;
        self.verify_email_identity(id, None, now).await
    }

    pub async fn record_sign_in(&self, id: &str, now: i64) -> Result<()> {
        self.set_user_time(id, "last_sign_in_at", Some(now), now).await
    }

    pub async fn record_confirmation_sent(&self, id: &str, now: i64) -> Result<()> {
        self.set_user_time(id, "confirmation_sent_at", Some(now), now).await
    }

    pub async fn record_recovery_sent(&self, id: &str, now: i64) -> Result<()> {
        self.set_user_time(id, "recovery_sent_at", Some(now), now).await
    }

    /// `None` removes the password (the account then signs in only through a provider or a recovery link).
    pub async fn set_password(&self, id: &str, hash: Option<&str>, now: i64) -> Result<()> {
        self.set_user_text(id, "encrypted_password", hash, now).await
    }

    pub async fn set_user_metadata(&self, id: &str, json: &str, now: i64) -> Result<()> {
        self.set_user_text(id, "user_metadata", Some(json), now).await
    }

    pub async fn set_app_metadata(&self, id: &str, json: &str, now: i64) -> Result<()> {
        self.set_user_text(id, "app_metadata", Some(json), now).await
    }

    /// `column` is always one of this file's literals, never input.
    async fn set_user_text(&self, id: &str, column: &'static str, value: Option<&str>, now: i64) -> Result<()> {
        sqlx::query(&format!("UPDATE users SET {column} = $1, updated_at = $2 WHERE id = $3"))
            .bind(value)
            .bind(now)
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Records a requested e-mail change (replacing any earlier one) with no confirmation yet; an account without
    /// a current address (`confirm_current` false) starts with that side already counted.
    pub async fn request_email_change(&self, id: &str, new_email: &str, confirm_current: bool, now: i64) -> Result<()> {
        let confirmed = if confirm_current { 0 } else { EmailChangeSide::Current.bit() };
        sqlx::query(
            "UPDATE users SET email_change = $1, email_change_sent_at = $2, email_change_confirmed = $3, \
             updated_at = $2 WHERE id = $4",
        )
        .bind(new_email)
        .bind(now)
        .bind(confirmed)
        .bind(id)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Counts one side's confirmation of the change to `new_email`, and once both sides have confirmed moves the
    /// user to it (confirmed). Each statement is conditional, so two links opened at once cannot both miss the
    /// change, nor a confirmation of an earlier request (another `new_email`) count for this one.
    pub async fn confirm_email_change(
        &self,
        id: &str,
        side: EmailChangeSide,
        new_email: &str,
        now: i64,
    ) -> Result<EmailChangeStep> {
        let confirmed: Option<(i64,)> = sqlx::query_as(
            "UPDATE users SET email_change_confirmed = email_change_confirmed | $1, updated_at = $2 \
             WHERE id = $3 AND email_change = $4 RETURNING email_change_confirmed",
        )
        .bind(side.bit())
        .bind(now)
        .bind(id)
        .bind(new_email)
        .fetch_optional(&self.pool)
        .await?;
        match confirmed {
            None => return Ok(EmailChangeStep::Stale),
            Some((bits,)) if bits != EmailChangeSide::BOTH => return Ok(EmailChangeStep::WaitingForOther),
            Some(_) => {}
        }
        let result = sqlx::query(
            "UPDATE users SET email = email_change, email_change = NULL, email_change_sent_at = NULL, \
             email_change_confirmed = 0, email_confirmed_at = $1, updated_at = $1 \
             WHERE id = $2 AND email_change = $3 AND email_change_confirmed = $4",
        )
        .bind(now)
        .bind(id)
        .bind(new_email)
        .bind(EmailChangeSide::BOTH)
        .execute(&self.pool)
        .await;
        let changed = match result {
            Ok(done) => done.rows_affected() == 1,
            Err(sqlx::Error::Database(error)) if error.is_unique_violation() => false,
            Err(error) => return Err(error),
        };
        if !changed {
            return Ok(EmailChangeStep::Stale);
        }
        self.verify_email_identity(id, Some(new_email), now).await?;
        for side in [EmailChangeSide::Current, EmailChangeSide::New] {
            self.delete_one_time_tokens(id, side.token_kind()).await?;
        }
        Ok(EmailChangeStep::Changed)
    }

    /// Sets `identity_data.email_verified` of the user's e-mail identity (GoTrue's shape: the flag lives in the
    /// JSON), and with `new_email` moves the identity to that address.
    async fn verify_email_identity(&self, user_id: &str, new_email: Option<&str>, now: i64) -> Result<()> {
        let identities: Vec<IdentityRow> = sqlx::query_as(&format!(
            "SELECT {IDENTITY_COLUMNS} FROM identities WHERE user_id = $1 AND provider = 'email'"
        ))
        .bind(user_id)
        .fetch_all(&self.pool)
        .await?;
        for identity in identities {
            let mut data = match serde_json::from_str(&identity.identity_data) {
                Ok(serde_json::Value::Object(data)) => data,
                _ => serde_json::Map::new(),
            };
            data.insert("email_verified".into(), true.into());
            let email = new_email.map(str::to_owned).or(identity.email);
            if let Some(email) = new_email {
                data.insert("email".into(), email.into());
            }
            sqlx::query("UPDATE identities SET identity_data = $1, email = $2, updated_at = $3 WHERE id = $4")
                .bind(serde_json::Value::Object(data).to_string())
                .bind(email)
                .bind(now)
                .bind(&identity.id)
                .execute(&self.pool)
                .await?;
        }
        Ok(())
    }

    // --- identities ----------------------------------------------------------------------------------------

    pub async fn insert_identity(&self, identity: &IdentityRow) -> Result<()> {
        sqlx::query(&format!(
            "INSERT INTO identities ({IDENTITY_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)"
        ))
        .bind(&identity.id)
        .bind(&identity.user_id)
        .bind(&identity.provider)
        .bind(&identity.provider_id)
        .bind(&identity.identity_data)
        .bind(&identity.email)
        .bind(identity.last_sign_in_at)
        .bind(identity.created_at)
        .bind(identity.updated_at)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    pub async fn identities_of(&self, user_id: &str) -> Result<Vec<IdentityRow>> {
        sqlx::query_as(&format!("SELECT {IDENTITY_COLUMNS} FROM identities WHERE user_id = $1 ORDER BY created_at, id"))
            .bind(user_id)
            .fetch_all(&self.pool)
            .await
    }

    pub async fn identity(&self, provider: &str, provider_id: &str) -> Result<Option<IdentityRow>> {
        sqlx::query_as(&format!("SELECT {IDENTITY_COLUMNS} FROM identities WHERE provider = $1 AND provider_id = $2"))
            .bind(provider)
            .bind(provider_id)
            .fetch_optional(&self.pool)
            .await
    }

    pub async fn refresh_identity(&self, id: &str, data: &str, email: Option<&str>, now: i64) -> Result<()> {
        sqlx::query(
            "UPDATE identities SET identity_data = $1, email = $2, last_sign_in_at = $3, updated_at = $3 WHERE id = $4",
        )
        .bind(data)
        .bind(email)
        .bind(now)
        .bind(id)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    // --- sessions and refresh tokens -----------------------------------------------------------------------

    pub async fn insert_session(&self, session: &SessionRow) -> Result<()> {
        sqlx::query(
            "INSERT INTO sessions (id, user_id, amr_method, created_at, updated_at) VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(&session.id)
        .bind(&session.user_id)
        .bind(&session.amr_method)
        .bind(session.created_at)
        .bind(session.updated_at)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    pub async fn session(&self, id: &str) -> Result<Option<SessionRow>> {
        sqlx::query_as("SELECT id, user_id, amr_method, created_at, updated_at FROM sessions WHERE id = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await
    }

    /// Ends a session; its refresh tokens go with it (foreign key cascade).
    pub async fn delete_session(&self, id: &str) -> Result<()> {
        // SQLite cascades only with `foreign_keys` on (set per connection in `db`); deleting the tokens first
        // keeps this correct even on a connection without it.
        sqlx::query("DELETE FROM refresh_tokens WHERE session_id = $1").bind(id).execute(&self.pool).await?;
        sqlx::query("DELETE FROM sessions WHERE id = $1").bind(id).execute(&self.pool).await?;
        Ok(())
    }

    /// Ends every session of the user, except `keep` if given.
    pub async fn delete_user_sessions(&self, user_id: &str, keep: Option<&str>) -> Result<()> {
        let keep = keep.unwrap_or("");
        sqlx::query(
            "DELETE FROM refresh_tokens WHERE session_id IN (SELECT id FROM sessions WHERE user_id = $1 AND id <> $2)",
        )
        .bind(user_id)
        .bind(keep)
        .execute(&self.pool)
        .await?;
        sqlx::query("DELETE FROM sessions WHERE user_id = $1 AND id <> $2")
            .bind(user_id)
            .bind(keep)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    pub async fn insert_refresh_token(&self, token: &RefreshTokenRow) -> Result<()> {
        sqlx::query(&format!("INSERT INTO refresh_tokens ({REFRESH_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)"))
            .bind(&token.id)
            .bind(&token.session_id)
            .bind(&token.token_hash)
            .bind(&token.parent_id)
            .bind(&token.derivation_nonce)
            .bind(token.revoked)
            .bind(token.created_at)
            .bind(token.updated_at)
            .execute(&self.pool)
            .await?;
        sqlx::query("UPDATE sessions SET updated_at = $1 WHERE id = $2")
            .bind(token.created_at)
            .bind(&token.session_id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    pub async fn refresh_token_by_hash(&self, hash: &str) -> Result<Option<RefreshTokenRow>> {
        sqlx::query_as(&format!("SELECT {REFRESH_COLUMNS} FROM refresh_tokens WHERE token_hash = $1"))
            .bind(hash)
            .fetch_optional(&self.pool)
            .await
    }

    pub async fn refresh_token_child(&self, parent_id: &str) -> Result<Option<RefreshTokenRow>> {
        sqlx::query_as(&format!("SELECT {REFRESH_COLUMNS} FROM refresh_tokens WHERE parent_id = $1"))
            .bind(parent_id)
            .fetch_optional(&self.pool)
            .await
    }

    /// Marks the token used; `Ok(true)` only for the one request that did so.
    pub async fn revoke_refresh_token(&self, id: &str, now: i64) -> Result<bool> {
        let done = sqlx::query("UPDATE refresh_tokens SET revoked = 1, updated_at = $1 WHERE id = $2 AND revoked = 0")
            .bind(now)
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected() == 1)
    }

    // --- one-time tokens (e-mail links) --------------------------------------------------------------------

    /// Stores a new link token of `kind` for the user, keeping the `keep - 1` newest earlier ones of that kind
    /// (with 1, it replaces them).
    pub async fn add_one_time_token(&self, token: &OneTimeTokenRow, keep: u32) -> Result<()> {
        self.insert_one_time_token(token).await?;
        sqlx::query(
            "DELETE FROM one_time_tokens WHERE user_id = $1 AND kind = $2 AND token_hash NOT IN \
             (SELECT token_hash FROM one_time_tokens WHERE user_id = $1 AND kind = $2 \
             ORDER BY created_at DESC LIMIT $3)",
        )
        .bind(&token.user_id)
        .bind(&token.kind)
        .bind(i64::from(keep))
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    async fn insert_one_time_token(&self, token: &OneTimeTokenRow) -> Result<()> {
        sqlx::query(
            "INSERT INTO one_time_tokens (token_hash, user_id, kind, relates_to, flow_state_id, created_at) \
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(&token.token_hash)
        .bind(&token.user_id)
        .bind(&token.kind)
        .bind(&token.relates_to)
        .bind(&token.flow_state_id)
        .bind(token.created_at)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Forgets the user's outstanding links of `kind` (e.g. recovery links once the password has changed).
    pub async fn delete_one_time_tokens(&self, user_id: &str, kind: &str) -> Result<()> {
        sqlx::query("DELETE FROM one_time_tokens WHERE user_id = $1 AND kind = $2")
            .bind(user_id)
            .bind(kind)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Spends a link token of one of `kinds`: it is deleted whether or not it is still fresh, and returned only if
    /// it is. A token presented with another type is left alone.
    pub async fn take_one_time_token(
        &self,
        hash: &str,
        kinds: &[&str],
        not_before: i64,
    ) -> Result<Option<OneTimeTokenRow>> {
        let placeholders: Vec<String> = (0..kinds.len()).map(|i| format!("${}", i + 2)).collect();
        let statement = format!(
            "DELETE FROM one_time_tokens WHERE token_hash = $1 AND kind IN ({}) \
             RETURNING token_hash, user_id, kind, relates_to, flow_state_id, created_at",
            placeholders.join(", ")
        );
        let mut query = sqlx::query_as(&statement).bind(hash);
        for kind in kinds {
            query = query.bind(*kind);
        }
        let row: Option<OneTimeTokenRow> = query.fetch_optional(&self.pool).await?;
        Ok(row.filter(|row| row.created_at >= not_before))
    }

    // --- PKCE / OAuth flow states --------------------------------------------------------------------------

    pub async fn insert_flow_state(&self, flow: &FlowStateRow) -> Result<()> {
        sqlx::query(&format!(
            "INSERT INTO flow_states ({FLOW_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)"
        ))
        .bind(&flow.id)
        .bind(&flow.state_hash)
        .bind(&flow.auth_code_hash)
        .bind(&flow.code_challenge)
        .bind(&flow.code_challenge_method)
        .bind(&flow.authentication_method)
        .bind(&flow.provider)
        .bind(&flow.provider_code_verifier)
        .bind(&flow.nonce)
        .bind(&flow.redirect_to)
        .bind(&flow.user_id)
        .bind(flow.created_at)
        .bind(flow.auth_code_issued_at)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    pub async fn flow_state(&self, id: &str) -> Result<Option<FlowStateRow>> {
        sqlx::query_as(&format!("SELECT {FLOW_COLUMNS} FROM flow_states WHERE id = $1"))
            .bind(id)
            .fetch_optional(&self.pool)
            .await
    }

    /// Spends an OAuth `state`: single use.
    pub async fn take_flow_state_by_state(&self, state_hash: &str) -> Result<Option<FlowStateRow>> {
        sqlx::query_as(&format!("DELETE FROM flow_states WHERE state_hash = $1 RETURNING {FLOW_COLUMNS}"))
            .bind(state_hash)
            .fetch_optional(&self.pool)
            .await
    }

    /// Issues the authorization code the client exchanges with `grant_type=pkce`.
    pub async fn issue_auth_code(&self, flow: &FlowStateRow, code_hash: &str, user_id: &str, now: i64) -> Result<()> {
        // An OAuth flow row was already spent by its `state`; put it back carrying the code.
        sqlx::query("DELETE FROM flow_states WHERE id = $1").bind(&flow.id).execute(&self.pool).await?;
        let issued = FlowStateRow {
            state_hash: None,
            auth_code_hash: Some(code_hash.to_owned()),
            user_id: Some(user_id.to_owned()),
            auth_code_issued_at: Some(now),
            ..flow.clone()
        };
        self.insert_flow_state(&issued).await
    }

    /// Spends an authorization code: single use.
    pub async fn take_flow_state_by_auth_code(&self, code_hash: &str) -> Result<Option<FlowStateRow>> {
        sqlx::query_as(&format!("DELETE FROM flow_states WHERE auth_code_hash = $1 RETURNING {FLOW_COLUMNS}"))
            .bind(code_hash)
            .fetch_optional(&self.pool)
            .await
    }

    /// Forgets flows nobody finished.
    pub async fn delete_flow_states_before(&self, before: i64) -> Result<()> {
        sqlx::query("DELETE FROM flow_states WHERE created_at < $1").bind(before).execute(&self.pool).await?;
        Ok(())
    }
}
