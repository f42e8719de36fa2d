import { useEffect, useRef, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { toast } from "sonner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ApiError } from "@/lib/api/client";
import { foundAnything, LOOKUP_FAILED, lookupIp, noLocationText, type IpAnswer } from "@/lib/ip-info";
import { reportToolUse } from "@/lib/tool-events";
import { addToHistory, answerOf, clearHistory, readHistory, type LookupHistoryEntry } from "./history";
import { HistoryList } from "./HistoryList";
import { LookupForm } from "./LookupForm";
import { SampleIpList } from "./SampleIpList";
import { ipInputError, preloadIpRules } from "./validate";

const SLUG = "ip-lookup";
type Tab = "lookup" | "history" | "samples";
const isTab = (value: string): value is Tab => value === "lookup" || value === "history" || value === "samples";

export default function IpLookupPage() {
  const { t } = useLingui();
  const [tab, setTab] = useState<Tab>("lookup");
  const [input, setInput] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<IpAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const [history, setHistory] = useState(readHistory);
  // Only the latest lookup may show its answer (a Load or Clear meanwhile makes an earlier one stale).
  const latest = useRef(0);
  useEffect(preloadIpRules, []);

  async function lookup(text: string) {
    const request = ++latest.current;
    setResult(null);
    // Without the parser (it could not be loaded) the server checks the address, with the same words.
    const invalid = await ipInputError(text).catch(() => null);
    if (request !== latest.current) return;
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      const answer = await lookupIp(text.trim());
      if (request !== latest.current) return;
      const { ip } = answer.data;
      setResult(answer);
      setHistory(addToHistory(answer));
      reportToolUse(SLUG, t`Looked up ${ip}`);
      if (foundAnything(answer)) {
        toast.success(t`IP Lookup Successful`, { description: t`Found information for ${ip}` });
      } else {
        // Not the spec's success: no database had the address. The cards say which; the input stays as typed.
        const description =
          answer.location.status === "missing" ? noLocationText(answer.location, ip) : t`Nothing is known about ${ip}.`;
        toast.warning(t`No Location Found`, { description });
      }
    } catch (failure) {
      if (request !== latest.current) return;
      const message = failure instanceof ApiError ? failure.message : LOOKUP_FAILED;
      setError(message);
      toast.error(t`Lookup Failed`, { description: message });
    } finally {
      if (request === latest.current) setBusy(false);
    }
  }

  function edit(text: string) {
    setInput(text);
    setError(null);
  }

  function clear() {
    latest.current++;
    setBusy(false);
    setInput("");
    setError(null);
    setResult(null);
  }

  /** The stored answer, shown again without asking the server (the spec). */
  function load(entry: LookupHistoryEntry) {
    latest.current++;
    setBusy(false);
    setInput(entry.ip);
    setError(null);
    setResult(answerOf(entry));
    setTab("lookup");
  }

  function lookupSample(address: string) {
    setInput(address);
    setTab("lookup");
    void lookup(address);
  }

  const historyCount = history.length;

  return (
    <Tabs value={tab} onValueChange={(value) => isTab(value) && setTab(value)}>
      <TabsList className="grid w-full grid-cols-3">
        <TabsTrigger value="lookup">
          <Trans>IP Lookup</Trans>
        </TabsTrigger>
        <TabsTrigger value="history">
          <Trans>History ({historyCount})</Trans>
        </TabsTrigger>
        <TabsTrigger value="samples">
          <Trans>Sample IPs</Trans>
        </TabsTrigger>
      </TabsList>
      <TabsContent value="lookup">
        <LookupForm
          input={input}
          error={error}
          result={result}
          busy={busy}
          onInput={edit}
          onLookup={() => void lookup(input)}
          onClear={clear}
        />
      </TabsContent>
      <TabsContent value="history">
        <HistoryList
          entries={history}
          onLoad={load}
          onClear={() => {
            setHistory(clearHistory());
            toast.success(t`History Cleared`, { description: t`IP lookup history has been cleared` });
          }}
        />
      </TabsContent>
      <TabsContent value="samples">
        <SampleIpList onLookup={lookupSample} disabled={busy} />
      </TabsContent>
    </Tabs>
  );
}
