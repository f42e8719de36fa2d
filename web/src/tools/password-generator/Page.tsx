import { useState } from "react";
import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { RefreshCw } from "lucide-react";
import { toast } from "sonner";
import { EngineGate } from "@/components/EngineGate";
import { LabelledSlider } from "@/components/LabelledSlider";
import { LabelledSwitch } from "@/components/LabelledSwitch";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { CopyButton } from "@/components/CopyButton";
import { cn } from "@/lib/cn";
import { reportToolUse } from "@/lib/tool-events";
import {
  DEFAULT_OPTIONS,
  MAX_LENGTH,
  MIN_LENGTH,
  loadPasswordGenerator,
  refusalText,
  type GeneratedPassword,
  type PasswordGenerator,
  type PasswordOptions,
  type StrengthLevel,
} from "./engine";

const SLUG = "password-generator";

type SetKey = "uppercase" | "lowercase" | "numbers" | "symbols";

/** Each set's switch label names its characters too ('Uppercase Letters (A-Z)'). */
const CHARACTER_SETS: { key: SetKey; label: MessageDescriptor }[] = [
  { key: "uppercase", label: msg`Uppercase Letters (A-Z)` },
  { key: "lowercase", label: msg`Lowercase Letters (a-z)` },
  { key: "numbers", label: msg`Numbers (0-9)` },
  { key: "symbols", label: msg`Symbols (!@#$%^&*)` },
];

/** The meter by the engine's level: its word in the page's language and colours readable on light and dark cards. */
const STRENGTH_STYLES: Record<StrengthLevel, { label: MessageDescriptor; text: string; bar: string }> = {
  veryWeak: {
    label: msg`Very Weak`,
    text: "text-red-600 dark:text-red-400",
    bar: "*:data-[slot=progress-indicator]:bg-red-500",
  },
  weak: {
    label: msg`Weak`,
    text: "text-red-600 dark:text-red-400",
    bar: "*:data-[slot=progress-indicator]:bg-red-500",
  },
  fair: {
    label: msg`Fair`,
    text: "text-orange-600 dark:text-orange-400",
    bar: "*:data-[slot=progress-indicator]:bg-orange-500",
  },
  good: {
    label: msg`Good`,
    text: "text-yellow-700 dark:text-yellow-400",
    bar: "*:data-[slot=progress-indicator]:bg-yellow-500",
  },
  strong: {
    label: msg`Strong`,
    text: "text-green-700 dark:text-green-400",
    bar: "*:data-[slot=progress-indicator]:bg-green-500",
  },
  veryStrong: {
    label: msg`Very Strong`,
    text: "text-green-700 dark:text-green-400",
    bar: "*:data-[slot=progress-indicator]:bg-green-600",
  },
};

export default function PasswordGeneratorPage() {
  const { t } = useLingui();
  return (
    <EngineGate load={loadPasswordGenerator} name={t`the password generator`}>
      {(generate) => <PasswordGeneratorTool generate={generate} />}
    </EngineGate>
  );
}

function PasswordGeneratorTool({ generate }: { generate: PasswordGenerator }) {
  const { i18n, t } = useLingui();
  const [options, setOptions] = useState<PasswordOptions>(DEFAULT_OPTIONS);
  // Undefined while every character set is off: the switches stay as the user set them and the display says why.
  const [result, setResult] = useState<GeneratedPassword | undefined>(
    () => generateOrError(generate, DEFAULT_OPTIONS).result,
  );

  /** Applies new options and draws a new password at once (spec: regenerate on every option change). */
  function regenerate(next: PasswordOptions) {
    setOptions(next);
    const { result, error } = generateOrError(generate, next);
    setResult(result);
    // The engine's message: 'Please select at least one character type'.
    if (error) toast.error(t`Error`, { description: error });
  }

  const update = (patch: Partial<PasswordOptions>) => regenerate({ ...options, ...patch });
  const meter = result ? STRENGTH_STYLES[result.strength.level] : undefined;
  const style = meter ?? { text: "", bar: "" };
  const strength = meter ? i18n._(meter.label) : "—";
  const score = result?.strength.score ?? 0;
  const bits = Math.round(result?.entropyBits ?? 0);

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card className="min-w-0 self-start">
        <CardHeader>
          <CardTitle as="h2">
            <Trans>Generated Password</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>Drawn from your browser&apos;s secure random generator; it never leaves this page.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <output
            translate="no"
            id="generated-password"
            aria-label={t`Generated password`}
            className={cn(
              "block min-h-14 rounded-md border bg-muted/40 px-3 py-3 font-mono text-lg break-all",
              !result && "text-sm text-muted-foreground",
            )}
          >
            {result ? result.password : t`Turn on at least one character type to generate a password.`}
          </output>
          <div className="flex flex-wrap gap-2">
            <CopyButton
              text={result?.password ?? ""}
              label={t`the password`}
              disabled={!result}
              onCopied={() => reportToolUse(SLUG)}
            />
            <Button
              onClick={() => {
                regenerate(options);
                reportToolUse(SLUG, t`Generated a password`);
              }}
            >
              <RefreshCw aria-hidden="true" /> <Trans>Generate New</Trans>
            </Button>
          </div>
          <div className="space-y-2">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
              <span>
                <Trans>
                  Password Strength:{" "}
                  <span id="password-strength" className={cn("font-semibold", result && style.text)}>
                    {strength}
                  </span>
                </Trans>
              </span>
              {result && (
                <span id="password-entropy" className="text-muted-foreground tabular-nums">
                  <Plural value={bits} one="# bit of entropy" other="# bits of entropy" />
                </span>
              )}
            </div>
            <Progress
              value={result ? (result.strength.score / 5) * 100 : 0}
              aria-label={t`Password strength`}
              aria-valuetext={result ? t`${strength}, ${score} of 5` : t`No password`}
              className={cn(result && style.bar)}
            />
            <p className="text-xs text-muted-foreground">
              <Trans>
                Entropy is length × log2 of the number of characters that can appear: how many guesses someone who knows
                these settings would need, in bits.
              </Trans>
            </p>
          </div>
        </CardContent>
      </Card>

      <Card className="min-w-0 self-start">
        <CardHeader>
          <CardTitle as="h2">
            <Trans>Settings</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>A new password is generated whenever you change a setting.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          <LabelledSlider
            id="password-length"
            label={t`Password Length`}
            min={MIN_LENGTH}
            max={MAX_LENGTH}
            value={options.length}
            onValueChange={(length) => update({ length })}
            valueText={(length) => t`${plural(length, { one: "# character", other: "# characters" })}`}
            showEnds
          />
          {CHARACTER_SETS.map(({ key, label }) => (
            <LabelledSwitch
              key={key}
              id={`password-${key}`}
              label={i18n._(label)}
              checked={options[key]}
              onCheckedChange={(on) => update({ [key]: on })}
            />
          ))}
          <LabelledSwitch
            id="password-exclude-similar"
            label={t`Exclude similar characters`}
            description={t`Leaves out i, l, 1, L, o, 0 and O.`}
            checked={options.excludeSimilar}
            onCheckedChange={(excludeSimilar) => update({ excludeSimilar })}
            className="border-t pt-4"
          />
        </CardContent>
      </Card>
    </div>
  );
}

/** The generator's answer, or its message (every character set off is the only one it gives). */
function generateOrError(
  generate: PasswordGenerator,
  options: PasswordOptions,
): { result?: GeneratedPassword; error?: string } {
  try {
    return { result: generate(options) };
  } catch (error) {
    return { error: refusalText(error) };
  }
}
