// The kit's shadcn/ui preset: its tokens follow the host's shadcn variables.
import '@elicit-kit/elements/themes/shadcn.css';
