/**
 * The GW2 API schema version sent as `v` on every request (and written into GlobalConfig.json).
 * Pinned so response shapes do not change under us.
 */
export const GW2_SCHEMA_VERSION = '2022-03-23T19:00:00.000Z';
