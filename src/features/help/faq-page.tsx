import { useLingui } from '@lingui/react/macro';
import { Accordion } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { PageTitle } from '@/components/page-title';
import { withPageWords } from '@/lib/i18n/page-words';
import { faqEntries } from './faq-entries';
import classes from './help-pages.module.css';

/**
 * `/help/faq`: collapsible questions, all closed at first. Mantine's Accordion stays: its arrow
 * keys, Home and End between the questions and its opening motion are behaviour `<details>` lacks.
 */
function FaqContent() {
  const reduceMotion = useReducedMotion();
  const { t } = useLingui();
  return (
    <>
      <PageTitle>{t`Frequently Asked Questions`}</PageTitle>
      <Accordion
        variant="separated"
        multiple
        className={classes.questions}
        transitionDuration={reduceMotion ? 0 : 200}
      >
        {faqEntries.map((entry) => (
          <Accordion.Item key={entry.id} value={entry.id}>
            <Accordion.Control>{t(entry.question)}</Accordion.Control>
            <Accordion.Panel>{entry.answer}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </>
  );
}

export const FaqPage = withPageWords('help', FaqContent);
