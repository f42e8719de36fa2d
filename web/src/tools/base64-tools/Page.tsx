import { memo, useEffect, useState } from "react";
import { useParams } from "react-router";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Download, Eraser } from "lucide-react";
import { SizeLine } from "@/components/code-screen/SizeLine";
import { CodeEditor } from "@/components/editor/CodeEditor";
import { LARGE_TEXT_CHARS } from "@/components/TextInputCard";
import { BusyStatus } from "@/components/BusyStatus";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { CopyButton } from "@/components/CopyButton";
import { downloadText } from "@/lib/download";
import { useAsyncResult } from "@/lib/use-async-result";
import { reportToolUse } from "@/lib/tool-events";
import { base64ErrorText, decodeText, encodeText, loadEngine, type DecodedText } from "./engine";
import { FileConverter } from "./FileConverter";

const SLUG = "base64-tools";

const ENCODE_FAILED = msg`Failed to encode text. Please check your input.`;
const NOTHING_DECODED: DecodedText = { text: "", error: null, canonical: true };

export default function Base64Page() {
  const { slug } = useParams();
  const [loadError, setLoadError] = useState<string>();

  useEffect(() => {
    loadEngine().catch((error: unknown) => setLoadError(error instanceof Error ? error.message : String(error)));
  }, []);

  return (
    <div className="space-y-4">
      {loadError && (
        <Alert variant="destructive">
          <AlertTitle>
            <Trans>The Base64 engine could not be loaded</Trans>
          </AlertTitle>
          <AlertDescription>
            <Trans>Check your connection and reload the page. ({loadError})</Trans>
          </AlertDescription>
        </Alert>
      )}
      <Tabs defaultValue={slug === "base64-decoder" ? "decode" : "encode"}>
        <TabsList className="grid w-full grid-cols-3">
          <TabsTrigger value="encode">
            <Trans>Encode Text</Trans>
          </TabsTrigger>
          <TabsTrigger value="decode">
            <Trans>Decode Base64</Trans>
          </TabsTrigger>
          <TabsTrigger value="file">
            <Trans>File Converter</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="encode">
          <EncodeText />
        </TabsContent>
        <TabsContent value="decode">
          <DecodeText />
        </TabsContent>
        <TabsContent value="file" className="space-y-4">
          <FileConverter />
        </TabsContent>
      </Tabs>
    </div>
  );
}

interface TextInputProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onValueChange: (text: string) => void;
  busy: boolean;
  /** The id of the message saying why the input is wrong, when it is. */
  errorId?: string;
}

/** A labelled input editor with its size; memoised so a result arriving does not diff megabytes of input. */
const TextInput = memo(function TextInput({
  id,
  label,
  placeholder,
  value,
  onValueChange,
  busy,
  errorId,
}: TextInputProps) {
  return (
    <div className="space-y-2">
      <Label id={`${id}-label`}>{label}</Label>
      <CodeEditor
        language="text"
        value={value}
        onChange={onValueChange}
        labelledBy={`${id}-label`}
        describedBy={errorId}
        invalid={!!errorId}
        placeholder={placeholder}
        busy={busy}
        className="h-40"
      />
      <SizeLine text={value} />
    </div>
  );
});

interface TextOutputProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  busy: boolean;
  copyLabel: string;
  downloadName: string;
  /** Clears the input; absent (button disabled) while there is nothing to clear. */
  onClear?: () => void;
  /** Shown by the buttons while the worker answers for a long input ('Encoding…'). */
  status?: React.ReactNode;
}

/** A read-only result with its size and the Copy / Download / Clear row, as both text tabs show it. */
function TextOutput({
  id,
  label,
  placeholder,
  value,
  busy,
  copyLabel,
  downloadName,
  onClear,
  status,
}: TextOutputProps) {
  return (
    <>
      <div className="space-y-2">
        <Label id={`${id}-label`}>{label}</Label>
        <CodeEditor
          language="text"
          value={value}
          labelledBy={`${id}-label`}
          describedBy={`${id}-size`}
          placeholder={placeholder}
          busy={busy}
          className="h-40"
        />
        <SizeLine id={`${id}-size`} text={value} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <CopyButton text={value} label={copyLabel} disabled={!value} />
        <Button variant="outline" disabled={!value} onClick={() => downloadText(value, downloadName)}>
          <Download aria-hidden /> <Trans>Download</Trans>
        </Button>
        <Button variant="outline" disabled={!onClear} onClick={onClear}>
          <Eraser aria-hidden /> <Trans>Clear</Trans>
        </Button>
        {status}
      </div>
    </>
  );
}

function EncodeText() {
  const { i18n, t } = useLingui();
  const [input, setInput] = useState("");
  const result = useAsyncResult(input, encodeText);
  // Cleared input shows an empty output at once, without waiting for an answer still on its way.
  const output = input === "" || result.error ? "" : (result.value ?? "");
  const working = result.pending && input.length > LARGE_TEXT_CHARS;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Encode Text to Base64</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Encodes as you type. Text is encoded as UTF-8, so every language and emoji round-trips.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <TextInput
          id="encode-input"
          label={t`Text to Encode`}
          placeholder={t`Enter text to encode...`}
          value={input}
          onValueChange={(text) => {
            setInput(text);
            reportToolUse(SLUG, t`Encoded text to Base64`);
          }}
          busy={working}
        />
        {result.error && input && (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{i18n._(ENCODE_FAILED)}</AlertDescription>
          </Alert>
        )}
        <TextOutput
          id="encode-output"
          label={t`Base64 Output`}
          placeholder={t`Base64 encoded text will appear here...`}
          value={output}
          busy={working}
          copyLabel={t`Base64 output`}
          downloadName="encoded.txt"
          onClear={input ? () => setInput("") : undefined}
          status={
            working && (
              <BusyStatus>
                <Trans>Encoding…</Trans>
              </BusyStatus>
            )
          }
        />
      </CardContent>
    </Card>
  );
}

/** Blank input (white space only) is not decoded: there is nothing to judge. */
const decodeUnlessBlank = (input: string) => (input.trim() ? decodeText(input) : Promise.resolve(NOTHING_DECODED));

function DecodeText() {
  const { t } = useLingui();
  const [input, setInput] = useState("");
  const result = useAsyncResult(input, decodeUnlessBlank);
  const blank = !input.trim();
  const decoded = blank ? NOTHING_DECODED : (result.value ?? NOTHING_DECODED);
  const error = blank ? undefined : decoded.error ? base64ErrorText(decoded.error) : result.error;
  const working = result.pending && input.length > LARGE_TEXT_CHARS;

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle as="h2">
            <Trans>Decode Base64 to Text</Trans>
          </CardTitle>
          {!blank && result.value && (
            <Badge variant={decoded.canonical ? "success" : "destructive"} aria-live="polite">
              {decoded.canonical ? t`Valid Base64` : t`Invalid Base64`}
            </Badge>
          )}
        </div>
        <CardDescription>
          <Trans>Decodes as you type. Line breaks and a data-URL header are ignored.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <TextInput
          id="decode-input"
          label={t`Base64 to Decode`}
          placeholder={t`Enter Base64 to decode...`}
          value={input}
          onValueChange={(text) => {
            setInput(text);
            reportToolUse(SLUG, t`Decoded Base64 to text`);
          }}
          busy={working}
          errorId={error ? "decode-error" : undefined}
        />
        {error && (
          <Alert variant="destructive" id="decode-error" role="alert">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
        <TextOutput
          id="decode-output"
          label={t`Decoded Text`}
          placeholder={t`Decoded text will appear here...`}
          value={decoded.text ?? ""}
          busy={working}
          copyLabel={t`decoded text`}
          downloadName="decoded.txt"
          onClear={input ? () => setInput("") : undefined}
          status={
            working && (
              <BusyStatus>
                <Trans>Decoding…</Trans>
              </BusyStatus>
            )
          }
        />
      </CardContent>
    </Card>
  );
}
