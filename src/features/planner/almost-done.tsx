import { Trans, useLingui } from '@lingui/react/macro';
import clsx from 'clsx';
import { almostDone, type PlanFish } from '@/lib/planner/plan';
import { FishNames } from './fish-names';
import { Notice } from '@/components/notice';
import space from '@/components/spacing.module.css';
import list from '@/components/list.module.css';

/** Collections with three or fewer fish left, those fish named. */
export function AlmostDone({ fish }: { fish: readonly PlanFish[] }) {
  const close = almostDone(fish);
  const { t } = useLingui();
  if (close.length === 0) return null;
  return (
    <Notice color="teal" title={t`Almost done`} className={space.mbMd}>
      <ul className={clsx(list.list, list.small, list.spacing2)}>
        {close.map(({ collection, fish: left }) => {
          const name = collection.name;
          const count = left.length;
          const names = <FishNames fish={left} />;
          return (
            <li key={collection.key}>
              <Trans>
                <strong>{name}</strong>: {count} left — {names}
              </Trans>
            </li>
          );
        })}
      </ul>
    </Notice>
  );
}
