// One relay for the whole process, however many copies of this module the bundler makes.
import { createRelay, relayForProcess } from '@elicit-kit/relay';

export const relay = relayForProcess(() => createRelay());
