import { useMemo } from "react";
import { useLingui } from "@lingui/react/macro";
import { Braces, FileCheck, Zap } from "lucide-react";
import { MinifierScreen, type MinifierLanguage } from "@/components/MinifierScreen";
import { HTML_DEFAULTS, minifyHtml, type HtmlMinifyOptions, preloadEngine, refusalText } from "./engine";
import { HTML_SAMPLE } from "./sample";

/** The HTML page's language, its words in the page's language. */
function useHtmlLanguage(): MinifierLanguage<HtmlMinifyOptions> {
  const { t } = useLingui();
  return useMemo(
    () => ({
      slug: "html-minifier",
      label: "HTML",
      editorLanguage: "html",
      actionLabel: t`Minify HTML`,
      inputPlaceholder: t`Paste your HTML code here...`,
      outputPlaceholder: t`Minified HTML will appear here...`,
      sample: HTML_SAMPLE,
      defaults: HTML_DEFAULTS,
      optionGroups: [
        {
          title: t`Markup`,
          options: [
            { key: "removeComments", label: t`Remove Comments`, description: t`Remove <!-- --> comments` },
            {
              key: "removeWhitespace",
              label: t`Remove Whitespace`,
              description: t`Remove whitespace that cannot show, e.g. between blocks (the engine always does this)`,
            },
            {
              key: "collapseWhitespace",
              label: t`Collapse Whitespace`,
              description: t`Collapse runs of spaces in text to one, never in <pre> (the engine always does this)`,
            },
            {
              key: "removeOptionalTags",
              label: t`Remove Optional Tags`,
              description: t`Leave out tags browsers infer, such as </li>, </p>, </body> and <head>`,
            },
          ],
        },
        {
          title: t`Attributes`,
          options: [
            {
              key: "removeRedundantAttributes",
              label: t`Remove Redundant Attributes`,
              description: t`Drop type="text" on inputs (other defaults, like method="get", always go)`,
            },
            {
              key: "removeEmptyAttributes",
              label: t`Remove Empty Attributes`,
              description: t`Drop empty attributes such as class="" and id="" (the engine always does this)`,
            },
          ],
        },
        {
          title: t`Inline Code`,
          description: t`Uses the same engines as the CSS and JS minifiers.`,
          options: [
            { key: "minifyCss", label: t`Minify CSS`, description: t`Minify <style> elements and style attributes` },
            {
              key: "minifyJs",
              label: t`Minify JavaScript`,
              description: t`Minify <script> elements, renaming local variables`,
            },
          ],
        },
      ],
      downloadName: "minified.html",
      mimeType: "text/html;charset=utf-8",
      minify: minifyHtml,
      refusalText,
      preload: preloadEngine,
      sellingPoints: [
        {
          icon: FileCheck,
          title: t`Standards-Aware`,
          text: t`Reads HTML the way browsers do, so your page keeps its meaning.`,
        },
        { icon: Zap, title: t`Instant Results`, text: t`Runs in your browser; your code never leaves your device.` },
        {
          icon: Braces,
          title: t`Inline CSS & JS`,
          text: t`Can also minify the <style> and <script> inside your page.`,
        },
      ],
      tips: [
        {
          title: t`Compress on the server`,
          text: t`Serve pages with gzip or Brotli as well: it adds to what minifying saves.`,
        },
        {
          title: t`Test thoroughly`,
          text: t`Check the minified page in the browsers you support, especially with optional tags removed.`,
        },
        {
          title: t`Minify inline code`,
          text: t`Turn on Minify CSS and Minify JavaScript when your page carries its own styles and scripts.`,
        },
        {
          title: t`Back up original code`,
          text: t`Keep the readable source under version control; minified HTML is for delivery, not for editing.`,
        },
      ],
    }),
    [t],
  );
}

export default function HtmlMinifierPage() {
  return <MinifierScreen language={useHtmlLanguage()} />;
}
