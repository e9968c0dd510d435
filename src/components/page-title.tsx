import { Title, type TitleOrder } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';

const SITE = 'Tyria Fishing Companion';

/** The page's heading, also used as the document title. */
export function PageTitle({ children, order = 1 }: { children: string; order?: TitleOrder }) {
  useDocumentTitle(`${children} · ${SITE}`);
  return (
    <Title order={order} mb="md">
      {children}
    </Title>
  );
}
