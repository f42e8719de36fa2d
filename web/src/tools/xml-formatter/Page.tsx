import { Trans, useLingui } from "@lingui/react/macro";
import { CheckCircle2, RotateCcw, XCircle } from "lucide-react";
import { CodeTransformScreen } from "@/components/code-screen/CodeTransformScreen";
import { useCodeTransform } from "@/components/code-screen/use-code-transform";
import { LabelledSwitch } from "@/components/LabelledSwitch";
import { SelectField } from "@/components/SelectField";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { RadioGroup } from "@/components/ui/radio-group";
import { usePreloadWhenIdle } from "@/lib/preload";
import { preloadEngine, transformXml, xmlDefaults, type XmlIndent, type XmlMode } from "./engine";

const SLUG = "xml-formatter";
const SAMPLE_XML =
  '<?xml version="1.0" encoding="UTF-8"?><catalog><!-- Two books --><book id="bk101" lang="en">' +
  "<title>XML Developer's Guide</title><price currency='EUR'>44.95</price>" +
  "<description>An <em>in-depth</em> look at creating applications with XML.</description></book>" +
  '<book id="bk102"><title>Midnight Rain</title><price currency="EUR">5.95</price><sold-out/></book></catalog>';

export default function XmlFormatterPage() {
  const { t } = useLingui();
  usePreloadWhenIdle(preloadEngine);
  const { input, setInput, options, setOptions, set, result, busy } = useCodeTransform(
    SLUG,
    SAMPLE_XML,
    xmlDefaults,
    transformXml,
  );
  const refusal = result.value?.refusal;
  const output = result.value?.xml ?? "";
  const engineError = result.error;
  const minify = options.mode === "minify";

  const modes: { value: XmlMode; label: string; description: string }[] = [
    { value: "format", label: t`Format`, description: t`Each element that holds elements on its own lines, indented.` },
    { value: "minify", label: t`Minify`, description: t`The whitespace between elements removed.` },
  ];
  const indents: { value: XmlIndent; label: string }[] = [
    { value: "twoSpaces", label: t`2 spaces` },
    { value: "fourSpaces", label: t`4 spaces` },
    { value: "tab", label: t`Tab` },
  ];

  return (
    <div className="space-y-4">
      <CodeTransformScreen
        slug={SLUG}
        input={{
          id: "xml-input",
          title: t`XML Input`,
          description: t`Paste a document. Text, CDATA, comments and entity references stay exactly as written; outside entities are never read.`,
          language: "xml",
          value: input,
          onChange: setInput,
          sample: SAMPLE_XML,
        }}
        output={{
          id: "xml-output",
          title: minify ? t`Minified XML` : t`Formatted XML`,
          description: minify ? (
            <Trans>Whitespace between elements removed; text and mixed content untouched.</Trans>
          ) : (
            <Trans>Elements that hold elements indented; text and mixed content untouched.</Trans>
          ),
          language: "xml",
          value: output,
          placeholder: minify ? t`The minified XML appears here.` : t`The formatted XML appears here.`,
          copyLabel: minify ? t`the minified XML` : t`the formatted XML`,
          file: { name: minify ? "minified.xml" : "formatted.xml", type: "application/xml" },
        }}
        refusal={refusal}
        busy={busy ? { label: t`Formatting`, status: t`Formatting…` } : undefined}
        failure={engineError && <Trans>The XML engine failed: {engineError}</Trans>}
      />
      <p className="flex items-center gap-2 font-semibold" role="status" data-testid="xml-verdict">
        {output && (
          <span className="flex items-center gap-2 text-success">
            <CheckCircle2 className="size-5 shrink-0" aria-hidden />
            <Trans>Well-formed</Trans>
          </span>
        )}
        {refusal && (
          <span className="flex items-center gap-2 text-destructive">
            <XCircle className="size-5 shrink-0" aria-hidden />
            <Trans>Not well-formed</Trans>
          </span>
        )}
      </p>
      <Card>
        <CardHeader>
          <CardTitle as="h2">
            <Trans>Options</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="grid gap-4 md:grid-cols-2">
            <RadioGroup
              legend={t`Mode`}
              name={`${SLUG}-mode`}
              value={options.mode}
              options={modes}
              onValueChange={set("mode")}
            />
            <div className="space-y-4">
              <SelectField
                label={t`Indent`}
                options={indents}
                value={options.indent}
                onValueChange={set("indent")}
                disabled={minify}
              />
              <LabelledSwitch
                label={t`Remove comments`}
                checked={options.removeComments}
                onCheckedChange={set("removeComments")}
              />
            </div>
          </div>
          <Button variant="outline" onClick={() => setOptions(xmlDefaults)}>
            <RotateCcw aria-hidden /> <Trans>Reset to Defaults</Trans>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
