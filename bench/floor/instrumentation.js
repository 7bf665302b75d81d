// NOTE: Next 16.4's Turbopack build, finding no instrumentation or proxy file in this project,
// takes the enclosing workspace's (the site's, which starts the parish database). These two files
// of the floor's own, doing nothing, keep the floor a bare page. Checked on Next 16.4.6.
export function register() {}
