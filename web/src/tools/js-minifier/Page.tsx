import { ShieldCheck, SpellCheck, Zap } from "lucide-react";
import { MinifierScreen, type MinifierLanguage } from "@/components/MinifierScreen";
import { JS_DEFAULTS, minifyJs, type JsMinifyOptions, preloadEngine } from "./engine";
import { JS_SAMPLE } from "./sample";

const JS: MinifierLanguage<JsMinifyOptions> = {
  slug: "js-minifier",
  label: "JavaScript",
  editorLanguage: "javascript",
  actionLabel: "Minify JS",
  inputPlaceholder: "Paste your JavaScript code here...",
  outputPlaceholder: "Minified JavaScript will appear here...",
  sample: JS_SAMPLE,
  defaults: JS_DEFAULTS,
  optionGroups: [
    {
      title: "Safe Options",
      description: "These never change what your code does.",
      options: [
        {
          key: "removeComments",
          label: "Remove Comments",
          description: "Remove // and /* */ comments (licence comments like /*! … */ stay)",
        },
        {
          key: "removeWhitespace",
          label: "Remove Whitespace",
          description: "Print the code without spaces and line breaks (off: neatly re-indented)",
        },
        { key: "removeEmptyLines", label: "Remove Empty Lines", description: "Remove blank lines between statements" },
        { key: "shortenBooleans", label: "Shorten Booleans", description: "Write true as !0 and false as !1" },
      ],
    },
    {
      title: "Experimental Options",
      description: "Useful, but they can change behaviour or readability.",
      options: [
        {
          key: "removeDebugStatements",
          label: "Remove Debug Statements",
          description: "Remove console.log (and every console call) and debugger statements",
        },
        {
          key: "removeTrailingSemicolons",
          label: "Remove Trailing Semicolons",
          description: "Also drop the final semicolon; those before a } always go (use with caution)",
        },
        {
          key: "preserveNewlines",
          label: "Preserve Some Newlines",
          description: "Put each top-level statement on its own line",
        },
      ],
      warning: "Experimental options may affect how your code works. Test the minified code thoroughly.",
    },
    {
      title: "Advanced Compression",
      description:
        "What terser and esbuild do: both passes keep your code's behaviour, but the output is harder to read.",
      options: [
        {
          key: "mangle",
          label: "Rename Variables",
          description: "Shorten local variable and function names (a script's global names stay)",
        },
        {
          key: "removeDeadCode",
          label: "Remove Dead Code",
          description: "Remove unreachable and unused code, inline constants and fold expressions",
        },
      ],
    },
  ],
  downloadName: "minified.js",
  mimeType: "text/javascript;charset=utf-8",
  minify: minifyJs,
  preload: preloadEngine,
  sellingPoints: [
    {
      icon: ShieldCheck,
      title: "Safe Compression",
      text: "A real JavaScript parser: the minified code does what yours does.",
    },
    { icon: Zap, title: "Instant Results", text: "Runs in your browser; your code never leaves your device." },
    {
      icon: SpellCheck,
      title: "Syntax Validation",
      text: "Code that does not parse gets the error with its line and column.",
    },
  ],
  tips: [
    {
      title: "Minify in your build",
      text: "For production, let your bundler minify on every build so the output never drifts from the source.",
    },
    {
      title: "Test thoroughly",
      text: "Run your tests against the minified file, especially after experimental options.",
    },
    { title: "Use source maps", text: "Ship a source map with minified code so errors point at your original lines." },
    {
      title: "Back up original code",
      text: "Keep the readable source under version control; minified code is for delivery, not for editing.",
    },
  ],
};

export default function JsMinifierPage() {
  return <MinifierScreen language={JS} />;
}
