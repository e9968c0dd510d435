import { useAccountStatus } from './use-account';
import { Text } from '@/components/text';

/**
 * One line saying where the progress on screen comes from and, after an API fault, what failed
 * (the last good progress and the manual marks stay). Polite live region, not `role="status"`,
 * so it does not compete with the page's own status messages.
 */
export function AccountStatusLine() {
  const status = useAccountStatus();
  const failed = status.phase === 'error';
  return (
    <Text
      size="sm"
      tone={failed ? 'red.4' : 'dimmed'}
      aria-live="polite"
      data-testid="account-status"
    >
      {status.message}
    </Text>
  );
}
