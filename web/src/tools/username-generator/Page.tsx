import { useMemo, useState } from "react";
import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Download, RefreshCw } from "lucide-react";
import { toast } from "sonner";
import { EngineGate } from "@/components/EngineGate";
import { LabelledSlider } from "@/components/LabelledSlider";
import { LabelledSwitch } from "@/components/LabelledSwitch";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup } from "@/components/ui/radio-group";
import { CopyButton } from "@/components/CopyButton";
import { copyToClipboard } from "@/lib/clipboard";
import { downloadText } from "@/lib/download";
import { reportToolUse } from "@/lib/tool-events";
import { loadUsernameEngine, parseCount, usernamesAsLines, type UsernameEngine, type UsernameStyle } from "./engine";

const SLUG = "username-generator";

/** Each style as the radio group shows it, in the page's language (the engine gives their order). */
const STYLE_WORDS: Record<UsernameStyle, { name: MessageDescriptor; description: MessageDescriptor }> = {
  "adjective-noun": { name: msg`Adjective + Noun`, description: msg`Two words, like SwiftTiger` },
  tech: { name: msg`Tech`, description: msg`A tech twist, like SilentByte` },
  gaming: { name: msg`Gaming`, description: msg`A gamer tag, like PhoenixSlayer` },
  random: { name: msg`Random`, description: msg`Random letters and digits of the chosen length` },
};

export default function UsernameGeneratorPage() {
  const { t } = useLingui();
  return (
    <EngineGate load={loadUsernameEngine} name={t`the username generator`}>
      {(engine) => <UsernameGenerator engine={engine} />}
    </EngineGate>
  );
}

function UsernameGenerator({ engine }: { engine: UsernameEngine }) {
  const { i18n, t } = useLingui();
  const { config } = engine;
  const { minLength, maxLength, minCount, maxCount } = config;
  const separators = config.separators.join(" ");
  const [style, setStyle] = useState<UsernameStyle>(config.defaultStyle);
  const [length, setLength] = useState(config.defaultLength);
  // The field keeps what the user types; the generator gets the clamped number (default when not a number).
  const [countText, setCountText] = useState(String(config.defaultCount));
  const [numbers, setNumbers] = useState(false);
  const [symbols, setSymbols] = useState(false);
  const [prefix, setPrefix] = useState("");
  const [suffix, setSuffix] = useState("");
  // Bumped by Generate: same settings, a fresh batch.
  const [batch, setBatch] = useState(0);

  const count = parseCount(countText, config);
  const names = useMemo(
    () => engine.generate({ style, length, count, numbers, symbols, prefix, suffix }),
    // `batch` is a dependency on purpose: each Generate click draws anew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [engine, style, length, count, numbers, symbols, prefix, suffix, batch],
  );
  const lines = usernamesAsLines(names);
  const csv = useMemo(() => engine.toCsv(names), [engine, names]);
  const random = style === "random";
  const nameCount = names.length;

  async function copyName(name: string) {
    if (await copyToClipboard(name)) {
      toast.success(t`Copied!`, { description: t`${name} copied to clipboard` });
      reportToolUse(SLUG);
    } else {
      toast.error(t`Copy Failed`, { description: t`Could not copy ${name}. Try selecting and copying manually.` });
    }
  }

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card className="min-w-0 self-start">
        <CardHeader>
          <CardTitle as="h2">
            <Trans>Settings</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>Usernames update as you change any setting.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          <RadioGroup
            legend={t`Username Style`}
            name="username-style"
            value={style}
            options={config.styles.map((id) => ({
              value: id,
              label: i18n._(STYLE_WORDS[id].name),
              description: i18n._(STYLE_WORDS[id].description),
            }))}
            onValueChange={setStyle}
          />
          <LabelledSlider
            id="username-length"
            label={t`Length`}
            valuePosition="beside-label"
            min={config.minLength}
            max={config.maxLength}
            value={length}
            onValueChange={setLength}
            disabled={!random}
            valueText={(characters) => t`${plural(characters, { one: "# character", other: "# characters" })}`}
            description={
              random
                ? t`${minLength} to ${maxLength} characters for the Random style.`
                : t`Used by the Random style; word styles keep their words whole.`
            }
          />
          <div className="space-y-2">
            <Label htmlFor="username-count">
              <Trans>Number of Usernames</Trans>
            </Label>
            <Input
              id="username-count"
              type="number"
              inputMode="numeric"
              min={config.minCount}
              max={config.maxCount}
              value={countText}
              onChange={(event) => setCountText(event.target.value)}
              onBlur={() => setCountText(String(count))}
              aria-describedby="username-count-hint"
            />
            <p id="username-count-hint" className="text-xs text-muted-foreground">
              <Trans>
                {minCount} to {maxCount}.
              </Trans>
            </p>
          </div>
          <LabelledSwitch id="username-numbers" label={t`Add Numbers`} checked={numbers} onCheckedChange={setNumbers} />
          <LabelledSwitch
            id="username-symbols"
            label={t`Symbol Separators`}
            description={t`Joins the parts with ${separators}`}
            checked={symbols}
            onCheckedChange={setSymbols}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-2">
              <Label htmlFor="username-prefix">
                <Trans>Prefix</Trans>
              </Label>
              <Input
                id="username-prefix"
                value={prefix}
                onChange={(event) => setPrefix(event.target.value)}
                placeholder={t`e.g. the`}
              />
            </div>
            <div className="space-y-2">
              <Label htmlFor="username-suffix">
                <Trans>Suffix</Trans>
              </Label>
              <Input
                id="username-suffix"
                value={suffix}
                onChange={(event) => setSuffix(event.target.value)}
                placeholder={t`e.g. _yt`}
              />
            </div>
          </div>
          <Button
            className="w-full"
            onClick={() => {
              setBatch((n) => n + 1);
              reportToolUse(SLUG, t`${plural(count, { one: "Generated # username", other: "Generated # usernames" })}`);
            }}
          >
            <RefreshCw aria-hidden="true" /> <Trans>Generate</Trans>
          </Button>
        </CardContent>
      </Card>

      <Card className="min-w-0 self-start">
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle as="h2">
              <Trans>Generated Usernames</Trans>
            </CardTitle>
            <Badge variant="secondary" aria-live="polite">
              <Plural value={nameCount} one="# username" other="# usernames" />
            </Badge>
          </div>
          <CardDescription>
            <Trans>Click a username to copy it.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <ul className="grid gap-2 sm:grid-cols-2" aria-label={t`Usernames`} translate="no">
            {names.map((name) => (
              <li key={name} className="min-w-0">
                <button
                  type="button"
                  onClick={() => void copyName(name)}
                  title={t`Copy ${name}`}
                  className="w-full rounded-md border bg-background px-3 py-2 text-start font-mono text-sm break-all transition-colors hover:bg-accent hover:text-accent-foreground "
                >
                  {name}
                </button>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            <CopyButton text={lines} label={t`the usernames`} onCopied={() => reportToolUse(SLUG)}>
              <Trans>Copy All</Trans>
            </CopyButton>
            <CopyButton text={csv} label={t`the usernames as CSV`} onCopied={() => reportToolUse(SLUG)}>
              <Trans>Copy as CSV</Trans>
            </CopyButton>
            <Button
              variant="outline"
              onClick={() => {
                downloadText(`${lines}\n`, "usernames.txt");
                reportToolUse(SLUG);
              }}
            >
              <Download aria-hidden="true" /> <Trans>Download</Trans>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
