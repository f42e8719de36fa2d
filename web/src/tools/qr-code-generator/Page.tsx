import { useId, useMemo, useState, type ReactNode } from "react";
import { msg, plural } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { Download, TriangleAlert } from "lucide-react";
import { ColorField } from "@/components/ColorField";
import { LabelledSlider } from "@/components/LabelledSlider";
import { LabelledSwitch } from "@/components/LabelledSwitch";
import { PasswordInput } from "@/components/PasswordInput";
import { SelectField } from "@/components/SelectField";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { useAutoSavedText } from "@/lib/auto-saved-text";
import { downloadBlob, downloadText } from "@/lib/download";
import { usePreloadWhenIdle } from "@/lib/preload";
import { reportToolUse } from "@/lib/tool-events";
import { useAsyncResult } from "@/lib/use-async-result";
import { qrLimits } from "@/wasm/qr/defaults";
import {
  DEFAULT_QR_OPTIONS,
  generateQr,
  preloadQrEngine,
  qrImageSource,
  type Content,
  type Ecc,
  type QrOptions,
  type WifiSecurity,
} from "@/lib/qr/qr";
import { refusalText, warningText } from "./engine";

const SLUG = "qr-code-generator";

type Kind = Content["kind"];

const KINDS: { value: Kind; label: MessageDescriptor }[] = [
  { value: "text", label: msg`Text` },
  { value: "url", label: msg`URL` },
  { value: "wifi", label: msg`Wi-Fi` },
  { value: "email", label: msg`E-mail` },
  { value: "contact", label: msg`Contact` },
];

const LEVELS: { value: Ecc; label: MessageDescriptor }[] = [
  { value: "L", label: msg`L — 7% may be damaged` },
  { value: "M", label: msg`M — 15% may be damaged` },
  { value: "Q", label: msg`Q — 25% may be damaged` },
  { value: "H", label: msg`H — 30% may be damaged` },
];

const SECURITIES: { value: WifiSecurity; label: MessageDescriptor }[] = [
  { value: "wpa", label: msg`WPA/WPA2/WPA3` },
  { value: "wep", label: msg`WEP` },
  { value: "none", label: msg`None (open network)` },
];

type Fields = {
  [K in Kind]: Omit<Extract<Content, { kind: K }>, "kind">;
};

const EMPTY_FIELDS: Fields = {
  text: { text: "" },
  url: { url: "" },
  wifi: { ssid: "", password: "", security: "wpa", hidden: false },
  email: { address: "", subject: "", body: "" },
  contact: { name: "", phone: "", email: "", organization: "", url: "" },
};

function isKind(value: string): value is Kind {
  return KINDS.some((kind) => kind.value === value);
}

/** The content of the chosen tab, typed for the engine. */
function contentOf(kind: Kind, fields: Fields): Content {
  switch (kind) {
    case "text":
      return { kind, ...fields.text };
    case "url":
      return { kind, ...fields.url };
    case "wifi":
      return { kind, ...fields.wifi };
    case "email":
      return { kind, ...fields.email };
    case "contact":
      return { kind, ...fields.contact };
  }
}

/** Nothing typed yet in the chosen tab's fields: the page shows neither a code nor a refusal. */
function isBlank(content: Content): boolean {
  return Object.entries(content).every(([key, value]) => key === "kind" || typeof value !== "string" || value === "");
}

/** The SVG drawn on a canvas of its own size, as a PNG (the wasm bundle carries no PNG encoder). */
async function pngOf(svg: string, size: number): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  try {
    const image = new Image(size, size);
    image.src = url;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2D canvas");
    context.imageSmoothingEnabled = false;
    context.drawImage(image, 0, 0, size, size);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("no PNG"))), "image/png"),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

export default function QrCodeGeneratorPage() {
  const { t, i18n } = useLingui();
  usePreloadWhenIdle(preloadQrEngine);
  const [text, setText] = useAutoSavedText(SLUG, "");
  const [kind, setKind] = useState<Kind>("text");
  const [fields, setFields] = useState<Fields>(EMPTY_FIELDS);
  const [options, setOptions] = useState<QrOptions>(DEFAULT_QR_OPTIONS);
  const [pngError, setPngError] = useState(false);

  const allFields = useMemo(() => ({ ...fields, text: { text } }), [fields, text]);
  const request = useMemo(() => ({ content: contentOf(kind, allFields), options }), [kind, allFields, options]);
  const result = useAsyncResult(request, ({ content, options }) => generateQr(content, options), refusalText);
  const blank = isBlank(request.content);
  const code = result.error || blank ? undefined : result.value;
  const refusal = blank ? undefined : result.error;

  const set = <K extends Exclude<Kind, "text">>(key: K, change: Partial<Fields[K]>) => {
    setFields((all) => ({ ...all, [key]: { ...all[key], ...change } }));
    reportToolUse(SLUG, t`Generated a QR code`);
  };

  const downloadPng = async () => {
    if (!code) return;
    try {
      setPngError(false);
      downloadBlob(await pngOf(code.svg, options.size), "qr-code.png");
      reportToolUse(SLUG, t`Downloaded a QR code`);
    } catch {
      setPngError(true);
    }
  };

  return (
    <div className="space-y-4">
      <div className="grid gap-4 lg:grid-cols-2">
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle as="h2">
              <Trans>Content</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>The code updates as you type.</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Tabs value={kind} onValueChange={(value) => isKind(value) && setKind(value)}>
              <TabsList className="flex h-auto flex-wrap">
                {KINDS.map((item) => (
                  <TabsTrigger key={item.value} value={item.value}>
                    {i18n._(item.label)}
                  </TabsTrigger>
                ))}
              </TabsList>
              <TabsContent value="text" className="pt-3">
                <Field label={t`Text`}>
                  {(id) => (
                    <Textarea
                      id={id}
                      value={text}
                      rows={5}
                      onChange={(event) => {
                        setText(event.target.value);
                        reportToolUse(SLUG, t`Generated a QR code`);
                      }}
                      placeholder={t`Any text, up to a few thousand characters`}
                    />
                  )}
                </Field>
              </TabsContent>
              <TabsContent value="url" className="space-y-3 pt-3">
                <Field label={t`URL`}>
                  {(id) => (
                    <Input
                      id={id}
                      type="url"
                      inputMode="url"
                      value={fields.url.url}
                      onChange={(event) => set("url", { url: event.target.value })}
                      spellCheck={false}
                      translate="no"
                    />
                  )}
                </Field>
              </TabsContent>
              <TabsContent value="wifi" className="space-y-3 pt-3">
                <Field label={t`Network name (SSID)`}>
                  {(id) => (
                    <Input
                      id={id}
                      value={fields.wifi.ssid}
                      onChange={(event) => set("wifi", { ssid: event.target.value })}
                      spellCheck={false}
                      autoComplete="off"
                      translate="no"
                    />
                  )}
                </Field>
                <SelectField
                  label={t`Security`}
                  value={fields.wifi.security}
                  options={SECURITIES.map((item) => ({ value: item.value, label: i18n._(item.label) }))}
                  onValueChange={(security) => set("wifi", { security })}
                />
                {fields.wifi.security !== "none" && (
                  <Field label={t`Password`}>
                    {(id) => (
                      <PasswordInput
                        id={id}
                        value={fields.wifi.password}
                        onChange={(event) => set("wifi", { password: event.target.value })}
                        toggleLabel={t`Show password`}
                        autoComplete="off"
                      />
                    )}
                  </Field>
                )}
                <LabelledSwitch
                  label={t`Hidden network`}
                  description={t`The network does not broadcast its name.`}
                  checked={fields.wifi.hidden}
                  onCheckedChange={(hidden) => set("wifi", { hidden })}
                />
              </TabsContent>
              <TabsContent value="email" className="space-y-3 pt-3">
                <Field label={t`E-mail address`}>
                  {(id) => (
                    <Input
                      id={id}
                      type="email"
                      value={fields.email.address}
                      onChange={(event) => set("email", { address: event.target.value })}
                      spellCheck={false}
                      translate="no"
                    />
                  )}
                </Field>
                <Field label={t`Subject`}>
                  {(id) => (
                    <Input
                      id={id}
                      value={fields.email.subject}
                      onChange={(event) => set("email", { subject: event.target.value })}
                    />
                  )}
                </Field>
                <Field label={t`Message`}>
                  {(id) => (
                    <Textarea
                      id={id}
                      rows={3}
                      value={fields.email.body}
                      onChange={(event) => set("email", { body: event.target.value })}
                    />
                  )}
                </Field>
              </TabsContent>
              <TabsContent value="contact" className="space-y-3 pt-3">
                <Field label={t`Name`}>
                  {(id) => (
                    <Input
                      id={id}
                      value={fields.contact.name}
                      autoComplete="off"
                      onChange={(event) => set("contact", { name: event.target.value })}
                    />
                  )}
                </Field>
                <Field label={t`Phone`}>
                  {(id) => (
                    <Input
                      id={id}
                      type="tel"
                      value={fields.contact.phone}
                      autoComplete="off"
                      onChange={(event) => set("contact", { phone: event.target.value })}
                    />
                  )}
                </Field>
                <Field label={t`E-mail`}>
                  {(id) => (
                    <Input
                      id={id}
                      type="email"
                      value={fields.contact.email}
                      autoComplete="off"
                      translate="no"
                      onChange={(event) => set("contact", { email: event.target.value })}
                    />
                  )}
                </Field>
                <Field label={t`Organization`}>
                  {(id) => (
                    <Input
                      id={id}
                      value={fields.contact.organization}
                      autoComplete="off"
                      onChange={(event) => set("contact", { organization: event.target.value })}
                    />
                  )}
                </Field>
                <Field label={t`Website`}>
                  {(id) => (
                    <Input
                      id={id}
                      type="url"
                      value={fields.contact.url}
                      autoComplete="off"
                      translate="no"
                      onChange={(event) => set("contact", { url: event.target.value })}
                    />
                  )}
                </Field>
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>

        <Card className="min-w-0">
          <CardHeader>
            <CardTitle as="h2">
              <Trans>QR code</Trans>
            </CardTitle>
            {code && <CodeSize version={code.version} modules={code.modules} />}
          </CardHeader>
          <CardContent className="space-y-3">
            {refusal && (
              <Alert variant="destructive" role="alert">
                <AlertTitle>
                  <Trans>No QR code</Trans>
                </AlertTitle>
                <AlertDescription>{refusal}</AlertDescription>
              </Alert>
            )}
            {code?.warning && (
              <Alert role="status">
                <TriangleAlert aria-hidden />
                <AlertTitle>
                  <Trans>This code may not scan</Trans>
                </AlertTitle>
                <AlertDescription>{warningText(code.warning)}</AlertDescription>
              </Alert>
            )}
            {code && (
              <img
                src={qrImageSource(code)}
                alt={t`QR code`}
                className="mx-auto aspect-square w-full max-w-64 rounded-md border"
                data-testid="qr-preview"
              />
            )}
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                disabled={!code}
                onClick={() => {
                  if (!code) return;
                  downloadText(code.svg, "qr-code.svg", "image/svg+xml");
                  reportToolUse(SLUG, t`Downloaded a QR code`);
                }}
              >
                <Download aria-hidden /> <Trans>Download SVG</Trans>
              </Button>
              <Button variant="outline" disabled={!code} onClick={() => void downloadPng()}>
                <Download aria-hidden /> <Trans>Download PNG</Trans>
              </Button>
            </div>
            {pngError && (
              <p role="alert" className="text-sm text-destructive">
                <Trans>This browser could not draw the PNG. Download the SVG instead.</Trans>
              </p>
            )}
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle as="h2">
            <Trans>Options</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t`Error correction`}
            value={options.ecc}
            options={LEVELS.map((item) => ({ value: item.value, label: i18n._(item.label) }))}
            onValueChange={(ecc) => setOptions((o) => ({ ...o, ecc }))}
          />
          <LabelledSlider
            label={t`Size`}
            value={options.size}
            min={qrLimits.minSize}
            max={2048}
            step={32}
            format={(px) => {
              const pixels = i18n.number(px);
              return t`${pixels} px`;
            }}
            onValueChange={(size) => setOptions((o) => ({ ...o, size }))}
          />
          <LabelledSlider
            label={t`Margin`}
            value={options.margin}
            min={0}
            max={qrLimits.maxMargin}
            step={1}
            format={(count) => t`${plural(count, { one: "# module", other: "# modules" })}`}
            description={t`The quiet zone around the code; scanners need about 4.`}
            onValueChange={(margin) => setOptions((o) => ({ ...o, margin }))}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <ColorField
              label={t`Foreground`}
              value={options.foreground}
              onValueChange={(foreground) => setOptions((o) => ({ ...o, foreground }))}
            />
            <ColorField
              label={t`Background`}
              value={options.background}
              onValueChange={(background) => setOptions((o) => ({ ...o, background }))}
            />
          </div>
        </CardContent>
      </Card>
    </div>
  );
}

/** The code's version and its side in modules. */
function CodeSize({ version, modules }: { version: number; modules: number }) {
  return (
    <CardDescription>
      <Trans>
        Version {version}, {modules} × {modules} modules
      </Trans>
    </CardDescription>
  );
}

/** A label and the control it names. */
function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children(id)}
    </div>
  );
}
