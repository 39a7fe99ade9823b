/**
 * `@elicit-kit/relay/next`: the relay's two routes as Next.js App Router route handlers.
 * `app/elicit/[...relay]/route.ts`: `export const { GET, POST } = toNextHandlers(relay, sessionOf)`.
 * No route segment config: `runtime` and `dynamic` are refused under `cacheComponents`, and
 * `connection()` keeps the routes out of prerendering on Next 15 and 16 with or without it.
 */
import { connection } from 'next/server.js';
import type { Relay } from './relay.js';

/** Who is asking: the host's session id for the request, or undefined (401). */
export type RequestSessionOf = (
  request: Request,
) => string | undefined | Promise<string | undefined>;

/** A route handler: what a `route.ts` exports as `GET` and `POST`. */
export type RouteHandler = (request: Request) => Promise<Response>;

/** `GET …/events` and `POST …/answer` of `relay` for the person `sessionOf` names. */
export function toNextHandlers(
  relay: Relay,
  sessionOf: RequestSessionOf,
): { readonly GET: RouteHandler; readonly POST: RouteHandler } {
  const route: RouteHandler = async (request) => {
    // Each response belongs to one person at one moment: never prerendered, never cached.
    await connection();
    // No session: the relay answers 401.
    return relay.handle(request, (await sessionOf(request)) ?? '');
  };
  return { GET: route, POST: route };
}
