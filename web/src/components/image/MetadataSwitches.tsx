import { t as translate } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { LabelledSwitch } from "@/components/LabelledSwitch";
import type { StatItem } from "@/components/StatGrid";
import type { MetadataPolicy } from "@/lib/image/engine";

/**
 * Keeping a photo's metadata, as two switches: the second (location) only counts with the first on, so the
 * three policies are the three states a user can reach, and the GPS position is never kept by one click.
 */
export function MetadataSwitches({
  policy,
  onPolicyChange,
}: {
  policy: MetadataPolicy;
  onPolicyChange: (policy: MetadataPolicy) => void;
}) {
  const { t } = useLingui();
  const keep = policy !== "remove";
  return (
    <div className="space-y-3">
      <LabelledSwitch
        label={t`Keep metadata`}
        description={t`Camera, lens, exposure, date and copyright stay in the file (marked upright, with its new size).`}
        checked={keep}
        onCheckedChange={(on) => onPolicyChange(on ? "keepWithoutLocation" : "remove")}
      />
      <LabelledSwitch
        label={t`Keep location`}
        description={t`The GPS position stays too: anyone you share the file with can see where it was taken.`}
        checked={policy === "keepAll"}
        onCheckedChange={(on) => onPolicyChange(on ? "keepAll" : "keepWithoutLocation")}
        disabled={!keep}
        className="ps-4"
      />
    </div>
  );
}

/**
 * The Statistics lines on what became of a file's metadata: one word each, so a phone's two-column tiles show
 * them whole.
 */
export function metadataStats(policy: MetadataPolicy, kept: boolean): StatItem[] {
  const removed = translate`Removed`;
  const keptWord = translate`Kept`;
  const metadata = policy === "remove" ? removed : kept ? keptWord : translate`None`;
  const lines = [{ key: "metadata", label: translate`Metadata`, value: metadata }];
  if (kept)
    lines.push({ key: "location", label: translate`Location`, value: policy === "keepAll" ? keptWord : removed });
  return lines;
}
