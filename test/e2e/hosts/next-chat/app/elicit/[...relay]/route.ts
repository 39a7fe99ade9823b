// The page's side of the relay: GET /elicit/events, POST /elicit/answer.
import { toNextHandlers } from '@elicit-kit/relay/next';
import { relay } from '../../../lib/relay';
import { sessionOf } from '../../../lib/session';

export const { GET, POST } = toNextHandlers(relay, sessionOf);
