/** The AUTH_SECRET of the API test server: tests mint their own tokens (expired ones, say) with it. */
export const TEST_AUTH_SECRET = 'api-test-secret-0123456789abcdef';
