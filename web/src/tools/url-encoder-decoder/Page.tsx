import { useEffect, useId, useMemo, useState } from "react";
import type { MessageDescriptor } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Plus, Trash2 } from "lucide-react";
import { CodeOutputCard } from "@/components/code-screen/CodeOutputCard";
import { CopyButton } from "@/components/CopyButton";
import { LARGE_TEXT_CHARS, TextInputCard } from "@/components/TextInputCard";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup } from "@/components/ui/radio-group";
import { useAutoSavedText } from "@/lib/auto-saved-text";
import { usePreloadWhenIdle } from "@/lib/preload";
import { reportToolUse } from "@/lib/tool-events";
import { useAsyncResult } from "@/lib/use-async-result";
import {
  decode,
  encode,
  parseUrl,
  preloadEngine,
  rebuildUrl,
  refusalText,
  type QueryParam,
  type Scope,
  type UrlEdit,
  type UrlParts,
} from "./engine";

const SLUG = "url-encoder-decoder";
const SAMPLE_URL = "https://example.com:8080/search/a b?q=penknife+tools&lang=en#results";

const SCOPES = [
  {
    value: "component",
    label: msg`A component`,
    description: msg`Escapes every reserved character, as encodeURIComponent`,
  },
  { value: "url", label: msg`A whole URL`, description: msg`Keeps : / ? # & = and the like, as encodeURI` },
] as const satisfies readonly { value: Scope; label: MessageDescriptor; description: MessageDescriptor }[];

export default function UrlEncoderDecoderPage() {
  usePreloadWhenIdle(preloadEngine);
  return (
    <div className="space-y-4">
      <EncodeDecode />
      <UrlPartsEditor />
    </div>
  );
}

/** Encodes and decodes the text as it is typed, both ways at once. */
function EncodeDecode() {
  const { i18n, t } = useLingui();
  const [text, setText] = useAutoSavedText(`${SLUG}-text`, "a b&c/d");
  const [scope, setScope] = useState<Scope>("component");
  const request = useMemo(() => ({ text, scope }), [text, scope]);
  const encoded = useAsyncResult(request, encode, refusalText);
  const decoded = useAsyncResult(request, decode, refusalText);
  const large = text.length > LARGE_TEXT_CHARS;
  const busy = (result: { pending: boolean }) =>
    large && result.pending ? { label: t`Working`, status: t`Converting…` } : undefined;
  const scopes = SCOPES.map(({ value, label, description }) => ({
    value,
    label: i18n._(label),
    description: i18n._(description),
  }));
  return (
    <>
      <TextInputCard
        id={`${SLUG}-text`}
        title={t`Text`}
        description={t`Encoded and decoded as you type.`}
        value={text}
        onValueChange={(value) => {
          setText(value);
          reportToolUse(SLUG, t`Encoded and decoded text`);
        }}
        className="h-40"
      >
        <RadioGroup
          legend={t`Treat the text as`}
          name={`${SLUG}-scope`}
          value={scope}
          options={scopes}
          onValueChange={setScope}
        />
      </TextInputCard>
      <div className="grid gap-4 lg:grid-cols-2">
        <CodeOutputCard
          id={`${SLUG}-encoded`}
          title={t`Encoded`}
          description={t`Percent-encoded, UTF-8.`}
          value={encoded.value ?? ""}
          language="text"
          placeholder={t`The encoded text appears here`}
          busy={busy(encoded)}
          actions={<CopyButton text={encoded.value ?? ""} label={t`the encoded text`} disabled={!encoded.value} />}
        />
        <CodeOutputCard
          id={`${SLUG}-decoded`}
          title={t`Decoded`}
          description={t`Percent-decoded, UTF-8.`}
          value={decoded.error ? "" : (decoded.value ?? "")}
          language="text"
          placeholder={t`The decoded text appears here`}
          busy={busy(decoded)}
          notice={
            decoded.error && (
              <Alert variant="destructive" role="alert">
                <AlertDescription>{decoded.error}</AlertDescription>
              </Alert>
            )
          }
          actions={
            <CopyButton
              text={decoded.value ?? ""}
              label={t`the decoded text`}
              disabled={!decoded.value || !!decoded.error}
            />
          }
        />
      </div>
    </>
  );
}

const PART_FIELDS = [
  { key: "scheme", label: msg`Scheme` },
  { key: "host", label: msg`Host` },
  { key: "port", label: msg`Port` },
  { key: "path", label: msg`Path` },
  { key: "fragment", label: msg`Fragment` },
] as const satisfies readonly { key: keyof UrlEdit; label: MessageDescriptor }[];

/** The table's values for a parsed URL (the port as typed: empty for the scheme's default). */
function editOf(parts: UrlParts): UrlEdit {
  const { scheme, host, port, path, fragment, params } = parts;
  return { scheme, host, port: port == null ? "" : String(port), path, fragment, params };
}

/**
 * A URL and its parts. Typing a URL fills the table; editing the table rebuilds the URL in the engine. The table
 * keeps what was typed in it (the URL shows it normalised) until a new URL is typed.
 */
function UrlPartsEditor() {
  const { i18n } = useLingui();
  const [url, setUrl] = useAutoSavedText(`${SLUG}-url`, SAMPLE_URL);
  const [draft, setDraft] = useState<UrlEdit>();
  const parsed = useAsyncResult(url, parseUrl, refusalText);
  const parts = parsed.error ? undefined : parsed.value;
  const [edit, setEdit] = useState<{ href: string; edit: UrlEdit }>();
  const rebuilt = useAsyncResult(
    edit,
    (request) => (request ? rebuildUrl(request.href, request.edit) : Promise.resolve(undefined)),
    refusalText,
  );
  const urlId = useId();

  // A rebuilt URL replaces the typed one; the table keeps its draft.
  useEffect(() => {
    if (rebuilt.value && !rebuilt.error) setUrl(rebuilt.value.href);
  }, [rebuilt.value, rebuilt.error, setUrl]);

  const table = draft ?? (parts ? editOf(parts) : undefined);

  function change(next: UrlEdit) {
    if (!parts) return;
    setDraft(next);
    setEdit({ href: parts.href, edit: next });
    reportToolUse(SLUG, t`Edited a URL's parts`);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>URL Parts</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Paste a URL to see its parts and query parameters; edit them to rebuild it.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-2">
          <Label htmlFor={urlId}>
            <Trans>URL</Trans>
          </Label>
          <Input
            id={urlId}
            value={url}
            spellCheck={false}
            className="font-mono"
            aria-invalid={!!parsed.error}
            onChange={(event) => {
              setUrl(event.target.value);
              setDraft(undefined);
              setEdit(undefined);
            }}
          />
        </div>
        {(parsed.error ?? rebuilt.error) && (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{parsed.error ?? rebuilt.error}</AlertDescription>
          </Alert>
        )}
        {table && (
          <>
            <div className="grid gap-3 sm:grid-cols-2">
              {PART_FIELDS.map(({ key, label }) => (
                <PartField
                  key={key}
                  label={i18n._(label)}
                  value={table[key]}
                  onChange={(value) => change({ ...table, [key]: value })}
                />
              ))}
            </div>
            <QueryTable params={table.params} onChange={(params) => change({ ...table, params })} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function PartField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={value}
        spellCheck={false}
        className="font-mono"
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** The query's parameters, decoded, one row each: edit, remove or add. */
function QueryTable({ params, onChange }: { params: QueryParam[]; onChange: (params: QueryParam[]) => void }) {
  const { t } = useLingui();
  const put = (index: number, param: QueryParam) => onChange(params.map((p, i) => (i === index ? param : p)));
  return (
    <div className="space-y-2">
      <h3 className="font-semibold">
        <Trans>Query Parameters</Trans>
      </h3>
      {params.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>No query parameters.</Trans>
        </p>
      ) : (
        <table className="w-full table-fixed border-separate border-spacing-y-1">
          <thead>
            <tr className="text-start text-sm">
              <th scope="col">
                <Trans>Name</Trans>
              </th>
              <th scope="col">
                <Trans>Value</Trans>
              </th>
              <th scope="col" className="w-10">
                <span className="sr-only">
                  <Trans>Remove</Trans>
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {params.map((param, index) => {
              const number = index + 1;
              return (
                <tr key={index}>
                  <td className="pr-2">
                    <Input
                      aria-label={t`Name of parameter ${number}`}
                      value={param.name}
                      className="font-mono"
                      onChange={(e) => put(index, { ...param, name: e.target.value })}
                    />
                  </td>
                  <td className="pr-2">
                    <Input
                      aria-label={t`Value of parameter ${number}`}
                      value={param.value}
                      className="font-mono"
                      onChange={(e) => put(index, { ...param, value: e.target.value })}
                    />
                  </td>
                  <td>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t`Remove parameter ${number}`}
                      onClick={() => onChange(params.filter((_, i) => i !== index))}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <Button variant="outline" onClick={() => onChange([...params, { name: "", value: "" }])}>
        <Plus aria-hidden /> <Trans>Add Parameter</Trans>
      </Button>
    </div>
  );
}
