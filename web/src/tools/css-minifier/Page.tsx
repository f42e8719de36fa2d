import { useMemo } from "react";
import { useLingui } from "@lingui/react/macro";
import { ShieldCheck, SpellCheck, Zap } from "lucide-react";
import { MinifierScreen, type MinifierLanguage } from "@/components/MinifierScreen";
import { CSS_DEFAULTS, minifyCss, type CssMinifyOptions, preloadEngine, refusalText } from "./engine";
import { CSS_SAMPLE } from "./sample";

/** The CSS page's language, its words in the page's language. */
function useCssLanguage(): MinifierLanguage<CssMinifyOptions> {
  const { t } = useLingui();
  return useMemo(
    () => ({
      slug: "css-minifier",
      label: "CSS",
      editorLanguage: "css",
      actionLabel: t`Minify CSS`,
      inputPlaceholder: t`Paste your CSS code here...`,
      outputPlaceholder: t`Minified CSS will appear here...`,
      sample: CSS_SAMPLE,
      defaults: CSS_DEFAULTS,
      optionGroups: [
        {
          title: t`Safe Options`,
          description: t`These never change how your page looks.`,
          options: [
            {
              key: "removeComments",
              label: t`Remove Comments`,
              description: t`Remove /* */ comments (off keeps only /*! licence */ comments at the top)`,
            },
            {
              key: "removeWhitespace",
              label: t`Remove Whitespace`,
              description: t`Remove spaces, tabs and line breaks the stylesheet does not need`,
            },
            {
              key: "removeLastSemicolon",
              label: t`Remove Last Semicolon`,
              description: t`Drop the semicolon before each closing brace`,
            },
            {
              key: "compressColors",
              label: t`Compress Colors`,
              description: t`Shortest colours: #ffffff and white become #fff (the engine always does this)`,
            },
            {
              key: "removeZeroUnits",
              label: t`Remove Zero Units`,
              description: t`Write 0px and 0em as 0, never in calc() (the engine always does this)`,
            },
            {
              key: "removeEmptyRules",
              label: t`Remove Empty Rules`,
              description: t`Drop rules that have no declarations`,
            },
          ],
        },
        {
          title: t`Advanced Options`,
          description: t`These restructure the stylesheet but keep its meaning: the output no longer follows your layout.`,
          options: [
            {
              key: "mergeDuplicateRules",
              label: t`Merge Duplicate Rules`,
              description: t`Merge neighbouring rules with the same selector, drop overridden declarations`,
            },
            {
              key: "sortProperties",
              label: t`Sort Properties`,
              description: t`Sort each rule's declarations by name, where their order cannot matter`,
            },
          ],
        },
      ],
      downloadName: "minified.css",
      mimeType: "text/css;charset=utf-8",
      minify: minifyCss,
      refusalText,
      preload: preloadEngine,
      sellingPoints: [
        { icon: ShieldCheck, title: t`Safe Compression`, text: t`A real CSS parser: every rule keeps its meaning.` },
        { icon: Zap, title: t`Instant Results`, text: t`Runs in your browser; your code never leaves your device.` },
        {
          icon: SpellCheck,
          title: t`Syntax Validation`,
          text: t`A stylesheet that does not parse gets the error with its line and column.`,
        },
      ],
      tips: [
        {
          title: t`Minify in your build`,
          text: t`For production, let your build minify on every change so the output never drifts from the source.`,
        },
        {
          title: t`Test thoroughly`,
          text: t`Check your pages in the browsers you support after minifying, as for any change.`,
        },
        { title: t`Use source maps`, text: t`A source map lets the browser's inspector show your original lines.` },
        {
          title: t`Back up original code`,
          text: t`Keep the readable source under version control; minified CSS is for delivery, not for editing.`,
        },
      ],
    }),
    [t],
  );
}

export default function CssMinifierPage() {
  return <MinifierScreen language={useCssLanguage()} />;
}
