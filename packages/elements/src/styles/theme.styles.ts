import { css } from 'lit';

/**
 * The default theme: the only place with literal colours. Components read private
 * `--_*` variables, each defaulting to a public `--elicit-*` token, so a host can set
 * `--elicit-*` on any ancestor (they inherit) and override the look without `!important`.
 *
 * Each colour is a `light-dark()` pair, chosen by the host's `color-scheme`, which is the
 * scheme the card resolved: `theme`, else `<html>` or the OS preference (the states that
 * `ThemeController` sets), else the `color-scheme` it inherits from its ancestors. So native
 * controls and every colour switch together, and an ancestor's `color-scheme: dark` needs no
 * script. The font is the page's unless `--elicit-font-family` is set: a `var()` with no
 * fallback is invalid when unset, and an invalid `font-family` inherits (host.styles.ts).
 */
export const themeStyles = css`
  :host {
    --_font-size: var(--elicit-font-size, 1rem);
    --_mono: var(--elicit-font-mono, ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace);
    --_radius: var(--elicit-radius, 0.5rem);
    --_radius-small: var(--elicit-radius-small, 0.25rem);
    --_space: var(--elicit-space, 1rem);
    --_focus-width: var(--elicit-focus-width, 3px);

    --_surface: var(--elicit-color-surface, light-dark(#fff, #1c1e22));
    --_surface-raised: var(--elicit-color-surface-raised, light-dark(#f6f7f9, #25282d));
    --_text: var(--elicit-color-text, light-dark(#1b1d21, #eceef2));
    --_text-muted: var(--elicit-color-text-muted, light-dark(#535862, #b4b9c2));
    --_border: var(--elicit-color-border, light-dark(#8a909a, #8c939e));
    --_border-subtle: var(--elicit-color-border-subtle, light-dark(#d5d8de, #3b3f46));
    --_primary: var(--elicit-color-primary, light-dark(#1f5fbf, #8ab4f8));
    --_on-primary: var(--elicit-color-on-primary, light-dark(#fff, #0b1d3a));
    --_focus: var(--elicit-color-focus, light-dark(#1f5fbf, #8ab4f8));
    --_danger: var(--elicit-color-danger, light-dark(#b3261e, #ffb4ab));
    --_danger-surface: var(--elicit-color-danger-surface, light-dark(#fcebea, #3d1a17));
    --_warning: var(--elicit-color-warning, light-dark(#7a4d00, #ffd97a));
    --_warning-surface: var(--elicit-color-warning-surface, light-dark(#fff4d6, #3a2e10));
    --_success: var(--elicit-color-success, light-dark(#1d6b35, #8fd6a1));
    --_host-highlight: var(--elicit-color-host-highlight, light-dark(#fff1a8, #5a4b00));
    --_backdrop: var(--elicit-color-backdrop, light-dark(rgb(27 29 33 / 0.45), rgb(0 0 0 / 0.65)));
    --_shadow: var(--elicit-shadow, 0 1px 3px light-dark(rgb(0 0 0 / 0.12), rgb(0 0 0 / 0.5)), 0 4px 12px light-dark(rgb(0 0 0 / 0.06), transparent));
  }
  /* Separate rules: a browser without custom states still honours the attribute. */
  :host([theme='light']) {
    color-scheme: light;
  }
  :host(:state(light)) {
    color-scheme: light;
  }
  :host([theme='dark']) {
    color-scheme: dark;
  }
  :host(:state(dark)) {
    color-scheme: dark;
  }
`;
