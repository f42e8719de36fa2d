//! `GET /api/ip-info` and `GET /api/ip-lookup/{ip}` (nested under `/api`, which adds `Cache-Control: no-store`).

use axum::Json;
use axum::Router;
use axum::extract::rejection::PathRejection;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use penknife_core::ip::{self, InvalidIp, IpInfo};
use serde::Serialize;

#[cfg(test)]
use super::DataSource;
use super::{Answer, Finding};
use crate::AppState;
use crate::client::{ClientAddress, ClientKey};
use crate::rate_limit::Bucket;

pub(crate) fn router() -> Router<AppState> {
    Router::new().route("/ip-info", get(ip_info)).route("/ip-lookup/{ip}", get(ip_lookup))
}

/// An answer with an address's record, and for each half of it (`location`: city, region, country, time zone,
/// coordinates; `network`: ISP, organisation, ASN) which database it comes from, or that none had the address;
/// `note` says why little is known, when it is so: as a kind, which the page words in the visitor's language.
#[derive(Debug, Serialize)]
#[cfg_attr(test, derive(tsify::Tsify), tsify(missing_as_null))]
struct IpFound {
    success: bool,
    data: IpInfo,
    location: Finding,
    network: Finding,
    #[serde(skip_serializing_if = "Option::is_none")]
    note: Option<IpNote>,
}

/// Why an answer knows little: the address is reserved (it has no location anywhere), or this server has no city
/// database (the page says how to give it one).
#[derive(Debug, Serialize)]
#[cfg_attr(test, derive(tsify::Tsify))]
#[serde(tag = "kind", rename_all = "camelCase")]
enum IpNote {
    Reserved { reason: ip::Reserved },
    NoCityDatabase,
}

impl IpFound {
    fn new(Answer { info, location, network }: Answer, note: Option<IpNote>) -> Self {
        Self { success: true, data: info, location, network, note }
    }
}

/// A refused lookup, in the spec's words.
#[derive(Debug, Serialize)]
#[cfg_attr(test, derive(tsify::Tsify), tsify(missing_as_null))]
struct IpFailed {
    success: bool,
    error: String,
}

/// The TypeScript declarations of the IP answers (collected by `crate::api::typescript`).
#[cfg(test)]
pub(crate) const TYPESCRIPT: &[&str] = &[
    <DataSource as tsify::Tsify>::DECL,
    <Finding as tsify::Tsify>::DECL,
    <IpNote as tsify::Tsify>::DECL,
    <IpFound as tsify::Tsify>::DECL,
    <IpFailed as tsify::Tsify>::DECL,
];

fn failed(status: StatusCode, error: impl Into<String>) -> Response {
    (status, Json(IpFailed { success: false, error: error.into() })).into_response()
}

/// The caller's own address. Always 200: a reserved address (a development machine's 127.0.0.1) or a server
/// without a city database still answers the address, with a note saying why nothing else is known.
async fn ip_info(State(state): State<AppState>, ClientAddress(address): ClientAddress) -> Response {
    let (answer, note) = match state.geoip.lookup(address) {
        Err(reason) => (Answer::skipped(address), Some(IpNote::Reserved { reason })),
        Ok(answer) if !state.geoip.has_city_database() => (answer, Some(IpNote::NoCityDatabase)),
        Ok(answer) => (answer, None),
    };
    Json(IpFound::new(answer, note)).into_response()
}

async fn ip_lookup(
    State(state): State<AppState>,
    ClientKey(client): ClientKey,
    text: Result<Path<String>, PathRejection>,
) -> Response {
    let config = &state.geoip.config;
    let counted = state.limits.hit(Bucket::Ip("ip-lookup"), &client, config.lookups_per_window, config.window).await;
    if let Err(seconds) = counted {
        let message = format!("Too many lookups from your address. Try again in {seconds} seconds.");
        return crate::http::retry_after(failed(StatusCode::TOO_MANY_REQUESTS, message), seconds);
    }
    let Some(address) = text.ok().and_then(|Path(text)| ip::parse(&text).ok()) else {
        return failed(StatusCode::BAD_REQUEST, InvalidIp.to_string());
    };
    match state.geoip.lookup(address) {
        Ok(answer) => Json(IpFound::new(answer, None)).into_response(),
        Err(reason) => failed(StatusCode::UNPROCESSABLE_ENTITY, reason.reason()),
    }
}
