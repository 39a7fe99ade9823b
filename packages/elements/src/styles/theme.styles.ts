import { css } from 'lit';

/**
 * The default theme: the only place with literal colours. Components read private
 * `--_*` variables, each defaulting to a public `--elicit-*` token, so a host can set
 * `--elicit-*` on any ancestor (they inherit) and override the look without `!important`.
 * Dark values apply under `prefers-color-scheme: dark` unless the element has
 * `theme="light"`; `theme="dark"` forces them.
 */
const darkTokens = css`
    --_surface: var(--elicit-color-surface, #1c1e22);
    --_surface-raised: var(--elicit-color-surface-raised, #25282d);
    --_text: var(--elicit-color-text, #eceef2);
    --_text-muted: var(--elicit-color-text-muted, #b4b9c2);
    --_border: var(--elicit-color-border, #8c939e);
    --_border-subtle: var(--elicit-color-border-subtle, #3b3f46);
    --_primary: var(--elicit-color-primary, #8ab4f8);
    --_on-primary: var(--elicit-color-on-primary, #0b1d3a);
    --_focus: var(--elicit-color-focus, #8ab4f8);
    --_danger: var(--elicit-color-danger, #ffb4ab);
    --_danger-surface: var(--elicit-color-danger-surface, #3d1a17);
    --_warning: var(--elicit-color-warning, #ffd97a);
    --_warning-surface: var(--elicit-color-warning-surface, #3a2e10);
    --_success: var(--elicit-color-success, #8fd6a1);
    --_host-highlight: var(--elicit-color-host-highlight, #5a4b00);
    --_backdrop: var(--elicit-color-backdrop, rgb(0 0 0 / 0.65));
    --_shadow: var(--elicit-shadow, 0 1px 3px rgb(0 0 0 / 0.5));
    color-scheme: dark;
`;

export const themeStyles = css`
  :host {
    --_font: var(--elicit-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Devanagari', sans-serif);
    --_font-size: var(--elicit-font-size, 1rem);
    --_mono: var(--elicit-font-mono, ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace);
    --_radius: var(--elicit-radius, 0.5rem);
    --_radius-small: var(--elicit-radius-small, 0.25rem);
    --_space: var(--elicit-space, 1rem);
    --_focus-width: var(--elicit-focus-width, 3px);

    --_surface: var(--elicit-color-surface, #fff);
    --_surface-raised: var(--elicit-color-surface-raised, #f6f7f9);
    --_text: var(--elicit-color-text, #1b1d21);
    --_text-muted: var(--elicit-color-text-muted, #535862);
    --_border: var(--elicit-color-border, #8a909a);
    --_border-subtle: var(--elicit-color-border-subtle, #d5d8de);
    --_primary: var(--elicit-color-primary, #1f5fbf);
    --_on-primary: var(--elicit-color-on-primary, #fff);
    --_focus: var(--elicit-color-focus, #1f5fbf);
    --_danger: var(--elicit-color-danger, #b3261e);
    --_danger-surface: var(--elicit-color-danger-surface, #fcebea);
    --_warning: var(--elicit-color-warning, #7a4d00);
    --_warning-surface: var(--elicit-color-warning-surface, #fff4d6);
    --_success: var(--elicit-color-success, #1d6b35);
    --_host-highlight: var(--elicit-color-host-highlight, #fff1a8);
    --_backdrop: var(--elicit-color-backdrop, rgb(27 29 33 / 0.45));
    --_shadow: var(--elicit-shadow, 0 1px 3px rgb(0 0 0 / 0.12), 0 4px 12px rgb(0 0 0 / 0.06));
    color-scheme: light;
  }

  @media (prefers-color-scheme: dark) {
    :host(:not([theme='light'])) {
      ${darkTokens}
    }
  }

  :host([theme='dark']) {
    ${darkTokens}
  }
`;
