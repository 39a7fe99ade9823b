import { createApp } from 'vue';
import Extras from './Extras.vue';

createApp(Extras).mount('#extras');
