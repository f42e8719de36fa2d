import { useEffect, useEffectEvent, useRef, useState } from "react";
import type { ExtraTabView } from "@/components/image/ImageToolScreen";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { sanitizeSvg } from "@/lib/image/engine";
import { imageFailureText } from "@/lib/image/refusals";
import { SVG_MIME } from "./convert-svg";
import { SvgCodeCard } from "./SvgCodeCard";

/** Files this tab made from the user's edits: their text is what the user typed, shown as it is. */
const editedFiles = new WeakSet<File>();

/** How long typing pauses before the edit becomes the file the screen previews and converts. */
const EDIT_SETTLE_MS = 400;

interface LoadedCode {
  file: File;
  code: string;
  /** Why the file could not be sanitised; its raw text is shown so the user can fix it. */
  error?: string;
}

/**
 * From SVG: the selected file's code, sanitised, and editable. An edit replaces the file the screen converts
 * (once typing pauses, or when the box loses focus); it is sanitised again before it is shown or converted.
 */
export function EditableSvgCode({ source, replaceSource }: ExtraTabView) {
  const file = source?.file;
  const [loaded, setLoaded] = useState<LoadedCode>();
  const [draft, setDraft] = useState<string>();

  useEffect(() => {
    if (!file) return;
    let alive = true;
    void (async () => {
      const text = await file.text();
      if (editedFiles.has(file)) {
        if (alive) setLoaded({ file, code: text });
        return;
      }
      try {
        const clean = await sanitizeSvg(text).result;
        if (alive) setLoaded({ file, code: clean.svg });
      } catch (error) {
        if (alive) setLoaded({ file, code: text, error: imageFailureText(error) });
      }
    })();
    return () => {
      alive = false;
    };
  }, [file]);

  // The edit not yet handed over, read by whichever comes first: the pause, leaving the box, closing the tab.
  const pending = useRef<string>(undefined);
  const edit = (text: string) => {
    pending.current = text;
    setDraft(text);
  };
  const commit = () => {
    const text = pending.current;
    if (!file || text === undefined) return;
    pending.current = undefined;
    const edited = new File([text], file.name, { type: SVG_MIME });
    editedFiles.add(edited);
    setLoaded({ file: edited, code: text });
    setDraft(undefined);
    replaceSource(edited);
  };

  const commitSettled = useEffectEvent(commit);
  useEffect(() => {
    if (draft === undefined) return;
    const timer = setTimeout(commitSettled, EDIT_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [draft]);
  // Switching tabs right after typing closes this tab before the pause is over, and a removed box does not blur.
  useEffect(() => () => commitSettled(), []);

  const current = loaded && loaded.file === file ? loaded : undefined;
  return (
    <div className="space-y-4" onBlur={commit}>
      {current?.error && (
        <Alert variant="destructive">
          <AlertDescription>{current.error}</AlertDescription>
        </Alert>
      )}
      <SvgCodeCard code={draft ?? current?.code ?? ""} editable={!!file} onCodeChange={edit} />
    </div>
  );
}

/** To SVG: the traced result's code, read-only. */
export function TracedSvgCode({ done }: ExtraTabView) {
  const blob = done?.result.blob;
  const [loaded, setLoaded] = useState<{ blob: Blob; code: string }>();
  useEffect(() => {
    if (!blob) return;
    let alive = true;
    void blob.text().then((code) => alive && setLoaded({ blob, code }));
    return () => {
      alive = false;
    };
  }, [blob]);
  const code = loaded && loaded.blob === blob ? loaded.code : "";
  return <SvgCodeCard code={code} editable={false} onCodeChange={() => undefined} />;
}
