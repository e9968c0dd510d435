import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { PageTitle } from '@/components';
import { withPageWords } from '@/lib/i18n';
import { guide } from './guide-pages';
import { GuidePager } from './guide-pager';

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
      <Text size="sm" c="dimmed">
        <Trans>
          Page {number} of {count}
        </Trans>
      </Text>
      <Title order={2} mb="sm">
        {t(entry.title)}
      </Title>
      <Stack gap="sm" maw={760}>
        <Content />
      </Stack>
      <GuidePager pages={guide} current={index} />
    </>
  );
}

export const GuidePage = withPageWords('help', GuideContent);
