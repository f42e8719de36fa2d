import { useState } from "react";
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
  type GeneratedPassword,
  type PasswordGenerator,
  type PasswordOptions,
} from "./engine";

const SLUG = "password-generator";

type SetKey = "uppercase" | "lowercase" | "numbers" | "symbols";

const CHARACTER_SETS: { key: SetKey; label: string; sample: string }[] = [
  { key: "uppercase", label: "Uppercase Letters", sample: "A-Z" },
  { key: "lowercase", label: "Lowercase Letters", sample: "a-z" },
  { key: "numbers", label: "Numbers", sample: "0-9" },
  { key: "symbols", label: "Symbols", sample: "!@#$%^&*" },
];

/** Meter colours by score (0–5), readable on light and dark cards. */
const STRENGTH_STYLES = [
  { text: "text-red-600 dark:text-red-400", bar: "*:data-[slot=progress-indicator]:bg-red-500" },
  { text: "text-red-600 dark:text-red-400", bar: "*:data-[slot=progress-indicator]:bg-red-500" },
  { text: "text-orange-600 dark:text-orange-400", bar: "*:data-[slot=progress-indicator]:bg-orange-500" },
  { text: "text-yellow-700 dark:text-yellow-400", bar: "*:data-[slot=progress-indicator]:bg-yellow-500" },
  { text: "text-green-700 dark:text-green-400", bar: "*:data-[slot=progress-indicator]:bg-green-500" },
  { text: "text-green-700 dark:text-green-400", bar: "*:data-[slot=progress-indicator]:bg-green-600" },
];

export default function PasswordGeneratorPage() {
  return (
    <EngineGate load={loadPasswordGenerator} name="the password generator">
      {(generate) => <PasswordGeneratorTool generate={generate} />}
    </EngineGate>
  );
}

function PasswordGeneratorTool({ generate }: { generate: PasswordGenerator }) {
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
    if (error) toast.error("Error", { description: error });
  }

  const update = (patch: Partial<PasswordOptions>) => regenerate({ ...options, ...patch });
  const style = STRENGTH_STYLES[result?.strength.score ?? 0] ?? { text: "", bar: "" };

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card className="min-w-0 self-start">
        <CardHeader>
          <CardTitle as="h2">Generated Password</CardTitle>
          <CardDescription>
            Drawn from your browser&apos;s secure random generator; it never leaves this page.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <output
            id="generated-password"
            aria-label="Generated password"
            className={cn(
              "block min-h-14 rounded-md border bg-muted/40 px-3 py-3 font-mono text-lg break-all",
              !result && "text-sm text-muted-foreground",
            )}
          >
            {result ? result.password : "Turn on at least one character type to generate a password."}
          </output>
          <div className="flex flex-wrap gap-2">
            <CopyButton
              text={result?.password ?? ""}
              label="the password"
              disabled={!result}
              onCopied={() => reportToolUse(SLUG)}
            />
            <Button
              onClick={() => {
                regenerate(options);
                reportToolUse(SLUG, "Generated a password");
              }}
            >
              <RefreshCw aria-hidden="true" /> Generate New
            </Button>
          </div>
          <div className="space-y-2">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
              <span>
                Password Strength:{" "}
                <span id="password-strength" className={cn("font-semibold", result && style.text)}>
                  {result ? result.strength.label : "—"}
                </span>
              </span>
              {result && (
                <span id="password-entropy" className="text-muted-foreground tabular-nums">
                  {Math.round(result.entropyBits)} bits of entropy
                </span>
              )}
            </div>
            <Progress
              value={result ? (result.strength.score / 5) * 100 : 0}
              aria-label="Password strength"
              aria-valuetext={result ? `${result.strength.label}, ${result.strength.score} of 5` : "No password"}
              className={cn(result && style.bar)}
            />
            <p className="text-xs text-muted-foreground">
              Entropy is length × log2 of the number of characters that can appear: how many guesses someone who knows
              these settings would need, in bits.
            </p>
          </div>
        </CardContent>
      </Card>

      <Card className="min-w-0 self-start">
        <CardHeader>
          <CardTitle as="h2">Settings</CardTitle>
          <CardDescription>A new password is generated whenever you change a setting.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          <LabelledSlider
            id="password-length"
            label="Password Length"
            min={MIN_LENGTH}
            max={MAX_LENGTH}
            value={options.length}
            onValueChange={(length) => update({ length })}
            valueText={(length) => `${length} characters`}
            showEnds
          />
          {CHARACTER_SETS.map(({ key, label, sample }) => (
            <LabelledSwitch
              key={key}
              id={`password-${key}`}
              label={`${label} (${sample})`}
              checked={options[key]}
              onCheckedChange={(on) => update({ [key]: on })}
            />
          ))}
          <LabelledSwitch
            id="password-exclude-similar"
            label="Exclude similar characters"
            description="Leaves out i, l, 1, L, o, 0 and O."
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
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
