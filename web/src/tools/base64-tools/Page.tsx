import { useEffect, useMemo, useState } from "react";
import { useParams } from "react-router";
import { Download, Eraser } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { CopyButton } from "@/components/CopyButton";
import { downloadText } from "@/lib/download";
import { formatBytes, utf8Length } from "@/lib/format-bytes";
import { loadBase64, type Base64Engine } from "./engine";
import { FileConverter } from "./FileConverter";

const ENCODE_FAILED = "Failed to encode text. Please check your input.";

export default function Base64Page() {
  const { slug } = useParams();
  const [engine, setEngine] = useState<Base64Engine>();
  const [loadError, setLoadError] = useState<string>();

  useEffect(() => {
    loadBase64().then(setEngine, (error: unknown) => setLoadError(String(error)));
  }, []);

  return (
    <div className="space-y-4">
      {loadError && (
        <Alert variant="destructive">
          <AlertTitle>The Base64 engine could not be loaded</AlertTitle>
          <AlertDescription>Check your connection and reload the page. ({loadError})</AlertDescription>
        </Alert>
      )}
      <Tabs defaultValue={slug === "base64-decoder" ? "decode" : "encode"}>
        <TabsList className="grid w-full grid-cols-3">
          <TabsTrigger value="encode">Encode Text</TabsTrigger>
          <TabsTrigger value="decode">Decode Base64</TabsTrigger>
          <TabsTrigger value="file">File Converter</TabsTrigger>
        </TabsList>
        <TabsContent value="encode">
          <EncodeText engine={engine} />
        </TabsContent>
        <TabsContent value="decode">
          <DecodeText engine={engine} />
        </TabsContent>
        <TabsContent value="file" className="space-y-4">
          <FileConverter />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function sizeLine(text: string) {
  return `${text.length.toLocaleString()} characters · ${formatBytes(utf8Length(text))}`;
}

interface TextOutputProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  copyLabel: string;
  downloadName: string;
  /** Clears the input; absent (button disabled) while there is nothing to clear. */
  onClear?: () => void;
}

/** A read-only result with its size and the Copy / Download / Clear row, as both text tabs show it. */
function TextOutput({ id, label, placeholder, value, copyLabel, downloadName, onClear }: TextOutputProps) {
  return (
    <>
      <div className="space-y-2">
        <Label htmlFor={id}>{label}</Label>
        <Textarea id={id} value={value} readOnly placeholder={placeholder} className="min-h-32 font-mono" />
        <p className="text-xs text-muted-foreground">{sizeLine(value)}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={value} label={copyLabel} disabled={!value} />
        <Button variant="outline" disabled={!value} onClick={() => downloadText(value, downloadName)}>
          <Download aria-hidden /> Download
        </Button>
        <Button variant="outline" disabled={!onClear} onClick={onClear}>
          <Eraser aria-hidden /> Clear
        </Button>
      </div>
    </>
  );
}

function EncodeText({ engine }: { engine?: Base64Engine }) {
  const [input, setInput] = useState("");
  const result = useMemo(() => {
    if (!engine) return { output: "" };
    try {
      return { output: engine.textToBase64(input) };
    } catch {
      return { output: "", error: ENCODE_FAILED };
    }
  }, [engine, input]);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Encode Text to Base64</CardTitle>
        <CardDescription>
          Encodes as you type. Text is encoded as UTF-8, so every language and emoji round-trips.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="space-y-2">
          <Label htmlFor="encode-input">Text to Encode</Label>
          <Textarea
            id="encode-input"
            value={input}
            onChange={(e) => setInput(e.target.value)}
            placeholder="Enter text to encode..."
            className="min-h-32 font-mono"
          />
          <p className="text-xs text-muted-foreground">{sizeLine(input)}</p>
        </div>
        {result.error && (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{result.error}</AlertDescription>
          </Alert>
        )}
        <TextOutput
          id="encode-output"
          label="Base64 Output"
          placeholder="Base64 encoded text will appear here..."
          value={result.output}
          copyLabel="Base64 output"
          downloadName="encoded.txt"
          onClear={input ? () => setInput("") : undefined}
        />
      </CardContent>
    </Card>
  );
}

function DecodeText({ engine }: { engine?: Base64Engine }) {
  const [input, setInput] = useState("");
  const result = useMemo(() => {
    if (!engine || !input.trim()) return { output: "", valid: true };
    const checked = engine.base64ToTextChecked(input);
    try {
      return { output: checked.text ?? "", valid: checked.canonical, error: checked.error };
    } finally {
      checked.free();
    }
  }, [engine, input]);

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle as="h2">Decode Base64 to Text</CardTitle>
          {input.trim() && engine && (
            <Badge variant={result.valid ? "success" : "destructive"} aria-live="polite">
              {result.valid ? "Valid Base64" : "Invalid Base64"}
            </Badge>
          )}
        </div>
        <CardDescription>Decodes as you type. Line breaks and a data-URL header are ignored.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="space-y-2">
          <Label htmlFor="decode-input">Base64 to Decode</Label>
          <Textarea
            id="decode-input"
            value={input}
            onChange={(e) => setInput(e.target.value)}
            placeholder="Enter Base64 to decode..."
            className="min-h-32 font-mono"
            aria-invalid={Boolean(result.error)}
            aria-describedby={result.error ? "decode-error" : undefined}
          />
          <p className="text-xs text-muted-foreground">{sizeLine(input)}</p>
        </div>
        {result.error && (
          <Alert variant="destructive" id="decode-error" role="alert">
            <AlertDescription>{result.error}</AlertDescription>
          </Alert>
        )}
        <TextOutput
          id="decode-output"
          label="Decoded Text"
          placeholder="Decoded text will appear here..."
          value={result.output}
          copyLabel="decoded text"
          downloadName="decoded.txt"
          onClear={input ? () => setInput("") : undefined}
        />
      </CardContent>
    </Card>
  );
}
