import { useDocumentTitle } from '@mantine/hooks';
import { Heading, type HeadingOrder } from './heading';
import space from './spacing.module.css';

const SITE = 'Tyria Fishing Companion';

/** The page's heading, also used as the document title. */
export function PageTitle({ children, order = 1 }: { children: string; order?: HeadingOrder }) {
  useDocumentTitle(`${children} · ${SITE}`);
  return (
    <Heading order={order} className={space.mbMd}>
      {children}
    </Heading>
  );
}
