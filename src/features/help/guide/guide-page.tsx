import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import space from '@/components/spacing.module.css';
import { withPageWords } from '@/lib/i18n/page-words';
import { guide } from './guide-pages';
import classes from './guide-page.module.css';
import { GuidePager } from './guide-pager';
import { Text } from '@/components/text';
import { Heading } from '@/components/heading';

/** `/help/guide/{page}`; the route guard already sent unknown pages to the intro. */
function GuideContent() {
  const { page } = useParams();
  const { t } = useLingui();
  const index = Math.max(
    0,
    guide.findIndex((entry) => entry.page === page),
  );
  const entry = guide[index] ?? guide[0];
  if (!entry) return null;
  const { Content } = entry;
  const number = index + 1;
  const count = guide.length;
  return (
    <>
      <PageTitle>{t`User Guide`}</PageTitle>
      <Text size="sm" tone="dimmed">
        <Trans>
          Page {number} of {count}
        </Trans>
      </Text>
      <Heading order={2} className={space.mbSm}>
        {t(entry.title)}
      </Heading>
      <div className={classes.content}>
        <Content />
      </div>
      <GuidePager pages={guide} current={index} />
    </>
  );
}

export const GuidePage = withPageWords('help', GuideContent);
