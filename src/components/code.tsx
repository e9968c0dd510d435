import type { ReactNode } from 'react';
import classes from './code.module.css';

/** Words to type or copy as they are (a chat code, a search), in Mantine's inline Code look. */
export function Code({ children }: { children: ReactNode }) {
  return <code className={classes.code}>{children}</code>;
}
