import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import classes from './help-menu-page.module.css';
import { withPageWords } from '@/lib/i18n/page-words';
import { Grid } from '@/components/grid';

const entries = [
  { label: msg`I'm New Here! (User Guide)`, to: paths.guide.href('intro') },
  { label: msg`Frequently Asked Questions`, to: paths.faq.href() },
  { label: msg`Send Feedback / Report Bug`, to: paths.feedback.href() },
  { label: msg`Catalog Data (sources, live check)`, to: paths.data.href() },
  { label: msg`Legal`, to: paths.legal.href() },
  { label: msg`Contact Me`, to: paths.contact.href() },
];

/** `/help`: the help pages, one button each. */
function HelpMenu() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle>{t`Help`}</PageTitle>
      <Grid twoFrom="xs" gap="md">
        {entries.map((entry) => (
          <Button
            key={entry.to}
            component={Link}
            to={entry.to}
            size="lg"
            variant="light"
            classNames={{ root: classes.button, label: classes.label }}
          >
            {t(entry.label)}
          </Button>
        ))}
      </Grid>
    </>
  );
}

export const HelpMenuPage = withPageWords('help', HelpMenu);
