import { useId, useMemo, useState } from "react";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CircleCheck, Fingerprint, TriangleAlert } from "lucide-react";
import { CopyButton } from "@/components/CopyButton";
import { EmptyState } from "@/components/EmptyState";
import { LabelledSwitch } from "@/components/LabelledSwitch";
import { PasswordInput } from "@/components/PasswordInput";
import { StreamedFileCard } from "@/components/StreamedFileCard";
import { LARGE_TEXT_CHARS, TextInputCard } from "@/components/TextInputCard";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup } from "@/components/ui/radio-group";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useAutoSavedText } from "@/lib/auto-saved-text";
import { cn } from "@/lib/cn";
import { formatBytes } from "@/lib/format-bytes";
import { usePreloadWhenIdle } from "@/lib/preload";
import { reportToolUse } from "@/lib/tool-events";
import { useAsyncResult } from "@/lib/use-async-result";
import { useDebounced } from "@/lib/use-debounced";
import { useStreamedFile, type StreamedFile } from "@/lib/use-streamed-file";
import {
  findMatch,
  hashFile,
  hashText,
  preloadEngine,
  refusalText,
  unavailableText,
  type Algorithm,
  type HashResult,
  type TextRequest,
} from "./engine";

const SLUG = "hash-generator";

/** The algorithms' usual names: technical names, the same in every language. */
const NAMES: Record<Algorithm, string> = {
  md5: "MD5",
  sha1: "SHA-1",
  sha256: "SHA-256",
  sha384: "SHA-384",
  sha512: "SHA-512",
  "sha3-256": "SHA3-256",
  blake3: "BLAKE3",
};

type Encoding = "hex" | "base64";

const ENCODINGS = [
  { value: "hex", label: msg`Hexadecimal`, description: msg`Lowercase, two digits a byte` },
  { value: "base64", label: msg`Base64`, description: msg`Standard alphabet, padded` },
] as const;

export default function HashGeneratorPage() {
  usePreloadWhenIdle(preloadEngine);
  const { i18n, t } = useLingui();
  const [source, setSource] = useState<"text" | "file">("text");
  const [text, setText] = useAutoSavedText(SLUG, "");
  const [encoding, setEncoding] = useState<Encoding>("hex");
  const [hmac, setHmac] = useState(false);
  // Never saved and never sent: it lives in this page's memory only.
  const [key, setKey] = useState("");
  const activeKey = hmac ? key : undefined;

  const textRequest = useMemo<TextRequest>(() => ({ text, key: activeKey }), [text, activeKey]);
  const textResult = useAsyncResult(textRequest, hashTextOrNothing, refusalText);

  const [chosen, setChosen] = useState<File>();
  const fileKey = useDebounced(activeKey, 300);
  const fileState = useStreamedFile(chosen, fileKey, hashFile);

  const result = source === "text" ? (textResult.error ? undefined : textResult.value) : fileState?.result;
  const fileError = fileState?.error === undefined ? undefined : refusalText(fileState.error);
  const error = source === "text" ? textResult.error : fileError;
  const busy = source === "text" && textResult.pending && text.length > LARGE_TEXT_CHARS;

  const encodings = ENCODINGS.map(({ value, label, description }) => ({
    value,
    label: i18n._(label),
    description: i18n._(description),
  }));

  return (
    <div className="space-y-4">
      <Tabs value={source} onValueChange={(value) => setSource(value === "file" ? "file" : "text")}>
        <TabsList>
          <TabsTrigger value="text">
            <Trans>Text</Trans>
          </TabsTrigger>
          <TabsTrigger value="file">
            <Trans>File</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="text">
          <TextInputCard
            id={`${SLUG}-text`}
            title={t`Text to hash`}
            description={t`Hashed as UTF-8, exactly as typed: spaces and line breaks count.`}
            value={text}
            busy={busy}
            onValueChange={(value) => {
              setText(value);
              reportToolUse(SLUG, t`Hashed text`);
            }}
            className="h-40"
          />
        </TabsContent>
        <TabsContent value="file">
          <FileCard
            state={fileState}
            onFile={(file) => {
              setChosen(file);
              if (file) {
                const fileName = file.name;
                reportToolUse(SLUG, t`Hashed ${fileName}`);
              }
            }}
          />
        </TabsContent>
      </Tabs>

      <Card>
        <CardHeader>
          <CardTitle as="h2">
            <Trans>Options</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6 md:grid-cols-2">
          <RadioGroup
            legend={t`Show digests as`}
            name={`${SLUG}-encoding`}
            value={encoding}
            options={encodings}
            onValueChange={setEncoding}
          />
          <div className="space-y-3">
            <LabelledSwitch
              label={t`HMAC with a key`}
              description={t`For BLAKE3, its own keyed mode, which takes a key of exactly 32 bytes.`}
              checked={hmac}
              onCheckedChange={setHmac}
            />
            {hmac && <KeyField value={key} onChange={setKey} />}
          </div>
        </CardContent>
      </Card>

      {error && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      {result ? (
        <DigestsCard result={result} encoding={encoding} />
      ) : (
        !error && (
          <EmptyState
            icon={Fingerprint}
            title={t`No digests yet`}
            description={
              source === "text" ? (
                <Trans>Type or paste text above to see its digests.</Trans>
              ) : (
                <Trans>Choose a file above to see its digests.</Trans>
              )
            }
          />
        )
      )}
    </div>
  );
}

/** An empty text box has no digests to show (a 0-byte file does: it was chosen). */
function hashTextOrNothing(request: TextRequest): Promise<HashResult | undefined> {
  return request.text ? hashText(request) : Promise.resolve(undefined);
}

function FileCard({
  state,
  onFile,
}: {
  state: StreamedFile<HashResult> | undefined;
  onFile: (file: File | undefined) => void;
}) {
  const { t } = useLingui();
  const name = state?.file.name;
  const size = state && formatBytes(state.file.size);
  return (
    <StreamedFileCard
      description={
        <Trans>
          Any size: it is read in pieces in your browser, in the background, and never uploaded. Choosing another file
          stops this one.
        </Trans>
      }
      chooseLabel={<Trans>Choose a file to hash</Trans>}
      progressLabel={t`Hashing ${name}`}
      doneText={
        state?.result && (
          <Trans>
            {name}: {size}, hashed
          </Trans>
        )
      }
      state={state}
      onFile={onFile}
      testId="hash-file-progress"
    />
  );
}

function KeyField({ value, onChange }: { value: string; onChange: (key: string) => void }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>
        <Trans>Key</Trans>
      </Label>
      <PasswordInput
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        toggleLabel={t`key`}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        <Trans>Read as UTF-8 text. The key stays in this page: it is never sent anywhere or saved.</Trans>
      </p>
    </div>
  );
}

/** Every digest, side by side, each with its copy button; a pasted digest is matched to its row. */
function DigestsCard({ result, encoding }: { result: HashResult; encoding: Encoding }) {
  const { t } = useLingui();
  const compareId = useId();
  const [pasted, setPasted] = useState("");
  const request = useMemo(() => ({ pasted, digests: result.digests }), [pasted, result.digests]);
  const compared = useAsyncResult(
    request,
    (r) => (r.pasted.trim() ? findMatch(r) : Promise.resolve(undefined)),
    refusalText,
  );
  const comparing = pasted.trim() !== "" && !compared.pending;
  const match = comparing && !compared.error ? compared.value : undefined;
  const matchName = match ? NAMES[match] : "";
  const compareError = comparing ? compared.error : undefined;
  const label = (algorithm: Algorithm) => {
    const name = NAMES[algorithm];
    if (!result.keyed) return name;
    return algorithm === "blake3" ? t`BLAKE3 keyed` : `HMAC-${name}`;
  };
  const length = formatBytes(result.length);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Digests</Trans>
        </CardTitle>
        <CardDescription>
          {result.keyed ? <Trans>MACs under your key, of {length}.</Trans> : <Trans>Digests of {length}.</Trans>}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="space-y-2">
          <Label htmlFor={compareId}>
            <Trans>Compare with a digest</Trans>
          </Label>
          <Input
            id={compareId}
            value={pasted}
            onChange={(event) => setPasted(event.target.value)}
            placeholder={t`Paste a digest: hexadecimal (any case) or Base64`}
            spellCheck={false}
            autoComplete="off"
            className="font-mono"
            aria-invalid={!!compareError}
            aria-describedby={`${compareId}-status`}
          />
          <p id={`${compareId}-status`} role="status" className="min-h-5 text-sm">
            {comparing &&
              (compareError ? (
                <span className="text-destructive">{compareError}</span>
              ) : match ? (
                <span className="inline-flex items-center gap-1 font-medium text-success">
                  <CircleCheck aria-hidden className="size-4" /> <Trans>Matches {matchName}</Trans>
                </span>
              ) : (
                <span className="inline-flex items-center gap-1 font-medium text-destructive">
                  <TriangleAlert aria-hidden className="size-4" /> <Trans>No algorithm matches</Trans>
                </span>
              ))}
          </p>
        </div>
        <ul className="space-y-3">
          {result.digests.map((digest) => {
            const name = label(digest.algorithm);
            const value = encoding === "hex" ? digest.hex : digest.base64;
            const matched = digest.algorithm === match;
            return (
              <li
                key={digest.algorithm}
                className={cn("space-y-1 rounded-lg border p-3", matched && "border-success bg-success/10")}
                data-matched={matched || undefined}
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium" id={`${compareId}-${digest.algorithm}`}>
                      {name}
                    </span>
                    {matched && (
                      <Badge variant="success">
                        <Trans>Match</Trans>
                      </Badge>
                    )}
                    {digest.unfitForSecurity && (
                      <Badge variant="destructive">
                        <Trans>Unfit for security</Trans>
                      </Badge>
                    )}
                  </div>
                  <CopyButton text={value} label={t`the ${name} digest`} aria-label={t`Copy ${name}`} size="sm" />
                </div>
                <output
                  aria-labelledby={`${compareId}-${digest.algorithm}`}
                  className="block font-mono text-sm break-all"
                >
                  {value}
                </output>
                {digest.unfitForSecurity && (
                  <p className="text-xs text-muted-foreground">
                    <Trans>
                      Collisions can be made on purpose: fine for spotting a damaged download, not for signatures,
                      certificates or passwords.
                    </Trans>
                  </p>
                )}
              </li>
            );
          })}
          {result.unavailable.map(({ algorithm, reason }) => (
            <li key={algorithm} className="space-y-1 rounded-lg border border-dashed p-3">
              <span className="font-medium">{NAMES[algorithm]}</span>
              <p className="text-sm text-muted-foreground">{unavailableText(reason)}</p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
