import { useDeferredValue, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { ArrowRight, Crown, Search, SearchX, Sparkles, UserX, Wrench, Zap } from "lucide-react";
import { Link, useLocation, useNavigate } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useDocumentTitle } from "@/lib/document-title";
import { builtToolCount, catalogue, type CatalogueCard } from "@/tools/registry";
import { CATEGORIES } from "@/tools/tool-meta";
import { SEARCH_INPUT_ID, loadSearchIndex, type HomeLocationState, type SearchIndex } from "../search";
import { PremiumBenefitList } from "../PremiumBenefitList";
import { CATEGORY_ICONS } from "../tool-icons";
import { ToolCard } from "../ToolCard";

const isApple = typeof navigator !== "undefined" && /Mac|iPhone|iPad|iPod/.test(navigator.userAgent);

export default function HomePage() {
  const { t } = useLingui();
  useDocumentTitle();
  const [query, setQuery] = useState("");
  const deferredQuery = useDeferredValue(query);
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsId = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const focusSearch = (location.state as HomeLocationState | null)?.focusSearch === true;

  useEffect(() => {
    if (focusSearch) inputRef.current?.focus();
  }, [focusSearch, location.key]);

  const searchIndex = useSearchIndex();
  // Until the matcher arrives (moments after the page shows) every card stays listed.
  const searching = searchIndex !== undefined && deferredQuery.trim() !== "";
  const matches = useMemo(
    () => (searchIndex ? searchIndex.searchCatalogue(deferredQuery) : catalogue),
    [searchIndex, deferredQuery],
  );

  const matchCount = matches.length;

  /** Enter opens the top match of what is typed now (not the deferred results a fast typist may not see yet). */
  function openTopMatch(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter" || event.nativeEvent.isComposing || !query.trim()) return;
    event.preventDefault();
    void loadSearchIndex().then(({ searchCatalogue }) => {
      const top = searchCatalogue(query)[0];
      if (top) void navigate(`/tools/${top.slug}`);
    });
  }

  return (
    <>
      <section className="relative overflow-hidden border-b bg-gradient-to-b from-accent/70 via-background to-background">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 -top-24 mx-auto h-72 max-w-3xl rounded-full bg-primary/15 blur-3xl"
        />
        {/* Compact on phones so the first tools show without scrolling. The search comes last, right above the
            results, so the first Tab after it reaches the tools. */}
        <div className="relative mx-auto flex max-w-4xl flex-col items-center gap-4 px-4 pt-6 pb-6 text-center sm:gap-6 sm:px-6 sm:pt-16 sm:pb-10">
          <Badge variant="secondary" className="gap-1.5 border-primary/20 px-3 py-1 text-sm">
            <Sparkles aria-hidden="true" className="text-primary" />
            <Trans>Free Online Tools</Trans>
          </Badge>
          <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            <Trans>
              Every everyday tool, <span className="block text-primary">in your browser</span>
            </Trans>
          </h1>
          <p className="max-w-2xl text-base text-pretty text-muted-foreground sm:text-lg">
            <Trans>
              Resize images, count words, format JSON, make passwords and more. Free, instant and private: your files
              never leave your device.
            </Trans>
          </p>

          <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs font-medium text-muted-foreground sm:gap-x-6 sm:gap-y-2 sm:text-sm">
            <li className="flex items-center gap-2">
              <Wrench aria-hidden="true" className="size-4 text-primary" />
              <Plural value={builtToolCount} one="# Free Tool" other="# Free Tools" />
            </li>
            <li className="flex items-center gap-2">
              <Zap aria-hidden="true" className="size-4 text-primary" />
              <Trans>Instant Results</Trans>
            </li>
            <li className="flex items-center gap-2">
              <UserX aria-hidden="true" className="size-4 text-primary" />
              <Trans>No Registration Required</Trans>
            </li>
          </ul>

          <Link
            to="/premium"
            className="group flex items-center gap-2 rounded-2xl border border-premium/40 bg-premium/10 px-4 py-2 text-start text-sm transition-colors hover:bg-premium/20 sm:rounded-full"
          >
            <Crown aria-hidden="true" className="size-4 shrink-0 text-premium" />
            <span>
              <Trans>
                <span className="font-semibold">Premium:</span>{" "}
                <span className="text-muted-foreground">files up to 500MB, an advanced QR code generator</span>
              </Trans>
            </span>
            <ArrowRight
              aria-hidden="true"
              className="size-4 shrink-0 transition-transform group-hover:translate-x-0.5 rtl:group-hover:-translate-x-0.5"
            />
          </Link>

          <div className="w-full max-w-xl" role="search">
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 start-4 size-5 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                ref={inputRef}
                id={SEARCH_INPUT_ID}
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                onKeyDown={openTopMatch}
                placeholder={t`Search for tools...`}
                aria-label={t`Search for tools...`}
                aria-controls={resultsId}
                autoComplete="off"
                className="h-13 rounded-xl bg-card pe-16 ps-12 text-base shadow-md md:text-base"
              />
              <kbd
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 end-3 hidden -translate-y-1/2 rounded border bg-muted px-1.5 py-0.5 font-mono text-xs text-muted-foreground sm:block"
              >
                {isApple
                  ? "⌘K"
                  : t({
                      message: "Ctrl K",
                      comment:
                        "The keyboard shortcut to the search: the Control key's name as keyboards print it, and K",
                    })}
              </kbd>
            </div>
          </div>
        </div>
      </section>

      <div id={resultsId} className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-6 sm:gap-12 sm:px-6 sm:py-10">
        <p className="sr-only" aria-live="polite">
          {searching ? t`${plural(matchCount, { one: "# tool found", other: "# tools found" })}` : ""}
        </p>

        {matches.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-16 text-center">
            <SearchX aria-hidden="true" className="mb-2 size-12 text-muted-foreground" />
            <h2 className="text-xl font-semibold">
              <Trans>No tools found</Trans>
            </h2>
            <p className="text-muted-foreground">
              <Trans>Try searching with different keywords</Trans>
            </p>
          </div>
        ) : searching ? (
          <SearchResults cards={matches} />
        ) : (
          <CategorySections />
        )}

        <PremiumPitch />
      </div>
    </>
  );
}

/** The fuzzy matcher once downloaded; the download starts when the home page first shows. */
function useSearchIndex(): SearchIndex | undefined {
  const [searchIndex, setSearchIndex] = useState<SearchIndex>();
  useEffect(() => {
    let shown = true;
    loadSearchIndex().then(
      (loaded) => shown && setSearchIndex(loaded),
      // Offline or a stale deploy: the catalogue stays unfiltered and Enter tries the download again.
      (error: unknown) => console.warn("The tool search could not load:", error),
    );
    return () => {
      shown = false;
    };
  }, []);
  return searchIndex;
}

/** What a query found, best match first: the first card is the one Enter opens. */
function SearchResults({ cards }: { cards: readonly CatalogueCard[] }) {
  const { i18n } = useLingui();
  const first = cards[0];
  const name = first ? i18n._(first.name) : "";
  return (
    <section aria-labelledby="search-results" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="search-results" className="text-2xl font-bold tracking-tight">
          <Trans>Search results</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Press <kbd className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">Enter</kbd> to open {name}
          </Trans>
        </p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
        {cards.map((card) => (
          <ToolCard key={card.slug} card={card} />
        ))}
      </ul>
    </section>
  );
}

/** The whole catalogue, by category, in the spec's order, after links that jump to each category. */
function CategorySections() {
  const { i18n, t } = useLingui();
  return (
    <>
      {/* Phones only, where the catalogue is one long column: one row that scrolls sideways by itself. */}
      <nav aria-label={t`Categories`} className="-mx-4 overflow-x-auto px-4 sm:hidden">
        <ul className="flex gap-2">
          {CATEGORIES.map((category) => (
            <li key={category.id}>
              <a
                href={`#category-${category.id}`}
                className="flex min-h-11 items-center rounded-full border bg-card px-4 text-sm font-medium whitespace-nowrap transition-colors hover:bg-accent hover:text-accent-foreground"
              >
                {i18n._(category.name)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {CATEGORIES.map((category) => (
        <CategorySection key={category.id} category={category} />
      ))}
    </>
  );
}

function CategorySection({ category }: { category: (typeof CATEGORIES)[number] }) {
  const { i18n } = useLingui();
  const CategoryIcon = CATEGORY_ICONS[category.id];
  return (
    <section aria-labelledby={`category-${category.id}`} className="flex flex-col gap-5">
      {/* scroll-mt: a jump lands below the sticky header. */}
      <h2
        id={`category-${category.id}`}
        className="flex scroll-mt-20 items-center gap-3 text-2xl font-bold tracking-tight"
      >
        <span className="flex size-9 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <CategoryIcon aria-hidden="true" className="size-5" />
        </span>
        {i18n._(category.name)}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
        {catalogue
          .filter((card) => card.category === category.id)
          .map((card) => (
            <ToolCard key={card.slug} card={card} />
          ))}
      </ul>
    </section>
  );
}

function PremiumPitch() {
  return (
    <section
      aria-labelledby="why-premium"
      className="rounded-2xl border border-premium/30 bg-gradient-to-br from-premium/10 via-card to-primary/10 p-6 sm:p-10"
    >
      <div className="mb-8 flex flex-col items-center gap-3 text-center">
        <Crown aria-hidden="true" className="size-10 text-premium" />
        <h2 id="why-premium" className="text-3xl font-bold tracking-tight">
          <Trans>Why Choose Premium?</Trans>
        </h2>
        <p className="max-w-xl text-muted-foreground">
          <Trans>Everything here is free. Premium is not on sale yet; this is what it would add.</Trans>
        </p>
      </div>
      <PremiumBenefitList className="sm:grid-cols-2 lg:grid-cols-3" itemClassName="bg-card/80" />
      <div className="mt-8 flex justify-center">
        <Button asChild size="lg" className="bg-premium text-premium-foreground hover:bg-premium/90">
          <Link to="/premium">
            <Crown aria-hidden="true" />
            <Trans>Start Premium Trial</Trans>
          </Link>
        </Button>
      </div>
    </section>
  );
}
