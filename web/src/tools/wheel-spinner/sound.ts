/**
 * The wheel's click: a short sine tone (800 Hz, 0.1 s by the spec) made with Web Audio, no sound file.
 * Browsers only let a page start audio from a user gesture, so the AudioContext is created by `unlock()`,
 * called in the Spin button's click handler; ticks during the spin then reuse it.
 */
type AudioContextClass = typeof AudioContext;

export interface ClickSound {
  /** Call from a click handler: creates (or resumes) the audio context. */
  unlock(): void;
  /** One click; ignored before `unlock` or when clicks come faster than the ear can separate them. */
  play(volume?: number): void;
  close(): void;
}

/** Clicks closer together than this merge into one (dozens of segments pass per second at full speed). */
const MIN_GAP_SECONDS = 0.05;

export function createClickSound(frequencyHz: number, seconds: number): ClickSound {
  let context: AudioContext | undefined;
  let lastAt = -Infinity;
  const Context: AudioContextClass | undefined =
    typeof window === "undefined"
      ? undefined
      : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext);

  return {
    unlock() {
      if (!Context) return;
      try {
        context ??= new Context();
        if (context.state === "suspended") void context.resume().catch(() => undefined);
      } catch {
        context = undefined; // no audio device: the wheel still spins, silently
      }
    },
    play(volume = 0.15) {
      if (!context || context.state === "closed") return;
      const now = context.currentTime;
      if (now - lastAt < MIN_GAP_SECONDS) return;
      lastAt = now;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = "sine";
      oscillator.frequency.value = frequencyHz;
      // A quick fade-out avoids the pop of a tone cut off mid-wave.
      gain.gain.setValueAtTime(volume, now);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + seconds);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(now);
      oscillator.stop(now + seconds);
    },
    close() {
      void context?.close().catch(() => undefined);
      context = undefined;
    },
  };
}
