import { memo, useId } from 'react';
import { motifOf } from './region-art-motifs';

const WAVES = 'M0 80q10-4 20 0t20 0 20 0 20 0 20 0 20 0 20 0 20 0V100H0Z';

export interface RegionArtProps {
  regionKey: string;
  className?: string;
}

/**
 * A small drawn scene for a region (sky, sun or moon, its landmarks, fishing water), decorative
 * only. It fills its box, cropping rather than stretching.
 */
export const RegionArt = memo(function RegionArt({ regionKey, className }: RegionArtProps) {
  // useId is the same in the prerendered HTML and the browser; keep only characters url(#…) accepts.
  const skyId = `sky${useId().replace(/[^\w-]/g, '')}`;
  const motif = motifOf(regionKey);
  return (
    <svg
      className={className}
      viewBox="0 0 160 100"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden
      focusable="false"
      data-region-art={regionKey}
    >
      <defs>
        <linearGradient id={skyId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={motif.sky[0]} />
          <stop offset="1" stopColor={motif.sky[1]} />
        </linearGradient>
      </defs>
      <rect width="160" height="100" fill={`url(#${skyId})`} />
      {motif.orb && (
        <circle cx={motif.orb[0]} cy={motif.orb[1]} r={motif.orb[2]} fill={motif.orb[3]} />
      )}
      {motif.layers.map(([d, fill]) => (
        <path key={d} d={d} fill={fill} />
      ))}
      <path d={WAVES} fill={motif.water} />
    </svg>
  );
});
