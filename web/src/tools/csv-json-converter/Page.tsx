import { useId, useState } from "react";
import { plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeftRight, Download } from "lucide-react";
import { CodeOutputCard } from "@/components/code-screen/CodeOutputCard";
import { CodeTransformScreen } from "@/components/code-screen/CodeTransformScreen";
import { useCodeTransform } from "@/components/code-screen/use-code-transform";
import { CopyButton } from "@/components/CopyButton";
import { LabelledSwitch } from "@/components/LabelledSwitch";
import { SelectField } from "@/components/SelectField";
import { StreamedFileCard } from "@/components/StreamedFileCard";
import { LARGE_TEXT_CHARS } from "@/components/TextInputCard";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { downloadBlob } from "@/lib/download";
import { messageOf } from "@/lib/engine-refusal";
import { formatBytes } from "@/lib/format-bytes";
import { usePreloadWhenIdle } from "@/lib/preload";
import { reportToolUse } from "@/lib/tool-events";
import { useStreamedFile, type StreamedFile } from "@/lib/use-streamed-file";
import {
  convert,
  convertFile,
  csvDefaults,
  preloadEngine,
  type CsvOptions,
  type CsvSummary,
  type Delimiter,
  type FileDone,
  type Refusable,
  type Target,
} from "./engine";

const SLUG = "csv-json-converter";

/** A sample each way: quoted fields with a delimiter, a doubled quote and a line break in them. */
const SAMPLES: Record<Target, string> = {
  json: `name,born,languages,note
Ada Lovelace,1815,English,"First program, 1843"
Grace Hopper,1906,"COBOL, FLOW-MATIC","Said ""It's easier to ask forgiveness""
than permission"
Alan Turing,1912,,
`,
  csv: `[
  { "name": "Ada Lovelace", "born": 1815, "languages": ["English"] },
  { "name": "Grace Hopper", "born": 1906, "note": "Said \\"It's easier\\"" },
  { "name": "Alan Turing", "born": 1912, "languages": null }
]
`,
};

const FILE: Record<Target, { extension: string; type: string }> = {
  json: { extension: "json", type: "application/json" },
  csv: { extension: "csv", type: "text/csv;charset=utf-8" },
};

/** The delimiter select's value: one of the engine's, or detection (reading CSV only). */
type DelimiterChoice = Delimiter | "detect";

export default function CsvJsonConverterPage() {
  const { t } = useLingui();
  usePreloadWhenIdle(preloadEngine);
  const [source, setSource] = useState<"text" | "file">("text");
  const { input, setInput, options, setOptions, set, result, busy } = useCodeTransform(
    SLUG,
    SAMPLES.json,
    csvDefaults,
    convert,
  );
  const toJson = options.to === "json";
  // Writing CSV there is nothing to detect: no choice is a comma.
  const delimiter: DelimiterChoice = options.delimiter ?? (toJson ? "detect" : "comma");
  // An empty editor is no mistake: it shows the placeholders, not a refusal.
  const refusal = input ? result.value?.refusal : undefined;
  const conversion = input ? result.value?.value : undefined;
  const engineError = result.error;

  const [chosen, setChosen] = useState<File>();
  const fileState = useStreamedFile(chosen, options, convertChosenFile);

  const delimiters: { value: DelimiterChoice; label: string }[] = [
    ...(toJson ? [{ value: "detect" as const, label: t`Detect automatically` }] : []),
    { value: "comma", label: t`Comma (,)` },
    { value: "semicolon", label: t`Semicolon (;)` },
    { value: "tab", label: t`Tab` },
    { value: "pipe", label: t`Pipe (|)` },
  ];
  const directions: { value: Target; label: string }[] = [
    { value: "json", label: t`CSV to JSON` },
    { value: "csv", label: t`JSON to CSV` },
  ];
  const swap = () => {
    if (source === "text" && conversion) setInput(conversion.output);
    setOptions((current) => ({ ...current, to: current.to === "json" ? "csv" : "json" }));
  };
  const summary = source === "text" ? conversion?.summary : fileState?.result?.value?.summary;

  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle as="h2">
            <Trans>Options</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="flex flex-wrap items-end gap-4">
            <SelectField
              label={t`Convert`}
              options={directions}
              value={options.to}
              onValueChange={(to) => set("to")(to)}
            />
            <Button variant="outline" onClick={swap}>
              <ArrowLeftRight aria-hidden /> <Trans>Swap</Trans>
            </Button>
            <SelectField
              label={t`Delimiter`}
              options={delimiters}
              value={delimiter}
              onValueChange={(value) => set("delimiter")(value === "detect" ? null : value)}
            />
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <LabelledSwitch
              variant="tile"
              label={t`Header row`}
              description={
                toJson
                  ? t`The first row names the columns: each row becomes an object. Off: each row becomes an array.`
                  : t`A first row with the objects’ keys.`
              }
              checked={options.header}
              onCheckedChange={(header) => set("header")(header)}
            />
            {toJson ? (
              <LabelledSwitch
                variant="tile"
                label={t`Numbers and booleans`}
                description={t`42, -3.5, true and false as JSON values and empty fields as null. 007 and 1e999 stay text. Off: every value is text.`}
                checked={options.types}
                onCheckedChange={(types) => set("types")(types)}
              />
            ) : (
              <LabelledSwitch
                variant="tile"
                label={t`Escape formulas`}
                description={t`A ' before cells that start with = + - or @, so a spreadsheet shows them instead of running them. Numbers stay as they are.`}
                checked={options.escapeFormulas}
                onCheckedChange={(escapeFormulas) => set("escapeFormulas")(escapeFormulas)}
              />
            )}
          </div>
        </CardContent>
      </Card>

      <Tabs value={source} onValueChange={(value) => setSource(value === "file" ? "file" : "text")}>
        <TabsList>
          <TabsTrigger value="text">
            <Trans>Text</Trans>
          </TabsTrigger>
          <TabsTrigger value="file">
            <Trans>File</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="text" className="space-y-4">
          <CodeTransformScreen
            slug={SLUG}
            input={{
              id: "csv-input",
              title: t`Input`,
              description: toJson
                ? t`Paste CSV. Quoted fields may hold delimiters, line breaks and doubled quotes ("").`
                : t`Paste a JSON array of objects, of arrays or of values.`,
              language: toJson ? "text" : "json",
              value: input,
              onChange: setInput,
              sample: SAMPLES[options.to],
            }}
            output={{
              id: "csv-output",
              title: t`Output`,
              description: toJson ? (
                <Trans>An array of objects keyed by the header, or of arrays without one.</Trans>
              ) : (
                <Trans>Nested objects and arrays are written as JSON in their cell; null is an empty cell.</Trans>
              ),
              language: toJson ? "json" : "text",
              value: conversion?.output ?? "",
              placeholder: t`The converted text appears here.`,
              copyLabel: t`the converted text`,
              file: { name: `converted.${FILE[options.to].extension}`, type: FILE[options.to].type },
            }}
            refusal={refusal}
            busy={busy ? { label: t`Converting`, status: t`Converting…` } : undefined}
            failure={engineError && <Trans>The converter failed: {engineError}</Trans>}
          />
        </TabsContent>
        <TabsContent value="file" className="space-y-4">
          <FileCard
            state={fileState}
            onFile={(file) => {
              setChosen(file);
              if (file) {
                const fileName = file.name;
                reportToolUse(SLUG, t`Converted ${fileName}`);
              }
            }}
          />
          {fileState?.result?.value && (
            <FileOutputCard done={fileState.result.value} file={fileState.file} to={options.to} />
          )}
        </TabsContent>
      </Tabs>

      {summary && <PreviewCard summary={summary} to={options.to} detected={toJson && !options.delimiter} />}
    </div>
  );
}

/** Converts the chosen file in the worker, chunk by chunk, keeping the first part of its output to show. */
function convertChosenFile(
  file: File,
  options: Required<CsvOptions>,
  progress: (read: number) => void,
  isCurrent: () => boolean,
): Promise<Refusable<FileDone> | undefined> {
  return convertFile(file, options, LARGE_TEXT_CHARS, progress, isCurrent);
}

function FileCard({
  state,
  onFile,
}: {
  state: StreamedFile<Refusable<FileDone>> | undefined;
  onFile: (file: File | undefined) => void;
}) {
  const { t } = useLingui();
  const name = state?.file.name;
  const size = state && formatBytes(state.file.size);
  const refusal = state?.result?.refusal;
  const engineError = state?.error === undefined ? undefined : messageOf(state.error);
  return (
    <StreamedFileCard
      description={
        <Trans>
          Large files too, 50 MB and more: read in pieces in your browser, in the background, and never uploaded.
          Choosing another file or option starts over.
        </Trans>
      }
      chooseLabel={<Trans>Choose a file to convert</Trans>}
      accept=".csv,.tsv,.txt,.json,text/csv,application/json"
      progressLabel={t`Converting ${name}`}
      doneText={
        state?.result?.value && (
          <Trans>
            {name}: {size}, converted
          </Trans>
        )
      }
      state={state}
      onFile={onFile}
      testId="csv-file-progress"
    >
      {refusal && (
        <Alert variant="destructive">
          <AlertDescription>{refusal.text}</AlertDescription>
        </Alert>
      )}
      {engineError && (
        <Alert variant="destructive">
          <AlertDescription>
            <Trans>The converter failed: {engineError}</Trans>
          </AlertDescription>
        </Alert>
      )}
    </StreamedFileCard>
  );
}

/** A converted file's output: its first part in the editor, all of it in the download. */
function FileOutputCard({ done, file, to }: { done: FileDone; file: File; to: Target }) {
  const { i18n, t } = useLingui();
  const truncated = done.shown.length < done.length;
  const shownChars = i18n.number(done.shown.length);
  const length = done.length;
  const downloadName = `${file.name.replace(/\.[^.]*$/, "")}.${FILE[to].extension}`;
  return (
    <CodeOutputCard
      id="csv-file-output"
      title={t`Converted file`}
      description={
        truncated
          ? t`Showing the first ${shownChars} of ${plural(length, { one: "# character", other: "# characters" })}. Download gives all of it.`
          : t`All of it is shown. Download saves it as a file.`
      }
      language={to === "json" ? "json" : "text"}
      value={done.shown}
      placeholder=""
      actions={
        <>
          {!truncated && (
            <CopyButton text={done.shown} label={t`the converted text`} onCopied={() => reportToolUse(SLUG)} />
          )}
          <Button
            variant="outline"
            onClick={() => {
              downloadBlob(done.blob, downloadName);
              reportToolUse(SLUG);
            }}
          >
            <Download aria-hidden /> <Trans>Download {downloadName}</Trans>
          </Button>
        </>
      }
    />
  );
}

/** What the conversion found, and its first rows as a table that scrolls in its own box. */
function PreviewCard({ summary, to, detected }: { summary: CsvSummary; to: Target; detected: boolean }) {
  const { t } = useLingui();
  const titleId = useId();
  const names: Record<Delimiter, string> = {
    comma: t`Comma`,
    semicolon: t`Semicolon`,
    tab: t`Tab`,
    pipe: t`Pipe`,
  };
  const name = names[summary.delimiter];
  const rows = summary.rows;
  const columns = summary.columns;
  const shown = summary.preview.length;
  const header =
    summary.header ??
    Array.from({ length: columns }, (_, index) => {
      const number = index + 1;
      return t`Column ${number}`;
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          <Trans>Table preview</Trans>
        </CardTitle>
        <CardDescription data-testid="csv-summary">
          {to === "json" && (detected ? <Trans>Detected: {name}</Trans> : <Trans>Delimiter: {name}</Trans>)}
          {to === "json" && " · "}
          <Plural value={rows} one="# row" other="# rows" /> ·{" "}
          <Plural value={columns} one="# column" other="# columns" />
          {shown < rows && (
            <>
              {" · "}
              <Trans>the first {shown} shown</Trans>
            </>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <div
          role="region"
          aria-labelledby={titleId}
          tabIndex={0}
          className="max-h-96 max-w-full overflow-auto rounded-md border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {/* The visitor's data: a browser's translator must leave it as it is. */}
          <table translate="no" className="w-max min-w-full border-collapse text-sm">
            <thead className="sticky top-0 bg-muted">
              <tr>
                <th scope="col" className="border-b px-2 py-1 text-end font-medium text-muted-foreground">
                  #
                </th>
                {header.map((cell, index) => (
                  <th key={index} scope="col" className="border-b px-2 py-1 text-start font-medium">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {summary.preview.map((row, rowIndex) => (
                <tr key={rowIndex} className="even:bg-muted/40">
                  <th scope="row" className="px-2 py-1 text-end font-normal text-muted-foreground tabular-nums">
                    {rowIndex + 1}
                  </th>
                  {row.map((cell, index) => (
                    <td key={index} className="max-w-xs px-2 py-1 align-top break-words whitespace-pre-wrap">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
