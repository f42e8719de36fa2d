import { useEffect, useId, useMemo, useState } from "react";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CircleCheck, CircleX, KeyRound, ShieldAlert, ShieldOff } from "lucide-react";
import { CopyButton } from "@/components/CopyButton";
import { EmptyState } from "@/components/EmptyState";
import { LabelledSwitch } from "@/components/LabelledSwitch";
import { TextInputCard } from "@/components/TextInputCard";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { RadioGroup } from "@/components/ui/radio-group";
import { Textarea } from "@/components/ui/textarea";
import { usePreloadWhenIdle } from "@/lib/preload";
import { reportToolUse } from "@/lib/tool-events";
import { useAsyncResult } from "@/lib/use-async-result";
import {
  decodeToken,
  keyTypeName,
  preloadEngine,
  reasonText,
  refusalText,
  type Claim,
  type ClaimName,
  type DecodeOptions,
  type Decoded,
  type KeyKind,
  type Lifetime,
  type Signature,
} from "./engine";

const SLUG = "jwt-decoder";

/** What each registered claim means (RFC 7519 §4.1); the claim's own name is shown beside it, untranslated. */
const CLAIMS: Record<ClaimName, ReturnType<typeof msg>> = {
  iss: msg`Issuer`,
  sub: msg`Subject`,
  aud: msg`Audience`,
  exp: msg`Expires`,
  nbf: msg`Not before`,
  iat: msg`Issued at`,
  jti: msg`Token ID`,
};

const KEY_KINDS = [
  { value: "secret", label: msg`Secret (HMAC)`, description: msg`HS256, HS384, HS512: the shared secret` },
  {
    value: "pemOrJwk",
    label: msg`Public key (PEM or JWK)`,
    description: msg`RS256, PS256, ES256, EdDSA: a PEM public key, a JWK or a JWK set`,
  },
] as const;

/** How often "now" moves on, so a token open on the page is seen to expire. */
const CLOCK_MS = 30_000;

export default function JwtDecoderPage() {
  usePreloadWhenIdle(preloadEngine);
  const { t } = useLingui();
  // A JWT is a credential, and so is its key: neither is saved (unlike other tools' inputs), nor ever sent.
  const [token, setToken] = useState("");
  const [keyText, setKeyText] = useState("");
  const [chosenKind, setChosenKind] = useState<KeyKind>();
  const [base64Secret, setBase64Secret] = useState(false);
  const [nowMs, setNowMs] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNowMs(Date.now()), CLOCK_MS);
    return () => clearInterval(timer);
  }, []);

  // Until the visitor picks one or types a key, the kind of key follows the token's algorithm (HS… takes a secret).
  const [algorithm, setAlgorithm] = useState<string>();
  const keyKind: KeyKind = chosenKind ?? (algorithm?.startsWith("HS") ? "secret" : "pemOrJwk");
  const request = useMemo(() => {
    const options: DecodeOptions = {
      nowMs,
      key: keyText.trim()
        ? { text: keyText, kind: keyKind, secretEncoding: base64Secret ? "base64" : "utf8" }
        : undefined,
    };
    return { token, options };
  }, [token, nowMs, keyText, keyKind, base64Secret]);
  const result = useAsyncResult(request, decodeOrNothing, refusalText);
  const decoded = result.error ? undefined : result.value;
  const decodedAlgorithm = decoded?.algorithm ?? undefined;
  // Remembered while the next token is decoded (state adjusted during render, as React recommends).
  if (decodedAlgorithm && decodedAlgorithm !== algorithm) setAlgorithm(decodedAlgorithm);

  return (
    <div className="space-y-4">
      <Alert>
        <ShieldAlert aria-hidden className="size-4" />
        <AlertDescription>
          <Trans>
            The token and the key stay in this page: they are never sent anywhere, and never saved, since a JWT is a
            credential. Decoding needs no key; anyone can read a JWT.
          </Trans>
        </AlertDescription>
      </Alert>

      <TextInputCard
        id={`${SLUG}-token`}
        title={t`Token`}
        description={t`A JSON Web Token (three Base64url parts separated by dots); a leading "Bearer" is ignored.`}
        placeholder={t`Paste a JWT: eyJhbGciOi…`}
        value={token}
        onValueChange={(value) => {
          setToken(value);
          reportToolUse(SLUG, t`Decoded a token`);
        }}
        className="h-32"
      />

      {result.error && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{result.error}</AlertDescription>
        </Alert>
      )}

      {decoded && <Verdicts decoded={decoded} />}

      <KeyCard
        keyKind={keyKind}
        onKeyKind={setChosenKind}
        keyText={keyText}
        onKeyText={(text) => {
          setKeyText(text);
          // A key typed under the kind shown keeps that kind when the token changes; an emptied one follows again.
          setChosenKind(text ? keyKind : undefined);
        }}
        base64Secret={base64Secret}
        onBase64Secret={setBase64Secret}
        signature={result.pending ? undefined : decoded?.signature}
      />

      {decoded ? (
        <>
          <JsonCard title={t`Header`} text={decoded.header} copyLabel={t`the header`} />
          <JsonCard
            title={t`Payload`}
            text={decoded.payload}
            copyLabel={t`the payload`}
            problem={decoded.payloadProblem ? reasonText(decoded.payloadProblem) : undefined}
          />
          {decoded.claims.length > 0 && <ClaimsCard claims={decoded.claims} />}
        </>
      ) : (
        !result.error && (
          <EmptyState
            icon={KeyRound}
            title={t`No token yet`}
            description={<Trans>Paste a JWT above to see its header, payload and claims.</Trans>}
          />
        )
      )}
    </div>
  );
}

function decodeOrNothing(request: { token: string; options: DecodeOptions }): Promise<Decoded | undefined> {
  return request.token.trim() ? decodeToken(request) : Promise.resolve(undefined);
}

/** The token's lifetime and its signature, at a glance. */
function Verdicts({ decoded }: { decoded: Decoded }) {
  return (
    <div className="flex flex-wrap gap-2" data-testid="jwt-verdicts">
      <LifetimeBadge lifetime={decoded.lifetime} />
      {decoded.signature.status === "unsigned" && (
        <Badge variant="destructive">
          <Trans>Unsigned (alg: none)</Trans>
        </Badge>
      )}
    </div>
  );
}

function LifetimeBadge({ lifetime }: { lifetime: Lifetime }) {
  switch (lifetime) {
    case "expired":
      return (
        <Badge variant="destructive">
          <Trans>Expired</Trans>
        </Badge>
      );
    case "notYetValid":
      return (
        <Badge variant="destructive">
          <Trans>Not yet valid</Trans>
        </Badge>
      );
    case "current":
      return (
        <Badge variant="success">
          <Trans>Within its lifetime</Trans>
        </Badge>
      );
    case "noExpiry":
      return (
        <Badge variant="secondary">
          <Trans>Never expires</Trans>
        </Badge>
      );
  }
}

interface KeyCardProps {
  keyKind: KeyKind;
  onKeyKind: (kind: KeyKind) => void;
  keyText: string;
  onKeyText: (text: string) => void;
  base64Secret: boolean;
  onBase64Secret: (on: boolean) => void;
  signature: Signature | undefined;
}

function KeyCard({ keyKind, onKeyKind, keyText, onKeyText, base64Secret, onBase64Secret, signature }: KeyCardProps) {
  const { i18n, t } = useLingui();
  const id = useId();
  const kinds = KEY_KINDS.map(({ value, label, description }) => ({
    value,
    label: i18n._(label),
    description: i18n._(description),
  }));
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Verify the signature</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            The key must be of the type the token’s algorithm needs: a key of another type is refused, never adapted
            (accepting it is the algorithm-confusion attack).
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <RadioGroup legend={t`Key`} name={`${SLUG}-kind`} value={keyKind} options={kinds} onValueChange={onKeyKind} />
        <div className="space-y-2">
          <Label htmlFor={id}>{keyKind === "secret" ? <Trans>Secret</Trans> : <Trans>Public key</Trans>}</Label>
          <Textarea
            id={id}
            value={keyText}
            onChange={(event) => onKeyText(event.target.value)}
            placeholder={keyKind === "secret" ? t`The shared secret` : t`-----BEGIN PUBLIC KEY----- or {"kty": …}`}
            spellCheck={false}
            autoComplete="off"
            className="h-28 font-mono text-sm break-all"
          />
        </div>
        {keyKind === "secret" && (
          <LabelledSwitch
            label={t`The secret is Base64-encoded`}
            description={t`Base64 or Base64url; otherwise the text itself (UTF-8) is the secret.`}
            checked={base64Secret}
            onCheckedChange={onBase64Secret}
          />
        )}
        <div role="status" data-testid="jwt-signature" className="min-h-6 text-sm">
          {signature && <SignatureVerdict signature={signature} />}
        </div>
      </CardContent>
    </Card>
  );
}

function SignatureVerdict({ signature }: { signature: Signature }) {
  switch (signature.status) {
    case "notChecked":
      return (
        <p className="text-muted-foreground">
          <Trans>Not checked: enter a key to verify the signature.</Trans>
        </p>
      );
    case "unsigned":
      return (
        <p className="inline-flex items-start gap-2 font-medium text-destructive">
          <ShieldOff aria-hidden className="mt-0.5 size-4 shrink-0" />
          <Trans>
            Unsigned: the algorithm is “none”, so this token has no signature and proves nothing about who wrote it.
          </Trans>
        </p>
      );
    case "valid": {
      const algorithm = signature.algorithm;
      const keyType = keyTypeName(signature.keyType);
      const kid = signature.kid;
      return (
        <div className="space-y-1">
          <p className="inline-flex items-start gap-2 font-medium text-success">
            <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
            <Trans>
              Signature verified: {algorithm} with this key (type {keyType}).
            </Trans>
          </p>
          {kid != null && (
            <p className="text-muted-foreground">
              <Trans>The key set’s key “{kid}” made it.</Trans>
            </p>
          )}
          {signature.secretIsPem && <PemAsSecret />}
        </div>
      );
    }
    case "invalid": {
      const algorithm = signature.algorithm;
      const keyType = keyTypeName(signature.keyType);
      return (
        <div className="space-y-1">
          <p className="inline-flex items-start gap-2 font-medium text-destructive">
            <CircleX aria-hidden className="mt-0.5 size-4 shrink-0" />
            <Trans>
              Invalid signature: this {algorithm} token was not signed with this key (type {keyType}), or was changed
              since.
            </Trans>
          </p>
          {signature.secretIsPem && <PemAsSecret />}
        </div>
      );
    }
    case "refused":
      return <p className="font-medium text-destructive">{reasonText(signature.reason)}</p>;
  }
}

function PemAsSecret() {
  return (
    <p className="text-muted-foreground">
      <Trans>
        This secret is the text of a PEM key, used as an HMAC secret exactly as written: no public key was used. A
        server that accepts HMAC tokens checked this way is open to the algorithm-confusion attack.
      </Trans>
    </p>
  );
}

function JsonCard({
  title,
  text,
  copyLabel,
  problem,
}: {
  title: string;
  text: string;
  copyLabel: string;
  problem?: string;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2" id={id}>
          {title}
        </CardTitle>
        <CopyButton text={text} label={copyLabel} aria-label={t`Copy ${copyLabel}`} size="sm" />
      </CardHeader>
      <CardContent className="space-y-2">
        {problem && (
          <p className="text-sm text-muted-foreground">
            <Trans>{problem} It is shown as text: this is a signed message (JWS), but no JWT.</Trans>
          </p>
        )}
        <pre
          aria-labelledby={id}
          tabIndex={0}
          className="max-h-96 overflow-auto rounded-md bg-muted p-3 font-mono text-sm break-all whitespace-pre-wrap"
        >
          {text}
        </pre>
      </CardContent>
    </Card>
  );
}

function ClaimsCard({ claims }: { claims: Claim[] }) {
  const { i18n } = useLingui();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Registered claims</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Dates in your time zone.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="divide-y" data-testid="jwt-claims">
          {claims.map((claim) => (
            <div key={claim.name} className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr]">
              <dt className="font-medium">
                {i18n._(CLAIMS[claim.name])} <code className="text-muted-foreground">{claim.name}</code>
              </dt>
              <dd className="min-w-0 space-y-0.5 break-all">
                {claim.seconds != null ? (
                  <>
                    <span className="block">
                      {i18n.date(new Date(claim.seconds * 1000), { dateStyle: "full", timeStyle: "long" })}
                    </span>
                    <code className="block text-sm text-muted-foreground">{claim.value}</code>
                  </>
                ) : (
                  <span className="block">{claim.value}</span>
                )}
                {claim.wrongType && <ClaimTypeWarning name={claim.name} />}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

function ClaimTypeWarning({ name }: { name: ClaimName }) {
  const date = name === "exp" || name === "nbf" || name === "iat";
  return (
    <span className="block text-sm text-destructive">
      {date ? (
        <Trans>Not a date: RFC 7519 makes this claim a number of seconds since 1970.</Trans>
      ) : (
        <Trans>Not text: RFC 7519 makes this claim a string.</Trans>
      )}
    </span>
  );
}
