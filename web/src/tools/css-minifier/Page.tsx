import { ShieldCheck, SpellCheck, Zap } from "lucide-react";
import { MinifierScreen, type MinifierLanguage } from "@/components/MinifierScreen";
import { CSS_DEFAULTS, minifyCss, type CssMinifyOptions, preloadEngine } from "./engine";
import { CSS_SAMPLE } from "./sample";

const CSS: MinifierLanguage<CssMinifyOptions> = {
  slug: "css-minifier",
  label: "CSS",
  editorLanguage: "css",
  actionLabel: "Minify CSS",
  inputPlaceholder: "Paste your CSS code here...",
  outputPlaceholder: "Minified CSS will appear here...",
  sample: CSS_SAMPLE,
  defaults: CSS_DEFAULTS,
  optionGroups: [
    {
      title: "Safe Options",
      description: "These never change how your page looks.",
      options: [
        {
          key: "removeComments",
          label: "Remove Comments",
          description: "Remove /* */ comments (off keeps only /*! licence */ comments at the top)",
        },
        {
          key: "removeWhitespace",
          label: "Remove Whitespace",
          description: "Remove spaces, tabs and line breaks the stylesheet does not need",
        },
        {
          key: "removeLastSemicolon",
          label: "Remove Last Semicolon",
          description: "Drop the semicolon before each closing brace",
        },
        {
          key: "compressColors",
          label: "Compress Colors",
          description: "Shortest colours: #ffffff and white become #fff (the engine always does this)",
        },
        {
          key: "removeZeroUnits",
          label: "Remove Zero Units",
          description: "Write 0px and 0em as 0, never in calc() (the engine always does this)",
        },
        { key: "removeEmptyRules", label: "Remove Empty Rules", description: "Drop rules that have no declarations" },
      ],
    },
    {
      title: "Advanced Options",
      description: "These restructure the stylesheet but keep its meaning: the output no longer follows your layout.",
      options: [
        {
          key: "mergeDuplicateRules",
          label: "Merge Duplicate Rules",
          description: "Merge neighbouring rules with the same selector, drop overridden declarations",
        },
        {
          key: "sortProperties",
          label: "Sort Properties",
          description: "Sort each rule's declarations by name, where their order cannot matter",
        },
      ],
    },
  ],
  downloadName: "minified.css",
  mimeType: "text/css;charset=utf-8",
  minify: minifyCss,
  preload: preloadEngine,
  sellingPoints: [
    { icon: ShieldCheck, title: "Safe Compression", text: "A real CSS parser: every rule keeps its meaning." },
    { icon: Zap, title: "Instant Results", text: "Runs in your browser; your code never leaves your device." },
    {
      icon: SpellCheck,
      title: "Syntax Validation",
      text: "A stylesheet that does not parse gets the error with its line and column.",
    },
  ],
  tips: [
    {
      title: "Minify in your build",
      text: "For production, let your build minify on every change so the output never drifts from the source.",
    },
    {
      title: "Test thoroughly",
      text: "Check your pages in the browsers you support after minifying, as for any change.",
    },
    { title: "Use source maps", text: "A source map lets the browser's inspector show your original lines." },
    {
      title: "Back up original code",
      text: "Keep the readable source under version control; minified CSS is for delivery, not for editing.",
    },
  ],
};

export default function CssMinifierPage() {
  return <MinifierScreen language={CSS} />;
}
