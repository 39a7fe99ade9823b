// The gallery's entry: register the elements and Hindi, then the app.
import '@elicit-kit/elements/define';
import { addMessages } from '@elicit-kit/core/messages';
import { hi } from '@elicit-kit/elements/messages/hi';
import './demo-app.js';

addMessages('hi', hi);
