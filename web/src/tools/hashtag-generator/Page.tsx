import { useMemo, useState } from "react";
import {
  Briefcase,
  Camera,
  Cpu,
  Download,
  Dumbbell,
  Flame,
  GraduationCap,
  Heart,
  Lightbulb,
  Music,
  Palette,
  Plane,
  Shuffle,
  Utensils,
  type LucideIcon,
} from "lucide-react";
import { toast } from "sonner";
import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { EngineGate } from "@/components/EngineGate";
import { LabelledSlider } from "@/components/LabelledSlider";
import { LabelledSwitch } from "@/components/LabelledSwitch";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { CopyButton } from "@/components/CopyButton";
import { copyToClipboard } from "@/lib/clipboard";
import { cn } from "@/lib/cn";
import { downloadText } from "@/lib/download";
import { reportToolUse } from "@/lib/tool-events";
import { formatHashtags, loadHashtagEngine, newSeed, type HashtagCategoryId, type HashtagEngine } from "./engine";

const SLUG = "hashtag-generator";

/** Each category's tile: its name in the page's language and its icon. */
const CATEGORY_TILES: Record<HashtagCategoryId, { name: MessageDescriptor; icon: LucideIcon }> = {
  popular: { name: msg`Popular`, icon: Flame },
  lifestyle: { name: msg`Lifestyle`, icon: Heart },
  photography: { name: msg`Photography`, icon: Camera },
  business: { name: msg`Business`, icon: Briefcase },
  travel: { name: msg`Travel`, icon: Plane },
  food: { name: msg`Food`, icon: Utensils },
  fitness: { name: msg`Fitness`, icon: Dumbbell },
  technology: { name: msg`Technology`, icon: Cpu },
  art: { name: msg`Art`, icon: Palette },
  music: { name: msg`Music`, icon: Music },
  education: { name: msg`Education`, icon: GraduationCap },
};

type HashForm = "with" | "without";

export default function HashtagGeneratorPage() {
  const { t } = useLingui();
  return (
    <EngineGate load={loadHashtagEngine} name={t`the hashtag generator`}>
      {(engine) => <HashtagGenerator engine={engine} />}
    </EngineGate>
  );
}

function HashtagGenerator({ engine }: { engine: HashtagEngine }) {
  const { i18n, t } = useLingui();
  const { config } = engine;
  const { tagsPerCategory } = config;
  const [description, setDescription] = useState("");
  const [custom, setCustom] = useState("");
  const [max, setMax] = useState(config.defaultMax);
  const [niche, setNiche] = useState(false);
  const [trending, setTrending] = useState(false);
  const [categories, setCategories] = useState<HashtagCategoryId[]>([config.defaultCategory]);
  const [form, setForm] = useState<HashForm>("with");
  // One seed until the user shuffles: typing or moving the slider never reshuffles the category picks.
  const [seed, setSeed] = useState(newSeed);

  const result = useMemo(
    () => engine.generate({ description, custom, categories, max, niche, trending }, seed),
    [engine, description, custom, categories, max, niche, trending, seed],
  );
  const withHash = formatHashtags(result.tags, true);
  const withoutHash = formatHashtags(result.tags, false);
  const current = form === "with" ? withHash : withoutHash;
  const shown = result.tags.length;
  const available = result.available;

  function toggleCategory(id: HashtagCategoryId) {
    setCategories((selected) => (selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id]));
  }

  async function copyTag(hashtag: string) {
    if (await copyToClipboard(hashtag)) {
      toast.success(t`Copied!`, { description: t`${hashtag} copied to clipboard` });
      reportToolUse(SLUG);
    } else {
      toast.error(t`Copy Failed`, { description: t`Could not copy ${hashtag}. Try selecting and copying manually.` });
    }
  }

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="min-w-0 space-y-4">
        <Card>
          <CardHeader>
            <CardTitle as="h2">
              <Trans>Post Details</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>Describe your post; its words become hashtags.</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-5">
            <div className="space-y-2">
              <Label htmlFor="hashtag-description">
                <Trans>Post Description</Trans>
              </Label>
              <Textarea
                id="hashtag-description"
                value={description}
                onChange={(event) => {
                  setDescription(event.target.value);
                  reportToolUse(SLUG, t`Generated hashtags`);
                }}
                placeholder={t`Describe your post, e.g. Golden sunset at the beach with friends`}
                className="min-h-24"
              />
              <p className="text-xs text-muted-foreground">
                <Trans>Words of 2 characters or fewer, and words like “the” or “with”, are skipped.</Trans>
              </p>
            </div>
            <div className="space-y-2">
              <Label htmlFor="hashtag-custom">
                <Trans>Custom Hashtags</Trans>
              </Label>
              <Input
                id="hashtag-custom"
                value={custom}
                onChange={(event) => setCustom(event.target.value)}
                placeholder={t`#yourbrand, #mytag`}
              />
              <p className="text-xs text-muted-foreground">
                <Trans>Separate with commas or spaces. Yours always come first.</Trans>
              </p>
            </div>
            <LabelledSlider
              id="hashtag-max"
              label={t`Maximum Hashtags`}
              valuePosition="beside-label"
              min={config.minMax}
              max={config.maxMax}
              step={config.maxStep}
              value={max}
              onValueChange={setMax}
              valueText={(hashtags) => t`${plural(hashtags, { one: "# hashtag", other: "# hashtags" })}`}
            />
            <LabelledSwitch
              id="hashtag-niche"
              label={t`Niche Hashtags`}
              description={t`Adds photography, life and love versions of each word`}
              checked={niche}
              onCheckedChange={setNiche}
            />
            <LabelledSwitch
              id="hashtag-trending"
              label={t`Trending Hashtags`}
              description={t`Adds #viral, #trending, #explore, #fyp, #reels, #instagram`}
              checked={trending}
              onCheckedChange={setTrending}
            />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle as="h2" id="hashtag-categories">
              <Trans>Categories</Trans>
            </CardTitle>
            <CardDescription>
              <Plural
                value={tagsPerCategory}
                one="Each selected category adds # random popular hashtag."
                other="Each selected category adds # random popular hashtags."
              />
            </CardDescription>
          </CardHeader>
          <CardContent>
            <div role="group" aria-labelledby="hashtag-categories" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {config.categories.map((category) => {
                const { name, icon: Icon } = CATEGORY_TILES[category.id];
                const selected = categories.includes(category.id);
                return (
                  <Button
                    key={category.id}
                    variant={selected ? "default" : "outline"}
                    aria-pressed={selected}
                    onClick={() => toggleCategory(category.id)}
                    className="h-auto min-w-0 justify-start py-2"
                  >
                    <Icon aria-hidden="true" />
                    <span className="truncate">{i18n._(name)}</span>
                  </Button>
                );
              })}
            </div>
          </CardContent>
        </Card>
      </div>

      <Card className="min-w-0 self-start">
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle as="h2">
              <Trans>Generated Hashtags</Trans>
            </CardTitle>
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="secondary" aria-live="polite">
                <Plural value={shown} one="# hashtag" other="# hashtags" />
              </Badge>
              <Button variant="outline" size="sm" onClick={() => setSeed(newSeed())}>
                <Shuffle aria-hidden="true" /> <Trans>Shuffle</Trans>
              </Button>
            </div>
          </div>
          <CardDescription>
            <Trans>Click a hashtag to copy it.</Trans>
            {available > shown && (
              <>
                {" "}
                <Trans>
                  Showing {shown} of {available}; raise the maximum to see more.
                </Trans>
              </>
            )}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <Tabs value={form} onValueChange={(value) => setForm(value as HashForm)}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="with">
                <Trans>With # Symbol</Trans>
              </TabsTrigger>
              <TabsTrigger value="without">
                <Trans>Without # Symbol</Trans>
              </TabsTrigger>
            </TabsList>
            {(["with", "without"] as const).map((tab) => (
              <TabsContent key={tab} value={tab}>
                {result.tags.length === 0 ? (
                  <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
                    <Trans>Type a post description, add your own hashtags or pick a category to get suggestions.</Trans>
                  </p>
                ) : (
                  <ul className="flex flex-wrap gap-2" aria-label={t`Hashtags`} translate="no">
                    {result.tags.map((tag) => {
                      const hashtag = tab === "with" ? `#${tag}` : tag;
                      return (
                        <li key={tag} className="min-w-0 max-w-full">
                          <button
                            type="button"
                            onClick={() => void copyTag(hashtag)}
                            title={t`Copy ${hashtag}`}
                            className={cn(
                              "max-w-full rounded-full border bg-secondary px-3 py-1 text-sm break-all text-secondary-foreground transition-colors",
                              "hover:bg-accent hover:text-accent-foreground ",
                            )}
                          >
                            {hashtag}
                          </button>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </TabsContent>
            ))}
          </Tabs>
          <div className="flex flex-wrap gap-2">
            <CopyButton
              text={current}
              label={t`the hashtags`}
              disabled={!current}
              onCopied={() => reportToolUse(SLUG)}
            />
            <Button
              variant="outline"
              disabled={!current}
              onClick={() => {
                downloadText(current, "hashtags.txt");
                reportToolUse(SLUG);
              }}
            >
              <Download aria-hidden="true" /> <Trans>Download</Trans>
            </Button>
          </div>
          <p className="flex items-start gap-2 rounded-md bg-muted p-3 text-sm text-muted-foreground">
            <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              <Trans>
                Tip: 5-10 hashtags work best for Instagram. Mix popular and niche tags to reach the right audience.
              </Trans>
            </span>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
