//! Users as GoTrue's JSON shows them, and the rows behind a new e-mail account.

use serde_json::{Map, Value, json};

use axum::http::StatusCode;

use super::Auth;
use super::error::{AuthError, AuthResult};
use super::store::{IdentityRow, UserRow};
use crate::auth::error::AuthCode;
use crate::secrets;
use crate::time::rfc3339;

/// The user object of every answer (`id, aud, role, email, …, identities, is_anonymous`). Times that are not
/// set are left out, as GoTrue does.
pub fn user_json(user: &UserRow, identities: &[IdentityRow]) -> Value {
    let mut object = Map::new();
    object.insert("id".into(), json!(user.id));
    object.insert("aud".into(), json!("authenticated"));
    object.insert("role".into(), json!("authenticated"));
    object.insert("email".into(), json!(user.email.clone().unwrap_or_default()));
    let mut time = |name: &str, value: Option<i64>| {
        if let Some(ms) = value {
            object.insert(name.into(), json!(rfc3339(ms)));
        }
    };
    time("email_confirmed_at", user.email_confirmed_at);
    time("confirmed_at", user.email_confirmed_at);
    time("confirmation_sent_at", user.confirmation_sent_at);
    time("recovery_sent_at", user.recovery_sent_at);
    time("email_change_sent_at", user.email_change_sent_at);
    time("last_sign_in_at", user.last_sign_in_at);
    if let Some(new_email) = &user.email_change {
        object.insert("new_email".into(), json!(new_email));
    }
    object.insert("phone".into(), json!(""));
    object.insert("app_metadata".into(), parse_object(&user.app_metadata));
    object.insert("user_metadata".into(), parse_object(&user.user_metadata));
    object.insert("identities".into(), Value::Array(identities.iter().map(identity_json).collect()));
    object.insert("created_at".into(), json!(rfc3339(user.created_at)));
    object.insert("updated_at".into(), json!(rfc3339(user.updated_at)));
    object.insert("is_anonymous".into(), json!(false));
    Value::Object(object)
}

pub fn identity_json(identity: &IdentityRow) -> Value {
    let mut object = json!({
        "identity_id": identity.id,
        "id": identity.provider_id,
        "user_id": identity.user_id,
        "identity_data": parse_object(&identity.identity_data),
        "provider": identity.provider,
        "created_at": rfc3339(identity.created_at),
        "updated_at": rfc3339(identity.updated_at),
        "email": identity.email.clone().unwrap_or_default(),
    });
    if let Some(ms) = identity.last_sign_in_at {
        object["last_sign_in_at"] = json!(rfc3339(ms));
    }
    object
}

/// Stored JSON objects; anything else (never written by us) reads as `{}`.
pub fn parse_object(text: &str) -> Value {
    match serde_json::from_str::<Value>(text) {
        Ok(value @ Value::Object(_)) => value,
        _ => json!({}),
    }
}

/// The rows of a new e-mail/password account (not yet stored).
pub fn new_email_user(
    email: &str,
    password_hash: &str,
    user_metadata: &Value,
    confirmed: bool,
    now: i64,
) -> (UserRow, IdentityRow) {
    let id = secrets::uuid_v4();
    let user = UserRow {
        id: id.clone(),
        email: Some(email.to_owned()),
        encrypted_password: Some(password_hash.to_owned()),
        email_confirmed_at: confirmed.then_some(now),
        // Without auto-confirm the confirmation mail goes out with the sign-up.
        confirmation_sent_at: (!confirmed).then_some(now),
        recovery_sent_at: None,
        email_change: None,
        email_change_sent_at: None,
        last_sign_in_at: None,
        app_metadata: json!({ "provider": "email", "providers": ["email"] }).to_string(),
        user_metadata: user_metadata.to_string(),
        created_at: now,
        updated_at: now,
    };
    let identity = IdentityRow {
        id: secrets::uuid_v4(),
        user_id: id.clone(),
        provider: "email".into(),
        provider_id: id.clone(),
        identity_data: json!({ "sub": id, "email": email, "email_verified": confirmed, "phone_verified": false })
            .to_string(),
        email: Some(email.to_owned()),
        last_sign_in_at: None,
        created_at: now,
        updated_at: now,
    };
    (user, identity)
}

/// The user and its identities as JSON, read fresh from storage.
pub async fn load_user_json(auth: &Auth, user: &UserRow) -> AuthResult<Value> {
    let fresh = auth.store.user_by_id(&user.id).await?.unwrap_or_else(|| user.clone());
    let identities = auth.store.identities_of(&user.id).await?;
    Ok(user_json(&fresh, &identities))
}

/// The most `user_metadata` may hold, as compact JSON (in the README's "Accounts API rules and limits"). It is
/// sent back in every sign-in, refresh and `/user` answer (though not in the access token, see `jwt::Claims`),
/// so it is bounded; the web app's profile is far smaller.
pub const MAX_USER_METADATA_BYTES: usize = 16 * 1024;

/// `metadata` as the JSON to store, or a 422 `validation_failed` when it is over [`MAX_USER_METADATA_BYTES`].
pub fn checked_metadata(metadata: &Value) -> AuthResult<String> {
    let text = metadata.to_string();
    if text.len() > MAX_USER_METADATA_BYTES {
        return Err(AuthError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            AuthCode::ValidationFailed,
            format!(
                "User metadata is too large: {} bytes as JSON, at most {MAX_USER_METADATA_BYTES} are allowed",
                text.len()
            ),
        ));
    }
    Ok(text)
}

/// Merges `changes` into `metadata` as GoTrue does: keys set to `null` are removed.
pub fn merge_metadata(metadata: &mut Value, changes: &Map<String, Value>) {
    if !metadata.is_object() {
        *metadata = json!({});
    }
    if let Value::Object(target) = metadata {
        for (key, value) in changes {
            if value.is_null() {
                target.remove(key);
            } else {
                target.insert(key.clone(), value.clone());
            }
        }
    }
}
