import { useMemo } from "react";
import { useLingui } from "@lingui/react/macro";
import { ShieldCheck, SpellCheck, Zap } from "lucide-react";
import { MinifierScreen, type MinifierLanguage } from "@/components/MinifierScreen";
import { JS_DEFAULTS, minifyJs, type JsMinifyOptions, preloadEngine, refusalText } from "./engine";
import { JS_SAMPLE } from "./sample";

/** The JS page's language, its words in the page's language. */
function useJsLanguage(): MinifierLanguage<JsMinifyOptions> {
  const { t } = useLingui();
  return useMemo(
    () => ({
      slug: "js-minifier",
      label: "JavaScript",
      editorLanguage: "javascript",
      actionLabel: t`Minify JS`,
      inputPlaceholder: t`Paste your JavaScript code here...`,
      outputPlaceholder: t`Minified JavaScript will appear here...`,
      sample: JS_SAMPLE,
      defaults: JS_DEFAULTS,
      optionGroups: [
        {
          title: t`Safe Options`,
          description: t`These never change what your code does.`,
          options: [
            {
              key: "removeComments",
              label: t`Remove Comments`,
              description: t`Remove // and /* */ comments (licence comments like /*! … */ stay)`,
            },
            {
              key: "removeWhitespace",
              label: t`Remove Whitespace`,
              description: t`Print the code without spaces and line breaks (off: neatly re-indented)`,
            },
            {
              key: "removeEmptyLines",
              label: t`Remove Empty Lines`,
              description: t`Remove blank lines between statements`,
            },
            { key: "shortenBooleans", label: t`Shorten Booleans`, description: t`Write true as !0 and false as !1` },
          ],
        },
        {
          title: t`Experimental Options`,
          description: t`Useful, but they can change behaviour or readability.`,
          options: [
            {
              key: "removeDebugStatements",
              label: t`Remove Debug Statements`,
              description: t`Remove console.log (and every console call) and debugger statements`,
            },
            {
              key: "removeTrailingSemicolons",
              label: t`Remove Trailing Semicolons`,
              description: t`Also drop the final semicolon; those before a '}' always go (use with caution)`,
            },
            {
              key: "preserveNewlines",
              label: t`Preserve Some Newlines`,
              description: t`Put each top-level statement on its own line`,
            },
          ],
          warning: t`Experimental options may affect how your code works. Test the minified code thoroughly.`,
        },
        {
          title: t`Advanced Compression`,
          description: t`What terser and esbuild do: both passes keep your code's behaviour, but the output is harder to read.`,
          options: [
            {
              key: "mangle",
              label: t`Rename Variables`,
              description: t`Shorten local variable and function names (a script's global names stay)`,
            },
            {
              key: "removeDeadCode",
              label: t`Remove Dead Code`,
              description: t`Remove unreachable and unused code, inline constants and fold expressions`,
            },
          ],
        },
      ],
      downloadName: "minified.js",
      mimeType: "text/javascript;charset=utf-8",
      minify: minifyJs,
      refusalText,
      preload: preloadEngine,
      sellingPoints: [
        {
          icon: ShieldCheck,
          title: t`Safe Compression`,
          text: t`A real JavaScript parser: the minified code does what yours does.`,
        },
        { icon: Zap, title: t`Instant Results`, text: t`Runs in your browser; your code never leaves your device.` },
        {
          icon: SpellCheck,
          title: t`Syntax Validation`,
          text: t`Code that does not parse gets the error with its line and column.`,
        },
      ],
      tips: [
        {
          title: t`Minify in your build`,
          text: t`For production, let your bundler minify on every build so the output never drifts from the source.`,
        },
        {
          title: t`Test thoroughly`,
          text: t`Run your tests against the minified file, especially after experimental options.`,
        },
        {
          title: t`Use source maps`,
          text: t`Ship a source map with minified code so errors point at your original lines.`,
        },
        {
          title: t`Back up original code`,
          text: t`Keep the readable source under version control; minified code is for delivery, not for editing.`,
        },
      ],
    }),
    [t],
  );
}

export default function JsMinifierPage() {
  return <MinifierScreen language={useJsLanguage()} />;
}
