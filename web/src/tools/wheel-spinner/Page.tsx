import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { i18n } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { toast } from "sonner";
import { EngineGate } from "@/components/EngineGate";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { prefersReducedMotion } from "@/lib/motion";
import { reportToolUse } from "@/lib/tool-events";
import { wordRefusal, type RefusalWords } from "@/lib/engine-refusal";
import { loadWheelEngine, type WheelEngine, type WheelError } from "./engine";
import { HistoryTab } from "./HistoryTab";
import { OptionsTab } from "./OptionsTab";
import { PresetsTab } from "./PresetsTab";
import { createClickSound } from "./sound";
import { SpinTab } from "./SpinTab";
import { loadWheel, saveWheel } from "./storage";
import { WheelStore } from "./wheel-store";
import type { WheelOption } from "./storage";

const SLUG = "wheel-spinner";

/** The engine's refusals (crates/core/src/wheel, `WheelError`) as a toast's title and description, in the page's language. */
const PROBLEMS: RefusalWords<WheelError, [title: string, description: string]> = {
  emptyOption: () => [t`Invalid Option`, t`Please enter some text for the new option`],
  tooManyOnWheel: () => [
    t`Maximum Options Reached`,
    t`You can only have a maximum of 20 options on the wheel. Remove some options to add new ones.`,
  ],
  tooFewToRemove: () => [t`Minimum Options Required`, t`You need at least 2 options to spin the wheel`],
  tooFewToImport: () => [t`Invalid Input`, t`Please enter at least 2 options (one per line)`],
  tooManyToImport: () => [t`Too Many Options`, t`You can only import a maximum of 20 options at once`],
  noOptions: () => [t`No Options`, t`Add at least one option to spin the wheel`],
};

/** A refused change as a destructive toast, in the page's language. */
function showProblem(problem: WheelError) {
  const [title, description] = wordRefusal(problem, PROBLEMS);
  toast.error(title, { description });
}

/** A spin's end: the winner's toast (the option's text is the visitor's own, never translated). */
function announceWinner(winner: WheelOption) {
  const text = winner.text;
  toast.success(i18n._(msg`Winner Selected!`), { description: i18n._(msg`The wheel has chosen: ${text}`) });
  const choice = winner.text;
  reportToolUse(SLUG, t`Spun the wheel: ${choice}`);
}

export default function WheelSpinnerPage() {
  const { t } = useLingui();
  return (
    <EngineGate load={loadWheelEngine} name={t`the wheel`}>
      {(engine) => <WheelSpinner engine={engine} />}
    </EngineGate>
  );
}

function WheelSpinner({ engine }: { engine: WheelEngine }) {
  const { config } = engine;
  const [store] = useState(
    () =>
      new WheelStore(engine, loadWheel(config, engine.clampSpinSeconds), {
        problem: showProblem,
        winner: announceWinner,
        save: saveWheel,
      }),
  );
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const [tab, setTab] = useState("spin");
  const sound = useMemo(() => createClickSound(config.clickFrequencyHz, config.clickSeconds), [config]);
  useEffect(() => () => sound.close(), [sound]);

  const labels = useMemo(() => engine.labels(state.options.map((option) => option.text)), [engine, state.options]);
  const count = state.options.length;
  const segmentAt = useCallback((rotation: number) => engine.winnerIndex(rotation, count), [engine, count]);
  const soundOn = state.settings.sound;
  const winnerText = state.winner?.text;

  const spin = () => {
    // The click is the user gesture browsers require before a page may make a sound.
    if (soundOn) {
      sound.unlock();
      sound.play();
    }
    store.startSpin({ animate: !prefersReducedMotion() });
  };
  const onTick = useCallback(() => {
    if (soundOn) sound.play(0.08);
  }, [sound, soundOn]);
  const onSpinEnd = useCallback(() => store.finishSpin(), [store]);

  // Leaving the wheel tab stops the spin: the engine already chose where the wheel stops, so that winner is
  // recorded at once rather than thrown away (a user cannot re-roll by switching tabs).
  const changeTab = (next: string) => {
    if (next !== "spin") store.finishSpin();
    setTab(next);
  };

  return (
    <div className="space-y-4">
      <Tabs value={tab} onValueChange={changeTab}>
        <TabsList className="grid h-auto w-full grid-cols-2 sm:grid-cols-4">
          <TabsTrigger value="spin">
            <Trans>Spin Wheel</Trans>
          </TabsTrigger>
          <TabsTrigger value="options">
            <Trans>Options</Trans>
          </TabsTrigger>
          <TabsTrigger value="history">
            <Trans>History</Trans>
          </TabsTrigger>
          <TabsTrigger value="presets">
            <Trans>Presets</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="spin">
          <SpinTab
            state={state}
            labels={labels}
            sizePx={config.canvasSizePx}
            segmentAt={segmentAt}
            onSpin={spin}
            onSpinEnd={onSpinEnd}
            onTick={onTick}
            onReset={() => store.reset()}
            onRemove={(id) => store.removeOption(id)}
            onSoundChange={(on) => store.setSettings({ sound: on })}
          />
        </TabsContent>
        <TabsContent value="options">
          <OptionsTab
            state={state}
            config={config}
            onAdd={(text) => store.addOption(text)}
            onImport={(text) => store.importOptions(text)}
            onEditText={(id, text) => store.editOptionText(id, text)}
            onEditColor={(id, color) => store.editOptionColor(id, color)}
            onSettingsChange={(patch) => store.setSettings(patch)}
          />
        </TabsContent>
        <TabsContent value="history">
          <HistoryTab history={state.history} limit={config.historyLimit} onClear={() => store.clearHistory()} />
        </TabsContent>
        <TabsContent value="presets">
          <PresetsTab
            presets={config.presets}
            disabled={state.spin !== null}
            onApply={(name) => {
              if (store.applyPreset(name)) setTab("spin");
            }}
          />
        </TabsContent>
      </Tabs>
      {/* Screen readers hear each winner (a new node per win, so the same winner twice is announced twice). */}
      <div role="status" aria-live="polite" className="sr-only">
        {state.winner && (
          <span key={state.wins}>
            <Trans>The wheel has chosen: {winnerText}</Trans>
          </span>
        )}
      </div>
    </div>
  );
}
