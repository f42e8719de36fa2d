import { useMemo, useState } from "react";
import {
  Briefcase,
  Camera,
  Cpu,
  Download,
  Dumbbell,
  Flame,
  GraduationCap,
  Hash,
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
import { formatHashtags, loadHashtagEngine, newSeed, type HashtagEngine } from "./engine";

const SLUG = "hashtag-generator";

/** The engine names each category's icon (lucide, kebab-case); unknown names fall back to '#'. */
const ICONS: Record<string, LucideIcon> = {
  flame: Flame,
  heart: Heart,
  camera: Camera,
  briefcase: Briefcase,
  plane: Plane,
  utensils: Utensils,
  dumbbell: Dumbbell,
  cpu: Cpu,
  palette: Palette,
  music: Music,
  "graduation-cap": GraduationCap,
};

type HashForm = "with" | "without";

export default function HashtagGeneratorPage() {
  return (
    <EngineGate load={loadHashtagEngine} name="the hashtag generator">
      {(engine) => <HashtagGenerator engine={engine} />}
    </EngineGate>
  );
}

function HashtagGenerator({ engine }: { engine: HashtagEngine }) {
  const { config } = engine;
  const [description, setDescription] = useState("");
  const [custom, setCustom] = useState("");
  const [max, setMax] = useState(config.defaultMax);
  const [niche, setNiche] = useState(false);
  const [trending, setTrending] = useState(false);
  const [categories, setCategories] = useState<string[]>([config.defaultCategory]);
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

  function toggleCategory(id: string) {
    setCategories((selected) => (selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id]));
  }

  async function copyTag(text: string) {
    if (await copyToClipboard(text)) {
      toast.success("Copied!", { description: `${text} copied to clipboard` });
      reportToolUse(SLUG);
    } else {
      toast.error("Copy Failed", { description: `Could not copy ${text}. Try selecting and copying manually.` });
    }
  }

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="min-w-0 space-y-4">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Post Details</CardTitle>
            <CardDescription>Describe your post; its words become hashtags.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-5">
            <div className="space-y-2">
              <Label htmlFor="hashtag-description">Post Description</Label>
              <Textarea
                id="hashtag-description"
                value={description}
                onChange={(event) => {
                  setDescription(event.target.value);
                  reportToolUse(SLUG, "Generated hashtags");
                }}
                placeholder="Describe your post, e.g. Golden sunset at the beach with friends"
                className="min-h-24"
              />
              <p className="text-xs text-muted-foreground">
                Words of 2 characters or fewer, and words like “the” or “with”, are skipped.
              </p>
            </div>
            <div className="space-y-2">
              <Label htmlFor="hashtag-custom">Custom Hashtags</Label>
              <Input
                id="hashtag-custom"
                value={custom}
                onChange={(event) => setCustom(event.target.value)}
                placeholder="#yourbrand, #mytag"
              />
              <p className="text-xs text-muted-foreground">Separate with commas or spaces. Yours always come first.</p>
            </div>
            <LabelledSlider
              id="hashtag-max"
              label="Maximum Hashtags"
              valuePosition="beside-label"
              min={config.minMax}
              max={config.maxMax}
              step={config.maxStep}
              value={max}
              onValueChange={setMax}
              valueText={(hashtags) => `${hashtags} hashtags`}
            />
            <LabelledSwitch
              id="hashtag-niche"
              label="Niche Hashtags"
              description="Adds photography, life and love versions of each word"
              checked={niche}
              onCheckedChange={setNiche}
            />
            <LabelledSwitch
              id="hashtag-trending"
              label="Trending Hashtags"
              description="Adds #viral, #trending, #explore, #fyp, #reels, #instagram"
              checked={trending}
              onCheckedChange={setTrending}
            />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle as="h2" id="hashtag-categories">
              Categories
            </CardTitle>
            <CardDescription>
              Each selected category adds {config.tagsPerCategory} random popular hashtags.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <div role="group" aria-labelledby="hashtag-categories" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {config.categories.map((category) => {
                const Icon = ICONS[category.icon] ?? Hash;
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
                    <span className="truncate">{category.name}</span>
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
            <CardTitle as="h2">Generated Hashtags</CardTitle>
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="secondary" aria-live="polite">
                {result.tags.length} {result.tags.length === 1 ? "hashtag" : "hashtags"}
              </Badge>
              <Button variant="outline" size="sm" onClick={() => setSeed(newSeed())}>
                <Shuffle aria-hidden="true" /> Shuffle
              </Button>
            </div>
          </div>
          <CardDescription>
            Click a hashtag to copy it.
            {result.available > result.tags.length &&
              ` Showing ${result.tags.length} of ${result.available}; raise the maximum to see more.`}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <Tabs value={form} onValueChange={(value) => setForm(value as HashForm)}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="with">With # Symbol</TabsTrigger>
              <TabsTrigger value="without">Without # Symbol</TabsTrigger>
            </TabsList>
            {(["with", "without"] as const).map((tab) => (
              <TabsContent key={tab} value={tab}>
                {result.tags.length === 0 ? (
                  <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
                    Type a post description, add your own hashtags or pick a category to get suggestions.
                  </p>
                ) : (
                  <ul className="flex flex-wrap gap-2" aria-label="Hashtags">
                    {result.tags.map((tag) => {
                      const text = tab === "with" ? `#${tag}` : tag;
                      return (
                        <li key={tag} className="min-w-0 max-w-full">
                          <button
                            type="button"
                            onClick={() => void copyTag(text)}
                            title={`Copy ${text}`}
                            className={cn(
                              "max-w-full rounded-full border bg-secondary px-3 py-1 text-sm break-all text-secondary-foreground transition-colors",
                              "hover:bg-accent hover:text-accent-foreground ",
                            )}
                          >
                            {text}
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
            <CopyButton text={current} label="the hashtags" disabled={!current} onCopied={() => reportToolUse(SLUG)} />
            <Button
              variant="outline"
              disabled={!current}
              onClick={() => {
                downloadText(current, "hashtags.txt");
                reportToolUse(SLUG);
              }}
            >
              <Download aria-hidden="true" /> Download
            </Button>
          </div>
          <p className="flex items-start gap-2 rounded-md bg-muted p-3 text-sm text-muted-foreground">
            <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              Tip: 5-10 hashtags work best for Instagram. Mix popular and niche tags to reach the right audience.
            </span>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
