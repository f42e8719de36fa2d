import { createElement, lazy, Suspense, type ComponentType, type LazyExoticComponent } from "react";
import { useParams } from "react-router";
import { ErrorBoundary } from "@/components/ErrorBoundary";
import { ToolFrame } from "@/components/ToolFrame";
import { ToolPlaceholder } from "@/components/ToolPlaceholder";
import { useDocumentTitle } from "@/lib/document-title";
import { titleFromSlug } from "@/lib/slug";
import { useFavoriteToggle } from "@/features/favorites/useFavorites";
import { findTool, tools } from "@/tools/registry";
import type { ToolMeta } from "@/tools/tool-meta";

/** One lazy component per built screen, made once so React keeps its state across renders. */
const screens = new Map<ToolMeta, LazyExoticComponent<ComponentType>>(
  tools.flatMap((tool) => (tool.page ? [[tool, lazy(tool.page)] as const] : [])),
);

/** Extras named on the banner of a /tools/{name} path that is no tool at all. */
const GENERIC_EXTRAS = ["Files up to 500MB", "Ad-free use", "Priority conversion speed"];

function ToolLoading() {
  return (
    <div role="status" className="flex min-h-48 items-center justify-center rounded-xl border border-dashed">
      <span
        className="size-7 animate-spin rounded-full border-4 border-primary/20 border-t-primary"
        aria-hidden="true"
      />
      <span className="sr-only">Loading tool…</span>
    </div>
  );
}

/** /tools/:slug — the tool's screen (or the 'under development' placeholder) inside the common frame. */
export default function ToolPage() {
  const { slug = "" } = useParams();
  const tool = findTool(slug);
  const name = tool?.name ?? titleFromSlug(slug);
  const path = `/tools/${tool?.slug ?? slug}`;
  const favorite = useFavoriteToggle(name, path);
  useDocumentTitle(name);

  const screen = tool ? screens.get(tool) : undefined;

  return (
    <ToolFrame
      name={name}
      heading={tool?.heading}
      description={tool?.description ?? "This tool is not available yet."}
      premiumExtras={tool?.premiumExtras ?? GENERIC_EXTRAS}
      premiumTitle={tool?.premiumTitle}
      shareUrl={new URL(path, window.location.origin).href}
      favorite={tool ? favorite : undefined}
    >
      {screen ? (
        <ErrorBoundary resetKey={slug} title={`${name} failed to load`}>
          <Suspense fallback={<ToolLoading />}>{createElement(screen)}</Suspense>
        </ErrorBoundary>
      ) : (
        <ToolPlaceholder title={titleFromSlug(slug)} />
      )}
    </ToolFrame>
  );
}
