import { bundleServer } from './bundle';

// `npm run build -w apps/server`: our TypeScript bundled into `dist/`, so that no compiler runs at start
// (docs/decisions.md, "The server runs from a bundle").
await bundleServer();
