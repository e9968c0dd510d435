// A start-up step of its own (src/app/start/start.ts): React DOM evaluates in its own task.
export { createRoot, hydrateRoot } from 'react-dom/client';
