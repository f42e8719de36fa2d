import { useState } from "react";
import { Trash2 } from "lucide-react";
import { toast } from "sonner";
import { Trans, useLingui } from "@lingui/react/macro";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { meApi } from "@/lib/me-api";
import { DELETION_REMOVES } from "./account-deletion";
import { useAuth } from "./auth-context";

/** The profile's last card: delete the account on the server (DELETE /api/me), then sign out of this browser. */
export function DeleteAccountCard() {
  const { signOut } = useAuth();
  const { t, i18n } = useLingui();
  const removes = i18n._(DELETION_REMOVES);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function deleteAccount() {
    setDeleting(true);
    try {
      await meApi<null>("DELETE", "");
      await signOut();
      toast.success(t`Account Deleted`, { description: t`Your account and everything it held have been deleted.` });
    } catch (error) {
      console.error("account deletion failed", error);
      toast.error(t`Delete Failed`, {
        description: error instanceof Error ? error.message : t`Failed to delete your account. Please try again.`,
      });
      setDeleting(false);
      setConfirming(false);
    }
  }

  return (
    <Card className="mt-8 border-destructive/40">
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Delete Account</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Permanently deletes {removes}. This cannot be undone.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" />
          <Trans>Delete Account</Trans>
        </Button>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        title={t`Delete your account?`}
        description={t`This permanently deletes ${removes}. What this browser keeps stays until you clear it in Settings.`}
        confirmLabel={t`Delete Account`}
        busyLabel={t`Deleting...`}
        busy={deleting}
        onConfirm={() => void deleteAccount()}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
