/** The options and the connection of `connectRelay`, from the shared ask settings. */
import type { AskSettings } from '../internal/ask-settings.js';
import type { RelayPlace } from './relay-place.js';

/**
 * What a connection's cards can be told after it started (`RelayConnection.update`): the
 * shared ask settings that apply to a whole connection (each ask brings its own server
 * name and deadline), and where each card goes.
 */
export interface RelaySettings extends Pick<
  AskSettings,
  'locale' | 'theme' | 'receipt' | 'persistKey'
> {
  /** The element each card goes into (beside the tool call that asked); nothing means the container. */
  readonly place?: RelayPlace;
}

/** Options of `connectRelay`. */
export interface ConnectRelayOptions
  extends RelaySettings, Pick<AskSettings, 'container' | 'inline'> {
  /** The relay's base URL (where the host mounted `relay.handle`), e.g. `/elicit`. */
  readonly url: string;
}

/** A live connection to a relay. */
export interface RelayConnection {
  /** Stops listening; cards on screen are withdrawn here (the asks stay pending on the server). */
  close(): void;
  /** Runs `place` again for every card still shown and moves each whose element changed (one that mounted after its ask arrived). */
  relocate(): void;
  /** New settings for this connection: `locale` and `theme` reach the cards on screen at once, the rest the next cards; a new `place` relocates. */
  update(settings: RelaySettings): void;
}
