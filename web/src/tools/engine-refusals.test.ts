// @vitest-environment node
/**
 * The engines refuse with a kind and its parameters, and each page words them (lib/engine-refusal.ts). Against
 * the real wasm bundles: every refusal a page can meet carries its kind, and the page's English for it is the
 * engine's own English (its `message`, what the CLI prints) to the byte, so the spec's messages are unchanged
 * and a page table that drifts from the engine fails here.
 */
import { readFileSync } from "node:fs";
import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import * as avif from "@/wasm/avif/avif.js";
import * as base from "@/wasm/base/base.js";
import * as base64 from "@/wasm/base64/base64.js";
import * as color from "@/wasm/color/color.js";
import * as convert from "@/wasm/convert/convert.js";
import * as css from "@/wasm/minify-css/minify-css.js";
import * as csv from "@/wasm/csv/csv.js";
import * as generators from "@/wasm/generators/generators.js";
import * as hash from "@/wasm/hash/hash.js";
import * as html from "@/wasm/minify-html/minify-html.js";
import * as image from "@/wasm/image/image.js";
import * as ip from "@/wasm/ip/ip.js";
import * as js from "@/wasm/minify-js/minify-js.js";
import * as json from "@/wasm/json/json.js";
import * as jwt from "@/wasm/jwt/jwt.js";
import * as markdown from "@/wasm/markdown/markdown.js";
import * as pdf from "@/wasm/pdf/pdf.js";
import * as qr from "@/wasm/qr/qr.js";
import * as qrRead from "@/wasm/qr-read/qr-read.js";
import * as sql from "@/wasm/sql/sql.js";
import * as svg from "@/wasm/svg/svg.js";
import * as time from "@/wasm/time/time.js";
import * as url from "@/wasm/url/url.js";
import * as uuid from "@/wasm/uuid/uuid.js";
import * as xml from "@/wasm/xml/xml.js";
import { refusalOf } from "@/lib/engine-refusal";
import { imageFailureText } from "@/lib/image/refusals";
import { warningText } from "@/lib/minify";
import { jsonErrorText } from "@/lib/json-refusals";
import { refusalText as base64Text } from "@/tools/base64-tools/engine";
import { refusalText as colorText } from "@/tools/color-converter/engine";
import { refusalText as baseText } from "@/tools/number-base-converter/engine";
import { refusalText as cssText } from "@/tools/css-minifier/engine";
import { refusalText as csvText } from "@/tools/csv-json-converter/engine";
import { refusalText as hashText, unavailableText } from "@/tools/hash-generator/engine";
import { refusalText as htmlText } from "@/tools/html-minifier/engine";
import { refusalText as dataUriText } from "@/tools/image-to-base64/engine";
import { refusalText as imagesToPdfText } from "@/tools/images-to-pdf/engine";
import { refusalText as jsText } from "@/tools/js-minifier/engine";
import { reasonText as jwtReasonText, refusalText as jwtText } from "@/tools/jwt-decoder/engine";
import { refusalText as markdownText } from "@/tools/markdown-to-html-converter/engine";
import { refusalText as mergePdfText } from "@/tools/merge-pdf/engine";
import { refusalText as passwordText } from "@/tools/password-generator/engine";
import { refusalText as qrText, warningText as qrWarningText } from "@/tools/qr-code-generator/engine";
import { refusalText as qrReadText } from "@/tools/qr-code-reader/engine";
import { refusalText as sqlText } from "@/tools/sql-formatter/engine";
import { refusalText as splitPdfText } from "@/tools/split-pdf/engine";
import { refusalText as subnetText } from "@/tools/subnet-calculator/engine";
import { refusalText as timeText } from "@/tools/unix-timestamp-converter/engine";
import { refusalText as urlText } from "@/tools/url-encoder-decoder/engine";
import { refusalText as xmlText } from "@/tools/xml-formatter/engine";
import { refusalText as convertText } from "@/tools/yaml-json-toml-converter/engine";
import { countRefusalText, inspectRefusalText } from "@/tools/uuid-generator/engine";
import { testPdf } from "@/lib/pdf/test-pdf";

const wasm = (family: string) => readFileSync(new URL(`../wasm/${family}/${family}_bg.wasm`, import.meta.url));
for (const [bundle, family] of [
  [avif, "avif"],
  [base, "base"],
  [base64, "base64"],
  [color, "color"],
  [convert, "convert"],
  [css, "minify-css"],
  [csv, "csv"],
  [generators, "generators"],
  [hash, "hash"],
  [html, "minify-html"],
  [image, "image"],
  [ip, "ip"],
  [js, "minify-js"],
  [json, "json"],
  [jwt, "jwt"],
  [markdown, "markdown"],
  [pdf, "pdf"],
  [qr, "qr"],
  [qrRead, "qr-read"],
  [sql, "sql"],
  [svg, "svg"],
  [time, "time"],
  [url, "url"],
  [uuid, "uuid"],
  [xml, "xml"],
] as const) {
  bundle.initSync({ module: wasm(family) });
}

/** What `call` throws: an engine refusal (it carries its kind), with the engine's English as its message. */
function refusal(call: () => unknown): Error {
  try {
    call();
  } catch (error) {
    expect(error).toBeInstanceOf(Error);
    expect(refusalOf(error)).toBeDefined();
    return error as Error;
  }
  throw new Error("the engine did not refuse");
}

/** The page's English for the refusal `call` throws is the engine's; returns it. */
function wordedAsEngine(call: () => unknown, words: (error: unknown) => string, kind: string): string {
  const error = refusal(call);
  expect(refusalOf(error)?.kind).toBe(kind);
  expect(words(error)).toBe(error.message);
  return error.message;
}

describe("the page's words for each refusal, in English, are the engine's", () => {
  it("JSON", () => {
    const words = (error: unknown) => jsonErrorText(refusalOf(error) as json.JsonError);
    expect(wordedAsEngine(() => json.formatJson("  ", 2), words, "empty")).toBe("Input is empty");
    expect(wordedAsEngine(() => json.formatJson("[1 2]", 2), words, "syntax")).toBe(
      "expected `,` or `]` at line 1 column 4",
    );
    wordedAsEngine(() => json.formatJson("{}", 99), words, "indent");
    // The analysis the pages show carries the same refusal, with its place for the editor.
    const analysis = json.analyzeJson("[1 2]", 2);
    expect(analysis.error).toMatchObject({ line: 1, column: 4 });
    expect(jsonErrorText(analysis.error!.error)).toBe("expected `,` or `]` at line 1 column 4");
  });

  it("the minifiers", () => {
    expect(wordedAsEngine(() => css.minifyCss("a { color: red }\n{ }", undefined), cssText, "parse")).toBe(
      "Invalid CSS at line 2, column 1: Invalid empty selector",
    );
    expect(wordedAsEngine(() => css.minifyCss("a{".repeat(5000), undefined), cssText, "tooDeep")).toMatch(
      /^Nesting too deep/,
    );
    expect(wordedAsEngine(() => js.minifyJs('console.log("a";\nlet x = 1.5;', undefined, null), jsText, "syntax")).toBe(
      "Expected `,` or `)` but found `;` at line 1, column 16 (opened here: line 1, column 12)",
    );
    wordedAsEngine(() => js.minifyJs("let = ;", undefined, null), jsText, "syntax");
    wordedAsEngine(() => js.minifyJs("(".repeat(501) + "1" + ")".repeat(501), undefined, null), jsText, "tooDeep");
    wordedAsEngine(() => html.minifyHtml("<div>".repeat(1001), undefined, {}), htmlText, "tooDeep");
  });

  it("the HTML minifier's warning for inline code another bundle refused, read by that refusal's kind", () => {
    const engines = { script: js.minifyJs, styleSheet: css.minifyCss };
    const deep = "(".repeat(501) + "1" + ")".repeat(501);
    const kept = html.minifyHtml(`<script>${deep}</script>`, { minifyJs: true }, engines).warnings;
    expect(kept).toEqual([
      {
        kind: "inlineKept",
        params: { block: "script", line: 1, column: 509, reason: { kind: "tooDeep", params: { limit: 500 } } },
      },
    ]);
    expect(kept.map(warningText)).toEqual([
      "Inline <script> left as written: Nesting too deep: more than 500 levels at line 1, column 509",
    ]);
    const broken = html.minifyHtml("<style>\n  a { color: red }\n  { }\n</style>", { minifyCss: true }, engines);
    expect(broken.warnings.map(warningText)).toEqual([
      "Inline <style> left as written: Invalid empty selector at line 3, column 3",
    ]);
  });

  it("the URL Encoder/Decoder", () => {
    wordedAsEngine(() => url.decodeUrlText("a%zzb", "component"), urlText, "malformedEscape");
    wordedAsEngine(() => url.decodeUrlText("a%ffb", "component"), urlText, "notUtf8");
    wordedAsEngine(() => url.parseUrl("example.com/path"), urlText, "invalidUrl");
    const href = "https://example.com/";
    const parts = { scheme: "https", host: "example.com", port: "", path: "/", fragment: "", params: [] };
    for (const edit of [{ port: "99999" }, { host: "exa mple.com" }, { scheme: "1http" }]) {
      wordedAsEngine(() => url.rebuildUrl(href, { ...parts, ...edit }), urlText, "invalidPart");
    }
  });

  it("the Subnet Calculator", () => {
    wordedAsEngine(() => ip.calculateSubnet(" "), subnetText, "empty");
    expect(wordedAsEngine(() => ip.calculateSubnet("10.0.0.1"), subnetText, "missingPrefix")).toBe(
      "Add the prefix length after the address, e.g. 10.0.0.1/24.",
    );
    wordedAsEngine(() => ip.calculateSubnet("garbage/24"), subnetText, "invalidAddress");
    wordedAsEngine(() => ip.calculateSubnet("2001:db8::/129"), subnetText, "invalidPrefix");
    wordedAsEngine(() => ip.splitSubnet("192.168.1.0/24", "/20"), subnetText, "invalidSplit");
    wordedAsEngine(() => ip.subnetContains("192.168.1.0/24", "2001:db8::1"), subnetText, "notIpv4");
  });

  it("the QR Code Reader", () => {
    const words = (error: unknown) => qrReadText(error, "codes.png");
    wordedAsEngine(() => qrRead.qrRead(new Uint8Array(4 * 20 * 10).fill(255), 20, 10), words, "notFound");
    // The fixture's two codes (a greyscale PNG, filter 0 on every row): read, then with a band across both wiped,
    // found but not read.
    const png = readFileSync(new URL("../../../crates/core/tests/images/qr-codes.png", import.meta.url));
    const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
    const rows = inflateSync(png.subarray(41, png.length - 16));
    const rgba = (wiped: (y: number) => boolean) =>
      Uint8Array.from({ length: 4 * width * height }, (_, i) => {
        const [x, y] = [Math.floor(i / 4) % width, Math.floor(i / 4 / width)];
        return i % 4 === 3 || wiped(y) ? 255 : rows[y * (width + 1) + 1 + x]!;
      });
    expect(
      qrRead.qrRead(
        rgba(() => false),
        width,
        height,
      ).codes,
    ).toHaveLength(2);
    wordedAsEngine(
      () =>
        qrRead.qrRead(
          rgba((y) => y >= 52 && y < 80),
          width,
          height,
        ),
      words,
      "damaged",
    );
    expect(wordedAsEngine(() => qrRead.qrRead(new Uint8Array(), 20_000, 10_000), words, "tooLarge")).toBe(
      "The image is too large to read (20000×10000 pixels; at most 100 megapixels).",
    );
    wordedAsEngine(() => qrRead.qrRead(new Uint8Array(3), 1, 1), words, "pixels");
  });

  it("the QR Code Generator", () => {
    const options = { ecc: "M", margin: 4, size: 256, foreground: "#000", background: "#fff" } as const;
    const make =
      (content: qr.Content, changes: Partial<qr.QrOptions> = {}) =>
      () =>
        qr.qrGenerate(content, { ...options, ...changes });
    wordedAsEngine(make({ kind: "text", text: "" }), qrText, "empty");
    wordedAsEngine(make({ kind: "wifi", ssid: "", password: "", security: "wpa", hidden: false }), qrText, "noSsid");
    wordedAsEngine(make({ kind: "email", address: " ", subject: "", body: "" }), qrText, "noAddress");
    const contact = { kind: "contact", name: "", phone: "", email: "", organization: "", url: "" } as const;
    wordedAsEngine(make(contact), qrText, "noName");
    expect(wordedAsEngine(make({ kind: "text", text: "a".repeat(1300) }, { ecc: "H" }), qrText, "tooLong")).toBe(
      "Too long for a QR code: 1300 bytes, and at error correction H one holds at most 1273 bytes.",
    );
    wordedAsEngine(make({ kind: "text", text: "x" }, { foreground: "#12" }), qrText, "foreground");
    wordedAsEngine(make({ kind: "text", text: "x" }, { background: "nope" }), qrText, "background");
    // The warnings' English is the engine's Display (crates/core/src/qr/tests.rs).
    const low = qr.qrGenerate({ kind: "text", text: "x" }, { ...options, foreground: "#777", background: "#888" });
    expect(low.warning && qrWarningText(low.warning)).toBe(
      "Low contrast (1.26:1): many scanners will not read this code. Use a darker foreground or a lighter background.",
    );
    const inverted = qr.qrGenerate({ kind: "text", text: "x" }, { ...options, foreground: "#fff", background: "#000" });
    expect(inverted.warning && qrWarningText(inverted.warning)).toBe(
      "The code is lighter than its background: many scanners will not read it. Use a dark foreground on a light background.",
    );
  });

  it("the Color Converter", () => {
    wordedAsEngine(() => color.convertColor("  "), colorText, "empty");
    for (const text of ["rgb(300 0", "#ff00zz", "cmyk(0, 1)", "oklch(x)", "hsl(a)"]) {
      wordedAsEngine(() => color.convertColor(text), colorText, "malformed");
    }
    wordedAsEngine(() => color.convertColor("reddish"), colorText, "unknown");
  });

  it("the YAML JSON TOML Converter", () => {
    const words = (error: unknown) => convertText(error) ?? "not a refusal";
    const laughs = ["a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]"];
    for (const [name, previous] of ["ba", "cb", "dc", "ed", "fe", "gf", "hg", "ih"]) {
      laughs.push(`${name}: &${name} [${Array(9).fill(`*${previous}`).join(", ")}]`);
    }
    const cases: [string, "yaml" | "json" | "toml", "yaml" | "json" | "toml", string][] = [
      [" ", "yaml", "json", "empty"],
      ["a: [1, 2\nb: 3", "yaml", "json", "syntax"],
      ['{"a" 1}', "json", "yaml", "syntax"],
      ["a = ", "toml", "json", "syntax"],
      ["[".repeat(200) + "]".repeat(200), "yaml", "json", "tooDeep"],
      [laughs.join("\n"), "yaml", "json", "aliasLimit"],
      ["? [a]\n: 1", "yaml", "json", "complexKey"],
      ["a: 1\n---\nb: 2", "yaml", "toml", "severalDocuments"],
      ["null", "json", "toml", "tomlTopLevel"],
      ["true", "json", "toml", "tomlTopLevel"],
      ["1", "json", "toml", "tomlTopLevel"],
      ['"a"', "json", "toml", "tomlTopLevel"],
      ["[]", "json", "toml", "tomlTopLevel"],
      ['{"a": [1, null]}', "json", "toml", "tomlNull"],
      ['{"a": 18446744073709551615}', "json", "toml", "tomlIntegerRange"],
      ["x: .nan", "yaml", "json", "jsonNonFinite"],
    ];
    for (const [text, from, to, kind] of cases)
      wordedAsEngine(() => convert.convertText(text, { from, to }), words, kind);
  });

  it("the CSV JSON Converter, both ways and from a file's bytes", () => {
    const words = (error: unknown) => csvText(error) ?? "not a refusal";
    const cases: [string, "json" | "csv", string][] = [
      [" \n", "json", "empty"],
      ['a,b\n1,"2\n', "json", "unterminatedQuote"],
      ["a,b\n1,2,3\n", "json", "fieldCount"],
      ["a,b\n1\n", "json", "fieldCount"],
      ["[1,]", "csv", "syntax"],
      ["[".repeat(200) + "]".repeat(200), "csv", "tooDeep"],
      ['{"a": 1}', "csv", "notAnArray"],
      ['"a"', "csv", "notAnArray"],
      ["1", "csv", "notAnArray"],
      ["true", "csv", "notAnArray"],
      ["null", "csv", "notAnArray"],
      ['[{"a": 1}, [1]]', "csv", "mixedRows"],
    ];
    for (const [text, to, kind] of cases) wordedAsEngine(() => csv.csvConvert(text, { to }), words, kind);
    const stream = new csv.CsvStream({});
    wordedAsEngine(() => stream.push(new Uint8Array([0x61, 0x0a, 0xff])), words, "notUtf8");
    stream.free();
  });

  it("the SQL Formatter, each thing left open by its name", () => {
    const words = (error: unknown) => sqlText(error) ?? "not a refusal";
    const cases: [string, "standard" | "postgresql", string][] = [
      ["select 'a", "standard", "unclosed"],
      ['select "a', "standard", "unclosed"],
      ["select /* a", "standard", "unclosed"],
      ["select (a", "standard", "unclosed"],
      ["select $$a", "postgresql", "unclosed"],
      ["select a[1", "postgresql", "unclosed"],
      ["select a)", "standard", "unexpectedCloser"],
      ["x".repeat(5 * 1024 * 1024 + 1), "standard", "tooLarge"],
    ];
    for (const [text, dialect, kind] of cases) wordedAsEngine(() => sql.formatSql(text, { dialect }), words, kind);
  });

  it("the XML Formatter, each break of the rules with its place", () => {
    const words = (error: unknown) => xmlText(error) ?? "not a refusal";
    const laughs = ['<!DOCTYPE l [<!ENTITY l0 "lol">'];
    for (let level = 1; level < 10; level++) laughs.push(`<!ENTITY l${level} "${`&l${level - 1};`.repeat(10)}">`);
    laughs.push("]><l>&l9;</l>");
    const cases: [string, string][] = [
      [" ", "empty"],
      ["<a>" + " ".repeat(32 * 1024 * 1024) + "</a>", "tooLarge"],
      ["<a>".repeat(100_000) + "</a>".repeat(100_000), "outputTooLarge"],
      ["<a>\n  <b>\n</a>", "mismatchedEndTag"],
      ["<a/></b>", "unmatchedEndTag"],
      ["<a><b>", "unclosedElement"],
      ["<a>", "unclosedElement"],
      ["<a", "unclosedMarkup"],
      ["<a><!-- x", "unclosedMarkup"],
      ["<a><![CDATA[x", "unclosedMarkup"],
      ["<a><?pi x", "unclosedMarkup"],
      ["<!DOCTYPE a", "unclosedMarkup"],
      ["<a><!", "unclosedMarkup"],
      ["<a/><b/>", "secondRoot"],
      ["x<a/>", "textOutsideRoot"],
      ["<!-- x -->", "noRoot"],
      ['<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>', "externalEntity"],
      [laughs.join(""), "entityExpansion"],
      ['<!DOCTYPE x [<!ENTITY a "&b;"><!ENTITY b "&a;">]><x>&a;</x>', "entityLoop"],
      ["<a>&nope;</a>", "undefinedEntity"],
      ['<a x="1" x="2"/>', "duplicateAttribute"],
      ["<a" + Array.from({ length: 257 }, (_, i) => ` a${i}="1"`).join("") + "/>", "tooManyAttributes"],
      [Array.from({ length: 257 }, (_, i) => `<a xmlns:p${i}="u">`).join(""), "tooManyNamespaces"],
      ["<x:a/>", "unknownPrefix"],
      ["<a>\u0001</a>", "forbiddenCharacter"],
      ["<a>x & y</a>", "malformed"],
    ];
    for (const [text, kind] of cases) wordedAsEngine(() => xml.transformXml(text, {}), words, kind);
  });

  it("the Hash Generator", () => {
    wordedAsEngine(() => new hash.DigestStream(""), hashText, "emptyKey");
    wordedAsEngine(() => hash.hashText("abc", ""), hashText, "emptyKey");
    const digests = hash.hashText("abc").digests;
    wordedAsEngine(() => hash.findDigestMatch("not a hash!", digests), hashText, "notADigest");
    expect(hash.findDigestMatch("BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD", digests)).toBe(
      "sha256",
    );
    expect(
      hash.findDigestMatch("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855", digests),
    ).toBeNull();
    // BLAKE3's row with a key it cannot take: the engine's Display (crates/core/src/hash/tests.rs), in one byte and in several.
    for (const [key, english] of [
      ["J", "BLAKE3's keyed mode takes a key of exactly 32 bytes; this key is 1 byte."],
      ["Jefe", "BLAKE3's keyed mode takes a key of exactly 32 bytes; this key is 4 bytes."],
    ]) {
      const [missing, ...more] = hash.hashText("abc", key).unavailable;
      expect(more).toEqual([]);
      expect(missing).toEqual({
        algorithm: "blake3",
        reason: { kind: "blake3KeyLength", params: { length: key!.length } },
      });
      expect(unavailableText(missing!.reason)).toBe(english);
    }
  });

  it("the JWT Decoder", () => {
    const decode = (token: string, key?: jwt.DecodeOptions["key"]) => jwt.decodeJwt(token, { nowMs: 0, key });
    const b64 = (text: string) => Buffer.from(text).toString("base64url");
    wordedAsEngine(() => decode(" "), jwtText, "empty");
    wordedAsEngine(() => decode("a.b.c.d.e"), jwtText, "encrypted");
    expect(wordedAsEngine(() => decode("a.b"), jwtText, "notThreeParts")).toBe(
      "A JWT has three parts separated by dots (header.payload.signature); this has 2 parts.",
    );
    expect(wordedAsEngine(() => decode("abc"), jwtText, "notThreeParts")).toMatch(/this has 1 part\.$/);
    wordedAsEngine(() => decode("ey+.e30.x"), jwtText, "headerNotBase64url");
    wordedAsEngine(() => decode("e30.e+.x"), jwtText, "payloadNotBase64url");
    wordedAsEngine(() => decode("e30.e30.x*"), jwtText, "signatureNotBase64url");
    wordedAsEngine(() => decode(`${b64("{")}.e30.`), jwtText, "headerNotJson");
    wordedAsEngine(() => decode(`${b64("[]")}.e30.`), jwtText, "headerNotObject");
    // Refusals inside an answer: the payload's, and the signature check's (the engine's Display, from its tests).
    const inner = (token: string, key?: jwt.DecodeOptions["key"]) => {
      const decoded = decode(token, key);
      const reason =
        decoded.payloadProblem ?? (decoded.signature.status === "refused" ? decoded.signature.reason : undefined);
      return jwtReasonText(reason!);
    };
    const signed = (header: string) => `${b64(header)}.e30.`;
    const pem = (text: string): jwt.DecodeOptions["key"] => ({ text, kind: "pemOrJwk", secretEncoding: "utf8" });
    const cases: [string, jwt.DecodeOptions["key"], string][] = [
      [`e30.${b64("1")}.`, undefined, "The payload is not a JSON object, so this is no JWT."],
      [`e30.${b64("{")}.`, undefined, "The payload is not JSON: EOF while parsing an object at line 1 column 1."],
      [signed("{}"), undefined, 'The header has no "alg" (algorithm), so the signature cannot be checked.'],
      [
        signed('{"alg":"ES512"}'),
        undefined,
        "Penknife cannot check ES512 signatures (it checks HS256, HS384, HS512, RS256, RS384, RS512, PS256, PS384, PS512, ES256 and EdDSA).",
      ],
      [
        signed('{"alg":"RS256"}'),
        { text: "k", kind: "secret", secretEncoding: "utf8" },
        "RS256 is checked with a key of type HMAC secret, and this key is of type RSA: it is refused.".replace(
          "HMAC secret, and this key is of type RSA",
          "RSA, and this key is of type HMAC secret",
        ),
      ],
      [
        signed('{"alg":"ES256"}'),
        pem(
          '{"kty":"EC","crv":"P-256","x":"f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU","y":"x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0"}',
        ),
        "ES256 signatures are 64 bytes long; this one is 0 bytes.",
      ],
      [
        signed('{"alg":"HS256"}'),
        { text: "!", kind: "secret", secretEncoding: "base64" },
        "The secret is not Base64 or Base64url.",
      ],
      [
        signed('{"alg":"RS256"}'),
        pem("-----BEGIN PRIVATE KEY-----"),
        "This is a private key: paste the public key (a private key should never leave its owner).",
      ],
      [
        signed('{"alg":"RS256"}'),
        pem("-----BEGIN CERTIFICATE-----"),
        "This is a certificate: paste its public key (openssl x509 -pubkey -noout prints it).",
      ],
      [signed('{"alg":"RS256"}'), pem("{"), "This key cannot be read: EOF while parsing an object at line 1 column 1."],
      [signed('{"alg":"RS256"}'), pem('{"kty":"RSA"}'), 'This JWK has no valid "n" member.'],
      [
        signed('{"alg":"RS256"}'),
        pem('{"kty":"XYZ"}'),
        'Penknife cannot use keys of type "XYZ" (it takes RSA, EC P-256, Ed25519 and oct keys).',
      ],
      [
        signed('{"alg":"RS256"}'),
        pem('{"kty":"OKP","crv":"Ed448"}'),
        "Penknife cannot use keys on the curve Ed448 (it takes P-256 and Ed25519).",
      ],
      [
        signed('{"alg":"RS256","kid":"a"}'),
        pem('{"keys":[{"kid":"b"}]}'),
        'The key set has no key whose "kid" is "a".',
      ],
      [signed('{"alg":"RS256"}'), pem('{"keys":[]}'), "The key set has no keys."],
    ];
    for (const [token, key, english] of cases) expect(inner(token, key)).toBe(english);
  });

  it("the Unix Timestamp Converter", () => {
    const convert = (value: string, unit?: time.TimeUnit, zones = ["UTC"]) =>
      time.convertTimestamp({ value, unit, zones, nowMs: 0 });
    expect(wordedAsEngine(() => convert("soon"), timeText, "notANumber")).toBe(
      '"soon" is not a number: enter a Unix timestamp such as 1700000000.',
    );
    for (const unit of ["seconds", "milliseconds", "microseconds", "nanoseconds"] as const) {
      wordedAsEngine(() => convert("9".repeat(40), unit), timeText, "outOfRange");
    }
    wordedAsEngine(() => convert("0", undefined, ["Mars/Base"]), timeText, "unknownZone");
    const date = (text: string) => time.timestampFromDate({ text, zone: "UTC", zones: [], nowMs: 0 });
    wordedAsEngine(() => date("2023-13-01T00:00:00Z"), timeText, "unparseableDate");
  });

  it("the Number Base Converter", () => {
    for (const [text, from, kind] of [
      ["109", 2, "invalidDigit"],
      ["778", 8, "invalidDigit"],
      ["12a", 10, "invalidDigit"],
      ["0x1g", 16, "invalidDigit"],
      ["1k", 20, "invalidDigit"],
      ["-0x", 16, "noDigits"],
      ["1".repeat(10_001), 10, "tooLong"],
      ["1", 37, "unsupportedBase"],
    ] as const) {
      wordedAsEngine(() => base.convertBase(text, from, 36), baseText, kind);
    }
  });

  it("the UUID Generator", () => {
    const form = { kind: "v4", upperCase: false, hyphens: true } as const;
    for (const [count, kind] of [
      ["", "empty"],
      ["2.5", "notWhole"],
      ["0", "tooFew"],
      ["1001", "tooMany"],
    ] as const) {
      wordedAsEngine(() => uuid.generateIds({ ...form, count }, 0), countRefusalText, kind);
    }
    for (const [text, kind] of [
      [" ", "empty"],
      ["550e8400", "wrongLength"],
      ["550e840g-e29b-41d4-a716-446655440000", "notHex"],
      ["550e8400ae29b-41d4-a716-446655440000", "notHyphen"],
      ["01ARZ3NDEKTSV4RRFFQ69G5FAU", "notUlidDigit"],
      ["81ARZ3NDEKTSV4RRFFQ69G5FAV", "ulidTooLarge"],
    ] as const) {
      wordedAsEngine(() => uuid.inspectId(text), inspectRefusalText, kind);
    }
  });

  it("the generators, Base64 and Markdown", () => {
    const noSets = { uppercase: false, lowercase: false, numbers: false, symbols: false };
    expect(wordedAsEngine(() => generators.generatePassword(noSets), passwordText, "noCharacterTypes")).toBe(
      "Please select at least one character type",
    );
    wordedAsEngine(() => base64.base64ToBytes(new TextEncoder().encode("@@@")), base64Text, "invalid");
    wordedAsEngine(() => base64.base64ToText("/w=="), base64Text, "notText");
    expect(base64.base64ToTextChecked("/w==")).toEqual({ text: null, error: { kind: "notText" }, canonical: true });
    wordedAsEngine(() => markdown.convertMarkdown("  ", undefined), markdownText, "inputRequired");
  });

  it("Image to Base64", () => {
    const decode = (text: string) => () => base64.dataUriToImage(new TextEncoder().encode(text));
    wordedAsEngine(() => base64.imageToDataUri(new Uint8Array()), dataUriText, "empty");
    wordedAsEngine(() => base64.checkImageSize(26 * 1024 * 1024), dataUriText, "tooLarge");
    wordedAsEngine(() => base64.imageToDataUri(new TextEncoder().encode("%PDF-1.7")), dataUriText, "notAnImage");
    wordedAsEngine(decode("data:image/png;base64,iVBOR*w0K"), dataUriText, "invalidCharacter");
    wordedAsEngine(decode("QQ==="), dataUriText, "truncated");
    wordedAsEngine(decode("data:image/png;base64"), dataUriText, "missingComma");
    wordedAsEngine(decode("data:image/svg+xml,%zz"), dataUriText, "invalidEscape");
    // The bytes cross as a Uint8Array (a Blob of an array of numbers would be their text).
    expect(decode("R0lGODlhAQABAIAAAA==")()).toMatchObject({ extension: "gif", bytes: expect.any(Uint8Array) });
  });

  it("the image tools", () => {
    const png = new Uint8Array(readFileSync(new URL("../../public/icons/icon-192.png", import.meta.url)));
    wordedAsEngine(() => image.checkImageFile(png.subarray(0, 40)), imageFailureText, "truncated");
    for (const [text, kind] of [
      ["<html/>", "notSvg"],
      ['<svg xmlns="http://example.com/"/>', "notInSvgNamespace"],
      ['<!DOCTYPE svg [<!ENTITY a "a">]><svg/>', "doctype"],
      ["<svg><g></svg>", "notWellFormed"],
      ["<svg>" + "<g>".repeat(300) + "</g>".repeat(300) + "</svg>", "tooDeep"],
    ]) {
      const error = refusal(() => svg.sanitizeSvg(text!));
      expect(refusalOf(error)).toMatchObject({ kind: "invalidSvg", params: { kind } });
      expect(imageFailureText(error)).toBe(error.message);
    }
    const pixels = new Uint8Array(4 * 4 * 4);
    wordedAsEngine(() => svg.traceToSvg(pixels, 4, 4, { colourPrecision: 9 }), imageFailureText, "invalidOption");
    wordedAsEngine(() => svg.traceToSvg(pixels, 4, 3, undefined), imageFailureText, "pixelLength");
    const favicons = (themeColour: string) => () => image.makeFavicons(pixels, 4, 4, { themeColour });
    wordedAsEngine(favicons("red"), imageFailureText, "invalidColour");
    // The Image Cropper's refusals: a crop with no area, and one past the image's edge.
    const crop = (rect: image.CropRect) => () =>
      image.startImage(pixels, 4, 4, { geometry: { crop: rect }, encoding: { format: "png" } });
    wordedAsEngine(crop({ x: 0, y: 0, width: 0, height: 2 }), imageFailureText, "emptyCrop");
    wordedAsEngine(crop({ x: 3, y: 1, width: 2, height: 2 }), imageFailureText, "cropOutside");
    wordedAsEngine(() => avif.encodeAvif(pixels, 4, 4, { speed: 11 }), imageFailureText, "avifSpeed");
    wordedAsEngine(() => avif.encodeAvif(pixels, 4, 4, { quality: 0 }), imageFailureText, "quality");
    wordedAsEngine(() => avif.encodeAvif(pixels, 10_001, 1, {}), imageFailureText, "pixelLength");
  });
});

describe("Merge PDF's, Split PDF's and Images to PDF's words for each refusal, in English, are the engine's", () => {
  const merge = (files: [string, Uint8Array][]) => () => {
    const merging = new pdf.PdfMerge();
    for (const [name, bytes] of files) merging.add(name, bytes);
    return merging.finish();
  };
  const noPages = Buffer.from(testPdf([1]).toString("latin1").replace("/Kids [3 0 R] /Count 1", "/Kids [] /Count 0"));

  it("Merge PDF", () => {
    wordedAsEngine(merge([]), mergePdfText, "noFiles");
    expect(wordedAsEngine(merge([["locked.pdf", testPdf([1], { encrypted: true })]]), mergePdfText, "encrypted")).toBe(
      "‘locked.pdf’ is encrypted (password-protected): remove its password in a PDF reader, then add it again.",
    );
    wordedAsEngine(merge([["notes.pdf", Buffer.from("just text")]]), mergePdfText, "damaged");
    wordedAsEngine(merge([["empty.pdf", noPages]]), mergePdfText, "noPages");
  });

  it("Split PDF", () => {
    wordedAsEngine(() => pdf.pdfPageCount("locked.pdf", testPdf([1], { encrypted: true })), splitPdfText, "encrypted");
    wordedAsEngine(() => pdf.pdfPageCount("notes.pdf", Buffer.from("just text")), splitPdfText, "damaged");
    wordedAsEngine(() => pdf.pdfPageCount("empty.pdf", noPages), splitPdfText, "noPages");
    wordedAsEngine(() => pdf.pdfCheckRanges(" ", 7), splitPdfText, "noRanges");
    wordedAsEngine(() => pdf.pdfCheckRanges("1,abc", 7), splitPdfText, "badRange");
    wordedAsEngine(() => pdf.pdfCheckRanges("0", 7), splitPdfText, "pageZero");
    expect(wordedAsEngine(() => pdf.pdfCheckRanges("1-3,9", 7), splitPdfText, "pastEnd")).toBe(
      "Page 9 is past the last page (7), at character 5.",
    );
    wordedAsEngine(() => pdf.pdfCheckRanges("5-3", 7), splitPdfText, "backwards");
    wordedAsEngine(() => pdf.pdfCheckRanges("1-2000,1", 2000), splitPdfText, "tooManyPages");
  });

  it("Images to PDF", () => {
    const images = (files: [string, Uint8Array][], options?: pdf.ImagesOptions) => () => {
      const making = new pdf.PdfFromImages();
      for (const [name, bytes] of files) making.add(name, bytes);
      return making.finish(options);
    };
    // A JPEG's header: SOF0 of 65535×65535 pixels, and one of 8×8 with 12-bit samples.
    const jpeg = (precision: number, side: number) =>
      new Uint8Array([
        0xff,
        0xd8,
        0xff,
        0xc0,
        0,
        11,
        precision,
        side >> 8,
        side & 255,
        side >> 8,
        side & 255,
        1,
        1,
        0x11,
        0,
      ]);
    wordedAsEngine(images([]), imagesToPdfText, "noImages");
    expect(wordedAsEngine(images([["notes.txt", Buffer.from("hello")]]), imagesToPdfText, "notAnImage")).toBe(
      "‘notes.txt’ is not a JPEG or PNG image.",
    );
    wordedAsEngine(() => pdf.pdfImageSize("huge.jpg", jpeg(8, 65535)), imagesToPdfText, "imageTooLarge");
    wordedAsEngine(() => pdf.pdfImageSize("deep.jpg", jpeg(12, 8)), imagesToPdfText, "imageDamaged");
    wordedAsEngine(() => pdf.pdfImageSize("big.jpg", new Uint8Array(100_000_001)), imagesToPdfText, "imagesTooLarge");
    const margin = { page: "a4", orientation: "auto", marginMm: 60 } as const;
    wordedAsEngine(images([["a.jpg", jpeg(8, 8)]], margin), imagesToPdfText, "badMargin");
    const many = Array.from({ length: 2001 }, (): [string, Uint8Array] => ["a.jpg", jpeg(8, 8)]);
    wordedAsEngine(images(many), imagesToPdfText, "tooManyPages");
  });
});
