import { useEffect, useId, useState } from "react";
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Download, FileText, FilePlus2, Flame, KeyRound, Lock, TriangleAlert } from "lucide-react";
import { Link, useParams } from "react-router";
import { toast } from "sonner";
import { BusyStatus } from "@/components/BusyStatus";
import { CopyButton } from "@/components/CopyButton";
import { CodeEditor } from "@/components/editor/CodeEditor";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { PasswordInput } from "@/components/PasswordInput";
import { useDocumentTitle } from "@/lib/document-title";
import { downloadText } from "@/lib/download";
import { ApiError, isOfflineError } from "@/lib/api/client";
import { useAttemptWhenBackOnline } from "@/lib/use-offline";
import { UNTITLED, type Language, type PasteView, type Sealed } from "@/lib/api/types";
import { PasteBadges } from "./PasteBadges";
import { getPaste, openPaste } from "./api";
import { PasteCryptoError, openPaste as openSealed } from "./crypto";
import { languageOrText } from "./languages";
import { downloadName, failureMessage, parseKey, preloadPasteRules } from "./rules";

/** What the reader sees, step by step: a burn-after-reading paste waits for a confirmation, a private one with a
 * password for that password; then the text. */
type Step =
  | { kind: "loading" }
  | { kind: "failed"; title: string; message: string; offline?: boolean }
  | { kind: "confirm-burn"; meta: PasteView }
  | { kind: "password"; meta: PasteView; sealed: Sealed; key: Uint8Array<ArrayBuffer>; error: string | null }
  | { kind: "ready"; meta: PasteView; title: string; content: string; language: Language; burnt: boolean };

/** The key in the link's fragment: read here, never sent anywhere (browsers do not send fragments). */
const linkKey = () => parseKey(window.location.hash.slice(1));

async function failure(error: unknown): Promise<Step> {
  if (error instanceof ApiError && error.status === 404) {
    return { kind: "failed", title: t`Paste Not Found`, message: t`This paste does not exist or has expired.` };
  }
  if (error instanceof PasteCryptoError) {
    return { kind: "failed", title: t`Cannot Decrypt`, message: failureMessage(error) };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { kind: "failed", title: t`Could Not Load the Paste`, message, offline: isOfflineError(error) };
}

/** The text of an opened paste, decrypting a private one without a password here. */
async function reveal(meta: PasteView, burnt: boolean): Promise<Step> {
  if (!meta.encrypted) {
    return {
      kind: "ready",
      meta,
      // Saved with its default applied (core's rule, on the server).
      title: meta.title ?? UNTITLED,
      content: meta.content ?? "",
      language: languageOrText(meta.language),
      burnt,
    };
  }
  const key = await linkKey();
  if (meta.encrypted.kdf) return { kind: "password", meta, sealed: meta.encrypted, key, error: null };
  const payload = await openSealed(meta.encrypted, key, null);
  return { kind: "ready", meta, ...payload, burnt };
}

/** /paste/{id}: the page anyone with the link opens (a new id starts afresh). */
export default function PasteViewPage() {
  const { id = "" } = useParams();
  return <PasteReader key={id} id={id} />;
}

function PasteReader({ id }: { id: string }) {
  const { t } = useLingui();
  const [step, setStep] = useState<Step>({ kind: "loading" });
  useDocumentTitle(step.kind === "ready" ? step.title : t`Paste`);
  useEffect(preloadPasteRules, []);
  // A paste asked for offline loads by itself once the network is back.
  const attempt = useAttemptWhenBackOnline(step.kind === "failed" && step.offline === true);

  useEffect(() => {
    let alive = true;
    getPaste(id)
      .then(async (meta): Promise<Step> => {
        if (!meta.burnAfterReading) return reveal(meta, false);
        // A private link without a usable key would burn the paste for nothing: say so before anything is deleted.
        if (meta.private) await linkKey();
        return { kind: "confirm-burn", meta };
      })
      .catch(failure)
      .then((next) => alive && setStep(next));
    return () => {
      alive = false;
    };
  }, [id, attempt]);

  async function confirmBurn() {
    setStep({ kind: "loading" });
    // A key that fails only now, once the paste is burnt, is said too (not left loading).
    setStep(
      await openPaste(id)
        .then((meta) => reveal(meta, true))
        .catch(failure),
    );
  }

  async function unlock(meta: PasteView, sealed: Sealed, key: Uint8Array<ArrayBuffer>, password: string) {
    try {
      const payload = await openSealed(sealed, key, password);
      setStep({ kind: "ready", meta, ...payload, burnt: meta.burnAfterReading });
    } catch (error) {
      // The ciphertext stays on the page, so a burnt paste can still be unlocked after a typo.
      if (error instanceof PasteCryptoError && error.kind === "wrong-password") {
        setStep({ kind: "password", meta, sealed, key, error: failureMessage(error) });
      } else {
        setStep(await failure(error));
      }
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 lg:py-8">
      {step.kind === "loading" && (
        <BusyStatus>
          <Trans>Loading paste…</Trans>
        </BusyStatus>
      )}
      {step.kind === "failed" && <Failed title={step.title} message={step.message} />}
      {step.kind === "confirm-burn" && <ConfirmBurn meta={step.meta} onConfirm={confirmBurn} />}
      {step.kind === "password" && (
        <PasswordPrompt
          error={step.error}
          onSubmit={(password) => unlock(step.meta, step.sealed, step.key, password)}
          burnt={step.meta.burnAfterReading}
        />
      )}
      {step.kind === "ready" && <PasteText {...step} />}
    </div>
  );
}

function NewPasteButton() {
  return (
    <Button asChild>
      <Link to="/tools/pastebin-clone">
        <FilePlus2 aria-hidden /> <Trans>New Paste</Trans>
      </Link>
    </Button>
  );
}

function Failed({ title, message }: { title: string; message: string }) {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <Alert variant="destructive">
        <TriangleAlert aria-hidden />
        <AlertTitle>{title}</AlertTitle>
        <AlertDescription>{message}</AlertDescription>
      </Alert>
      <NewPasteButton />
    </div>
  );
}

function ConfirmBurn({ meta, onConfirm }: { meta: PasteView; onConfirm: () => void }) {
  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle as="h1" className="flex items-center gap-2 text-2xl">
          <Flame aria-hidden className="text-destructive" /> <Trans>This Paste Burns After Reading</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            It is deleted from the server as soon as you open it: nobody, you included, can open this link again. Copy
            or download it once it shows.
          </Trans>
          {meta.passwordProtected && (
            <>
              {" "}
              <Trans>It is protected by a password as well: have it at hand.</Trans>
            </>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <PasteBadges paste={meta} />
        <Button variant="destructive" onClick={onConfirm}>
          <Flame aria-hidden /> <Trans>Read and Delete</Trans>
        </Button>
      </CardContent>
    </Card>
  );
}

function PasswordPrompt(props: { error: string | null; burnt: boolean; onSubmit: (password: string) => void }) {
  const { t } = useLingui();
  const [password, setPassword] = useState("");
  const inputId = useId();
  return (
    <Card className="max-w-md">
      <CardHeader>
        <CardTitle as="h1" className="flex items-center gap-2 text-2xl">
          <Lock aria-hidden /> <Trans>Password Required</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>This paste is encrypted with a password as well as the link&apos;s key.</Trans>
          {props.burnt && (
            <>
              {" "}
              <Trans>It has been deleted from the server; it stays on this page until you leave.</Trans>
            </>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            props.onSubmit(password);
          }}
        >
          <Label htmlFor={inputId}>
            <Trans>Password</Trans>
          </Label>
          <PasswordInput
            id={inputId}
            toggleLabel={t`password`}
            autoComplete="off"
            autoFocus
            value={password}
            aria-invalid={props.error !== null}
            aria-describedby={props.error ? `${inputId}-error` : undefined}
            onChange={(event) => setPassword(event.target.value)}
          />
          {props.error && (
            <p id={`${inputId}-error`} role="alert" className="text-sm text-destructive">
              {props.error}
            </p>
          )}
          <Button type="submit" disabled={!password}>
            <KeyRound aria-hidden /> <Trans>Unlock</Trans>
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function PasteText({ meta, title, content, language, burnt }: Extract<Step, { kind: "ready" }>) {
  const { t } = useLingui();
  return (
    <Card>
      <CardHeader className="space-y-2">
        <CardTitle as="h1" id="paste-title" className="text-2xl break-words">
          {title}
        </CardTitle>
        <PasteBadges paste={{ ...meta, language }} />
      </CardHeader>
      <CardContent className="space-y-4">
        {burnt && (
          <Alert>
            <Flame aria-hidden />
            <AlertTitle>
              <Trans>Deleted from the server</Trans>
            </AlertTitle>
            <AlertDescription>
              <Trans>This link will not open again. Copy or download the text now if you need it.</Trans>
            </AlertDescription>
          </Alert>
        )}
        <div className="flex flex-wrap gap-2">
          <CopyButton text={content} label={t`the paste`} />
          <Button
            variant="outline"
            onClick={async () => {
              downloadText(content, await downloadName(title));
              toast.success(t`Downloaded`);
            }}
          >
            <Download aria-hidden /> <Trans>Download</Trans>
          </Button>
          {!meta.private && !meta.burnAfterReading && (
            <Button variant="outline" asChild>
              <a href={`/paste/${encodeURIComponent(meta.id)}/raw`}>
                <FileText aria-hidden /> <Trans>Raw</Trans>
              </a>
            </Button>
          )}
          <NewPasteButton />
        </div>
        <CodeEditor value={content} language={language} labelledBy="paste-title" className="min-h-[400px] h-[70vh]" />
      </CardContent>
    </Card>
  );
}
