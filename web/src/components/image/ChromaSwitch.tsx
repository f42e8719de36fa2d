import { useLingui } from "@lingui/react/macro";
import { LabelledSwitch } from "@/components/LabelledSwitch";

/** JPEG output's 4:4:4 chroma: off (4:2:0) suits photos; on keeps thin coloured lines and text sharp. */
export function ChromaSwitch({
  checked,
  onCheckedChange,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <LabelledSwitch
      label={t`Sharp colour edges (4:4:4)`}
      description={t`For screenshots, text and graphics: keeps full colour detail. Photos are smaller with it off.`}
      checked={checked}
      onCheckedChange={onCheckedChange}
    />
  );
}
