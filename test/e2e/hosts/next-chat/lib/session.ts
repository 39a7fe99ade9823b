// Session by cookie: proxy.ts gives each browser one; every tab of it shares the asks.
export const SESSION_COOKIE = 'chat-session';

/** The session the request's cookie names, or undefined. */
export function sessionOf(request: Request): string | undefined {
  const cookies = request.headers.get('cookie') ?? '';
  const match = cookies.match(new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([\\w-]+)`));
  return match?.[1];
}
