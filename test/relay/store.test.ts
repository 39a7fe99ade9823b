import { memoryStore } from '@elicit-kit/relay';
import { describeStoreContract } from './store-contract.js';

describeStoreContract('memoryStore', () => memoryStore());
