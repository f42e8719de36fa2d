import { useState } from "react";
import { Download, FileUp, Loader2 } from "lucide-react";
import { toast } from "sonner";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { CopyButton } from "@/components/CopyButton";
import { CodeEditor } from "@/components/editor/CodeEditor";
import { previewOf } from "@/lib/preview";
import { downloadBlob, downloadText } from "@/lib/download";
import { formatBytes } from "@/lib/format-bytes";
import { reportToolUse } from "@/lib/tool-events";
import { decodeToBytes, encodeFile, MAX_FILE_BYTES, refusalText } from "./engine";

/** How much of a file's Base64 the page shows; the rest is there for Copy and Download. */
const PREVIEW_CHARS = 100_000;

/** The File Converter tab: file → Base64 and Base64 → file, both in the worker. */
interface EncodedFile {
  name: string;
  type: string;
  size: number;
  base64: string;
}

export function FileConverter() {
  const { i18n, t } = useLingui();
  const [encoded, setEncoded] = useState<EncodedFile>();
  /** The name of the file being encoded, while it is. */
  const [encodingName, setEncodingName] = useState<string>();
  const [base64, setBase64] = useState("");
  const [base64File, setBase64File] = useState<File>();
  const [fileName, setFileName] = useState("file.bin");
  const [decoding, setDecoding] = useState(false);
  const [decodeError, setDecodeError] = useState<string>();
  const downloadName = `decoded_${fileName.trim() || "file.bin"}`;

  async function encode(file: File | undefined) {
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      toast.error(t`File Too Large`, { description: t`Please select a file smaller than 50MB` });
      return;
    }
    setEncodingName(file.name);
    try {
      const text = await encodeFile(file);
      setEncoded({ name: file.name, type: file.type || "application/octet-stream", size: file.size, base64: text });
      setFileName(file.name);
      const fileName = file.name;
      reportToolUse("base64-tools", t`Encoded ${fileName} to Base64`);
    } catch (error) {
      toast.error(t`Error`, { description: error instanceof Error ? error.message : t`Failed to encode file` });
    } finally {
      setEncodingName(undefined);
    }
  }

  async function decodeAndDownload() {
    setDecoding(true);
    setDecodeError(undefined);
    try {
      const bytes = await decodeToBytes(base64File ?? base64);
      downloadBlob(new Blob([bytes]), downloadName);
    } catch (error) {
      setDecodeError(refusalText(error));
      toast.error(t`Error`, { description: t`Failed to download file` });
    } finally {
      setDecoding(false);
    }
  }

  const preview = encoded && previewOf(encoded.base64, PREVIEW_CHARS);
  const hasBase64 = Boolean(base64File) || base64.trim().length > 0;
  const encodedName = encoded?.name;
  const encodedSize = encoded && formatBytes(encoded.size);
  const base64Chars = encoded?.base64.length ?? 0;
  const shownChars = i18n.number(PREVIEW_CHARS);
  const loadedName = base64File?.name;

  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle as="h2">
            <Trans>File to Base64</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>
              Any file up to 50 MB. It is read and encoded in your browser, in the background; nothing is uploaded.
            </Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor="file-to-encode">
              <Trans>Choose a file to encode</Trans>
            </Label>
            <Input
              id="file-to-encode"
              type="file"
              onChange={(e) => encode(e.target.files?.[0])}
              disabled={Boolean(encodingName)}
            />
          </div>
          <p aria-live="polite" className="text-sm text-muted-foreground">
            {encodingName && (
              <span className="inline-flex items-center gap-2">
                <Loader2 className="size-4 animate-spin" aria-hidden /> <Trans>Encoding {encodingName}...</Trans>
              </span>
            )}
          </p>
          {encoded && preview && (
            <div className="space-y-2">
              <Label htmlFor="file-base64">
                <Trans>Base64 of {encodedName}</Trans>
              </Label>
              <Textarea id="file-base64" value={preview.shown} readOnly className="min-h-32 font-mono" />
              <p className="text-xs text-muted-foreground" data-testid="file-base64-stats">
                {preview.truncated ? (
                  <Trans>
                    {encodedName}: {encodedSize} →{" "}
                    <Plural value={base64Chars} one="# character of Base64" other="# characters of Base64" /> (showing
                    the first {shownChars}; Copy and Download give all of it)
                  </Trans>
                ) : (
                  <Trans>
                    {encodedName}: {encodedSize} →{" "}
                    <Plural value={base64Chars} one="# character of Base64" other="# characters of Base64" />
                  </Trans>
                )}
              </p>
              <div className="flex flex-wrap gap-2">
                <CopyButton text={encoded.base64} label={t`Base64 output`} />
                <CopyButton text={`data:${encoded.type};base64,${encoded.base64}`} label={t`data URL`}>
                  <Trans>Copy as Data URL</Trans>
                </CopyButton>
                <Button variant="outline" onClick={() => downloadText(encoded.base64, "encoded.txt")}>
                  <Download aria-hidden /> <Trans>Download</Trans>
                </Button>
              </div>
            </div>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">
            <Trans>Base64 to File</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>Paste Base64 (or load a text file holding it) and download the original file.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="space-y-2">
            <Label id="base64-to-file-label">
              <Trans>Base64 to convert to a file</Trans>
            </Label>
            {/* The editor, not a textarea: a pasted 50 MB of Base64 would cost the page seconds of layout. */}
            <CodeEditor
              language="text"
              value={base64File ? "" : base64}
              onChange={
                base64File
                  ? undefined
                  : (text) => {
                      setBase64(text);
                      setDecodeError(undefined);
                    }
              }
              labelledBy="base64-to-file-label"
              placeholder={base64File ? t`Using ${loadedName}` : t`Paste Base64 here...`}
              invalid={Boolean(decodeError)}
              describedBy={decodeError ? "base64-to-file-error" : undefined}
              className="h-32"
            />
          </div>
          <div className="flex flex-wrap items-end gap-2">
            <div className="space-y-2">
              <Label htmlFor="base64-text-file">
                <Trans>Or load Base64 from a text file</Trans>
              </Label>
              <Input
                id="base64-text-file"
                type="file"
                accept=".txt,.b64,.base64,text/plain"
                onChange={(e) => {
                  setBase64File(e.target.files?.[0]);
                  setDecodeError(undefined);
                }}
              />
            </div>
            {base64File && (
              <Button variant="ghost" onClick={() => setBase64File(undefined)}>
                <FileUp aria-hidden /> <Trans>Use pasted text instead</Trans>
              </Button>
            )}
          </div>
          <div className="space-y-2">
            <Label htmlFor="decoded-file-name">
              <Trans>File name</Trans>
            </Label>
            <Input id="decoded-file-name" value={fileName} onChange={(e) => setFileName(e.target.value)} />
            <p className="text-xs text-muted-foreground">
              <Trans>Downloads as {downloadName}</Trans>
            </p>
          </div>
          {decodeError && (
            <Alert variant="destructive" role="alert" id="base64-to-file-error">
              <AlertDescription>{decodeError}</AlertDescription>
            </Alert>
          )}
          <Button onClick={decodeAndDownload} disabled={!hasBase64 || decoding}>
            {decoding ? <Loader2 className="animate-spin" aria-hidden /> : <Download aria-hidden />}{" "}
            <Trans>Download File</Trans>
          </Button>
        </CardContent>
      </Card>
    </>
  );
}
