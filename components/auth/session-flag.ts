// The specification's "logged-in flag" in localStorage. Only a hint for client code (it never
// grants anything): the token itself lives in the httpOnly session cookie, out of reach of
// scripts, and every page and API checks that cookie on the server.
export const LOGGED_IN_KEY = 'isLoggedIn';

export function setLoggedInFlag(): void {
  try {
    localStorage.setItem(LOGGED_IN_KEY, 'true');
  } catch {
    // Storage can be disabled (private mode, policies); signing in still works through the cookie.
  }
}

export function clearLoggedInFlag(): void {
  try {
    localStorage.removeItem(LOGGED_IN_KEY);
  } catch {
    // See setLoggedInFlag.
  }
}

export function hasLoggedInFlag(): boolean {
  try {
    return localStorage.getItem(LOGGED_IN_KEY) === 'true';
  } catch {
    return false;
  }
}
