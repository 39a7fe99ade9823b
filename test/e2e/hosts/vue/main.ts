// A Vue 3 host using the elicit-kit elements directly (no wrapper package).
import '@elicit-kit/elements/define';
import { createApp } from 'vue';
import App from './App.vue';

createApp(App).mount('#app');
