/**
 * The query flag on /login when the API answered 401 to a signed-in screen (the token expired or was revoked):
 * the sign-in then says why it is shown. Its own module, so that the app's session code does not bring the
 * sign-in view with it.
 */
export const EXPIRED_FLAG = 'expired';
