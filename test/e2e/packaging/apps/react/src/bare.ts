// docs/react.md, "Registration": importing the package registers the tags.
import '@elicit-kit/react';
