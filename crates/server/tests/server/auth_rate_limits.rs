//! Rate limits: per client (an IPv4 address or an IPv6 /64), per account from each address, mail per address, and failed sign-ins; and
//! that none of them lets anyone lock an account's owner out.

use crate::common::{TestServer, each_backend, generous_limits};
use penknife_server::auth::RateLimits;
use reqwest::StatusCode;
use serde_json::{Value, json};

const PASSWORD: &str = "Zq8#vLmm-42";

#[tokio::test]
async fn too_many_requests_from_one_address_get_429_with_retry_after() {
    each_backend(
        |config| config.auth.rate_limits = RateLimits { per_ip: 3, ..generous_limits() },
        |server, _| async move {
            for i in 0..3 {
                let (status, _) =
                    server.post_json("/auth/v1/recover", &json!({ "email": format!("r{i}@example.com") })).await;
                assert_eq!(status, StatusCode::OK);
            }
            let response = server
                .client
                .post(server.url("/auth/v1/recover"))
                .header("content-type", "application/json")
                .body(json!({ "email": "r9@example.com" }).to_string())
                .send()
                .await
                .expect("POST");
            assert_eq!(response.status(), StatusCode::TOO_MANY_REQUESTS);
            let retry: u64 = crate::common::header(&response, "retry-after").parse().expect("seconds");
            assert!((1..=300).contains(&retry));
            let (_, error) = crate::common::status_and_json(response).await;
            assert_eq!(error["error_code"], "over_request_rate_limit");
            // Another route has its own counter.
            let (status, _) =
                server.post_json("/auth/v1/signup", &json!({ "email": "s@example.com", "password": PASSWORD })).await;
            assert_eq!(status, StatusCode::OK);
        },
    )
    .await;
}

#[tokio::test]
async fn a_trusted_proxy_makes_each_forwarded_client_count_separately() {
    each_backend(
        |config| {
            config.auth.rate_limits = RateLimits { per_ip: 1, ..generous_limits() };
            config.auth.trusted_proxy = true;
        },
        |server, _| async move {
            let send = async |forwarded| recover_from(&server, forwarded, None, "p@example.com").await.0;
            assert_eq!(send("198.51.100.1").await, StatusCode::OK);
            assert_eq!(send("198.51.100.2").await, StatusCode::OK);
            assert_eq!(send("198.51.100.1").await, StatusCode::TOO_MANY_REQUESTS);
            // What the client itself puts first is not trusted; the proxy's entry (last) is.
            assert_eq!(send("203.0.113.7, 198.51.100.2").await, StatusCode::TOO_MANY_REQUESTS);
        },
    )
    .await;
}

#[tokio::test]
async fn every_address_of_an_ipv6_64_is_one_client() {
    each_backend(
        |config| {
            config.auth.rate_limits = RateLimits { per_ip: 1, ..generous_limits() };
            config.auth.trusted_proxy = true;
        },
        |server, _| async move {
            let send = async |forwarded| recover_from(&server, forwarded, None, "p@example.com").await.0;
            assert_eq!(send("2001:db8:1:2::1").await, StatusCode::OK);
            assert_eq!(send("2001:db8:1:2:8000::2").await, StatusCode::TOO_MANY_REQUESTS, "the same /64");
            assert_eq!(send("2001:db8:1:3::1").await, StatusCode::OK, "the next /64");
        },
    )
    .await;
}

#[tokio::test]
async fn without_a_trusted_proxy_x_forwarded_for_is_ignored() {
    each_backend(
        |config| config.auth.rate_limits = RateLimits { per_ip: 1, ..generous_limits() },
        |server, _| async move {
            for (forwarded, expected) in
                [("198.51.100.1", StatusCode::OK), ("198.51.100.2", StatusCode::TOO_MANY_REQUESTS)]
            {
                assert_eq!(recover_from(&server, forwarded, None, "p@example.com").await.0, expected);
            }
        },
    )
    .await;
}

#[tokio::test]
async fn per_account_and_mail_limits() {
    each_backend(
        |config| config.auth.rate_limits = RateLimits { per_account: 2, emails_per_hour: 1, ..generous_limits() },
        |server, _| async move {
            let (status, _) = server.post_json("/auth/v1/recover", &json!({ "email": "m@example.com" })).await;
            assert_eq!(status, StatusCode::OK);
            let (status, error) = server.post_json("/auth/v1/recover", &json!({ "email": "m@example.com" })).await;
            assert_eq!(
                (status, &error["error_code"]),
                (StatusCode::TOO_MANY_REQUESTS, &json!("over_email_send_rate_limit"))
            );
            let (status, error) = server.post_json("/auth/v1/recover", &json!({ "email": "m@example.com" })).await;
            assert_eq!(
                (status, &error["error_code"]),
                (StatusCode::TOO_MANY_REQUESTS, &json!("over_request_rate_limit"))
            );
            let (status, _) = server.post_json("/auth/v1/recover", &json!({ "email": "other@example.com" })).await;
            assert_eq!(status, StatusCode::OK);
        },
    )
    .await;
}

#[tokio::test]
async fn failed_sign_ins_from_unknown_devices_are_capped_per_account_and_then_even_the_right_password_waits() {
    each_backend(
        |config| config.auth.rate_limits = RateLimits { failed_sign_ins_per_hour: 3, ..generous_limits() },
        |server, _| async move {
            server.confirmed_user("target@example.com", PASSWORD).await;
            server.confirmed_user("neighbour@example.com", PASSWORD).await;
            for _ in 0..3 {
                let (status, error) = server
                    .post_json(
                        "/auth/v1/token?grant_type=password",
                        &json!({ "email": "target@example.com", "password": "guess-123456" }),
                    )
                    .await;
                assert_eq!((status, &error["error_code"]), (StatusCode::BAD_REQUEST, &json!("invalid_credentials")));
            }
            let (status, error) = server
                .post_json(
                    "/auth/v1/token?grant_type=password",
                    &json!({ "email": "target@example.com", "password": PASSWORD }),
                )
                .await;
            assert_eq!(
                (status, &error["error_code"]),
                (StatusCode::TOO_MANY_REQUESTS, &json!("over_request_rate_limit"))
            );
            server.sign_in("neighbour@example.com", PASSWORD).await;
        },
    )
    .await;
}

const TOKEN: &str = "/auth/v1/token?grant_type=password";

/// A password sign-in from client address `from`, with the device's cookie if it has one: the status, the error
/// code if any, and the device cookie the answer sets (as a `Cookie` value).
async fn sign_in_from(
    server: &TestServer,
    from: &str,
    device: Option<&str>,
    email: &str,
    password: &str,
) -> (StatusCode, Value, Option<String>) {
    let mut headers = vec![("x-forwarded-for", from)];
    headers.extend(device.map(|cookie| ("cookie", cookie)));
    let response = server.post_json_with(TOKEN, &json!({ "email": email, "password": password }), &headers).await;
    let cookie = response.headers().get("set-cookie").map(|value| {
        let value = value.to_str().expect("ASCII cookie");
        value.split(';').next().expect("name=value").to_owned()
    });
    let retry_after = response.headers().get("retry-after").is_some();
    let (status, body) = crate::common::status_and_json(response).await;
    assert_eq!(status == StatusCode::TOO_MANY_REQUESTS, retry_after, "a 429 says when to retry: {body}");
    (status, body["error_code"].clone(), cookie)
}

#[tokio::test]
async fn guessing_from_one_address_is_stopped_there_and_the_owner_signs_in_from_another() {
    each_backend(
        |config| {
            config.auth.rate_limits = RateLimits::default();
            config.auth.trusted_proxy = true;
        },
        |server, _| async move {
            server.confirmed_user("victim@example.com", PASSWORD).await;
            let limits = RateLimits::default();
            for _ in 0..limits.per_account {
                let (status, ..) = sign_in_from(&server, "203.0.113.66", None, "victim@example.com", "guess-1").await;
                assert_eq!(status, StatusCode::BAD_REQUEST);
            }
            let (status, code, _) = sign_in_from(&server, "203.0.113.66", None, "victim@example.com", "guess-2").await;
            assert_eq!((status, code), (StatusCode::TOO_MANY_REQUESTS, json!("over_request_rate_limit")));
            // Before, the account's own counter was shared by every address: this answered 429 for 5 minutes.
            let (status, _, cookie) = sign_in_from(&server, "198.51.100.7", None, "victim@example.com", PASSWORD).await;
            assert_eq!(status, StatusCode::OK);
            assert!(cookie.is_some_and(|cookie| cookie.starts_with("penknife-device-")));
        },
    )
    .await;
}

#[tokio::test]
async fn a_device_that_signed_in_before_still_signs_in_while_many_addresses_flood_the_account() {
    const CAP: u32 = 5;
    each_backend(
        |config| {
            config.auth.rate_limits = RateLimits { failed_sign_ins_per_hour: CAP, ..generous_limits() };
            config.auth.trusted_proxy = true;
        },
        |server, _| async move {
            server.confirmed_user("victim@example.com", PASSWORD).await;
            server.confirmed_user("attacker@example.com", PASSWORD).await;
            let (_, _, phone) = sign_in_from(&server, "198.51.100.7", None, "victim@example.com", PASSWORD).await;
            let phone = phone.expect("a sign-in makes the device known");
            let (_, _, attackers_own) =
                sign_in_from(&server, "203.0.113.1", None, "attacker@example.com", PASSWORD).await;
            let attackers_own = attackers_own.expect("a device cookie");

            // The flood: one guess from each of many addresses, until the account refuses new devices.
            for i in 0..=CAP {
                let from = format!("203.0.113.{}", 10 + i);
                let (status, code, _) = sign_in_from(&server, &from, None, "victim@example.com", "guess").await;
                if i < CAP {
                    assert_eq!((status, code), (StatusCode::BAD_REQUEST, json!("invalid_credentials")));
                } else {
                    assert_eq!((status, code), (StatusCode::TOO_MANY_REQUESTS, json!("over_request_rate_limit")));
                }
            }
            // A new device waits, even with the right password; so does a forged or another account's cookie.
            let forged = format!("{}x", phone);
            for device in [None, Some(forged.as_str()), Some(attackers_own.as_str())] {
                let (status, ..) = sign_in_from(&server, "198.51.100.8", device, "victim@example.com", PASSWORD).await;
                assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{device:?}");
            }
            // The owner's device signs in, from its own address or any other.
            for from in ["198.51.100.7", "192.0.2.44"] {
                let (status, ..) = sign_in_from(&server, from, Some(&phone), "victim@example.com", PASSWORD).await;
                assert_eq!(status, StatusCode::OK, "{from}");
            }
            // A known device's guesses have an allowance of their own, so a stolen cookie does not guess for ever.
            for _ in 0..CAP {
                let (status, ..) = sign_in_from(&server, "192.0.2.44", Some(&phone), "victim@example.com", "x").await;
                assert_eq!(status, StatusCode::BAD_REQUEST);
            }
            let (status, ..) = sign_in_from(&server, "192.0.2.44", Some(&phone), "victim@example.com", PASSWORD).await;
            assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
        },
    )
    .await;
}

/// `/recover` for `email` from client address `from`, with a device cookie if given: the status and error code.
async fn recover_from(server: &TestServer, from: &str, device: Option<&str>, email: &str) -> (StatusCode, Value) {
    let mut headers = vec![("x-forwarded-for", from)];
    headers.extend(device.map(|cookie| ("cookie", cookie)));
    let response = server.post_json_with("/auth/v1/recover", &json!({ "email": email }), &headers).await;
    let (status, body) = crate::common::status_and_json(response).await;
    (status, body["error_code"].clone())
}

#[tokio::test]
async fn an_attackers_recovery_requests_do_not_use_up_the_owners_mail() {
    each_backend(
        |config| {
            config.auth.rate_limits = RateLimits::default();
            config.auth.trusted_proxy = true;
        },
        |server, _| async move {
            server.confirmed_user("victim@example.com", PASSWORD).await;
            let limits = RateLimits::default();
            for i in 0..limits.emails_per_hour + 3 {
                let expected = if i < limits.emails_per_hour {
                    (StatusCode::OK, json!(null))
                } else {
                    (StatusCode::TOO_MANY_REQUESTS, json!("over_email_send_rate_limit"))
                };
                assert_eq!(recover_from(&server, "203.0.113.66", None, "victim@example.com").await, expected);
            }
            // Before, the address's allowance was shared by everyone: this answered 429 for an hour.
            let owner = recover_from(&server, "198.51.100.7", None, "victim@example.com").await;
            assert_eq!(owner, (StatusCode::OK, json!(null)));
            for _ in 0..=limits.emails_per_hour {
                server.wait_for_link("victim@example.com", "recovery").await;
            }
        },
    )
    .await;
}

#[tokio::test]
async fn mail_to_one_address_from_many_sources_is_capped_except_for_a_device_that_signed_in_before() {
    const CAP: u32 = 3;
    each_backend(
        |config| {
            config.auth.rate_limits =
                RateLimits { emails_per_hour: 4, emails_per_address_per_hour: CAP, ..generous_limits() };
            config.auth.trusted_proxy = true;
        },
        |server, _| async move {
            server.confirmed_user("victim@example.com", PASSWORD).await;
            let (_, _, laptop) = sign_in_from(&server, "198.51.100.7", None, "victim@example.com", PASSWORD).await;
            let laptop = laptop.expect("a device cookie");
            // The sign-up's confirmation mail took one of the address's CAP.
            for i in 1..=CAP {
                let from = format!("203.0.113.{}", 10 + i);
                let expected = if i < CAP {
                    (StatusCode::OK, json!(null))
                } else {
                    (StatusCode::TOO_MANY_REQUESTS, json!("over_email_send_rate_limit"))
                };
                assert_eq!(recover_from(&server, &from, None, "victim@example.com").await, expected);
            }
            let stranger = recover_from(&server, "198.51.100.7", None, "victim@example.com").await;
            assert_eq!(stranger, (StatusCode::TOO_MANY_REQUESTS, json!("over_email_send_rate_limit")));
            let owner = recover_from(&server, "198.51.100.7", Some(&laptop), "victim@example.com").await;
            assert_eq!(owner, (StatusCode::OK, json!(null)));
            for _ in 1..=CAP {
                server.wait_for_link("victim@example.com", "recovery").await;
            }
        },
    )
    .await;
}

#[tokio::test]
async fn a_recovery_mail_someone_else_asks_for_does_not_spend_the_link_the_owner_was_sent() {
    each_backend(
        |config| {
            config.auth.rate_limits = RateLimits::default();
            config.auth.trusted_proxy = true;
        },
        |server, _| async move {
            server.confirmed_user("victim@example.com", PASSWORD).await;
            assert_eq!(recover_from(&server, "198.51.100.7", None, "victim@example.com").await.0, StatusCode::OK);
            let owners = server.wait_for_link("victim@example.com", "recovery").await;
            // Everything anyone else may ask for now, from as many addresses as it takes.
            let limits = RateLimits::default();
            let mut others = 0;
            loop {
                let from = format!("203.0.113.{}", others / limits.emails_per_hour);
                match recover_from(&server, &from, None, "victim@example.com").await {
                    (StatusCode::OK, _) => server.wait_for_link("victim@example.com", "recovery").await,
                    refused => {
                        assert_eq!(refused, (StatusCode::TOO_MANY_REQUESTS, json!("over_email_send_rate_limit")));
                        break;
                    }
                };
                others += 1;
            }
            // The address's shared allowance, less the sign-up's mail and the owner's.
            assert_eq!(others, limits.emails_per_address_per_hour - 2);
            let response = server.client.get(&owners).send().await.expect("follow");
            assert!(crate::common::header(&response, "location").contains("access_token="));
        },
    )
    .await;
}
