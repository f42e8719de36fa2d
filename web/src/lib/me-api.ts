/**
 * The signed-in user's data on our server (`/api/me/…`: settings, favorites, history, account deletion;
 * crates/server/src/me), through the API client. Signed out there is no call and the answer is null.
 */
import { accessToken } from "@/lib/account";
import { api } from "@/lib/api/client";

/** `method path` on `/api/me` with `body` as JSON; the answer (`T` from @/lib/api/types), or null when signed
 * out or on 204. A refusal throws an ApiError with the server's message. */
export async function meApi<T>(
  method: "GET" | "PUT" | "POST" | "DELETE",
  path: string,
  body?: unknown,
): Promise<T | null> {
  if (!(await accessToken())) return null;
  return api<T | null>(`/api/me${path}`, { method, body, signedIn: true });
}
