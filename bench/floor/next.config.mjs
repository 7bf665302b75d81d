// The bench's floor (scripts/lib/bench-floor.mjs): Next's defaults, nothing of the site's config.
const floorConfig = {};

export default floorConfig;
