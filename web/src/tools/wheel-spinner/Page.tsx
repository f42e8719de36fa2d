import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { toast } from "sonner";
import { EngineGate } from "@/components/EngineGate";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { prefersReducedMotion } from "@/lib/motion";
import { reportToolUse } from "@/lib/tool-events";
import { loadWheelEngine, type WheelEngine } from "./engine";
import { HistoryTab } from "./HistoryTab";
import { OptionsTab } from "./OptionsTab";
import { PresetsTab } from "./PresetsTab";
import { createClickSound } from "./sound";
import { SpinTab } from "./SpinTab";
import { loadWheel, saveWheel } from "./storage";
import { WheelStore } from "./wheel-store";

const SLUG = "wheel-spinner";

export default function WheelSpinnerPage() {
  return (
    <EngineGate load={loadWheelEngine} name="the wheel">
      {(engine) => <WheelSpinner engine={engine} />}
    </EngineGate>
  );
}

function WheelSpinner({ engine }: { engine: WheelEngine }) {
  const { config } = engine;
  const [store] = useState(
    () =>
      new WheelStore(engine, loadWheel(config, engine.clampSpinSeconds), {
        problem: ({ title, description }) => toast.error(title, { description }),
        winner: (winner) => {
          toast.success("Winner Selected!", { description: `The wheel has chosen: ${winner.text}` });
          reportToolUse(SLUG, `Spun the wheel: ${winner.text}`);
        },
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
          <TabsTrigger value="spin">Spin Wheel</TabsTrigger>
          <TabsTrigger value="options">Options</TabsTrigger>
          <TabsTrigger value="history">History</TabsTrigger>
          <TabsTrigger value="presets">Presets</TabsTrigger>
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
        {state.winner && <span key={state.wins}>The wheel has chosen: {state.winner.text}</span>}
      </div>
    </div>
  );
}
