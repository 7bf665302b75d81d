// The session cookie's name, shared by the proxy (edge of the app) and the auth module.
export const SESSION_COOKIE = 'parish.session';
