import { useLingui } from '@lingui/react/macro';
import { noticeText } from '@/lib/storage/storage-words';
import { useStorageNotices } from '@/lib/storage/storage-notices';
import classes from './storage-notice-list.module.css';
import { Column } from '@/components/column';
import { Notice } from '@/components/notice';
import { NoticeClose } from '@/components/notice-close';

/**
 * The notices about saved data, worded in the page's language. Loaded only when there is one:
 * their words stay out of every page's first load (docs/languages.md "Our words: Lingui").
 */
export default function StorageNoticeList() {
  const notices = useStorageNotices((state) => state.notices);
  const dismiss = useStorageNotices((state) => state.dismiss);
  const { t, i18n } = useLingui();
  return (
    <Column gap="xs" className={classes.notices}>
      {notices.map((notice) => (
        <Notice
          key={notice.id}
          color="yellow"
          role="status"
          title={t`About your saved data`}
          close={<NoticeClose label={t`Dismiss`} onClose={() => dismiss(notice.id)} />}
        >
          {noticeText(notice, i18n)}
        </Notice>
      ))}
    </Column>
  );
}
