// Gives each browser a session cookie on its first visit.
import { NextResponse, type NextRequest } from 'next/server';
import { SESSION_COOKIE } from './lib/session';

export function proxy(request: NextRequest): NextResponse {
  const response = NextResponse.next();
  if (!request.cookies.has(SESSION_COOKIE))
    response.cookies.set(SESSION_COOKIE, crypto.randomUUID(), {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
    });
  return response;
}

export const config = { matcher: '/' };
