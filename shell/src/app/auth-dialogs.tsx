import { lazy } from 'react';
import { remotePage } from '../federation/remote-page';

/**
 * The frame's dialog is needed only when the account remote cannot load, so its code is fetched then, not with
 * every sign-in prompt.
 */
const AuthDialogFrame = lazy(() =>
  import('./auth-dialog-frame').then(({ AuthDialogFrame }) => ({ default: AuthDialogFrame })),
);

/**
 * The account remote's sign-in and create-account dialogs, in a frame that still shows a dialog if the remote cannot
 * load.
 */
const AuthDialogs = remotePage('account', './AuthDialogs', { loading: false, frame: AuthDialogFrame });
export default AuthDialogs;
