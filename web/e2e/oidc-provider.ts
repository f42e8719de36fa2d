/**
 * A stand-in OpenID Connect provider for the social sign-in test, speaking the real protocol: discovery, JWKS,
 * an authorization endpoint that approves one test user at once, a token endpoint that checks the client's
 * credentials, the single-use code, its redirect_uri and the PKCE verifier (S256), and userinfo. ID tokens are
 * RS256-signed with a key made at start.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, timingSafeEqual, type KeyObject } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface OidcUser {
  sub: string;
  email: string;
  name: string;
  picture?: string;
}

export interface OidcProviderOptions {
  clientId: string;
  clientSecret: string;
  user: OidcUser;
}

export interface OidcProvider {
  issuer: string;
  close(): Promise<void>;
}

interface PendingCode {
  redirectUri: string;
  codeChallenge: string;
  nonce: string | undefined;
  expiresAt: number;
}

const base64url = (bytes: Buffer | string) => Buffer.from(bytes).toString("base64url");
const randomToken = () => randomBytes(32).toString("base64url");

function signJwt(payload: object, key: KeyObject, kid: string): string {
  const header = base64url(JSON.stringify({ alg: "RS256", typ: "JWT", kid }));
  const body = base64url(JSON.stringify(payload));
  const signature = sign("sha256", Buffer.from(`${header}.${body}`), key);
  return `${header}.${body}.${base64url(signature)}`;
}

function sameSecret(a: string, b: string): boolean {
  const left = createHash("sha256").update(a).digest();
  const right = createHash("sha256").update(b).digest();
  return timingSafeEqual(left, right);
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
  res.end(JSON.stringify(body));
}

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

/** The client's credentials, from HTTP Basic (client_secret_basic) or the form (client_secret_post). */
function clientCredentials(req: IncomingMessage, form: URLSearchParams): [string, string] | null {
  const auth = req.headers.authorization;
  if (auth?.startsWith("Basic ")) {
    const decoded = Buffer.from(auth.slice(6), "base64").toString("utf8");
    const colon = decoded.indexOf(":");
    if (colon < 0) return null;
    return [decodeURIComponent(decoded.slice(0, colon)), decodeURIComponent(decoded.slice(colon + 1))];
  }
  const id = form.get("client_id");
  const secret = form.get("client_secret");
  return id && secret ? [id, secret] : null;
}

export async function startOidcProvider(options: OidcProviderOptions): Promise<OidcProvider> {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const kid = randomToken().slice(0, 16);
  const jwk = { ...publicKey.export({ format: "jwk" }), kid, alg: "RS256", use: "sig" };
  const codes = new Map<string, PendingCode>();
  const accessTokens = new Set<string>();
  let issuer = "";

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", issuer);
      if (req.method === "GET" && url.pathname === "/.well-known/openid-configuration") {
        return json(res, 200, {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          userinfo_endpoint: `${issuer}/userinfo`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ["code"],
          subject_types_supported: ["public"],
          id_token_signing_alg_values_supported: ["RS256"],
          token_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post"],
          code_challenge_methods_supported: ["S256"],
          scopes_supported: ["openid", "email", "profile"],
        });
      }
      if (req.method === "GET" && url.pathname === "/jwks") return json(res, 200, { keys: [jwk] });

      if (req.method === "GET" && url.pathname === "/authorize") {
        const q = url.searchParams;
        const redirectUri = q.get("redirect_uri");
        const challenge = q.get("code_challenge");
        if (q.get("client_id") !== options.clientId || !redirectUri) return json(res, 400, { error: "invalid_client" });
        const back = new URL(redirectUri);
        const refuse = (error: string) => {
          back.searchParams.set("error", error);
          if (q.get("state")) back.searchParams.set("state", q.get("state")!);
          res.writeHead(302, { location: back.href }).end();
        };
        if (q.get("response_type") !== "code") return refuse("unsupported_response_type");
        if (!challenge || q.get("code_challenge_method") !== "S256") return refuse("invalid_request");
        if (!q.get("scope")?.split(" ").includes("openid")) return refuse("invalid_scope");
        // The test user approves at once.
        const code = randomToken();
        codes.set(code, {
          redirectUri,
          codeChallenge: challenge,
          nonce: q.get("nonce") ?? undefined,
          expiresAt: Date.now() + 60_000,
        });
        back.searchParams.set("code", code);
        if (q.get("state")) back.searchParams.set("state", q.get("state")!);
        res.writeHead(302, { location: back.href }).end();
        return;
      }

      if (req.method === "POST" && url.pathname === "/token") {
        const form = await formBody(req);
        const credentials = clientCredentials(req, form);
        if (!credentials || credentials[0] !== options.clientId || !sameSecret(credentials[1], options.clientSecret)) {
          return json(res, 401, { error: "invalid_client" });
        }
        if (form.get("grant_type") !== "authorization_code") return json(res, 400, { error: "unsupported_grant_type" });
        const code = form.get("code") ?? "";
        const pending = codes.get(code);
        codes.delete(code); // single use, whatever happens next
        if (!pending || pending.expiresAt < Date.now()) return json(res, 400, { error: "invalid_grant" });
        if (form.get("redirect_uri") !== pending.redirectUri) return json(res, 400, { error: "invalid_grant" });
        const verifier = form.get("code_verifier") ?? "";
        const challenge = base64url(createHash("sha256").update(verifier).digest());
        if (!verifier || challenge !== pending.codeChallenge) return json(res, 400, { error: "invalid_grant" });

        const now = Math.floor(Date.now() / 1000);
        const accessToken = randomToken();
        accessTokens.add(accessToken);
        const { user } = options;
        const idToken = signJwt(
          {
            iss: issuer,
            sub: user.sub,
            aud: options.clientId,
            iat: now,
            exp: now + 600,
            ...(pending.nonce ? { nonce: pending.nonce } : {}),
            email: user.email,
            email_verified: true,
            name: user.name,
            ...(user.picture ? { picture: user.picture } : {}),
          },
          privateKey,
          kid,
        );
        return json(res, 200, {
          access_token: accessToken,
          token_type: "Bearer",
          expires_in: 3600,
          id_token: idToken,
          scope: "openid email profile",
        });
      }

      if (req.method === "GET" && url.pathname === "/userinfo") {
        const token = req.headers.authorization?.replace(/^Bearer /, "") ?? "";
        if (!accessTokens.has(token)) return json(res, 401, { error: "invalid_token" });
        const { user } = options;
        return json(res, 200, {
          sub: user.sub,
          email: user.email,
          email_verified: true,
          name: user.name,
          picture: user.picture,
        });
      }
      json(res, 404, { error: "not_found" });
    } catch (error) {
      json(res, 500, { error: "server_error", error_description: String(error) });
    }
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
