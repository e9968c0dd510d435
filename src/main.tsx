// The page's entry: the global styles, then the start-up (it reads top to bottom in
// src/app/start/start.ts).
import './app/mantine-styles';
import './app/global.css';
import { start } from './app/start/start';

await start();
