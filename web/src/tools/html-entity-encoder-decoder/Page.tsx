import { useMemo, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { CodeOutputCard } from "@/components/code-screen/CodeOutputCard";
import { CopyButton } from "@/components/CopyButton";
import { LabelledSwitch } from "@/components/LabelledSwitch";
import { LARGE_TEXT_CHARS, TextInputCard } from "@/components/TextInputCard";
import { useAutoSavedText } from "@/lib/auto-saved-text";
import { usePreloadWhenIdle } from "@/lib/preload";
import { reportToolUse } from "@/lib/tool-events";
import { useAsyncResult } from "@/lib/use-async-result";
import { decode, encode, preloadEngine } from "./engine";

const SLUG = "html-entity-encoder-decoder";
const SAMPLE = '<a href="x">Tom & Jerry</a>';

/** Encodes and decodes the text as it is typed, both ways at once, in the worker; the newest input wins. */
export default function HtmlEntityEncoderDecoderPage() {
  usePreloadWhenIdle(preloadEngine);
  const { t } = useLingui();
  const [text, setText] = useAutoSavedText(`${SLUG}-text`, SAMPLE);
  const [allNonAscii, setAllNonAscii] = useState(false);
  const request = useMemo(() => ({ text, options: { allNonAscii } }), [text, allNonAscii]);
  const encoded = useAsyncResult(request, encode);
  const decoded = useAsyncResult(text, decode);
  const large = text.length > LARGE_TEXT_CHARS;
  const busy = (result: { pending: boolean }) =>
    large && result.pending ? { label: t`Working`, status: t`Converting…` } : undefined;
  return (
    <div className="space-y-4">
      <TextInputCard
        id={`${SLUG}-text`}
        title={t`Text`}
        description={t`Encoded and decoded as you type.`}
        value={text}
        onValueChange={(value) => {
          setText(value);
          reportToolUse(SLUG, t`Encoded and decoded text`);
        }}
        className="h-40"
      >
        <LabelledSwitch
          label={t`Encode every non-ASCII character`}
          description={t`Writes é as &#xe9; and 😀 as &#x1f600;, for files and mail that may not keep UTF-8.`}
          checked={allNonAscii}
          onCheckedChange={setAllNonAscii}
        />
      </TextInputCard>
      <div className="grid gap-4 lg:grid-cols-2">
        <CodeOutputCard
          id={`${SLUG}-encoded`}
          title={t`Encoded`}
          description={t`& < > " and ' as references: safe in HTML text and attribute values.`}
          value={encoded.value ?? ""}
          language="text"
          placeholder={t`The encoded text appears here`}
          busy={busy(encoded)}
          actions={<CopyButton text={encoded.value ?? ""} label={t`the encoded text`} disabled={!encoded.value} />}
        />
        <CodeOutputCard
          id={`${SLUG}-decoded`}
          title={t`Decoded`}
          description={t`Every HTML5 named, decimal and hexadecimal reference, read as browsers read it. Text that is no reference, like &qwerty;, is left as written.`}
          value={decoded.value ?? ""}
          language="text"
          placeholder={t`The decoded text appears here`}
          busy={busy(decoded)}
          actions={<CopyButton text={decoded.value ?? ""} label={t`the decoded text`} disabled={!decoded.value} />}
        />
      </div>
    </div>
  );
}
