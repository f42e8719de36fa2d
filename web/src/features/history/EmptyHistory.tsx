import { History } from "lucide-react";
import { EmptyState } from "@/components/EmptyState";

/** What a tab shows before any tool has been used. */
export function EmptyHistory({ what }: { what: string }) {
  return (
    <EmptyState
      icon={History}
      title="No activity yet"
      description={`Use any tool (format some JSON, generate a password, spin the wheel) and ${what} will appear here. History is kept in this browser, and in your account when you are signed in.`}
      action={{ label: "Browse Tools", to: "/" }}
    />
  );
}
