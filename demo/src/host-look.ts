/**
 * The gallery's "host look" switch: the page poses as a shadcn/ui or Bootstrap host (that
 * system's own CSS variables on the document) and adds the kit's matching preset, the one
 * stylesheet such a host adds; "dark by class" marks <html> as those hosts do (`dark`,
 * `data-bs-theme="dark"`), whatever the OS prefers.
 */
import shadcnHost from '../../test/fixtures/host-looks/shadcn.css?raw';
import bootstrapHost from '../../test/fixtures/host-looks/bootstrap.css?raw';
import shadcnPreset from '../../packages/elements/themes/shadcn.css?raw';
import bootstrapPreset from '../../packages/elements/themes/bootstrap.css?raw';

export type HostLook = 'default' | 'shadcn' | 'bootstrap';

/** The host's page around the story: its background, text and font, as its own body rule would set them. */
const stage = {
  default: '',
  shadcn:
    '.preview { background: var(--background); color: var(--foreground); font-family: ui-sans-serif, system-ui, sans-serif; }',
  bootstrap:
    '.preview { background: var(--bs-body-bg); color: var(--bs-body-color); font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }',
};
const host = { default: '', shadcn: shadcnHost, bootstrap: bootstrapHost };
const preset = { default: '', shadcn: shadcnPreset, bootstrap: bootstrapPreset };

const pageSheet = new CSSStyleSheet();
const storySheet = new CSSStyleSheet();
document.adoptedStyleSheets = [...document.adoptedStyleSheets, pageSheet];

/**
 * Applies `look` to the page and to `root`, the shadow root the stories render in (a
 * document stylesheet does not reach into it; a host whose cards sit in its own DOM needs
 * only the one <link>).
 */
export function applyHostLook(root: ShadowRoot, look: HostLook, darkByClass: boolean): void {
  pageSheet.replaceSync(host[look]);
  storySheet.replaceSync(`${preset[look]}\n${stage[look]}`);
  if (!root.adoptedStyleSheets.includes(storySheet))
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, storySheet];
  const html = document.documentElement;
  html.classList.toggle('dark', darkByClass && look !== 'bootstrap');
  if (darkByClass && look === 'bootstrap') html.dataset['bsTheme'] = 'dark';
  else delete html.dataset['bsTheme'];
}
