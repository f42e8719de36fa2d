import { Braces, FileCheck, Zap } from "lucide-react";
import { MinifierScreen, type MinifierLanguage } from "@/components/MinifierScreen";
import { HTML_DEFAULTS, minifyHtml, type HtmlMinifyOptions, preloadEngine } from "./engine";
import { HTML_SAMPLE } from "./sample";

const HTML: MinifierLanguage<HtmlMinifyOptions> = {
  slug: "html-minifier",
  label: "HTML",
  editorLanguage: "html",
  actionLabel: "Minify HTML",
  inputPlaceholder: "Paste your HTML code here...",
  outputPlaceholder: "Minified HTML will appear here...",
  sample: HTML_SAMPLE,
  defaults: HTML_DEFAULTS,
  optionGroups: [
    {
      title: "Markup",
      options: [
        { key: "removeComments", label: "Remove Comments", description: "Remove <!-- --> comments" },
        {
          key: "removeWhitespace",
          label: "Remove Whitespace",
          description: "Remove whitespace that cannot show, e.g. between blocks (the engine always does this)",
        },
        {
          key: "collapseWhitespace",
          label: "Collapse Whitespace",
          description: "Collapse runs of spaces in text to one, never in <pre> (the engine always does this)",
        },
        {
          key: "removeOptionalTags",
          label: "Remove Optional Tags",
          description: "Leave out tags browsers infer, such as </li>, </p>, </body> and <head>",
        },
      ],
    },
    {
      title: "Attributes",
      options: [
        {
          key: "removeRedundantAttributes",
          label: "Remove Redundant Attributes",
          description: 'Drop type="text" on inputs (other defaults, like method="get", always go)',
        },
        {
          key: "removeEmptyAttributes",
          label: "Remove Empty Attributes",
          description: 'Drop empty attributes such as class="" and id="" (the engine always does this)',
        },
      ],
    },
    {
      title: "Inline Code",
      description: "Uses the same engines as the CSS and JS minifiers.",
      options: [
        { key: "minifyCss", label: "Minify CSS", description: "Minify <style> elements and style attributes" },
        {
          key: "minifyJs",
          label: "Minify JavaScript",
          description: "Minify <script> elements, renaming local variables",
        },
      ],
    },
  ],
  downloadName: "minified.html",
  mimeType: "text/html;charset=utf-8",
  minify: minifyHtml,
  preload: preloadEngine,
  sellingPoints: [
    {
      icon: FileCheck,
      title: "Standards-Aware",
      text: "Reads HTML the way browsers do, so your page keeps its meaning.",
    },
    { icon: Zap, title: "Instant Results", text: "Runs in your browser; your code never leaves your device." },
    { icon: Braces, title: "Inline CSS & JS", text: "Can also minify the <style> and <script> inside your page." },
  ],
  tips: [
    {
      title: "Compress on the server",
      text: "Serve pages with gzip or Brotli as well: it adds to what minifying saves.",
    },
    {
      title: "Test thoroughly",
      text: "Check the minified page in the browsers you support, especially with optional tags removed.",
    },
    {
      title: "Minify inline code",
      text: "Turn on Minify CSS and Minify JavaScript when your page carries its own styles and scripts.",
    },
    {
      title: "Back up original code",
      text: "Keep the readable source under version control; minified HTML is for delivery, not for editing.",
    },
  ],
};

export default function HtmlMinifierPage() {
  return <MinifierScreen language={HTML} />;
}
