import { useLingui } from '@lingui/react/macro';
import clsx from 'clsx';
import { CopyLinkButton } from '@/components/copy-link-button';
import { SOURCE_LOCALE } from '@/config/locales';
import { useGameWords } from '@/data/game-words/game-words-store';
import type { WaypointGroup } from '@/lib/catalog/asset-schemas';
import { waypointWords } from '@/lib/game-words/waypoint-words';
import { useLocale } from '@/lib/i18n/use-locale';
import classes from './planner.module.css';
import { Text } from '@/components/text';
import list from '@/components/list.module.css';

/** A collection's recommended waypoints, compact: name, purpose and a copy button each. */
export function PlanWaypoints({
  groups,
  max = 3,
}: {
  groups: readonly WaypointGroup[];
  max?: number;
}) {
  const links = groups.flatMap((group) =>
    group.links.map((link) => ({ ...link, map: group.name })),
  );
  const { t, i18n } = useLingui();
  const words = useGameWords();
  const english = useLocale() === SOURCE_LOCALE;
  if (links.length === 0) return null;
  return (
    <ul
      className={clsx(list.list, list.small, list.bare, list.spacing4)}
      aria-label={t`Recommended waypoints`}
    >
      {links.slice(0, max).map((link) => {
        const name = link.name ?? t`Unnamed waypoint`;
        const { map, title } = waypointWords(words, i18n, english, link.map, link);
        return (
          <li key={`${link.map}${link.inGameLink}${link.title}`} className={classes.waypoint}>
            <div className={classes.waypointCopy}>
              <CopyLinkButton value={link.inGameLink} subject={`${name} (${map})`} />
            </div>
            <Text size="sm" className={classes.waypointName}>
              {name}{' '}
              <Text as="span" size="xs" tone="dimmed">
                ({map}: {title})
              </Text>
            </Text>
          </li>
        );
      })}
    </ul>
  );
}
