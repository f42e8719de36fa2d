import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeftRight } from "lucide-react";
import { CodeTransformScreen } from "@/components/code-screen/CodeTransformScreen";
import { useCodeTransform } from "@/components/code-screen/use-code-transform";
import type { EditorLanguage } from "@/components/editor/languages";
import { SelectField } from "@/components/SelectField";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { usePreloadWhenIdle } from "@/lib/preload";
import { convert, convertDefaults, preloadEngine, type Format } from "./engine";

const SLUG = "yaml-json-toml-converter";

/** A sample in each format: the same settings, with an anchor and a merge key in the YAML. */
const SAMPLES: Record<Format, string> = {
  yaml: `# Settings shared by every environment
defaults: &defaults
  adapter: postgres
  host: localhost
  pool: 5

development:
  <<: *defaults
  database: app_dev

servers:
  - name: alpha
    ip: 10.0.0.1
  - name: beta
    ip: 10.0.0.2
`,
  json: `{
  "title": "Penknife",
  "owner": { "name": "Ada", "born": 1815 },
  "ports": [80, 443],
  "servers": [
    { "name": "alpha", "ip": "10.0.0.1" },
    { "name": "beta", "ip": "10.0.0.2" }
  ]
}
`,
  toml: `title = "Penknife"
released = 2026-05-27T07:32:00Z

[owner]
name = "Ada"

[[servers]]
name = "alpha"
ip = "10.0.0.1"
`,
};

/** How the editor highlights each format (TOML has no grammar in the editor: plain text). */
const LANGUAGE: Record<Format, EditorLanguage> = { yaml: "yaml", json: "json", toml: "text" };
const FILE: Record<Format, { name: string; type: string }> = {
  yaml: { name: "converted.yaml", type: "application/yaml" },
  json: { name: "converted.json", type: "application/json" },
  toml: { name: "converted.toml", type: "application/toml" },
};

export default function YamlJsonTomlConverterPage() {
  const { t } = useLingui();
  usePreloadWhenIdle(preloadEngine);
  const { input, setInput, options, setOptions, set, result, busy } = useCodeTransform(
    SLUG,
    SAMPLES.yaml,
    convertDefaults,
    convert,
  );
  // An empty editor is no mistake: it shows the placeholders, not a refusal.
  const refusal = input ? result.value?.refusal : undefined;
  const converted = (input && result.value?.text) || "";
  const engineError = result.error;

  const formats: { value: Format; label: string }[] = [
    { value: "yaml", label: "YAML" },
    { value: "json", label: "JSON" },
    { value: "toml", label: "TOML" },
  ];
  const swap = () => {
    if (converted) setInput(converted);
    setOptions(({ from, to }) => ({ from: to, to: from }));
  };

  return (
    <div className="space-y-4">
      <Card>
        <CardContent className="flex flex-wrap items-end gap-4">
          <SelectField label={t`From`} options={formats} value={options.from} onValueChange={set("from")} />
          <Button variant="outline" onClick={swap} disabled={options.from === options.to && !converted}>
            <ArrowLeftRight aria-hidden /> <Trans>Swap</Trans>
          </Button>
          <SelectField label={t`To`} options={formats} value={options.to} onValueChange={set("to")} />
        </CardContent>
      </Card>
      <CodeTransformScreen
        slug={SLUG}
        input={{
          id: "convert-input",
          title: t`Input`,
          description: t`Paste YAML, JSON or TOML. Key order is kept; YAML anchors, aliases and merge keys are resolved.`,
          language: LANGUAGE[options.from],
          value: input,
          onChange: setInput,
          sample: SAMPLES[options.from],
        }}
        output={{
          id: "convert-output",
          title: t`Output`,
          description: (
            <Trans>Several YAML documents become a JSON array. TOML has no null and one document only.</Trans>
          ),
          language: LANGUAGE[options.to],
          value: converted,
          placeholder: t`The converted text appears here.`,
          copyLabel: t`the converted text`,
          file: FILE[options.to],
        }}
        refusal={refusal}
        busy={busy ? { label: t`Converting`, status: t`Converting…` } : undefined}
        failure={engineError && <Trans>The converter failed: {engineError}</Trans>}
      />
    </div>
  );
}
