import { Trans, useLingui } from "@lingui/react/macro";
import { RotateCcw } from "lucide-react";
import { CodeTransformScreen } from "@/components/code-screen/CodeTransformScreen";
import { useCodeTransform } from "@/components/code-screen/use-code-transform";
import { SelectField } from "@/components/SelectField";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { usePreloadWhenIdle } from "@/lib/preload";
import { formatSql, preloadEngine, sqlDefaults, type KeywordCase, type SqlDialect, type SqlIndent } from "./engine";

const SLUG = "sql-formatter";
const SAMPLE_SQL =
  "select u.id, u.name, count(o.id) as orders from users u left join orders o on o.user_id = u.id " +
  "where u.created_at >= '2026-01-01' and u.name not like 'test%' group by u.id, u.name having count(o.id) > 2 " +
  "order by orders desc limit 10;";

export default function SqlFormatterPage() {
  const { t } = useLingui();
  usePreloadWhenIdle(preloadEngine);
  const { input, setInput, options, setOptions, set, result, busy } = useCodeTransform(
    SLUG,
    SAMPLE_SQL,
    sqlDefaults,
    formatSql,
  );
  const refusal = result.value?.refusal;
  const formatted = result.value?.sql ?? "";
  const engineError = result.error;

  const dialects: { value: SqlDialect; label: string }[] = [
    { value: "standard", label: t`Standard SQL` },
    { value: "postgresql", label: "PostgreSQL" },
    { value: "mysql", label: "MySQL" },
    { value: "sqlite", label: "SQLite" },
    { value: "sqlServer", label: "SQL Server" },
  ];
  const cases: { value: KeywordCase; label: string }[] = [
    { value: "upper", label: t`UPPERCASE` },
    { value: "lower", label: t`lowercase` },
    { value: "preserve", label: t`As written` },
  ];
  const indents: { value: SqlIndent; label: string }[] = [
    { value: "twoSpaces", label: t`2 spaces` },
    { value: "fourSpaces", label: t`4 spaces` },
    { value: "tab", label: t`Tab` },
  ];

  return (
    <div className="space-y-4">
      <CodeTransformScreen
        slug={SLUG}
        input={{
          id: "sql-input",
          title: t`SQL Input`,
          description: t`Paste a query or a whole script. Strings, quoted names and comments stay exactly as written.`,
          language: "sql",
          value: input,
          onChange: setInput,
          sample: SAMPLE_SQL,
        }}
        output={{
          id: "sql-output",
          title: t`Formatted SQL`,
          description: <Trans>Each clause on its own line, its arguments indented under it.</Trans>,
          language: "sql",
          value: formatted,
          placeholder: t`The formatted SQL appears here.`,
          copyLabel: t`the formatted SQL`,
          file: { name: "formatted.sql", type: "application/sql" },
        }}
        refusal={refusal}
        busy={busy ? { label: t`Formatting`, status: t`Formatting…` } : undefined}
        failure={engineError && <Trans>The SQL engine failed: {engineError}</Trans>}
      />
      <Card>
        <CardHeader>
          <CardTitle as="h2">
            <Trans>Options</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-3">
            <SelectField label={t`Dialect`} options={dialects} value={options.dialect} onValueChange={set("dialect")} />
            <SelectField
              label={t`Keywords`}
              options={cases}
              value={options.keywordCase}
              onValueChange={set("keywordCase")}
            />
            <SelectField label={t`Indent`} options={indents} value={options.indent} onValueChange={set("indent")} />
          </div>
          <Button variant="outline" onClick={() => setOptions(sqlDefaults)}>
            <RotateCcw aria-hidden /> <Trans>Reset to Defaults</Trans>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
