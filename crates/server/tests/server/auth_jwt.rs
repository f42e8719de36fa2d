//! Access tokens that must be refused: none, malformed, `alg: none`, another key, expired, altered payload.

use crate::common::each_backend;
use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use jsonwebtoken::{Algorithm, EncodingKey, Header, encode};
use reqwest::StatusCode;
use serde_json::{Value, json};

const PASSWORD: &str = "Zq8#vLmm-42";

fn claims_of(token: &str) -> Value {
    serde_json::from_slice(&URL_SAFE_NO_PAD.decode(token.split('.').nth(1).expect("payload")).expect("b64"))
        .expect("json")
}

#[tokio::test]
async fn forged_and_expired_tokens_are_refused() {
    each_backend(
        |_| {},
        |server, _| async move {
            let session = server.confirmed_user("jwt@example.com", PASSWORD).await;
            let token = session["access_token"].as_str().expect("token").to_owned();
            let claims = claims_of(&token);
            let rows = server.select_rows("SELECT value FROM server_secrets WHERE name = 'jwt'").await;
            let secret = rows[0][0].clone().expect("the generated secret").into_bytes();

            let none_header = URL_SAFE_NO_PAD.encode(br#"{"alg":"none","typ":"JWT"}"#);
            let payload = token.split('.').nth(1).expect("payload");
            let alg_none = format!("{none_header}.{payload}.");
            let other_key = encode(
                &Header::new(Algorithm::HS256),
                &claims,
                &EncodingKey::from_secret(b"another-key-of-32-bytes-or-more!!"),
            )
            .expect("sign");
            let mut expired_claims = claims.clone();
            expired_claims["exp"] = json!(claims["iat"].as_i64().expect("iat") - 10);
            let expired = encode(&Header::new(Algorithm::HS256), &expired_claims, &EncodingKey::from_secret(&secret))
                .expect("sign");
            let mut altered_claims = claims.clone();
            altered_claims["email"] = json!("admin@example.com");
            let altered_payload = URL_SAFE_NO_PAD.encode(altered_claims.to_string());
            let mut parts = token.split('.');
            let (head, _, signature) = (parts.next().expect("h"), parts.next(), parts.next().expect("s"));
            let altered = format!("{head}.{altered_payload}.{signature}");
            let hs512 =
                encode(&Header::new(Algorithm::HS512), &claims, &EncodingKey::from_secret(&secret)).expect("sign");
            let empty_key =
                encode(&Header::new(Algorithm::HS256), &claims, &EncodingKey::from_secret(b"")).expect("sign");
            let mut other_sub_claims = claims.clone();
            other_sub_claims["sub"] = json!("00000000-0000-4000-8000-000000000000");
            let other_sub = format!("{head}.{}.{signature}", URL_SAFE_NO_PAD.encode(other_sub_claims.to_string()));
            let mut other_audience_claims = claims.clone();
            other_audience_claims["aud"] = json!("service_role");
            let other_audience =
                encode(&Header::new(Algorithm::HS256), &other_audience_claims, &EncodingKey::from_secret(&secret))
                    .expect("sign");

            for (name, forged) in [
                ("alg none", alg_none),
                ("another key", other_key),
                ("expired", expired),
                ("altered", altered),
                ("HS512", hs512),
                ("empty key", empty_key),
                ("another user's id", other_sub),
                ("another audience", other_audience),
                ("garbage", "a.b.c".to_owned()),
            ] {
                let (status, error) = server.get_authed("/auth/v1/user", &forged).await;
                assert_eq!(status, StatusCode::FORBIDDEN, "{name}");
                assert_eq!(error["error_code"], "bad_jwt", "{name}");
            }
            // The same key and claims still work: the refusals above are about the forgery, not the test.
            let resigned =
                encode(&Header::new(Algorithm::HS256), &claims, &EncodingKey::from_secret(&secret)).expect("sign");
            let (status, _) = server.get_authed("/auth/v1/user", &resigned).await;
            assert_eq!(status, StatusCode::OK);

            let response = server.client.get(server.url("/auth/v1/user")).send().await.expect("GET");
            let (status, error) = crate::common::status_and_json(response).await;
            assert_eq!((status, &error["error_code"]), (StatusCode::UNAUTHORIZED, &json!("no_authorization")));
        },
    )
    .await;
}
