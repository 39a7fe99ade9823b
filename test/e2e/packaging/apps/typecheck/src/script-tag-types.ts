// The script-tag files are typed for TypeScript users too: the ESM twins by their own
// declarations, the classic scripts by the global they define.
import type {} from '@elicit-kit/elements/elicit-kit.js';
import type {} from '@elicit-kit/elements/elicit-kit.hi.js';
import { addMessages, showElicitation, type ElicitResult } from '@elicit-kit/elements/elicit-kit.mjs';
import { hi } from '@elicit-kit/elements/elicit-kit.hi.mjs';

export function askInHindi(): Promise<ElicitResult> {
  addMessages('hi', hi);
  return showElicitation({ message: 'नाम?', requestedSchema: { type: 'object', properties: {} } }, { locale: 'hi' });
}

// elicit-kit.hi.js defines no global of its own: loaded after elicit-kit.js, it registers Hindi there.
export function askThroughTheGlobal(): Promise<ElicitResult> {
  return window.ElicitKit.showElicitation({ mode: 'url', message: 'Sign in', url: 'https://example.com/' }, { locale: 'hi' });
}
