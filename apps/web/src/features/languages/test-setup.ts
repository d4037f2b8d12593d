import { activateLocale, loadAppWords } from './activate.js';

await activateLocale('en');
await loadAppWords();
