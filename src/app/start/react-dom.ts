// A start-up step of its own (src/main.tsx): React DOM evaluates in its own task.
export { createRoot, hydrateRoot } from 'react-dom/client';
