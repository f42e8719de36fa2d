/**
 * The signed-in user's data on our server (`/api/me/…`: settings, favorites, history; crates/server/src/me).
 * Features sync through this one helper; signed out there is no call and the answer is null.
 */
import { accessToken } from "@/lib/account";

/** A refusal from the server, with its message (`{"error": code, "message": text}`). */
export class MeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "MeApiError";
  }
}

/** `method path` on `/api/me` with `body` as JSON; the parsed answer, or null when signed out or on 204. */
export async function meApi<T>(
  method: "GET" | "PUT" | "POST" | "DELETE",
  path: string,
  body?: unknown,
): Promise<T | null> {
  const token = await accessToken();
  if (!token) return null;
  const response = await fetch(`/api/me${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof answer?.message === "string" ? answer.message : `HTTP error! status: ${response.status}`;
    throw new MeApiError(response.status, message);
  }
  return response.status === 204 ? null : ((await response.json()) as T);
}
