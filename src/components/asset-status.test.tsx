import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { AssetStatus } from './asset-status';

const renderStatus = (props: Partial<Parameters<typeof AssetStatus>[0]>) =>
  render(
    <MantineProvider>
      <AssetStatus errors={[]} failedTitle="The region could not be loaded" {...props} />
    </MantineProvider>,
  );

describe('AssetStatus', () => {
  it('shows a loader named by its label while loading, with a role that may carry the name', () => {
    // An aria-label on an element without a role is prohibited (axe: aria-prohibited-attr).
    renderStatus({ loadingLabel: 'Loading the region' });
    expect(screen.getByRole('progressbar', { name: 'Loading the region' })).toBeInTheDocument();
  });

  it('shows no loader without a label, and the failure instead of it', () => {
    const { rerender } = renderStatus({});
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    rerender(
      <MantineProvider>
        <AssetStatus
          errors={[new Error('HTTP 500')]}
          failedTitle="The region could not be loaded"
          loadingLabel="Loading the region"
        />
      </MantineProvider>,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('The region could not be loaded')).toBeInTheDocument();
  });
});
