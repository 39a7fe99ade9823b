// The gallery's entry: register the elements and Hindi, then the app.
import '@elicit-kit/elements/define';
import { addMessages } from '@elicit-kit/core';
import { hi } from '@elicit-kit/core/locales/hi';
import './demo-app.js';

addMessages('hi', hi);
