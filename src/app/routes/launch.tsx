import { TabGroupPage } from './tab-group-page';

export function Component() {
  return <TabGroupPage group="launch" />;
}
