import { remotePage } from '../federation/remote-page';
import { AuthDialogFrame } from './auth-dialog-frame';

/**
 * The account remote's sign-in and create-account dialogs, in a frame that still shows a dialog if the remote cannot
 * load. A module of its own, so the frame's dialog code loads with them, not with the page.
 */
const AuthDialogs = remotePage('account', './AuthDialogs', { loading: false, frame: AuthDialogFrame });
export default AuthDialogs;
